/**
 * Fourth held-out set of station transcripts, written on 29 November 2026 (09:35-09:45 UTC) after a
 * round of changes to the checklist marking, to measure it on text nobody tuned to.
 *
 * How they were written: from each case's `task` and `setting` and each checklist item's id, label
 * and domain only (printed by a throwaway script from CATALOGUE and resolveChecklist), with the
 * labels of the items to avoid printed so that none is ever done. The checklist cue patterns, the
 * marking code, the coder package and the other transcript files in this folder were not read. Each
 * transcript is a different doctor, with their own way of introducing themselves and checking
 * identity, asking about ideas, concerns and expectations, checking understanding and agreeing a plan.
 * The lines were played once to the offline patient so that they follow what the patient said, then
 * committed before the figures were first measured (after 10:20 UTC the same day); they were not
 * changed after measuring.
 */
import type { StationTranscript } from './types';

// ---------------------------------------------------------------- gareth-hughes (chest pain)

export const GARETH_HO4_THOROUGH: StationTranscript = {
  id: 'ho4-gareth-hughes-thorough',
  personaId: 'gareth-hughes',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, I'm Tom Reilly, one of the foundation doctors here in A&E. Could you tell me your full name and date of birth, so I know I've got the right notes?",
      meets: ['introduction'],
    },
    {
      say: "Thanks, Mr Hughes. So tell me, in your own words, what's brought you in this morning?",
      meets: ['opening-question'],
    },
    { say: 'Could you show me exactly where you feel it?', meets: ['site'] },
    { say: 'When did it begin, and did it come on all of a sudden or build up gradually?', meets: ['onset'] },
    {
      say: 'How would you describe the feeling itself? Sharp, dull, a squeezing, something else?',
      meets: ['character'],
    },
    { say: 'Does it travel anywhere else, like into your arm, your neck or your jaw?', meets: ['radiation'] },
    {
      say: 'Has it been there constantly since it started, or does it come and go? How long does each bout last?',
      meets: ['timing'],
    },
    {
      say: 'Is there anything that eases it off, or anything that makes it worse?',
      meets: ['exacerbating-relieving'],
    },
    {
      say: 'If nought is no pain and ten is the worst you can imagine, what number would you give it at its worst?',
      meets: ['severity'],
    },
    { say: 'Have you noticed anything else going on alongside the pain?', meets: ['associated-symptoms'] },
    {
      say: 'Have you come over sweaty or clammy with it, or felt sick?',
      meets: ['red-flag-sweating-nausea'],
    },
    { say: 'Any trouble catching your breath?', meets: ['red-flag-breathlessness'] },
    {
      say: "Have you ever had a pain like this before? And does it come on when you're exerting yourself, say walking up a hill or climbing stairs?",
      meets: ['red-flag-exertional-pain'],
    },
    {
      say: 'Have you felt light-headed or blacked out at all, or noticed your heart racing or fluttering?',
      meets: ['red-flag-collapse-palpitations'],
    },
    {
      say: 'Has it at any point felt like a tearing or ripping pain going right through to your back?',
      meets: ['red-flag-tearing-to-back'],
    },
    {
      say: 'Any swelling or pain in your calves, any long journeys lately, or have you coughed up any blood?',
      meets: ['red-flag-clot-risk'],
    },
    {
      say: 'Turning to your health in general: do you have any ongoing medical conditions, or have you had any operations or illnesses in the past?',
      meets: ['past-history'],
    },
    {
      say: 'Do you take any medicines, including anything you buy from the chemist? And are you allergic to any medicines?',
      meets: ['drugs-allergies'],
    },
    {
      say: 'Does anything run in the family, like heart trouble or strokes, particularly at a young age?',
      meets: ['family-history'],
    },
    { say: 'Do you smoke, or have you ever smoked?', meets: ['smoking'] },
    { say: 'And roughly how much alcohol would you drink in a typical week?', meets: ['alcohol'] },
    {
      say: "What do you do for a living? Has the pain ever come on while you've been driving?",
      meets: ['occupation-driving'],
    },
    { say: 'What are your own thoughts about what might be causing it?', meets: ['ideas'] },
    { say: "Is there anything in particular that's worrying you about it?", meets: ['concerns'] },
    { say: "And what were you hoping we'd be able to do for you today?", meets: ['expectations'] },
    {
      say: "Let me recap to make sure I've understood. This morning at breakfast you had a heavy tightness across the middle of your chest, with a cold sweat and some breathlessness, and for three weeks you've had tightness walking up the hill to the depot that goes when you stop. You've been hoping it's indigestion, but what happened to your dad is on your mind, and so is your licence. Have I got that right, and is there anything I've missed?",
      meets: ['summary'],
    },
    {
      say: "From what you've told me, I'm concerned this pain could be coming from your heart, that the heart muscle may not be getting enough blood through the vessels that supply it. I can't say for sure yet, which is why we need to check.",
      meets: ['explain-heart'],
    },
    {
      say: "What I'd like to do is a heart tracing, an ECG, straight away, and some blood tests that show whether the heart has been strained. Some of those need repeating after a few hours, so I'd like you to stay in with us while we get the results. I know you were hoping to get to your shift at four, and I'm sorry, but it wouldn't be safe to drive the bus today. We can talk about what it means for your licence once we know what this is.",
      meets: ['explain-tests'],
    },
    {
      say: 'Does that make sense so far? What questions do you have for me?',
      meets: ['check-understanding'],
    },
    {
      say: "While you're here, if the pain comes back or gets worse, or you feel short of breath, sweaty or faint, press the call bell and tell the nurse straight away. Don't wait for someone to come round.",
      meets: ['safety-netting'],
    },
  ],
};

export const GARETH_HO4_POOR: StationTranscript = {
  id: 'ho4-gareth-hughes-poor',
  personaId: 'gareth-hughes',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, I'm one of the doctors. Chest pain, is it?" },
    { say: 'Where is it?', meets: ['site'] },
    { say: 'When did it start?' },
    { say: 'Does it go anywhere?', meets: ['radiation'] },
    { say: 'Out of ten?', meets: ['severity'] },
    { say: 'Short of breath?', meets: ['red-flag-breathlessness'] },
    { say: 'Do you smoke?', meets: ['smoking'] },
    { say: 'Any medical problems?' },
    { say: "OK. We'll do an ECG and some bloods. Just wait here." },
  ],
};

// ---------------------------------------------------------------- amara-okafor (breathlessness)

