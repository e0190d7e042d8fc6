import type { StationTranscript } from './types';

/**
 * Held out, third set: written from each case's task, setting and checklist item ids, labels and
 * domains only (printed by a throwaway script that resolved the checklist through the package's
 * exported resolveChecklist and left the items' cues out), without reading the cues, the checklist
 * templates' cues, the coder or the marking code, or the wording of the other transcripts, and never
 * used while tuning. The lines were played once to the offline patient to read its replies, so that
 * follow-up questions (a summary, what the patient said they feared) refer to what the patient had
 * said, and then measured once, unchanged. Cases that had no transcript: lower abdominal pain with a
 * possible ectopic pregnancy (lucy-bennett), back pain with cauda equina red flags (piotr-zielinski),
 * a type 2 diabetes review (winston-campbell), non-adherence to amlodipine (mei-lin-zhou, an
 * explanation station), a sexual-health history with they/them pronouns (riley-shaw), falls from
 * postural hypotension (eileen-fraser), cough and weight loss (ahmed-karimi), breaking the news of a
 * miscarriage (rachel-adeyemi, also without a warning shot), mania on sertraline (marcus-reid), a
 * trans man with low mood (alex-morgan) and a gay man's anxiety hiding a PEP window (daniel-cho),
 * each thorough and poor.
 */

export const LUCY_THOROUGH: StationTranscript = {
  id: 'lucy-thorough',
  personaId: 'lucy-bennett',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hi there, I'm Priya Nair, one of the foundation doctors working in A&E today. Can I just check your full name and date of birth?",
      meets: ['introduction'],
    },
    { say: "So, what's brought you in to see us today?", meets: ['opening-question'] },
    { say: 'Can you put a hand on exactly where the pain is for me?', meets: ['site'] },
    {
      say: 'When did it start, and did it come on all of a sudden or build up gradually?',
      meets: ['onset'],
    },
    {
      say: 'How would you describe the pain? Is it sharp, crampy, an ache, or something else?',
      meets: ['character'],
    },
    {
      say: 'Does the pain travel anywhere else, like round to your back or down your legs?',
      meets: ['radiation'],
    },
    {
      say: 'Has it been there constantly since it started, or does it come and go in waves?',
      meets: ['timing'],
    },
    {
      say: 'Is there anything that makes it worse, like moving about or coughing, and has anything helped to ease it?',
      meets: ['exacerbating-relieving'],
    },
    {
      say: 'If nought is no pain at all and ten is the worst you can imagine, what number would you give it right now?',
      meets: ['severity'],
    },
    { say: 'Have you noticed anything else going on alongside the pain?', meets: ['associated-symptoms'] },
    {
      say: 'Any stinging or burning when you pass urine, or needing to go more often than usual?',
      meets: ['urinary'],
    },
    {
      say: 'How have your bowels been, any diarrhoea or constipation? And have you felt sick or been sick at all?',
      meets: ['bowels-nausea'],
    },
    { say: 'Have you had a temperature, or felt hot and shivery?', meets: ['red-flag-fever'] },
    {
      say: 'Have you felt light-headed or dizzy, or like you might pass out?',
      meets: ['red-flag-faint'],
    },
    {
      say: 'This might sound like an odd one, but have you had any pain right at the tip of your shoulder?',
      meets: ['red-flag-shoulder-tip'],
    },
    {
      say: "I'd like to ask you some questions about your periods and your sex life now. We ask everyone who comes in with pain low down in the tummy, because some of the causes are gynaecological, and whatever you tell me stays confidential. Is that alright with you?",
      meets: ['sexual-history-permission'],
    },
    {
      say: 'When did your last period start, and are your periods usually regular?',
      meets: ['red-flag-last-period'],
    },
    {
      say: 'Have you had any bleeding or spotting from the vagina recently, apart from a normal period?',
      meets: ['red-flag-vaginal-bleeding'],
    },
    {
      say: 'Have you noticed any discharge that is unusual for you, a different colour or smell?',
      meets: ['discharge'],
    },
    {
      say: 'Are you sexually active at the moment? Is that with one regular partner or more than one?',
      meets: ['sexual-partners'],
    },
    { say: 'Are you using anything for contraception?', meets: ['contraception'] },
    { say: 'Is there any chance at all that you could be pregnant?', meets: ['red-flag-pregnancy'] },
    {
      say: 'Have you ever had a sexually transmitted infection in the past, like chlamydia?',
      meets: ['sti-history'],
    },
    {
      say: 'Do you have any medical conditions that you see a doctor about, and have you ever had an operation?',
      meets: ['past-history'],
    },
    {
      say: 'Do you take any medicines, including anything you buy from the chemist, and are you allergic to any medication?',
      meets: ['drugs-allergies'],
    },
    {
      say: 'Do any illnesses run in your family, anything your parents or brothers and sisters have?',
      meets: ['family-history'],
    },
    {
      say: 'Tell me a little about yourself. What do you do for work, and who do you live with?',
      meets: ['social-history'],
    },
    { say: 'Do you smoke at all?', meets: ['smoking'] },
    { say: 'And how much alcohol would you drink in a normal week?', meets: ['alcohol'] },
    { say: 'What have you been thinking might be causing this?', meets: ['ideas'] },
    { say: 'Is there anything in particular that worries you about it?', meets: ['concerns'] },
    { say: 'And what were you hoping we could do for you today?', meets: ['expectations'] },
    {
      say: "Let me make sure I've got this right. The pain started last night low down on the left, got much sharper this morning and it's about a seven out of ten. You nearly fainted after your shower, you've had an ache at the tip of your left shoulder and some brownish spotting for two days, and your period is about three weeks late. You're worried you might be pregnant, and about your exam on Monday. Have I missed anything?",
      meets: ['summary'],
    },
    {
      say: "With your period being late and the pain being on one side, one thing we have to rule out straight away is an ectopic pregnancy. That's a pregnancy that has started to grow outside the womb, usually in one of the tubes, and it can be serious because it can bleed inside the tummy.",
      meets: ['explain-ectopic'],
    },
    {
      say: "So what I'd like to do next is a pregnancy test on a urine sample right now, take some blood tests, and ask the gynaecology team to come and see you and arrange a scan.",
      meets: ['explain-next-steps'],
    },
    {
      say: "I know that's a lot to take in. Does it make sense so far, and what questions do you have for me?",
      meets: ['check-understanding'],
    },
    {
      say: "While you're waiting, if the pain suddenly gets worse, you feel faint, or you start bleeding heavily, press the buzzer and tell a nurse straight away. Don't wait for me to come back.",
      meets: ['safety-netting'],
    },
  ],
};

export const LUCY_POOR: StationTranscript = {
  id: 'lucy-poor',
  personaId: 'lucy-bennett',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, I'm one of the doctors." },
    { say: "So it's tummy pain. Where is it?", meets: ['site'] },
    { say: 'How long have you had it?' },
    { say: 'How bad is it out of ten?', meets: ['severity'] },
    { say: 'Any vomiting or diarrhoea?', meets: ['bowels-nausea'] },
    { say: 'Any chance you might be pregnant?', meets: ['red-flag-pregnancy'] },
    { say: 'Allergies?' },
    {
      say: "OK. It's probably your appendix or a water infection. We'll take some bloods and see what they show.",
    },
    { say: 'Any questions? No? Great.' },
  ],
};

