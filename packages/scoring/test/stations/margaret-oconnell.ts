import type { StationTranscript } from './types';

/** Breaking news of bowel cancer (tuning set): a thorough SPIKES conversation, and one with no warning shot. */
export const MARGARET_THOROUGH: StationTranscript = {
  id: 'margaret-thorough',
  personaId: 'margaret-oconnell',
  kind: 'thorough',
  heldOut: false,
  lines: [
    {
      say: "Hello, my name is Dr Shah, I'm one of the registrars in the bowel clinic. Can I check your full name and date of birth?",
      meets: ['introduction'],
    },
    {
      say: "Thank you. We've got a quiet room here where we won't be interrupted. Would you like to have a seat? Is there anyone you'd like to be here with you?",
      meets: ['setting'],
    },
    {
      say: 'Before I go through the results, can you tell me what you understand so far about why we did the camera test?',
      meets: ['perception'],
    },
    {
      say: 'Some people like all the detail and some prefer the main points. How much would you like to know today?',
      meets: ['invitation'],
    },
    { say: "I'm afraid the results are not what we had hoped for.", meets: ['warning-shot'] },
    {
      say: 'The sample we took from the growth in your bowel shows that it is a cancer.',
      meets: ['gives-news'],
    },
    { say: 'Take your time. I am here.', meets: ['pause-after-news', 'emotions'] },
    { say: 'I can see this has come as a real shock.', meets: ['emotions'] },
    {
      say: 'The scan you had last week shows no sign that it has spread to your liver or lungs, which is important.',
      meets: ['spread-explained'],
    },
    {
      say: 'What is worrying you most about all this?',
      meets: ['concerns'],
    },
    {
      say: 'Who is at home with Dermot, and what support do you have with caring for him? We can get our social worker to help arrange a carer if you need to come into hospital.',
      meets: ['support-at-home'],
    },
    {
      say: 'The next step is that the team, including the surgeon, will discuss your scan at our meeting this week, and the colorectal specialist nurse will see you today.',
      meets: ['next-steps'],
    },
    {
      say: "Just to sum up what we've talked about: the test shows a cancer in the bowel, the scan shows no spread, and the surgeons will talk to you about an operation.",
      meets: ['summary'],
    },
    {
      say: "I know that's a lot to take in. Does that make sense so far? What questions do you have?",
      meets: ['check-understanding'],
    },
    {
      say: "Here is the specialist nurse's contact number. If you have questions at home, ring the team, and if you have heavy bleeding or severe pain before we see you, call 111 or come to A&E.",
      meets: ['contact-point'],
    },
  ],
};

/** The same news broken bluntly: no setting, no check of what she knows, no warning shot. */
export const MARGARET_NO_WARNING: StationTranscript = {
  id: 'margaret-no-warning',
  personaId: 'margaret-oconnell',
  kind: 'no_warning_shot',
  heldOut: false,
  lines: [
    { say: "Hi, I'm one of the doctors." },
    { say: 'So your biopsy came back and it shows cancer.', meets: ['gives-news'] },
    { say: 'We will refer you to the surgeons and they will probably operate.' },
    { say: 'Any questions?' },
  ],
};