export const AMARA_HO4_THOROUGH: StationTranscript = {
  id: 'ho4-amara-okafor-thorough',
  personaId: 'amara-okafor',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Good afternoon, come and take a seat. My name's Dr Priyanka Shah, I'm one of the junior doctors at the practice. Am I speaking to Mrs Amara Okafor?",
      meets: ['introduction'],
    },
    {
      say: "What's been happening with your breathing? Take your time and start wherever you like.",
      meets: ['opening-question'],
    },
    {
      say: 'When did you first notice it, and was it sudden, or did it creep up on you over time?',
      meets: ['onset'],
    },
    { say: 'What does the breathlessness actually feel like for you?', meets: ['character'] },
    { say: 'Is it there all the time now, or does it come and go?', meets: ['timing'] },
    { say: 'What makes it worse, and does anything help it?', meets: ['exacerbating-relieving'] },
    {
      say: 'How far can you walk on the flat before you have to stop? And how many stairs can you manage?',
      meets: ['exercise-tolerance'],
    },
    {
      say: 'What happens to your breathing when you lie flat in bed? How many pillows do you sleep on?',
      meets: ['orthopnoea'],
    },
    {
      say: 'Do you ever wake up in the night gasping for breath, needing to sit up or get to the window?',
      meets: ['night-breathlessness'],
    },
    { say: 'Have your ankles or legs been swollen at all?', meets: ['ankle-swelling'] },
    {
      say: 'Have you had a cough? Are you bringing anything up, and if so what does it look like?',
      meets: ['cough-sputum'],
    },
    {
      say: "Is there anything else you've noticed, apart from the breathing?",
      meets: ['associated-symptoms'],
    },
    { say: 'Any pain or tightness in your chest?', meets: ['red-flag-chest-pain'] },
    { say: 'Have you coughed up any blood?', meets: ['red-flag-haemoptysis'] },
    { say: 'Any dizzy spells, fainting or blackouts?', meets: ['red-flag-syncope'] },
    {
      say: 'Have you felt your heart racing, thumping, or beating irregularly?',
      meets: ['red-flag-palpitations'],
    },
    {
      say: 'Any fevers or shivers, or a feeling that you might have a chest infection?',
      meets: ['red-flag-infection'],
    },
    {
      say: 'What conditions have you been diagnosed with over the years? Any operations or stays in hospital?',
      meets: ['past-history'],
    },
    {
      say: 'Which medicines are you on at the moment, including anything from the chemist? And are you allergic to anything?',
      meets: ['drugs-allergies'],
    },
    {
      say: 'Lots of people find it hard to keep up with all their tablets, especially a water tablet because of the trips to the toilet. How have you been getting on with taking yours?',
      meets: ['adherence'],
    },
    { say: 'Do any illnesses run in your family?', meets: ['family-history'] },
    {
      say: 'Have you ever smoked? How many a day, and for how many years?',
      meets: ['smoking'],
    },
    { say: 'And do you drink alcohol? Roughly how much in a week?', meets: ['alcohol'] },
    {
      say: 'Tell me a bit about home. Who lives with you, and are you working or retired?',
      meets: ['social-history'],
    },
    { say: 'How has all this been affecting your day-to-day life?', meets: ['impact'] },
    { say: 'Had you any thoughts yourself about what might be behind it?', meets: ['ideas'] },
    { say: 'And what worries you most about it?', meets: ['concerns'] },
    { say: 'What were you hoping would come out of the appointment today?', meets: ['expectations'] },
    {
      say: "So let me check I've got the story straight. Over about three weeks your breathing has got steadily worse, so you now stop after a hundred yards. You need three pillows, you've twice woken gasping, your ankles are swollen, you're coughing up frothy white spit, and some nights your heart races irregularly. You've also been taking ibuprofen for your knees. You were hoping it was a chest cold, but you're worried because of what happened to Emeka, and about who would fetch Chioma. Is that a fair summary?",
      meets: ['summary'],
    },
    {
      say: "Putting that together with your pulse being fast and irregular and your oxygen level a bit low, I think your heart may not be pumping as strongly as it should. When that happens, fluid backs up into the lungs and the legs, and that's what's making you breathless.",
      meets: ['explain-heart'],
    },
    {
      say: "You need a heart tracing and some blood tests, and I think you should be assessed in hospital today so they can look at your heart properly and start treatment. I know you were hoping not to go to hospital, and I understand why after Emeka, but this is the safest thing. Could Ngozi help with Chioma today? Please also stop the ibuprofen, as it can make the fluid worse. I'll ring the medical team at the hospital now.",
      meets: ['explain-next-steps'],
    },
    {
      say: "I've given you a lot there. Could you tell me in your own words what you've understood we're going to do? And what questions have you got?",
      meets: ['check-understanding'],
    },
    {
      say: "If your breathing gets worse while you're waiting, or you get chest pain or feel faint, call 999 straight away rather than waiting for transport.",
      meets: ['safety-netting'],
    },
  ],
};

export const AMARA_HO4_POOR: StationTranscript = {
  id: 'ho4-amara-okafor-poor',
  personaId: 'amara-okafor',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Mrs Okafor? Hi, I'm the doctor. You're short of breath?" },
    { say: 'How long for?' },
    { say: 'Is it worse when you walk?' },
    { say: 'Any chest pain?', meets: ['red-flag-chest-pain'] },
    { say: 'Do you smoke?' },
    { say: 'What tablets are you on?' },
    { say: "Right, your oxygen's a bit low. I'm going to send you up to the hospital." },
  ],
};

// ---------------------------------------------------------------- helen-marsh (headache)