export const PIOTR_THOROUGH: StationTranscript = {
  id: 'piotr-thorough',
  personaId: 'piotr-zielinski',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, my name's James Whitfield and I'm one of the junior doctors in the emergency department. Are you Mr Zieliński? Have I said that right?",
      meets: ['introduction'],
    },
    { say: "Tell me what's been going on with your back.", meets: ['opening-question'] },
    { say: 'Whereabouts in your back is the pain exactly? Can you show me?', meets: ['site'] },
    {
      say: 'When did it first start, and was it sudden, say after lifting something, or did it creep up on you?',
      meets: ['onset'],
    },
    { say: 'What sort of pain is it? Sharp, dull, burning, shooting?', meets: ['character'] },
    {
      say: 'Does the pain go anywhere else, into your buttocks or down either of your legs?',
      meets: ['radiation'],
    },
    {
      say: 'Is it there all the time, or does it come and go? And how has it changed over these ten days?',
      meets: ['timing'],
    },
    {
      say: 'What makes it worse, and is there anything at all that eases it?',
      meets: ['exacerbating-relieving'],
    },
    {
      say: 'On a scale of nought to ten, how bad would you say it is at its worst?',
      meets: ['severity'],
    },
    { say: 'Have you had anything else going on alongside the back pain?', meets: ['associated-symptoms'] },
    { say: 'Is it affecting one leg, or both of them?', meets: ['red-flag-both-legs'] },
    {
      say: 'Have your legs or feet felt weak at all, catching your toes or finding it hard to stand up on them?',
      meets: ['red-flag-leg-weakness'],
    },
    {
      say: 'I need to ask a few personal questions now, because they really matter with back pain. Have you noticed any numbness or odd feeling around your bottom, your back passage or your private parts, for example when you wipe after the toilet?',
      meets: ['red-flag-saddle-numbness'],
    },
    {
      say: 'How are your waterworks? Any trouble getting started when you pass urine, not being able to tell when your bladder is full, or any leaking?',
      meets: ['red-flag-bladder'],
    },
    {
      say: 'And your bowels, any accidents, or any change in how they have been working?',
      meets: ['red-flag-bowels'],
    },
    {
      say: 'Have you had any trouble getting or keeping an erection since this started?',
      meets: ['red-flag-erectile-function'],
    },
    {
      say: 'Have you lost any weight without trying, or been having night sweats? And have you ever had cancer?',
      meets: ['red-flag-cancer-signs'],
    },
    {
      say: 'Have you had any fevers? And I ask everyone this: have you ever injected drugs?',
      meets: ['red-flag-infection-signs'],
    },
    {
      say: 'Does the pain wake you at night, or is it there even when you are lying completely still?',
      meets: ['red-flag-night-pain'],
    },
    {
      say: 'Have you had any other health problems in the past, any operations, or anything you are being treated for now?',
      meets: ['past-history'],
    },
    {
      say: 'What have you been taking for the pain, from your GP or the pharmacy, and do you take any other medicines? Are you allergic to anything?',
      meets: ['drugs-allergies'],
    },
    { say: 'Does anything run in the family?', meets: ['family-history'] },
    { say: 'What do you do for a living, and who is at home with you?', meets: ['social-history'] },
    { say: 'Do you smoke?', meets: ['smoking'] },
    { say: 'Roughly how many drinks would you have in a week?', meets: ['alcohol'] },
    {
      say: 'How is all this affecting you day to day, with work, sleep and getting about?',
      meets: ['impact'],
    },
    {
      say: "It sounds like it's been really frustrating, going back to the GP twice and still being in this much pain, and worrying too.",
      meets: ['empathy'],
    },
    { say: 'What do you think might be going on with your back?', meets: ['ideas'] },
    { say: 'What is worrying you most about it?', meets: ['concerns'] },
    { say: 'And what were you hoping would happen today?', meets: ['expectations'] },
    {
      say: "So, to check I have it right: ten days ago you twisted lifting a kerbstone, and since then you've had sharp pain low in your back with burning pain down the right leg to the big toe and a weak right foot. Since yesterday the left leg is tingling too, it feels numb when you wipe, your urine is slow to come, your bowels haven't opened for three days and things haven't worked with your wife. And you're worried about work and money. Is that right?",
      meets: ['summary'],
    },
    {
      say: "At the bottom of your spine there's a bundle of nerves that looks after your bladder, your bowels and the feeling down below. With what you've told me, I'm worried those nerves might be getting squashed, possibly by a slipped disc. That is an emergency, because if the pressure isn't taken off quickly the damage can be permanent.",
      meets: ['explain-nerves'],
    },
    {
      say: "So I'd like to examine you properly now, including the feeling around your bottom and checking your bladder is emptying, and then get you an urgent MRI scan today and talk to the spinal team.",
      meets: ['explain-urgent-mri'],
    },
    {
      say: "I know that's a lot. Can you tell me what you've understood, and is there anything you'd like to ask?",
      meets: ['check-understanding'],
    },
    {
      say: "While you're here, if the numbness spreads, you can't pass urine or you lose control of your bladder or bowels, or your legs get weaker, tell one of the nurses straight away.",
      meets: ['safety-netting'],
    },
  ],
};

export const PIOTR_POOR: StationTranscript = {
  id: 'piotr-poor',
  personaId: 'piotr-zielinski',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, I'm a doctor. Back pain, is it?" },
    { say: 'Where is it?', meets: ['site'] },
    { say: 'Did you lift something heavy?' },
    { say: 'Does it go down your leg?', meets: ['radiation'] },
    { say: 'Any problems passing water?', meets: ['red-flag-bladder'] },
    { say: 'Are the painkillers helping?' },
    {
      say: "Right, it's most likely a muscle strain. I'll get you some stronger painkillers and you can go home.",
    },
    { say: 'Come back if it gets worse.' },
  ],
};

