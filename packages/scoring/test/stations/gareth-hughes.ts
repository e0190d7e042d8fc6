import type { StationTranscript } from './types';

/** Chest pain in the emergency department: a thorough history and a poor one (tuning set). */
export const GARETH_THOROUGH: StationTranscript = {
  id: 'gareth-thorough',
  personaId: 'gareth-hughes',
  kind: 'thorough',
  heldOut: false,
  lines: [
    {
      say: "Hello, my name's Dr Okafor, I'm one of the junior doctors in the emergency department. Can I just confirm your name and date of birth?",
      meets: ['introduction'],
    },
    { say: "Thanks, Mr Hughes. So what's brought you in to see us today?", meets: ['opening-question'] },
    { say: "I'm sorry to hear that. Can you show me where exactly you felt it?", meets: ['site'] },
    {
      say: 'And when did it start? Did it come on suddenly, or build up gradually?',
      meets: ['onset'],
    },
    { say: 'How would you describe the feeling?', meets: ['character'] },
    { say: 'Does the pain spread or go anywhere else, like your arm, neck or jaw?', meets: ['radiation'] },
    {
      say: 'Has it been there constantly since this morning, or has it come and gone?',
      meets: ['timing'],
    },
    {
      say: "Is there anything that makes it worse? And has anything you've tried eased it?",
      meets: ['exacerbating-relieving'],
    },
    {
      say: 'If zero is no pain and ten is the worst pain you can imagine, what score would you give it at its worst?',
      meets: ['severity'],
    },
    {
      say: 'Have you noticed any other symptoms along with it?',
      meets: ['associated-symptoms'],
    },
    {
      say: 'Did you feel sweaty or clammy, or sick, when it came on?',
      meets: ['red-flag-sweating-nausea'],
    },
    { say: 'Were you short of breath at all?', meets: ['red-flag-breathlessness'] },
    {
      say: "Have you had anything like this before, for instance when you're walking uphill or climbing stairs?",
      meets: ['red-flag-exertional-pain'],
    },
    {
      say: 'Did you feel faint or pass out, or notice your heart racing?',
      meets: ['red-flag-collapse-palpitations'],
    },
    {
      say: 'Was it ever a tearing or ripping pain going through to your back?',
      meets: ['red-flag-tearing-to-back'],
    },
    {
      say: 'Any swelling or pain in your calves, any long journeys recently, or coughing up blood?',
      meets: ['red-flag-clot-risk'],
    },
    {
      say: "Now I'd like to ask a few questions about your health in general. Do you have any medical conditions, or have you had any operations?",
      meets: ['past-history'],
    },
    {
      say: 'Which medicines do you take, including anything over the counter? And are you allergic to any medicines?',
      meets: ['drugs-allergies'],
    },
    {
      say: 'Does anything run in the family, like heart problems?',
      meets: ['family-history'],
    },
    { say: 'That must have been very hard, losing your dad so young.' },
    { say: 'Do you smoke at all?', meets: ['smoking'] },
    { say: 'And roughly how much alcohol do you drink in a week?', meets: ['alcohol'] },
    {
      say: 'What do you do for work? Has the pain ever come on while you were driving?',
      meets: ['occupation-driving'],
    },
    { say: 'What do you think might be causing the pain?', meets: ['ideas'] },
    { say: 'Is there anything in particular that worries you about it?', meets: ['concerns'] },
    {
      say: 'That sounds really frightening, given what happened to your father.',
    },
    {
      say: 'And what were you hoping we would do for you today?',
      meets: ['expectations'],
    },
    {
      say: "Let me just summarise to check I've got it right. You had a tight, heavy pain in the middle of your chest this morning, going to your jaw and left arm, with sweating, and you've had tightness walking uphill for three weeks. Have I got that right?",
      meets: ['summary'],
    },
    {
      say: "I'm worried this pain could be coming from your heart, so I don't think it's indigestion.",
      meets: ['explain-heart'],
    },
    {
      say: "What I'd like to do is an ECG, which is a heart tracing, and blood tests to check your heart now, and I'm afraid that means you'll need to stay in and not go to your shift or drive today.",
      meets: ['explain-tests'],
    },
    { say: "Does that make sense? Is there anything you'd like to ask me?", meets: ['check-understanding'] },
    {
      say: 'If the pain comes back while you are waiting, please press the buzzer and tell a nurse straight away.',
      meets: ['safety-netting'],
    },
  ],
};

/**
 * A poor history: closed, leading and narrow; no introduction, no red flags beyond one leading
 * question, no ideas, concerns or expectations, premature reassurance, no explanation or plan.
 */
export const GARETH_POOR: StationTranscript = {
  id: 'gareth-poor',
  personaId: 'gareth-hughes',
  kind: 'poor',
  heldOut: false,
  lines: [
    { say: 'Right, chest pain, yes?' },
    { say: 'Is it sharp?' },
    { say: 'OK. Probably indigestion then.' },
    { say: 'Did you eat something spicy last night?' },
    { say: 'Have you taken Gaviscon?' },
    { say: 'Fine. Do you smoke?', meets: ['smoking'] },
    { say: "You should stop that, it's bad for you." },
    { say: 'I think you will be fine, try not to worry.' },
    { say: "We'll get you some antacids and you can go." },
  ],
};