export const HELEN_HO4_THOROUGH: StationTranscript = {
  id: 'ho4-helen-marsh-thorough',
  personaId: 'helen-marsh',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hi there, I'm Dr Owen Price, a foundation doctor on placement at the surgery. You must be Helen Marsh? Could you confirm your date of birth for me?",
      meets: ['introduction'],
    },
    { say: "What's been going on with these headaches?", meets: ['opening-question'] },
    { say: 'Whereabouts in your head do you feel it?', meets: ['site'] },
    {
      say: 'When did they start? Did the first one come on suddenly, or did it build up slowly?',
      meets: ['onset'],
    },
    {
      say: 'How would you describe the pain: throbbing, pressing, stabbing, or something else?',
      meets: ['character'],
    },
    {
      say: 'How have they behaved since? Are they there all day, or do they come and go? How long does one last?',
      meets: ['timing'],
    },
    {
      say: 'Is there anything that eases them, or anything that makes them worse?',
      meets: ['exacerbating-relieving'],
    },
    { say: 'On a scale of one to ten, how bad do they get?', meets: ['severity'] },
    {
      say: 'Have you noticed anything else happening along with the headaches?',
      meets: ['associated-symptoms'],
    },
    {
      say: 'Are they any worse first thing in the morning? Have they ever woken you from sleep?',
      meets: ['red-flag-waking-morning'],
    },
    {
      say: 'What happens to the headache when you cough, sneeze, bend over or strain?',
      meets: ['red-flag-cough-strain'],
    },
    { say: 'Have you been sick with them, or felt sick?', meets: ['red-flag-vomiting'] },
    { say: 'Any changes in your eyesight, like blurring or seeing double?', meets: ['red-flag-vision'] },
    {
      say: 'Have you had any weakness or numbness in your face, arms or legs, or any difficulty getting your words out?',
      meets: ['red-flag-focal-neurology'],
    },
    {
      say: 'Has a headache ever hit you suddenly, like a blow to the head, reaching its worst within seconds?',
      meets: ['red-flag-thunderclap'],
    },
    {
      say: 'Have you had a temperature, a stiff neck or any kind of rash?',
      meets: ['red-flag-fever-neck-rash'],
    },
    {
      say: 'Have you, or anyone close to you, noticed problems with your memory, feeling muddled, or any change in your personality?',
      meets: ['red-flag-confusion-memory'],
    },
    {
      say: 'You mentioned your breast cancer six years ago. Could you tell me a bit more about it and the treatment: the lumpectomy, the radiotherapy and the tamoxifen, and how your follow-up went?',
      meets: ['cancer-history'],
    },
    {
      say: 'Apart from that, have you had any other illnesses, operations or ongoing health problems?',
      meets: ['past-history'],
    },
    {
      say: 'What medicines do you take, including painkillers from the chemist? Any allergies?',
      meets: ['drugs-allergies'],
    },
    { say: 'Are there any illnesses that run in your family?', meets: ['family-history'] },
    { say: 'Do you smoke?', meets: ['smoking'] },
    { say: 'How much alcohol would you drink in an average week?', meets: ['alcohol'] },
    {
      say: "Tell me a little about home and work. Who's at home with you, and what do you do?",
      meets: ['social-history'],
    },
    { say: 'Do you drive?', meets: ['driving'] },
    { say: 'What have you been thinking might be causing them?', meets: ['ideas'] },
    { say: "Is there something in particular that's been playing on your mind?", meets: ['concerns'] },
    { say: 'What would you like us to do for you today?', meets: ['expectations'] },
    {
      say: "Let me make sure I've understood. For six weeks you've had a heavy, pressing headache, now most days, worst first thing and twice waking you at four, banging when you cough or bend, with sickness three mornings this week, your vision greying when you stand, and Rob noticing you've been forgetful. You've told yourself it's stress and your eyes, but what you're really afraid of is that the cancer has come back. Is that right?",
      meets: ['summary'],
    },
    {
      say: "I'll be honest with you. Headaches like these, worse in the mornings and with straining, in someone who's had breast cancer, are a pattern we need to look into urgently, today. It may well turn out to be something simpler, but we shouldn't wait to find out.",
      meets: ['explain-concern'],
    },
    {
      say: "The next step is a careful examination of your eyes, including the back of them, and of your nerves, and I'd like you to be seen at the hospital today, where they can arrange a scan of your head.",
      meets: ['explain-next-steps'],
    },
    {
      say: "Until you've been assessed, please don't drive. Is there someone who could take you there?",
      meets: ['driving-advice'],
    },
    {
      say: "Just so I know I've explained it clearly, how would you put the plan to Rob? And is there anything you'd like to ask?",
      meets: ['check-understanding'],
    },
    {
      say: 'If the headache suddenly gets much worse, or you have a fit, new weakness, vomiting that will not stop, or feel confused before you are seen, call 999 straight away.',
      meets: ['safety-netting'],
    },
  ],
};

export const HELEN_HO4_POOR: StationTranscript = {
  id: 'ho4-helen-marsh-poor',
  personaId: 'helen-marsh',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: 'Hi, what can I do for you?' },
    { say: "Where's the headache?", meets: ['site'] },
    { say: 'How long have you had them?' },
    { say: 'Are you being sick with them?', meets: ['red-flag-vomiting'] },
    { say: 'Do you take anything for them?' },
    {
      say: "It sounds like tension headaches. Take paracetamol regularly and come back in a couple of weeks if they're no better.",
    },
  ],
};

// ---------------------------------------------------------------- kevin-doyle (alcohol brief intervention)

export const KEVIN_HO4_THOROUGH: StationTranscript = {
  id: 'ho4-kevin-doyle-thorough',
  personaId: 'kevin-doyle',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Afternoon, I'm Dr Sinead Gallagher, one of the GP trainees here. Is it Kevin Doyle? And your date of birth, please?",
      meets: ['introduction'],
    },
    { say: "So, what's brought you in today?", meets: ['opening-question'] },
    {
      say: "Tell me a bit more about the heartburn. Where do you feel it and what's it like? When did it start, and does anything bring it on or settle it?",
      meets: ['heartburn-history'],
    },
    {
      say: 'Any trouble swallowing, or food feeling like it sticks on the way down?',
      meets: ['red-flag-dysphagia'],
    },
    {
      say: 'Have you lost any weight without trying, or gone off your food?',
      meets: ['red-flag-weight-loss'],
    },
    {
      say: 'Have you vomited up any blood, or noticed your stools turning black?',
      meets: ['red-flag-gi-bleeding'],
    },
    {
      say: 'Do you have any other health problems, or have you had any operations?',
      meets: ['past-history'],
    },
    {
      say: 'Are you taking anything for it, or any other medicines, including things like ibuprofen from the shop? Any allergies?',
      meets: ['drugs-allergies'],
    },
    { say: 'Does anything run in your family, health-wise?', meets: ['family-history'] },
    { say: "What do you do for work, and who's at home with you?", meets: ['social-history'] },
    { say: 'Do you smoke at all?', meets: ['smoking'] },
    { say: 'What do you think might be causing the heartburn?', meets: ['ideas'] },
    { say: 'Is there anything about it that worries you?', meets: ['concerns'] },
    { say: 'What were you hoping we could do for you today?', meets: ['expectations'] },
    {
      say: 'The blood tests you had last week came back, and a couple of the results can be affected by alcohol. Alcohol can also make heartburn worse. Would it be all right if we talked about drinking for a few minutes?',
      meets: ['raise-alcohol'],
    },
    { say: 'How often would you have a drink?', meets: ['audit-frequency'] },
    {
      say: 'You said three pints of Stella after work on weeknights. On a typical Friday or Saturday, how many pints would you have?',
      meets: ['audit-quantity'],
    },
    {
      say: "And how often would you have six units or more on one occasion? That's about three pints of Stella.",
      meets: ['audit-binge'],
    },
    {
      say: "Over the last year, have you found you couldn't stop once you'd started, or couldn't remember the night before? Have you felt guilty about drinking, or has anyone, family or a friend, said they're worried about it?",
      meets: ['audit-harms'],
    },
    {
      say: 'Do you ever need a drink first thing in the morning to get going, or get shaky or sweaty if you go without?',
      meets: ['red-flag-withdrawal'],
    },
    {
      say: "What do you get out of drinking, what do you enjoy about it? And is there anything about it you're less keen on?",
      meets: ['explore-ambivalence'],
    },
    {
      say: "It sounds like work is relentless, and I can see this isn't an easy thing to talk about, especially after what happened to your da. That's completely understandable.",
      meets: ['empathy'],
    },
    {
      say: "Let me sum up what you've told me. The heartburn's been building for three months and is worse at night and after a few pints. You have three pints most weeknights, five or six on Fridays and Saturdays, and wine on a Sunday. Now and then it gets away from you, and you're worried about your liver because of your da. Have I got that right?",
      meets: ['summary'],
    },
    {
      say: "Your blood tests showed a raised liver enzyme, the GGT, and larger red blood cells than usual. Both are often seen with heavy drinking, and alcohol also irritates the stomach, which fits with your heartburn. The low-risk guideline is no more than 14 units a week, and from what you've told me you're drinking somewhere around sixty or seventy units, four or five times that. The good news is your other liver tests are normal, so this is a good time to act.",
      meets: ['feedback'],
    },
    {
      say: 'My advice as your doctor is to cut down, because it should help the heartburn and it gives your liver a chance to recover.',
      meets: ['advice'],
    },
    {
      say: 'People go about it in different ways: having a few drink-free days each week, switching to smaller glasses or lower-strength beer, keeping a note of what you drink, or getting help from the local alcohol service. Do any of those appeal?',
      meets: ['menu'],
    },
    {
      say: "You've done Dry January two years running, slept like a baby and lost half a stone, so you know you can do it. On a scale of one to ten, how confident do you feel about cutting down now, and how ready?",
      meets: ['self-efficacy'],
    },
    {
      say: "In the end it's your decision, and whatever you choose, I'll support you.",
      meets: ['responsibility'],
    },
    {
      say: "So shall we agree this: I'll start you on a tablet to reduce the stomach acid for the heartburn, you'll aim to have three drink-free days a week and stick to smaller amounts on the others. For the knee, try paracetamol instead of ibuprofen, as ibuprofen can make heartburn worse. We'll see you in four weeks and repeat the blood tests then. How does that sound?",
      meets: ['follow-up-plan'],
    },
    {
      say: 'If you vomit blood, your stools turn black, food starts sticking, or you get shaky, sweaty or see things when you cut down, come back straight away or ring 111 out of hours.',
      meets: ['safety-netting'],
    },
  ],
};