export const WINSTON_THOROUGH: StationTranscript = {
  id: 'winston-thorough',
  personaId: 'winston-campbell',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Good afternoon, I'm Dr Adaeze Okoro, one of the foundation doctors at the practice. Can I check I've got the right person: Mr Winston Campbell?",
      meets: ['introduction'],
    },
    {
      say: 'This is your yearly diabetes check. How have things been going with your diabetes since last year?',
      meets: ['opening-question'],
    },
    {
      say: 'Can you remind me when you were first told you had diabetes, and what treatment you have had for it over the years?',
      meets: ['diabetes-history'],
    },
    {
      say: 'You had a blood test a week or so ago. Has anyone talked to you about the result, and what do you know about it?',
      meets: ['understanding-result'],
    },
    {
      say: 'Which tablets are you on at the moment, and do you buy anything over the counter? Any allergies to medicines?',
      meets: ['drugs-allergies'],
    },
    {
      say: "Lots of people find it hard to take tablets every day exactly as they're prescribed. How do you get on with yours? Do some doses get missed?",
      meets: ['adherence'],
    },
    {
      say: 'Have any of the tablets given you side effects, like an upset stomach?',
      meets: ['side-effects'],
    },
    {
      say: 'Have you been more thirsty than usual, going to pass water more often, or feeling more tired?',
      meets: ['hyperglycaemia-symptoms'],
    },
    { say: 'Has anything else been bothering you, health-wise?', meets: ['associated-symptoms'] },
    { say: "What's been happening with your weight over the past year?", meets: ['weight'] },
    {
      say: 'Do you get any numbness, tingling or burning in your feet?',
      meets: ['feet-sensation'],
    },
    {
      say: 'Have you noticed any sores, blisters or cuts on your feet, particularly ones that are slow to heal?',
      meets: ['red-flag-foot-wound'],
    },
    {
      say: 'Have you ever had a hypo, where your sugar drops and you suddenly feel shaky, sweaty or muddled?',
      meets: ['red-flag-hypos'],
    },
    {
      say: 'How is your eyesight, and have you been going to your diabetic eye screening appointments?',
      meets: ['red-flag-vision'],
    },
    {
      say: 'Have you had any chest pain or tightness, for example walking up a hill?',
      meets: ['red-flag-chest-pain'],
    },
    {
      say: 'Apart from the diabetes, do you have any other health conditions, or have you had any operations?',
      meets: ['past-history'],
    },
    {
      say: 'Does anything run in your family, diabetes, heart trouble, anything like that?',
      meets: ['family-history'],
    },
    {
      say: 'Talk me through what you would eat and drink on a normal day, starting with breakfast.',
      meets: ['diet'],
    },
    {
      say: 'How active are you? Do you get out walking, or do any exercise?',
      meets: ['activity'],
    },
    { say: 'Do you smoke?', meets: ['smoking'] },
    {
      say: 'How much alcohol would you drink in a typical week, how many pints or glasses?',
      meets: ['alcohol'],
    },
    {
      say: 'Tell me a bit about your life. Are you still working, and who is at home with you?',
      meets: ['social-history'],
    },
    { say: 'Do you drive?', meets: ['driving'] },
    {
      say: 'What do you think has made your sugar levels creep up this year?',
      meets: ['ideas'],
    },
    { say: 'What worries you most about your diabetes?', meets: ['concerns'] },
    { say: "What were you hoping to get out of today's review?", meets: ['expectations'] },
    {
      say: "Can I check I have understood? You've had diabetes eight years, on metformin and gliclazide, and the metformin upsets your stomach on your round. You're thirsty and up in the night, your feet are numb and burning, there's a sore under your right big toe from the new boots, you go shaky before lunch once or twice a week, and you've missed your eye screening. And you're frightened of insulin because of what happened to your mother. Have I got that right?",
      meets: ['summary'],
    },
    {
      say: 'The HbA1c is a blood test that shows your average sugar level over the last two to three months. Last year yours was 58 and now it is 78, so it has gone up quite a bit, which tells us your sugars have been running higher.',
      meets: ['explain-hba1c'],
    },
    {
      say: "You told me your mother went on insulin and then lost her leg, and that the needle feels like the beginning of the end. I want to be honest with you: insulin isn't the only next step. There are other tablets and injections we can try first. And it wasn't the insulin that caused your mother's amputation; it was years of high sugar damaging the nerves and circulation in her feet. If insulin were ever needed, it would be there to protect you.",
      meets: ['address-insulin'],
    },
    {
      say: "Because of what you've told me about your feet, I'd like to examine them today, and refer you to the podiatry team, who are the foot specialists.",
      meets: ['foot-check'],
    },
    {
      say: 'So, what do you think would be realistic for you? We could look at how the tablets fit into your day, add another medicine, and pick one change to your eating or walking. Which of those would you like to try?',
      meets: ['shared-plan'],
    },
    {
      say: 'Could you tell me in your own words what we have agreed, so I know I have explained it clearly? Any questions?',
      meets: ['check-understanding'],
    },
    {
      say: "If you notice a sore or blister on your foot that isn't healing, or your foot goes red, hot or swollen, ring us the same day. And if you're very thirsty, passing lots of urine or feel unwell, get in touch straight away rather than waiting.",
      meets: ['safety-netting'],
    },
  ],
};

export const WINSTON_POOR: StationTranscript = {
  id: 'winston-poor',
  personaId: 'winston-campbell',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, I'm the doctor. Your sugar's gone up a lot since last year." },
    { say: 'Are you actually taking your tablets?' },
    { say: 'Are you eating a lot of sugary stuff?' },
    { say: 'Do you smoke?', meets: ['smoking'] },
    { say: 'You need to lose some weight and do more exercise.' },
    { say: "If it doesn't come down, you'll end up on insulin." },
    { say: "I'll see you in three months then." },
  ],
};

export const MEI_LIN_THOROUGH: StationTranscript = {
  id: 'mei-lin-thorough',
  personaId: 'mei-lin-zhou',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, I'm Dr Hannah Cole, one of the GP trainees here. Is it Mrs Zhou? What would you like me to call you?",
      meets: ['introduction'],
    },
    {
      say: 'How have things been since you started the blood pressure tablet?',
      meets: ['opening-question'],
    },
    {
      say: 'Before we go on, can I ask what you already know about blood pressure, and why we treat it?',
      meets: ['what-she-knows'],
    },
    {
      say: 'Lots of people find it tricky taking a tablet every day. How have you actually been getting on with the amlodipine, day to day?',
      meets: ['explore-adherence'],
    },
    {
      say: 'What made you decide to stop it? Did you notice anything while you were taking it?',
      meets: ['reason-stopped'],
    },
    {
      say: "Thank you for being honest with me. That's really common, plenty of people stop a tablet when it gives them trouble, and you're not in any trouble for it.",
      meets: ['normalise'],
    },
    {
      say: 'Have you had any headaches, or any changes in your vision?',
      meets: ['red-flag-headache-vision'],
    },
    { say: 'Any chest pain, or getting short of breath?', meets: ['red-flag-chest-breath'] },
    {
      say: 'Have you had any weakness or numbness in your face, arms or legs, or any trouble with your speech?',
      meets: ['red-flag-stroke-symptoms'],
    },
    {
      say: 'Do you have any other health problems, or have you had any operations?',
      meets: ['past-history'],
    },
    {
      say: 'Are you taking any other medicines, or any herbal remedies or supplements?',
      meets: ['other-remedies'],
    },
    { say: 'Do you have any allergies to medicines?', meets: ['allergies'] },
    {
      say: 'Does anything run in your family, like high blood pressure, strokes or heart problems?',
      meets: ['family-history'],
    },
    {
      say: 'Can I ask a bit about your lifestyle? How much salt do you use in your cooking, do you smoke or drink alcohol, and how much exercise do you get?',
      meets: ['lifestyle'],
    },
    { say: 'What do you do for work, and who is at home with you?', meets: ['social-history'] },
    {
      say: 'What do you think is behind your blood pressure being high?',
      meets: ['ideas'],
    },
    {
      say: 'How do you feel about taking medicines in general? Some people have quite strong views about them.',
    },
    {
      say: 'What worries you most about taking blood pressure tablets?',
      meets: ['concerns'],
    },
    { say: 'What would you like to get out of today?', meets: ['expectations'] },
    {
      say: "High blood pressure usually doesn't cause any symptoms at all, so you can feel perfectly well. But over the years it puts a strain on the blood vessels, which raises the chance of a stroke, a heart attack and damage to the kidneys. Treating it brings those risks down.",
      meets: ['explain-why-treat'],
    },
    {
      say: "The ankle swelling you had is a well-known side effect of amlodipine. It isn't harmful and it isn't a sign of damage, and it goes away once the tablet is stopped.",
      meets: ['explain-swelling'],
    },
    {
      say: "You said you'd rather something more natural, and some people worry that tablets are chemicals that will damage their kidneys. I understand why you'd feel that way. In fact high blood pressure itself is one of the commonest causes of kidney damage, and the tablets we use help protect the kidneys. We check kidney blood tests regularly to make sure.",
      meets: ['address-chemicals'],
    },
    {
      say: "There are a few options. We could try a different kind of tablet, such as an ACE inhibitor like ramipril or an ARB like losartan, which don't cause ankle swelling. We could look at a lower dose. And alongside that, cutting down on salt and being a bit more active can help bring it down.",
      meets: ['options'],
    },
    {
      say: 'Which of those feels right to you? I would rather we choose together something you are happy to take.',
      meets: ['shared-plan'],
    },
    {
      say: "I'd like you to have a blood test for your kidneys first, and then come back to have your blood pressure checked in about four weeks. Or, if you'd prefer, you could take readings at home with a monitor and bring them in.",
      meets: ['follow-up'],
    },
    {
      say: "Could you tell me in your own words what we've agreed, just so I know I've explained it well? And what questions do you have?",
      meets: ['check-understanding'],
    },
    {
      say: "If you get a sudden severe headache, blurred vision, chest pain, or any weakness or trouble speaking, call 999 straight away. And if the new tablet doesn't agree with you, ring us rather than just stopping it.",
      meets: ['safety-netting'],
    },
  ],
};