export const KEVIN_HO4_POOR: StationTranscript = {
  id: 'ho4-kevin-doyle-poor',
  personaId: 'kevin-doyle',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: 'Hello, come in. Heartburn, is it?' },
    { say: 'How long have you had it?' },
    {
      say: "Right. Your liver tests say you're drinking too much. How many pints a week?",
      meets: ['audit-quantity'],
    },
    { say: "That's way over. You need to cut down." },
    { say: "I'll give you some omeprazole. Come back if it doesn't settle." },
  ],
};

// ---------------------------------------------------------------- priya-nair (smoking cessation)

export const PRIYA_HO4_THOROUGH: StationTranscript = {
  id: 'ho4-priya-nair-thorough',
  personaId: 'priya-nair',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hi, I'm Kwame Mensah, one of the GP trainees. Before we start, can you confirm your full name and date of birth for me?",
      meets: ['introduction'],
    },
    {
      say: "You've booked to talk about stopping smoking. Tell me where you're at with it.",
      meets: ['opening-question'],
    },
    {
      say: "What's made you decide that now's the time? And on a scale of nought to ten, how important is stopping to you, and how confident do you feel that you can do it?",
      meets: ['motivation'],
    },
    { say: 'How many cigarettes do you smoke in a day?', meets: ['ask-amount'] },
    { say: 'How soon after you wake up do you have your first one?', meets: ['time-to-first'] },
    {
      say: 'How long have you been smoking? And when do you find you most want one, are there particular triggers?',
      meets: ['smoking-history'],
    },
    {
      say: 'Have you tried to stop before? What did you use, what helped, and what made it hard?',
      meets: ['previous-attempts'],
    },
    {
      say: 'Is there any chance you could be pregnant at the moment? I ask because it changes which medicines are safe.',
      meets: ['red-flag-pregnancy'],
    },
    {
      say: "Have you had a cough that won't go away, coughed up any blood, or lost weight without trying?",
      meets: ['red-flag-cough-blood-weight'],
    },
    { say: 'Any other health conditions, or operations in the past?', meets: ['past-history'] },
    {
      say: "How has your mood been? Have you had depression, anxiety or any other mental health problems? Stopping smoking and some of the medicines can affect mood, so it's worth knowing.",
      meets: ['mental-health'],
    },
    {
      say: 'What medicines do you take, prescribed or bought, and do you have any allergies?',
      meets: ['drugs-allergies'],
    },
    {
      say: "Who's at home with you, and what do you do for work? Does anyone else around you smoke?",
      meets: ['social-history'],
    },
    { say: 'How much alcohol do you drink in a typical week?', meets: ['alcohol'] },
    {
      say: "What are your own thoughts on what it'll take to stop this time?",
      meets: ['ideas'],
    },
    { say: 'Is there anything that worries you about stopping?', meets: ['concerns'] },
    { say: 'And what were you hoping to get out of today?', meets: ['expectations'] },
    {
      say: "It sounds like you've found it really frustrating when it hasn't worked before. That's completely understandable; most people take a few goes before they stop for good.",
      meets: ['empathy'],
    },
    {
      say: 'The most effective way to stop is to combine a stop-smoking medicine with support from a stop smoking service. That makes you about three times more likely to succeed than trying on your own.',
      meets: ['advise'],
    },
    {
      say: "Stopping is one of the best things you can do for your fertility and for a healthy pregnancy and baby, and it'll help your asthma too. I'm not saying that to blame you; it's really hard to stop.",
      meets: ['benefits-pregnancy'],
    },
    {
      say: "Thank you for telling me that. I'm so sorry about your miscarriage. Lots of people blame themselves, but most early miscarriages happen for reasons nobody could have prevented. It's clearly been weighing on you.",
      meets: ['empathy'],
    },
    {
      say: "One option is nicotine replacement. A patch gives you a steady background level, and a quick form, like gum, a spray or an inhalator, deals with the cravings; the two together work better than either alone. You mentioned the vivid dreams with the 24-hour patch; that's common, and taking the patch off at bedtime usually sorts it.",
      meets: ['offer-nrt'],
    },
    {
      say: "There's also a tablet called varenicline, or Champix. I know Gemma did well on it, and it does work, but it isn't recommended if you might be pregnant or you're trying to conceive, so it's probably not the one for you right now.",
      meets: ['varenicline-pregnancy'],
    },
    {
      say: "E-cigarettes, vaping, are another option. They're far less harmful than smoking, but they work best if you switch over completely. Last time you ended up doing both, and that's when they help least.",
      meets: ['vaping-option'],
    },
    {
      say: 'Would you like me to refer you to the local stop smoking service? They would see you every week to support you.',
      meets: ['act-referral'],
    },
    {
      say: "Great, I'll send the referral today and they'll ring you to book the first session.",
      meets: ['act-referral'],
    },
    {
      say: "It helps to pick a quit date, maybe in the next couple of weeks, and plan for the times you'll be tempted, like your morning coffee, stressful moments, or a glass of wine in the evening.",
      meets: ['quit-date'],
    },
    {
      say: "So, which of these would you like to go with? It's your decision, and we can put the plan together between us.",
      meets: ['shared-plan'],
    },
    {
      say: "Could you run me through what you're going to do, so I know I've been clear? Any questions?",
      meets: ['check-understanding'],
    },
    {
      say: "Let's book a review for two weeks after your quit date. If you find out you're pregnant, let us know straight away so we can check the medicines, and if you're struggling, call the service or book in with me sooner.",
      meets: ['follow-up'],
    },
  ],
};

export const PRIYA_HO4_POOR: StationTranscript = {
  id: 'ho4-priya-nair-poor',
  personaId: 'priya-nair',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: 'Hello. You want to stop smoking?' },
    { say: 'How many do you smoke?', meets: ['ask-amount'] },
    { say: "Well, you should stop, it's bad for you. I can give you some patches." },
    { say: "Here's the number for the stop smoking service. Give them a ring." },
  ],
};

// ---------------------------------------------------------------- margaret-oconnell (bad news: cancer)

export const MARGARET_HO4_THOROUGH: StationTranscript = {
  id: 'ho4-margaret-oconnell-thorough',
  personaId: 'margaret-oconnell',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, I'm Dr Fiona Carmichael, one of the registrars in the bowel clinic. Can I check I've got the right person? Could you tell me your name and date of birth?",
      meets: ['introduction'],
    },
    {
      say: "Please have a seat. We won't be disturbed in here, I've handed my bleep to a colleague, and we have plenty of time. Have you brought anyone with you today, or is there anyone you'd like to join us?",
      meets: ['setting'],
    },
    {
      say: 'Can you tell me what you understand about why you had the colonoscopy, and what you were told on the day?',
      meets: ['perception'],
    },
    {
      say: 'I have the results of the biopsy here. Some people like all the details, others prefer the main points first. How would you like me to go through it?',
      meets: ['invitation'],
    },
    {
      say: "I'm afraid the results aren't what we'd hoped for.",
      meets: ['warning-shot'],
    },
    {
      say: 'The biopsy shows that there is a cancer in your bowel, in the lower part of the large bowel.',
      meets: ['gives-news'],
    },
    { say: "I'll stop there for a moment. Take your time.", meets: ['pause-after-news'] },
    {
      say: "I can see this has come as a real shock. It's completely natural to feel like that.",
      meets: ['emotions'],
    },
    { say: "What's worrying you most right now?", meets: ['concerns'] },
    {
      say: 'You asked whether it has spread. There is some better news: the CT scan you had shows no sign that it has spread to your liver, your lungs or anywhere else.',
      meets: ['spread-explained'],
    },
    {
      say: "The team of surgeons, cancer specialists and nurses meets this week to plan your treatment, which will most likely be an operation to remove it. Because it hasn't spread, there's a good chance an operation can cure it, though I can't promise that until the team has looked at everything. Not everyone needs a bag, and the surgeon will talk that through with you. A specialist nurse can see you today, well before you need to leave for Dermot's bus. How does that sound to you? Is there anything you'd like done differently?",
      meets: ['next-steps'],
    },
    {
      say: 'You mentioned you look after Dermot. Who else is around to support you?',
      meets: ['support-at-home'],
    },
    {
      say: "We can help with that. The specialist nurse can arrange support with caring for Dermot while you're going through treatment, so you're not managing on your own.",
      meets: ['support-at-home'],
    },
    {
      say: "Let me go over what we've said. The biopsy shows a bowel cancer, the scan shows it hasn't spread, the team will plan treatment this week, most likely an operation, and you'll see the nurse today. Have I got everything that matters to you?",
      meets: ['summary'],
    },
    {
      say: "Could you tell me what you'll take away from today, in your own words? And is there anything you'd like to ask me?",
      meets: ['check-understanding'],
    },
    {
      say: "Here's the specialist nurse's direct number; ring her with any questions at all. If you feel unwell before your next appointment, for example more bleeding, bad tummy pain or vomiting, ring us, or go to A&E if it's out of hours.",
      meets: ['contact-point'],
    },
  ],
};

export const MARGARET_HO4_NO_WARNING: StationTranscript = {
  id: 'ho4-margaret-oconnell-no-warning',
  personaId: 'margaret-oconnell',
  kind: 'no_warning_shot',
  heldOut: true,
  lines: [
    {
      say: "Good morning, I'm Rajesh Iyer, a registrar with the colorectal surgical team. Am I speaking to Margaret O'Connell?",
      meets: ['introduction'],
    },
    {
      say: "Thank you for coming in. We're in a quiet room and no one will interrupt us, and I've set aside as much time as you need. Is anyone with you today, or would you like someone to join us?",
      meets: ['setting'],
    },
    { say: "What's your understanding of why the biopsy was taken?", meets: ['perception'] },
    {
      say: 'Would you like me to go through the results in detail, or just the main points for now?',
      meets: ['invitation'],
    },
    { say: 'The biopsy shows that you have bowel cancer.', meets: ['gives-news'] },
    { say: "Take a moment. There's no rush.", meets: ['pause-after-news'] },
    { say: 'That is a great deal to take in. How are you feeling?', meets: ['emotions'] },
    { say: "What's going through your mind most right now?", meets: ['concerns'] },
    {
      say: 'You asked whether it has spread. The scan of your chest and tummy shows no sign that the cancer has spread to your liver or lungs.',
      meets: ['spread-explained'],
    },
    {
      say: "This week the team will meet to decide on the best treatment, most likely surgery to remove the part of the bowel with the cancer, and as it hasn't spread the aim would be to cure it. A specialist nurse is here today and can sit down with you after we finish. Would that suit you?",
      meets: ['next-steps'],
    },
    {
      say: "You said Dermot has Alzheimer's and you care for him. Who is there to support you?",
      meets: ['support-at-home'],
    },
    {
      say: "Then let's get some help in place for Dermot's care. The nurse can arrange that with social services, so it's one less thing for you to carry.",
      meets: ['support-at-home'],
    },
    {
      say: "To bring it together: it's bowel cancer, it hasn't spread, surgery is likely and the team will decide this week, and you'll meet the nurse today. Does that match what you've heard?",
      meets: ['summary'],
    },
    {
      say: 'What questions do you have? Is there anything I should explain again?',
      meets: ['check-understanding'],
    },
    {
      say: "This card has the specialist nurse's number. Call with any question. If you become unwell before you hear from us, with more bleeding, severe pain, or being sick, call the number or go to A&E.",
      meets: ['contact-point'],
    },
  ],
};

export const MARGARET_HO4_POOR: StationTranscript = {
  id: 'ho4-margaret-oconnell-poor',
  personaId: 'margaret-oconnell',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, Mrs O'Connell. I've got your biopsy result." },
    { say: "It's cancer, I'm afraid. Bowel cancer.", meets: ['gives-news'] },
    { say: "We'll discuss you at the MDT this week and then decide on treatment." },
    { say: 'The nurse will see you on your way out. Any questions? No? OK.' },
  ],
};

// ---------------------------------------------------------------- david-forsyth (bad news: a relative's death)