export const MEI_LIN_POOR: StationTranscript = {
  id: 'mei-lin-poor',
  personaId: 'mei-lin-zhou',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, I'm the GP. Your blood pressure was really high last week, higher than before you started." },
    { say: 'Have you been taking your tablets?' },
    { say: 'Why did you stop them?', meets: ['reason-stopped'] },
    { say: 'Well, you really do need to take them, otherwise you could have a stroke.' },
    { say: "I'll switch you to ramipril. Come back in a month." },
  ],
};

export const RILEY_THOROUGH: StationTranscript = {
  id: 'riley-thorough',
  personaId: 'riley-shaw',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hi, I'm Sandeep Gill, one of the doctors in the clinic today. Could you tell me your full name and date of birth?",
      meets: ['introduction'],
    },
    {
      say: 'Your form says you use they/them pronouns. Is that right, and what name would you like me to call you?',
      meets: ['pronouns'],
    },
    { say: "What's brought you to the clinic today?", meets: ['opening-question'] },
    {
      say: 'When did you first notice the discharge and the pain passing urine?',
      meets: ['discharge-onset'],
    },
    {
      say: 'Tell me about the discharge: what colour is it, does it have a smell, and how much is there?',
      meets: ['discharge-character'],
    },
    {
      say: 'When you pass urine, does it burn, are you going more often than usual, and have you seen any blood?',
      meets: ['urinary'],
    },
    { say: 'Have you tried anything for it yourself, and did it help?', meets: ['remedies'] },
    {
      say: "I'm going to ask some personal questions about sex now. I ask everyone who comes to the clinic these questions, it helps me work out which tests you need, and everything you tell me stays confidential. Is that OK with you?",
      meets: ['confidentiality-consent'],
    },
    {
      say: 'When did you last have sex, and was that with a regular partner or someone new?',
      meets: ['last-sex'],
    },
    { say: 'And what gender are your partners?', meets: ['partner-gender'] },
    {
      say: 'What kind of sex have you been having, for example vaginal, anal or oral sex?',
      meets: ['type-of-sex'],
    },
    {
      say: 'Did you use condoms, and was that with each partner, every time?',
      meets: ['condoms'],
    },
    {
      say: 'How many people have you had sex with in the last three months? And do you know whether any of them have had symptoms, or might have been at risk of an infection?',
      meets: ['number-partners'],
    },
    {
      say: 'Have you had any pain low down in your tummy or pelvis, or pain deep inside during sex?',
      meets: ['red-flag-pelvic-pain'],
    },
    {
      say: 'Any bleeding after sex, or between periods?',
      meets: ['red-flag-abnormal-bleeding'],
    },
    {
      say: 'Have you had a temperature, or felt generally unwell?',
      meets: ['red-flag-fever'],
    },
    {
      say: 'Have you noticed any sores, ulcers, blisters, lumps or a rash down below?',
      meets: ['red-flag-sores-rash'],
    },
    { say: 'Is there any chance you could be pregnant?', meets: ['red-flag-pregnancy'] },
    { say: 'Are you using any contraception at the moment?', meets: ['contraception'] },
    {
      say: 'Have you had an STI before, and when were you last tested, including for HIV?',
      meets: ['previous-sti-tests'],
    },
    {
      say: 'Have you ever felt you might be at risk of HIV, or have you used PrEP?',
      meets: ['hiv-prep'],
    },
    {
      say: 'Do you have any health conditions, or have you had any operations?',
      meets: ['past-history'],
    },
    {
      say: 'Do you take any regular medicines or anything from the chemist, and are you allergic to any medicines?',
      meets: ['drugs-allergies'],
    },
    {
      say: 'Do you drink or use any drugs, and has that ever been part of having sex?',
      meets: ['drugs-alcohol'],
    },
    {
      say: 'What do you do day to day, work or study, and who do you live with?',
      meets: ['social-history'],
    },
    { say: 'What do you think might be causing this?', meets: ['ideas'] },
    { say: "What's worrying you most?", meets: ['concerns'] },
    { say: 'What were you hoping we could do today?', meets: ['expectations'] },
    {
      say: "Let me just sum up to check I have it right. For about five days you've had more discharge than usual, yellow-green and smelling different, with burning when you pee and going more often. For the last two days there's been an ache low down, pain deep inside during sex, and some bleeding after it. Your partners in the last three months are Jess, and Callum, who you met at a festival three weeks ago, with a condom mostly but not for oral. You're worried about passing it to Jess and about your fertility, and you go on tour in ten days. Is there anything I have missed?",
      meets: ['summary'],
    },
    {
      say: "I'd suggest some swabs, which you can take yourself in private if you prefer, and a urine sample, to test for chlamydia and gonorrhoea, and a blood test for HIV and syphilis.",
      meets: ['explain-tests'],
    },
    {
      say: "Because you've had some pain low down, an examination would help me check for tenderness inside. You can have a chaperone with you, and it's completely your choice. We can still do the tests if you'd rather not be examined.",
      meets: ['explain-exam'],
    },
    {
      say: "It's likely we'll treat you with antibiotics today. I know you're allergic to penicillin, so we'll choose one that's safe for you. Please don't have any sex until the treatment is finished.",
      meets: ['explain-treatment'],
    },
    {
      say: "It's important that Jess and your new partner get tested and treated too. You can tell them yourself, or our health adviser can let them know anonymously, without giving your name.",
      meets: ['partner-notification'],
    },
    {
      say: "If the pain gets worse, you get a fever, or you feel really unwell before your results are back, please come back to the clinic or go to A&E if we're closed.",
      meets: ['safety-netting'],
    },
  ],
};

export const RILEY_POOR: StationTranscript = {
  id: 'riley-poor',
  personaId: 'riley-shaw',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Right, you've got some discharge. When did it start?", meets: ['discharge-onset'] },
    { say: 'Have you got a boyfriend?' },
    { say: 'Did you use a condom?' },
    { say: 'Any burning when you wee?' },
    { say: "OK, we'll do a swab and give you some antibiotics." },
  ],
};