export const DAVID_HO4_THOROUGH: StationTranscript = {
  id: 'ho4-david-forsyth-thorough',
  personaId: 'david-forsyth',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, are you Mr Forsyth, David? I'm Dr Hamid Karimi, one of the doctors looking after your mum on the ward tonight.",
      meets: ['introduction'],
    },
    {
      say: "Shall we sit down in here, where it's private? Is there anyone with you, or anyone you'd like us to call to be here? There's no rush.",
      meets: ['setting'],
    },
    { say: 'What were you told when the ward phoned you?', meets: ['perception'] },
    {
      say: 'Would you like me to tell you everything that happened tonight?',
      meets: ['invitation'],
    },
    { say: "I'm afraid I have some very bad news.", meets: ['warning-shot'] },
    {
      say: "At about three o'clock your mum suddenly became very breathless and collapsed, and her heart stopped. We tried to restart it for twenty minutes, but I'm so sorry, we couldn't, and she died at twenty to four.",
      meets: ['news', 'clear-word'],
    },
    {
      say: "I'm so sorry. Take all the time you need. This must be an awful shock.",
      meets: ['emotions'],
    },
    {
      say: "She had been getting better from the pneumonia, so this was unexpected for us too. We don't know yet exactly why it happened. One possibility is a blood clot that travelled to her lungs, but we can't be sure at the moment.",
      meets: ['what-happened'],
    },
    {
      say: "She wasn't alone. The nurse was with her when she became breathless, and the team were with her the whole time. She became unconscious very soon after she collapsed, so I don't believe she was aware of what was happening or in pain at the end.",
      meets: ['pain-and-company'],
    },
    {
      say: 'You asked if you can see her. Of course you can. I or one of the nurses can come with you, or you can have some time with her on your own.',
      meets: ['offer-to-see'],
    },
    {
      say: "I understand you want to know why this happened when she seemed to be improving; that's a completely fair question and we'll take it seriously. I'd like to arrange for you to meet her consultant, who can go through everything with you.",
      meets: ['answers-later'],
    },
    {
      say: "Over the next day or so a doctor will complete the death certificate, and the bereavement office will contact you to help with the paperwork. Because it was sudden and we don't yet know the cause, her death may be reported to the coroner, who will decide whether a post-mortem is needed; if there is one, it should help answer what happened. That's routine in this situation.",
      meets: ['next-practicalities'],
    },
    {
      say: "How did you get here tonight? After a shock like this I'm not sure it's safe for you to drive yourself home.",
      meets: ['red-flag-driving-home'],
    },
    {
      say: 'Is there someone who can be with you when you leave here?',
      meets: ['red-flag-alone-afterwards'],
    },
    {
      say: "I'd feel much happier if you didn't drive tonight or go back to an empty flat on your own. Is there a friend we could ring for you? We can call you a taxi, and the van can stay where it is until later.",
      meets: ['red-flag-driving-home', 'red-flag-alone-afterwards'],
    },
    {
      say: "So, to sum up: you'll see your mum now with a nurse, we'll arrange the meeting with the consultant, the bereavement office will be in touch, and we'll get you home safely. Is that what you'd like, or is there anything else we can do?",
      meets: ['strategy'],
    },
    {
      say: "That's such a hard call to make. If it would help, one of us can sit with you while you ring Fiona, and we can think together about what to say to Skye. Is there anything I've said that didn't make sense, or anything else you'd like to ask me?",
      meets: ['check-understanding'],
    },
  ],
};

export const DAVID_HO4_NO_WARNING: StationTranscript = {
  id: 'ho4-david-forsyth-no-warning',
  personaId: 'david-forsyth',
  kind: 'no_warning_shot',
  heldOut: true,
  lines: [
    {
      say: "Mr Forsyth? My name's Dr Grace Whitfield, I'm the foundation doctor on the respiratory ward tonight. You're Margaret Forsyth's son?",
      meets: ['introduction'],
    },
    {
      say: "Let's sit down in the relatives' room, where we won't be disturbed. Is anyone with you, or would you like someone here?",
      meets: ['setting'],
    },
    { say: 'What do you know so far about how your mum has been tonight?', meets: ['perception'] },
    { say: 'Shall I tell you what has happened?', meets: ['invitation'] },
    {
      say: "Your mum died at twenty to four this morning. She became suddenly breathless, collapsed and her heart stopped, and although we tried for twenty minutes to restart it, we couldn't.",
      meets: ['news', 'clear-word'],
    },
    { say: "I'm so sorry. I can see this is devastating. Take as long as you need.", meets: ['emotions'] },
    {
      say: "She had been improving from her pneumonia, and none of us expected this. At the moment we don't know the cause; one thing we're considering is a clot in the lungs.",
      meets: ['what-happened'],
    },
    {
      say: "She wasn't on her own. A nurse was with her and the whole team came straight away. She lost consciousness very quickly, so I don't think she would have been in pain.",
      meets: ['pain-and-company'],
    },
    {
      say: "Yes, you can see her, whenever you're ready. A nurse can come with you, or you can have time alone with her.",
      meets: ['offer-to-see'],
    },
    {
      say: "A doctor will write the certificate giving the cause of death, and the bereavement office will help you with the next steps. Because her death was sudden, we may have to report it to the coroner; that isn't unusual.",
      meets: ['next-practicalities'],
    },
    {
      say: "You asked whether somebody missed something, and you're right to want answers. I'll ask the consultant to meet you, to go over everything that happened and what we find out, including whether a post-mortem is done and what it shows.",
      meets: ['answers-later'],
    },
    {
      say: 'How did you get here tonight? Are you all right to drive, or can we call you a taxi?',
      meets: ['red-flag-driving-home'],
    },
    {
      say: "Will you have someone with you when you leave? I don't want you to be on your own.",
      meets: ['red-flag-alone-afterwards'],
    },
    {
      say: "So the plan is: you'll spend some time with your mum, we'll set up a meeting with the consultant, and the bereavement office will call you. Is there anything you'd like done differently?",
      meets: ['strategy'],
    },
    {
      say: "Telling Fiona and Skye will be hard. We can help you work out what to say, and you can ring Fiona from here if you'd like company. What questions do you have for me?",
      meets: ['check-understanding'],
    },
  ],
};

export const DAVID_HO4_POOR: StationTranscript = {
  id: 'ho4-david-forsyth-poor',
  personaId: 'david-forsyth',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Mr Forsyth? I'm the doctor from the ward." },
    {
      say: "Your mum died at twenty to four. Her heart stopped and we couldn't restart it.",
      meets: ['news', 'clear-word'],
    },
    { say: "We don't know why yet." },
    { say: 'The bereavement office will be in touch in the morning.' },
  ],
};

// ---------------------------------------------------------------- frank-miller (angry relative)

export const FRANK_HO4_THOROUGH: StationTranscript = {
  id: 'ho4-frank-miller-thorough',
  personaId: 'frank-miller',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Mr Miller? I'm Dr Laura Bennett, one of the doctors in the emergency department who's been looking after Jean.",
      meets: ['introduction'],
    },
    {
      say: "You're Jean's husband, is that right? Jean has told us she's happy for us to talk to you about her care.",
      meets: ['confirm-relationship'],
    },
    {
      say: "I know you've been waiting a long time. Would you tell me what's been happening from your side? I'll listen.",
      meets: ['let-him-speak'],
    },
    {
      say: "I can see you're really angry, and after more than four hours without any news, I think that's completely understandable.",
      meets: ['acknowledge-anger'],
    },
    {
      say: "I'm sorry you've been kept waiting so long without anyone telling you what was going on. That shouldn't have happened.",
      meets: ['apologise'],
    },
    { say: 'Before I tell you how she is, what have you been told so far?', meets: ['perception'] },
    { say: 'What have you been thinking might be wrong with her?', meets: ['ideas'] },
    { say: "What's worrying you most?", meets: ['concerns'] },
    { say: 'And what are you hoping we can do now?', meets: ['expectations'] },
    {
      say: "To be honest with you, the reason it took so long is that her scan was held up: the scanner was needed for an emergency that came in. That's the reason, not an excuse. Someone should have come and told you.",
      meets: ['explain-delay'],
    },
    {
      say: "Her head scan is normal. There's no bleeding on the brain from the fall.",
      meets: ['explain-scan'],
    },
    {
      say: "Her urine and blood tests show she has a urine infection, and she's a bit dry. In older people an infection like that can cause sudden confusion. We call it delirium, and that's what we think is making her muddled.",
      meets: ['explain-infection'],
    },
    {
      say: "I know you're worried this could be dementia. Confusion caused by an infection usually gets better as the infection is treated, though it can take days or a couple of weeks. If there are still worries about her memory once she's well, that can be looked at properly later.",
      meets: ['address-dementia'],
    },
    {
      say: "She's going to be admitted to a ward for antibiotics and fluids through a drip. A bed is being arranged now, and you're welcome to be with her.",
      meets: ['plan'],
    },
    {
      say: 'Before we start the antibiotics, do you know if Jean is allergic to any medicines?',
      meets: ['red-flag-jean-allergy'],
    },
    {
      say: "Thank you, that's really important. I'll make sure the penicillin allergy is on her chart and she gets a different antibiotic. And how are you doing yourself? You've been here for hours. Have you had anything to eat? Do you have any health problems, like diabetes?",
      meets: ['red-flag-own-blood-sugar'],
    },
    {
      say: 'Feeling shaky and sweaty after your gliclazide with nothing to eat since seven could be your sugar running low. Let me get the nurse to check it now, and bring you some juice and a sandwich.',
      meets: ['offer-food-check'],
    },
    {
      say: 'How are things at home? Is there anyone who can help you, anything like a pet that needs seeing to? And how have you been coping, looking after Jean?',
      meets: ['his-needs'],
    },
    {
      say: "I'll come back myself within the hour to tell you about the bed, and the nurse in charge will let you know when she's moving. It may take a couple of hours. And let's work out who can let Biscuit out. Is there a neighbour we could ring for you?",
      meets: ['keep-updated'],
    },
    {
      say: "Let me make sure I've heard you. You've been waiting over four hours with no news, you were frightened it was something serious like a bleed or dementia, and you want to be with Jean. Is that right?",
      meets: ['summary'],
    },
    {
      say: "You said you want to know how to complain, so the next person isn't left like you were. You're entitled to, and it does help us improve. I'm sorry, too, about Jean being on a trolley in the corridor. You can speak to the nurse in charge, or contact PALS, the patient advice service; I'll give you their details.",
      meets: ['complaint-route'],
    },
    { say: 'Does all that make sense? What would you like to ask me?', meets: ['check-understanding'] },
  ],
};

export const FRANK_HO4_POOR: StationTranscript = {
  id: 'ho4-frank-miller-poor',
  personaId: 'frank-miller',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Mr Miller? I'm one of the doctors. Look, it's very busy tonight and everyone's waiting." },
    { say: "Her scan's fine. She's got a UTI, so we're admitting her for IV antibiotics." },
    { say: 'A bed should come up at some point.' },
    { say: 'Anything else?' },
  ],
};

// ---------------------------------------------------------------- nadia-hussain (consent)

export const NADIA_HO4_THOROUGH: StationTranscript = {
  id: 'ho4-nadia-hussain-thorough',
  personaId: 'nadia-hussain',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, is it Nadia Hussain? I'm Dr Ben Adeyemi, one of the junior doctors with the gut team. Could you confirm your date of birth for me?",
      meets: ['introduction'],
    },
    {
      say: "What do you know so far about the test you're booked for, and why your GP sent you?",
      meets: ['perception'],
    },
    {
      say: 'Have you had any thoughts yourself about what might be causing the bleeding?',
      meets: ['ideas'],
    },
    {
      say: "Is there anything that's worrying you, about the test or about what it might find?",
      meets: ['concerns'],
    },
    { say: 'What are you hoping to get out of today?', meets: ['expectations'] },
    {
      say: 'You mentioned your dad. Has anyone in your family had bowel cancer or other bowel problems?',
      meets: ['family-history-acknowledged'],
    },
    {
      say: "That must make all of this feel very close to home. Thank you for telling me; it's one of the reasons it's right to do this test properly.",
      meets: ['family-history-acknowledged'],
    },
    {
      say: 'Do you have any other medical conditions, or have you had any operations before?',
      meets: ['past-history'],
    },
    {
      say: 'What medicines are you taking at the moment, including the iron tablets?',
      meets: ['medicines'],
    },
    {
      say: 'Are you on anything that thins the blood, like warfarin, apixaban, aspirin or clopidogrel?',
      meets: ['red-flag-blood-thinners'],
    },
    {
      say: 'Do you have any allergies, to medicines, plasters or latex?',
      meets: ['red-flag-latex-allergy'],
    },
    {
      say: 'A colonoscopy is a test where a thin, flexible tube with a tiny camera on the end is passed gently through your back passage, so that we can look at the lining of your large bowel.',
      meets: ['explain-what'],
    },
    {
      say: "It's the best way to find out what's causing the bleeding and your low iron. If we see anything, we can take tiny samples of tissue to look at under the microscope, and take off small growths called polyps at the same time.",
      meets: ['explain-benefits'],
    },
    {
      say: "To get a clear view, the bowel needs to be empty. For a couple of days beforehand you'll eat a low-fibre diet, and the day before you'll take a strong laxative drink that gives you diarrhoea, so stay near a toilet. You'll also need to stop your iron tablets a week before, because they make the lining hard to see.",
      meets: ['explain-prep'],
    },
    {
      say: "I know you were hoping to be put to sleep. For comfort, you can have sedation through a small needle in your hand, which makes you relaxed and drowsy, along with a painkiller. Or you can use gas and air that you breathe yourself, or have nothing at all. We don't usually put people fully to sleep with a general anaesthetic, because it adds risk and isn't needed for this test.",
      meets: ['explain-sedation'],
    },
    {
      say: "If you have sedation, someone will need to collect you and stay with you overnight, and you mustn't drive for 24 hours.",
      meets: ['sedation-rules'],
    },
    {
      say: 'On the day, you lie on your left side. We put some gas into the bowel to open it up so we can see, which can give you crampy pains. The whole thing takes about thirty to forty-five minutes.',
      meets: ['explain-during'],
    },
    {
      say: "A lot of people feel embarrassed about this test, and that's completely normal. You'll wear special shorts with an opening at the back, you'll be covered up the whole time, you can have a chaperone, and we'll ask for female staff wherever we can.",
      meets: ['embarrassment'],
    },
    {
      say: 'The test is generally safe, but there are some risks. There can be bleeding, which is more likely if a polyp is removed, about one in a hundred to two hundred in that case, and it usually settles on its own.',
      meets: ['risk-bleeding'],
    },
    {
      say: 'Rarely, about one in a thousand, the tube can make a small tear in the wall of the bowel. Doctors call that a perforation. If it happens, you might need an operation to repair it.',
      meets: ['risk-perforation'],
    },
    {
      say: "Some people react to the sedation, for example their breathing slows, so we watch that closely. Sometimes we can't get all the way round, so the test is incomplete and may need repeating, and occasionally something small can be missed.",
      meets: ['risk-other'],
    },
    {
      say: "The main alternative is a special CT scan of the bowel, which doctors call a CT colonography: it's a scan done with the bowel blown up with gas. It's less invasive, but we can't take samples or remove polyps with it, so if it finds something you'd probably need a colonoscopy anyway. You can also choose not to have a test at all, but then we might miss the cause of your bleeding, including something serious that's easier to treat when it's caught early.",
      meets: ['alternatives'],
    },
    {
      say: "Afterwards you'll rest in the recovery area for an hour or so. You may feel bloated and pass a lot of wind, which is normal. We'll tell you what we saw before you go home, but any samples take one to two weeks to come back.",
      meets: ['afterwards'],
    },
    {
      say: 'Once you are home, if you get severe tummy pain, a fever, or more than a little bleeding, ring the endoscopy unit straight away, or go to A&E if it is out of hours.',
      meets: ['safety-netting'],
    },
    {
      say: "It's entirely your choice. You can take time to think, you can say no, and even once the test has started you can ask us to stop at any point.",
      meets: ['right-to-refuse'],
    },
    {
      say: "That's a lot of information. Could you tell me, in your own words, what the test involves and the main risks, so I know I've explained it well? What questions do you have?",
      meets: ['check-understanding'],
    },
    {
      say: "Here's a leaflet with all of this written down. Are you happy to go ahead and sign the consent form, or would you like more time to think?",
      meets: ['written-info-consent'],
    },
  ],
};