export const EILEEN_THOROUGH: StationTranscript = {
  id: 'eileen-thorough',
  personaId: 'eileen-fraser',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, Mrs Fraser? I'm Dr Fiona Walsh, one of the doctors here at the practice. Can I just check your date of birth?",
      meets: ['introduction'],
    },
    {
      say: "Your daughter mentioned you'd been having some dizzy turns. Can you tell me in your own words what's been happening?",
      meets: ['opening-question'],
    },
    {
      say: 'How many times have you fallen, and over how long a period?',
      meets: ['falls-count'],
    },
    { say: 'When did the dizzy turns first start?', meets: ['onset'] },
    {
      say: 'Thinking about each of the falls, what were you doing just before it happened?',
      meets: ['circumstances'],
    },
    {
      say: 'When you get dizzy, what does it feel like? Does the room spin round, or do you feel light-headed, as though you might faint?',
      meets: ['character'],
    },
    {
      say: 'Is there anything that brings the dizziness on, like getting up quickly, and does anything make it settle?',
      meets: ['triggers'],
    },
    {
      say: 'How long do the dizzy spells last, and do they come and go or are they there all the time?',
      meets: ['timing'],
    },
    {
      say: 'After you fell, were you able to get yourself up again, and how long were you on the floor?',
      meets: ['long-lie'],
    },
    {
      say: 'Did you black out at all, and can you remember the falls happening?',
      meets: ['red-flag-loss-of-consciousness'],
    },
    {
      say: 'I can see the bruise on your forehead. Did you hit your head when you fell?',
      meets: ['red-flag-head-injury'],
    },
    {
      say: 'Did you hurt yourself anywhere else, your wrists, hips, anywhere at all?',
      meets: ['red-flag-injuries'],
    },
    {
      say: 'Have you had any chest pain, or felt your heart racing or fluttering?',
      meets: ['red-flag-cardiac'],
    },
    {
      say: 'Have you had any weakness or numbness in your arms or legs, trouble getting your words out, or any loss of vision?',
      meets: ['red-flag-stroke-signs'],
    },
    {
      say: 'Has anyone seen you shaking or jerking when you fell, or have you bitten your tongue or felt confused afterwards?',
      meets: ['red-flag-seizure'],
    },
    {
      say: 'Have you noticed anything else along with the dizziness?',
      meets: ['associated-symptoms'],
    },
    {
      say: 'What other health problems do you have, and have you had any operations?',
      meets: ['past-history'],
    },
    {
      say: 'How is your eyesight? When did you last have your eyes tested?',
      meets: ['vision'],
    },
    {
      say: 'What medicines do you take, including anything from the chemist? And are you allergic to any?',
      meets: ['drugs-allergies'],
    },
    {
      say: 'Has any of your medication been started or changed recently?',
      meets: ['new-medicines'],
    },
    { say: 'Does anything run in your family?', meets: ['family-history'] },
    { say: 'Do you smoke?', meets: ['smoking'] },
    { say: 'Do you have a drink at all? How much in a week?', meets: ['alcohol'] },
    { say: 'Who is at home with you, and who is around to help?', meets: ['social-history'] },
    {
      say: 'How do you manage with things like washing, dressing, cooking and the shopping? Does anyone help you?',
      meets: ['daily-activities'],
    },
    { say: 'Do you use a stick or a frame to get about?', meets: ['walking-aid'] },
    { say: 'Do you still drive?', meets: ['driving'] },
    { say: 'How has all this affected your life day to day?', meets: ['impact'] },
    {
      say: "It sounds as if it's been quite frightening, and it must be hard feeling you can't trust your own legs.",
      meets: ['empathy'],
    },
    { say: 'What do you think is causing the dizzy turns?', meets: ['ideas'] },
    { say: "What's worrying you most about it?", meets: ['concerns'] },
    { say: 'What were you hoping we could do today?', meets: ['expectations'] },
    {
      say: "Let me just check I have understood. You've had three falls in about six weeks, and the dizzy turns started around the time the doxazosin was added. They come when you stand up, it's light-headed rather than spinning, you caught your head on the cupboard door, and your right wrist has been sore and swollen since the second fall. You live on your own, you still drive, and you're worried Morag will want you out of your home. Have I got that right?",
      meets: ['summary'],
    },
    {
      say: "When the nurse took your blood pressure lying down and then standing up, it dropped quite a lot when you stood, and that's when you felt dizzy. Your blood pressure is falling when you stand up, and I think the most likely reason is your blood pressure tablets, the newer one especially, bringing it down too far.",
      meets: ['explain-postural'],
    },
    {
      say: "What I'd suggest is that we stop the new blood pressure tablet and recheck your readings in a couple of weeks. I'd also like an X-ray of your wrist, a referral to the falls team, who can help with your balance and make your home safer, and a pendant alarm so you can call for help if you do fall. How does that sound to you?",
      meets: ['agree-plan'],
    },
    {
      say: "Does that all make sense? Is there anything you'd like to ask me?",
      meets: ['check-understanding'],
    },
    {
      say: 'If you do fall and hit your head, get a bad headache, are sick, or feel drowsy or confused, call 999. And if the dizzy turns get worse, or you get chest pain or palpitations, ring us the same day.',
      meets: ['safety-netting'],
    },
  ],
};

export const EILEEN_POOR: StationTranscript = {
  id: 'eileen-poor',
  personaId: 'eileen-fraser',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hello, I'm the doctor. So you've been falling over?" },
    { say: 'How many times?' },
    { say: 'Did you hit your head?', meets: ['red-flag-head-injury'] },
    { say: 'What tablets are you on?' },
    { say: "It's probably just your age, to be honest. Be careful getting up." },
    { say: 'Anything else? No? OK then.' },
  ],
};

export const AHMED_THOROUGH: StationTranscript = {
  id: 'ahmed-thorough',
  personaId: 'ahmed-karimi',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Good morning, I'm Dr Ben Harris, one of the foundation doctors at the practice. Could you confirm your name and date of birth for me?",
      meets: ['introduction'],
    },
    { say: 'What can I do for you today?', meets: ['opening-question'] },
    {
      say: 'When did the cough start, and how did it begin? Was it after a cold, or did it just appear?',
      meets: ['onset'],
    },
    {
      say: "What's the cough like? Is it dry and tickly, or chesty?",
      meets: ['character'],
    },
    {
      say: 'Are you bringing anything up when you cough, and if so, what colour is it?',
      meets: ['sputum'],
    },
    {
      say: 'Is it there all the time, or does it come and go? Is it worse at any time of day?',
      meets: ['timing'],
    },
    {
      say: 'Have you coughed up any blood, even just streaks?',
      meets: ['red-flag-haemoptysis'],
    },
    {
      say: "Have you lost any weight recently, and how's your appetite been?",
      meets: ['weight-loss'],
    },
    {
      say: 'Have you been waking up drenched in sweat at night, needing to change the sheets?',
      meets: ['night-sweats'],
    },
    { say: 'Have you had any fevers, or felt hot and shivery?', meets: ['fever'] },
    { say: 'Do you get short of breath?', meets: ['breathlessness'] },
    { say: 'Any pain in your chest?', meets: ['red-flag-chest-pain'] },
    {
      say: 'Has your voice changed at all, gone hoarse or croaky?',
      meets: ['red-flag-hoarse-voice'],
    },
    {
      say: 'Have you noticed any lumps, in your neck or anywhere else?',
      meets: ['red-flag-lumps'],
    },
    {
      say: 'Is there anything else you have noticed alongside the cough?',
      meets: ['associated-symptoms'],
    },
    {
      say: 'Have you been in contact with anyone who has had TB, or travelled anywhere recently where TB is common?',
      meets: ['red-flag-tb-contact'],
    },
    {
      say: 'Apart from your diabetes, do you have any other health problems, or have you had any operations?',
      meets: ['past-history'],
    },
    {
      say: 'What medicines do you take, including anything you buy yourself, and are you allergic to any?',
      meets: ['drugs-allergies'],
    },
    { say: 'Does anything run in your family?', meets: ['family-history'] },
    {
      say: 'Do you smoke, or have you ever smoked? How many a day, and for how many years?',
      meets: ['smoking'],
    },
    { say: 'How much alcohol do you drink in a week?', meets: ['alcohol'] },
    { say: 'What do you do for work, and who lives with you at home?', meets: ['social-history'] },
    {
      say: 'With the taxi and your grandson visiting every day, who are you in close contact with? The baby, the school run, anyone else at home?',
      meets: ['close-contacts'],
    },
    { say: 'What do you think might be causing the cough?', meets: ['ideas'] },
    { say: 'What worries you most about it?', meets: ['concerns'] },
    { say: 'What were you hoping we could do today?', meets: ['expectations'] },
    {
      say: "Let me sum up to make sure I have it right. You've had a cough for about three months since a cold in the summer, now bringing up yellow-grey phlegm with streaks of blood a few times. You've lost about seven kilos, you're sweating at night, hot and cold in the evenings, and more breathless on the stairs. Your uncle in Peshawar, who you stayed with, turned out to have TB, you smoke twenty a day, and your brother Hamid died of lung cancer. You're worried it's the same as Hamid, or TB, and about your licence. Is that right?",
      meets: ['summary'],
    },
    {
      say: "I want to be honest with you. A cough for this long, with weight loss, sweats and a temperature, needs looking into properly. There are several possible causes, including an infection like TB, and we also need to rule out lung cancer. I'm not saying it's either of those, but we must check.",
      meets: ['explain-serious-causes'],
    },
    {
      say: "I'd like to arrange a chest X-ray, ideally today or tomorrow, and give you pots for some phlegm samples to test for TB and other infections. I'm also going to refer you urgently to the chest specialists, so you're seen within two weeks.",
      meets: ['explain-tests'],
    },
    {
      say: 'Does that make sense? What questions do you have?',
      meets: ['check-understanding'],
    },
    {
      say: 'If you cough up blood, get more short of breath, or get chest pain, call 999 or go to A&E. And if the fevers or sweats get worse before your appointment, ring us straight away.',
      meets: ['safety-netting'],
    },
  ],
};

export const AHMED_POOR: StationTranscript = {
  id: 'ahmed-poor',
  personaId: 'ahmed-karimi',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: 'Hi, doctor here. Cough, is it?' },
    { say: 'How long have you had it?' },
    { say: 'Coughing anything up? What colour?', meets: ['sputum'] },
    { say: 'Do you smoke?' },
    { say: "Sounds like a chest infection. I'll give you some antibiotics." },
    { say: "Come back if it's not better in a week." },
  ],
};

export const RACHEL_THOROUGH: StationTranscript = {
  id: 'rachel-thorough',
  personaId: 'rachel-adeyemi',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, are you Rachel Adeyemi? I'm Dr Katie Moore, one of the doctors on the gynaecology team.",
      meets: ['introduction'],
    },
    {
      say: "Thanks for waiting. We've got this quiet room so we won't be disturbed, and I've got plenty of time. Please, have a seat. Is there anyone with you today, or anyone you'd like to have here with you?",
      meets: ['setting'],
    },
    {
      say: 'Can you tell me what has happened so far, and what you understood from the scan?',
      meets: ['perception'],
    },
    {
      say: 'I have the scan results here. Would you like me to go through everything in detail, or would you rather I tell you the main points?',
      meets: ['invitation'],
    },
    {
      say: "I'm afraid it isn't the news we were hoping for.",
      meets: ['warning-shot'],
    },
    {
      say: "The scan showed that the baby stopped growing at around seven weeks, and there's no heartbeat. A second person checked the scan and agrees. I'm so sorry, Rachel. It means you've had a miscarriage.",
      meets: ['news'],
    },
    {
      say: "I'm so sorry. This is a terrible shock, and it's all right to be upset. Take all the time you need.",
      meets: ['emotions'],
    },
    {
      say: "I want you to know this isn't anything you did. It isn't because of your work, or something you ate or drank, or because you were stressed. Most miscarriages happen because the pregnancy wasn't developing properly from the very start, and nothing could have stopped it.",
      meets: ['not-her-fault'],
    },
    {
      say: 'You said this has happened twice. If you feel able to, can you tell me about your previous pregnancy?',
      meets: ['previous-pregnancy'],
    },
    {
      say: 'How much are you bleeding at the moment? Are you passing any clots, or soaking through pads?',
      meets: ['red-flag-heavy-bleeding'],
    },
    {
      say: 'Are you feeling faint or dizzy at all, or feverish?',
      meets: ['red-flag-pain-faint'],
    },
    {
      say: "When you're ready, there are three ways forward. One is to wait and let the miscarriage happen naturally. Another is tablets that help your body pass the pregnancy. The third is a small operation to remove it.",
      meets: ['options'],
    },
    {
      say: "No, you don't have to have the tablets again. You don't need to decide anything today, and if you'd rather not take tablets at home, that's completely fine, it matters, and we'll plan around what you want.",
      meets: ['no-rush'],
    },
    {
      say: "I've given you a lot to take in. What have you taken from what I've said, and what questions do you have?",
      meets: ['check-understanding'],
    },
    {
      say: "Would you like us to ring your husband for you? There's also the Miscarriage Association, who are very good, and we can arrange counselling if you'd like it.",
      meets: ['support'],
    },
    { say: 'Will you have someone with you tonight?', meets: ['red-flag-alone-tonight'] },
    {
      say: "So, to sum up: the scan shows you've had a miscarriage, and it wasn't caused by anything you did. You don't have to choose today; you don't want the tablets at home, so we'll look at waiting or the small procedure, whichever you prefer. You'll ring Tunde, maybe your sister can stay tonight, and I'll give you the Miscarriage Association details. We'll see you back in the unit in a few days. Is that what you'd like to happen?",
      meets: ['strategy'],
    },
    {
      say: "If the bleeding gets very heavy, soaking a pad in an hour, or you have bad pain, feel faint or get a temperature, come straight back here, or go to A&E if we're closed. I'll give you the unit's number before you go.",
      meets: ['safety-netting'],
    },
  ],
};

export const RACHEL_NO_WARNING: StationTranscript = {
  id: 'rachel-no-warning',
  personaId: 'rachel-adeyemi',
  kind: 'no_warning_shot',
  heldOut: true,
  lines: [
    {
      say: "Hi, Rachel? My name's Dr Omar Siddiqui, I'm a foundation doctor working with the gynaecology team.",
      meets: ['introduction'],
    },
    {
      say: "Let's sit down in here, it's private and nobody will interrupt us. Would you like anyone to be here with you?",
      meets: ['setting'],
    },
    {
      say: 'What have you been told so far about why you had the scan?',
      meets: ['perception'],
    },
    {
      say: 'How would you like me to go through the results? Some people like all the detail, some just the main points.',
      meets: ['invitation'],
    },
    {
      say: 'The scan shows the pregnancy stopped developing at about seven weeks and there is no heartbeat. A second sonographer has checked it. This means you have had a miscarriage.',
      meets: ['news'],
    },
    {
      say: "I can see how much of a shock this is. I'm so sorry. There's no hurry, we can just sit for a moment.",
      meets: ['emotions'],
    },
    {
      say: "Please don't blame yourself. Nothing you did caused this, not your job, not a glass of wine, not feeling stressed. Most miscarriages are because the pregnancy wasn't forming properly from the beginning.",
      meets: ['not-her-fault'],
    },
    {
      say: 'You asked why it has happened twice. Can I ask, gently, about your pregnancy before?',
      meets: ['previous-pregnancy'],
    },
    {
      say: 'How heavy is the bleeding now? Any clots, or are you soaking pads?',
      meets: ['red-flag-heavy-bleeding'],
    },
    {
      say: 'Do you feel faint, dizzy or feverish at all?',
      meets: ['red-flag-pain-faint'],
    },
    {
      say: 'There are three options. You can wait for it to happen on its own, take tablets to help it along, or have a small procedure to remove the pregnancy.',
      meets: ['options'],
    },
    {
      say: "There's no need to make a decision today, and if you don't want to take tablets at home, that's a perfectly good reason and we'll respect it.",
      meets: ['no-rush'],
    },
    {
      say: 'Is there anything you would like me to explain again, or anything you want to ask me?',
      meets: ['check-understanding'],
    },
    {
      say: 'Would it help if we called your husband? And the Miscarriage Association has a helpline, and we can put you in touch with counselling too.',
      meets: ['support'],
    },
    { say: 'Is someone going to be with you this evening?', meets: ['red-flag-alone-tonight'] },
    {
      say: "So, to sum up: you've had a miscarriage, and nothing you did caused it. There's no decision to make today, and if tablets at home aren't for you, we'll plan around waiting or the procedure. You'll ring your sister about tonight and Tunde when you're ready, and we'll book you back in the unit this week. Does that sound right to you?",
      meets: ['strategy'],
    },
    {
      say: 'If you start bleeding very heavily, have severe pain, or feel faint or feverish, come back to us straight away or go to A&E.',
      meets: ['safety-netting'],
    },
  ],
};