export const NADIA_HO4_POOR: StationTranscript = {
  id: 'ho4-nadia-hussain-poor',
  personaId: 'nadia-hussain',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, you're here to sign the consent for your colonoscopy." },
    { say: "It's a camera test into your bowel." },
    { say: "There's a small risk of bleeding and a small chance of a tear in the bowel." },
    { say: 'Any questions? If not, could you sign here please.' },
  ],
};

// ---------------------------------------------------------------- chloe-bauer (psychosis relapse)

export const CHLOE_HO4_THOROUGH: StationTranscript = {
  id: 'ho4-chloe-bauer-thorough',
  personaId: 'chloe-bauer',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hi Chloe, I'm Dr Isla Morrison, one of the foundation doctors at the practice. Can I just check your date of birth, so I've got the right record?",
      meets: ['introduction'],
    },
    {
      say: "Your mum booked today because she's been worried about you. I'd really like to hear how things have been from your point of view.",
      meets: ['opening-question'],
    },
    { say: 'When did things start to feel different, and how have they changed since?', meets: ['onset'] },
    {
      say: "Your mum mentioned you've been worried someone is watching you. Can you tell me about that? What makes you feel it's happening?",
      meets: ['beliefs'],
    },
    {
      say: "When people are under a lot of strain, they sometimes hear things other people don't, like voices when no one is around. Has anything like that happened to you? What do they say?",
      meets: ['voices'],
    },
    { say: 'Do the voices ever tell you to do things?', meets: ['red-flag-command-hallucinations'] },
    {
      say: "Do you ever feel that your thoughts aren't your own, that they're being put into your head or taken out, or that other people can hear them?",
      meets: ['thought-interference'],
    },
    { say: "How have you been sleeping? And how's your mood been?", meets: ['sleep-mood'] },
    {
      say: 'Have you been eating properly and managing to look after yourself?',
      meets: ['self-care'],
    },
    {
      say: 'When people feel like this, they sometimes have thoughts of ending their life or hurting themselves. Have you had thoughts like that?',
      meets: ['risk-self'],
    },
    {
      say: 'Have you had any thoughts of hurting anyone else? Your mum mentioned something happened with the neighbour. Can you tell me about that?',
      meets: ['red-flag-harm-to-others'],
    },
    {
      say: 'Have you felt you need to keep something to protect yourself, like a knife or another weapon?',
      meets: ['risk-weapons'],
    },
    {
      say: 'You said he called the police. Did they come out, and have you had any other contact with the police, now or in the past?',
      meets: ['forensic'],
    },
    {
      say: "Can you tell me about when you've been unwell before: your diagnosis, and whether you've ever been in hospital?",
      meets: ['past-psychiatric'],
    },
    {
      say: "What medicine are you on for your mental health, and are you taking it at the moment? If you've stopped, what made you stop?",
      meets: ['medication'],
    },
    {
      say: 'Does anyone in your family have mental health problems, or any other illnesses?',
      meets: ['family-history'],
    },
    { say: 'Do you use cannabis or any other drugs?', meets: ['drugs'] },
    { say: 'How much alcohol do you drink in a week?', meets: ['alcohol'] },
    {
      say: 'Who do you live with, and are you working at the moment? Who is around to support you?',
      meets: ['social-history'],
    },
    {
      say: 'It sounds really frightening, feeling that you are being watched all the time.',
      meets: ['empathy'],
    },
    {
      say: "What do you make of what's been happening? Do you think it could be connected with your illness, or do you see it differently?",
      meets: ['insight'],
    },
    { say: "What's worrying you most at the moment?", meets: ['concerns'] },
    { say: 'What would you like to come out of today?', meets: ['expectations'] },
    {
      say: "Let me check I've understood. You stopped your aripiprazole about ten weeks ago, and for the last month you've been sure your neighbour has a camera in your smoke alarm. You hear two men talking about you, you're only eating sealed food, you've not been to work, and you went round and banged on his door. What frightens you most is being sectioned again, and putting weight back on with tablets. Have I got that right?",
      meets: ['summary'],
    },
    {
      say: "I'm not talking about hospital. I'd like your mental health team to see you at home or in clinic in the next day or two. What you've said about the side effects is really important, and they can look at a different medicine that suits you better. We can also think about something to help you sleep in the meantime. How would you feel about that?",
      meets: ['explain-plan'],
    },
    {
      say: "If things get worse, if the voices tell you to harm yourself or anyone else, or you feel unsafe, call the crisis team on this number at any time, day or night. If you can't reach them, call 999 or go to A&E.",
      meets: ['crisis-safety-net'],
    },
    {
      say: "Thank you for telling me that; I know it wasn't easy. When the voices say you'd be better off gone and you half agree, have you had any thoughts of how you might do it? And what helps keep you safe at those times?",
      meets: ['risk-self'],
    },
  ],
};

export const CHLOE_HO4_POOR: StationTranscript = {
  id: 'ho4-chloe-bauer-poor',
  personaId: 'chloe-bauer',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi Chloe. Your mum thinks you're relapsing. Are you taking your tablets?" },
    { say: 'Are you hearing voices?' },
    { say: 'Do you want to kill yourself?' },
    { say: "OK. You need to restart your medication. I'll let your team know." },
  ],
};