export const RACHEL_POOR: StationTranscript = {
  id: 'rachel-poor',
  personaId: 'rachel-adeyemi',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, I'm one of the doctors. I've got your scan results." },
    {
      say: "The scan shows a fetal pole with no cardiac activity, so it's a missed miscarriage.",
    },
    { say: 'You can have expectant, medical or surgical management.' },
    { say: 'Are you bleeding much?' },
    { say: 'Have a think and let us know. Any questions?' },
  ],
};

export const MARCUS_THOROUGH: StationTranscript = {
  id: 'marcus-thorough',
  personaId: 'marcus-reid',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hi, I'm Dr Yusuf Ali, one of the foundation doctors here. Just to check, you're Marcus Reid?",
      meets: ['introduction'],
    },
    { say: "What's been happening that brings you in today?", meets: ['opening-question'] },
    { say: 'How would you describe your mood at the moment?', meets: ['mood'] },
    { say: "How have you been sleeping, and how's your energy been?", meets: ['sleep-energy'] },
    {
      say: 'Do your thoughts ever feel like they are racing? Are you finding it hard to concentrate or stick with one thing?',
      meets: ['thoughts-speech'],
    },
    {
      say: 'Tell me more about the business. It sounds like you have a lot of plans, I would like to hear about them.',
      meets: ['plans-grandiosity'],
    },
    {
      say: 'When did you first notice things changing, and was there anything that happened just before?',
      meets: ['onset'],
    },
    {
      say: 'Have you been spending more money than usual lately? Any debts building up?',
      meets: ['spending'],
    },
    {
      say: "Have you been driving much lately? Have you found yourself going faster than usual, or driving when you're this wound up?",
      meets: ['red-flag-reckless-driving'],
    },
    {
      say: "This is something I ask everyone who's feeling very full of energy: have you been having sex with new partners, or taking more risks than you usually would, like not using condoms?",
      meets: ['red-flag-sexual-risk'],
    },
    {
      say: "Sometimes when people feel like this, they hear voices that other people can't hear, or feel they have special powers or are being sent special messages. Has anything like that happened to you?",
      meets: ['red-flag-psychotic-symptoms'],
    },
    {
      say: 'Have you been getting irritable, having arguments or getting into fights with anyone?',
      meets: ['risk-others'],
    },
    {
      say: 'Have you had any thoughts of ending your life, or of harming yourself?',
      meets: ['risk-self'],
    },
    {
      say: 'Have you had problems with your mental health before, times of depression, or times when you felt unusually high or full of energy?',
      meets: ['past-psychiatric'],
    },
    {
      say: 'You restarted sertraline about eight weeks ago. How have you been taking it, and are you on any other medicines? Any allergies?',
      meets: ['medication'],
    },
    {
      say: 'Does anyone in your family have mental health problems, like bipolar disorder, or any other illnesses?',
      meets: ['family-history'],
    },
    {
      say: 'Do you use any recreational drugs, cannabis, cocaine, anything like that?',
      meets: ['drugs'],
    },
    { say: 'How much alcohol are you drinking in a typical week?', meets: ['alcohol'] },
    { say: "What's your work situation, and who are you living with?", meets: ['social-history'] },
    {
      say: "Your girlfriend's clearly worried. What do you make of it all yourself? How do you see what's going on?",
      meets: ['insight'],
    },
    {
      say: 'Is there anything that worries you about how things have been?',
      meets: ['concerns'],
    },
    { say: 'What would you like to come out of today?', meets: ['expectations'] },
    {
      say: "Let me just check I have got this right. For the last two weeks you've felt the best you ever have, sleeping two or three hours, thoughts going a thousand miles an hour, and you're planning the app. You've taken an eight thousand pound loan and about six on the cards, you were flashed doing a hundred on the M60, and you've been suspended from work. You restarted sertraline eight weeks ago, and your mum has bipolar disorder. Is that fair?",
      meets: ['summary'],
    },
    {
      say: "I can hear that you're feeling great, and I'm not dismissing that. But sleeping very little, racing thoughts and spending a lot can be signs of what we call a high, or mania. In some people an antidepressant like sertraline can set that off, and I think that might be what's happening here.",
      meets: ['explain-high'],
    },
    {
      say: "I'd like to ask the mental health crisis team to see you today, so a specialist can assess you properly and advise about the sertraline. Would you be willing to see them this afternoon?",
      meets: ['urgent-plan'],
    },
    {
      say: "In the meantime, please don't drive while things are like this. Depending on what the specialists find, you may need to let the DVLA know.",
      meets: ['no-driving'],
    },
    {
      say: "If things feel like they're getting out of control, you're not sleeping at all, or you have any thoughts of harming yourself or anyone else, call the crisis line or 999, or go to A&E.",
      meets: ['safety-netting'],
    },
  ],
};

export const MARCUS_POOR: StationTranscript = {
  id: 'marcus-poor',
  personaId: 'marcus-reid',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi. So your girlfriend's worried about you?" },
    { say: 'Are you feeling down?' },
    { say: 'Sleeping OK?' },
    { say: 'Any thoughts of suicide?', meets: ['risk-self'] },
    { say: 'Well, you seem fine to me. Maybe cut back on the coffee and get some rest.' },
  ],
};

export const ALEX_THOROUGH: StationTranscript = {
  id: 'alex-thorough',
  personaId: 'alex-morgan',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hi, I'm Dr Emma Lindqvist, one of the foundation doctors at the surgery. Can I confirm your date of birth, please?",
      meets: ['introduction'],
    },
    {
      say: 'What name would you like me to use, and what are your pronouns?',
      meets: ['name-pronouns'],
    },
    { say: "Thanks, Alex. What's brought you in today?", meets: ['opening-question'] },
    {
      say: 'How has your mood been lately? Have you lost interest in things you used to enjoy?',
      meets: ['mood-core'],
    },
    {
      say: 'How are you sleeping, and what are your appetite, energy and concentration like?',
      meets: ['biological'],
    },
    {
      say: 'When did you start feeling low, and did anything set it off?',
      meets: ['onset-trigger'],
    },
    {
      say: "If you're happy to, can you tell me about your gender identity and where you are with your transition so far?",
      meets: ['gender-journey'],
    },
    {
      say: 'Are you taking any hormones at the moment, whether prescribed or from somewhere else, like online?',
      meets: ['red-flag-self-sourced-hormones'],
    },
    {
      say: 'Do you bind at all? If so, for how many hours a day, and does it ever cause pain or make it hard to breathe?',
      meets: ['red-flag-binding'],
    },
    {
      say: "I ask everyone who's been feeling low: have you had any thoughts of ending your life or harming yourself, either now or in the past?",
      meets: ['risk-self'],
    },
    {
      say: 'Thank you for telling me that. When you feel you want everything to stop, have you thought about how, or made any plans? And have you ever harmed yourself?',
      meets: ['risk-self'],
    },
    {
      say: 'Have you had any mental health problems before, and did you have any treatment for them?',
      meets: ['past-psychiatric'],
    },
    {
      say: 'Are you on any other medicines, including anything you buy yourself, and do you have any allergies?',
      meets: ['drugs-allergies'],
    },
    { say: 'How much alcohol do you drink in a week?', meets: ['alcohol'] },
    { say: 'Do you use any recreational drugs?', meets: ['drugs'] },
    { say: 'What do you do for work, and who do you live with?', meets: ['social-history'] },
    {
      say: 'Who do you have around you for support, a partner, family or friends?',
      meets: ['support'],
    },
    { say: 'What do you think is behind how low you have been feeling?', meets: ['ideas'] },
    { say: 'What worries you most at the moment?', meets: ['concerns'] },
    { say: 'What would you like to get from today?', meets: ['expectations'] },
    {
      say: "You said the system still hasn't been updated and you're being called Miss. I'm really sorry that happened, it shouldn't have. I can update your records today so your name and gender are right, and make sure it doesn't happen again.",
      meets: ['records'],
    },
    {
      say: "It sounds like you've been carrying a lot on your own, and that it's been exhausting and pretty lonely.",
      meets: ['empathy'],
    },
    {
      say: "Let me sum up, to check I have understood. You've been low for about three months, since your nan's funeral, which your dad made impossible for you to go to. You've stopped climbing, you wake at four or five, you're not eating much and you're exhausted. You've been using testosterone gel from a website for four months, you bind ten to twelve hours a day and your ribs ache, and some nights you want everything to stop, though you've no plan. You'd like the referral today, your records fixed, and talking rather than tablets. Have I got that right?",
      meets: ['summary'],
    },
    {
      say: "Thank you for telling me about the testosterone. I'm not going to judge you for it; lots of people end up doing this because the waits are so long. What I'd like to do is some blood tests, like your blood count, liver and hormone levels, to keep you safe, and talk about safer ways to get it, like a prescription with proper monitoring.",
      meets: ['hormone-safety'],
    },
    {
      say: "I'm happy to refer you to a gender service today. I do have to be honest that the waits are long, often several years.",
      meets: ['referral'],
    },
    {
      say: 'For your mood, there are a few options: talking therapy, which you can refer yourself to, or peer support groups for trans people. Which of those would suit you?',
      meets: ['mood-plan'],
    },
    {
      say: 'If you ever feel unsafe or have thoughts of ending your life, call 999, go to A&E, or ring the Samaritans on 116 123, and you can always book back in to see us.',
      meets: ['safety-netting'],
    },
  ],
};

export const ALEX_POOR: StationTranscript = {
  id: 'alex-poor',
  personaId: 'alex-morgan',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, I'm the doctor. So you're feeling low?" },
    { say: 'Are you sleeping OK?' },
    { say: 'Any suicidal thoughts?' },
    {
      say: "I'll refer you to the gender clinic, but I should warn you the wait is years.",
      meets: ['referral'],
    },
    { say: 'And I can start you on some antidepressants in the meantime.' },
  ],
};

export const DANIEL_THOROUGH: StationTranscript = {
  id: 'daniel-thorough',
  personaId: 'daniel-cho',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Morning, I'm Dr Rob Kennedy, one of the foundation doctors. Can I check your name and date of birth?",
      meets: ['introduction'],
    },
    { say: "What's been going on?", meets: ['opening-question'] },
    {
      say: 'When you feel anxious, what does it feel like, in your body and in your head?',
      meets: ['anxiety-symptoms'],
    },
    { say: 'When did it start, and did anything set it off?', meets: ['onset'] },
    {
      say: 'Have you had any panic attacks, sudden waves of fear with your heart racing or feeling you cannot breathe?',
      meets: ['panic'],
    },
    { say: "How has your sleep been, and how's your mood generally?", meets: ['sleep-mood'] },
    {
      say: 'How is this affecting your day-to-day life, like work?',
      meets: ['impact'],
    },
    {
      say: 'Are you in a relationship at the moment, or seeing anyone?',
      meets: ['relationships-neutral'],
    },
    {
      say: 'You mentioned the condom breaking at the weekend, thank you for telling me. Can I ask a few more personal questions about what happened? It helps me work out what care you need. What kind of sex was it, anal or oral, and when did you last have a sexual health test?',
      meets: ['sexual-history'],
    },
    {
      say: 'When exactly did the condom break? What day, and roughly what time?',
      meets: ['red-flag-exposure-timing'],
    },
    {
      say: 'Do you know anything about his HIV status? Has he been tested, is he on PrEP, or is he HIV positive?',
      meets: ['red-flag-partner-hiv-status'],
    },
    {
      say: "Sometimes when people feel this anxious they have thoughts of harming themselves, or that life isn't worth living. Have you had any thoughts like that?",
      meets: ['risk-self'],
    },
    {
      say: 'Do you have any health conditions, or have you had any operations?',
      meets: ['past-history'],
    },
    {
      say: 'Do you take any medicines, including anything from the chemist, and are you allergic to anything?',
      meets: ['drugs-allergies'],
    },
    { say: 'How much alcohol would you drink in a week?', meets: ['alcohol'] },
    {
      say: 'Do you use any recreational drugs, including things like G, crystal meth or mephedrone around sex?',
      meets: ['drugs'],
    },
    { say: 'What do you do for work, and who do you live with?', meets: ['social-history'] },
    {
      say: "You mentioned the announcement you want to make to your parents before the wedding. How do you feel about telling them? There's no rush, it's entirely on your terms.",
      meets: ['family-and-coming-out'],
    },
    { say: 'What do you think has been behind the anxiety?', meets: ['ideas'] },
    { say: "What's worrying you most right now?", meets: ['concerns'] },
    { say: 'What were you hoping for from today?', meets: ['expectations'] },
    {
      say: "It sounds like you've been really scared, and holding all of this on your own.",
      meets: ['empathy'],
    },
    {
      say: "Let me check I have understood. You've been anxious and not sleeping since Grace got engaged, much worse this last month, with two panic attacks. You want to tell your parents you're gay before the wedding. On Saturday night at about eleven the condom broke during anal sex with someone new, whose status you can't be sure of, and you're drinking three or four glasses of wine most nights to get to sleep. Is that right?",
      meets: ['summary'],
    },
    {
      say: "There's a medicine called PEP, post-exposure prophylaxis, that can stop HIV taking hold after a possible exposure. It works best the sooner it's started, and it has to be started within 72 hours.",
      meets: ['explain-pep'],
    },
    {
      say: "Because of the timing, I'd like you to go to the sexual health clinic this morning. They can start PEP today. If they're closed or can't see you in time, go to A&E and ask for PEP.",
      meets: ['where-today'],
    },
    {
      say: "They'll do a baseline HIV test now, and then you'll need a repeat HIV test and a full STI screen after the window period, in about six weeks.",
      meets: ['testing'],
    },
    {
      say: "For the anxiety and the sleep, rather than just sleeping tablets, I'd suggest talking therapy, which you can refer yourself to, and there are LGBT support services as well.",
      meets: ['anxiety-plan'],
    },
    {
      say: 'If you feel much worse, or have any thoughts of harming yourself, call 999 or the Samaritans. And if you get a rash, fever or flu-like illness in the next few weeks, let the clinic know.',
      meets: ['safety-netting'],
    },
  ],
};

export const DANIEL_POOR: StationTranscript = {
  id: 'daniel-poor',
  personaId: 'daniel-cho',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, I'm the doctor. What's up?" },
    { say: "How long haven't you been sleeping?" },
    { say: 'Do you have a girlfriend?' },
    { say: 'Do you drink?' },
    { say: 'I can give you some sleeping tablets for a week.' },
  ],
};
