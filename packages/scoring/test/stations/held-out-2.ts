import type { StationTranscript } from './types';

/**
 * Held out, second set: written from each case's task, setting and checklist item ids, labels and
 * domains only (printed by a throwaway script that left the items' cues out), without reading the
 * cues, the coder's cue and lexicon code or the marking code, and never used while tuning. The lines
 * were played once to the offline patient to read its replies, so that follow-up questions (a name,
 * an amount, a summary) refer to what the patient had said, and then measured once, unchanged.
 * Station kinds and cases that had no held-out transcript: an angry husband (frank-miller), consent
 * for colonoscopy (nadia-hussain), explaining juvenile myoclonic epilepsy (liam-brennan), an alcohol
 * brief intervention (kevin-doyle), a psychiatric history in first-episode psychosis (sam-okoro), a
 * headache with red flags (helen-marsh) and a febrile two-year-old through his mother
 * (sophie-clarke), each thorough and poor.
 */
export const FRANK_THOROUGH: StationTranscript = {
  id: 'frank-thorough',
  personaId: 'frank-miller',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Mr Miller? Hello, I'm Dr Sarah Quinn, one of the junior doctors in A&E who has been looking after Jean today.",
      meets: ['introduction'],
    },
    {
      say: "You're Jean's husband, is that right? She told me she's happy for me to talk to you about how she's doing.",
      meets: ['confirm-relationship'],
    },
    {
      say: "Before I say anything else, I can tell this afternoon has been awful for you. Please, tell me what's upset you. I'm listening.",
      meets: ['let-him-speak'],
    },
    {
      say: "You're angry, and I don't blame you one bit. Anyone would be, sitting here for four hours with no word about their wife.",
      meets: ['acknowledge-anger'],
    },
    {
      say: "I'm sorry. You've waited far too long, and nobody came to tell you what was happening. That should not have happened.",
      meets: ['apologise'],
    },
    {
      say: "Can I ask what you've been told so far, and what you noticed about Jean before she came in?",
      meets: ['perception'],
    },
    { say: 'What have you been thinking might be wrong with her?', meets: ['ideas'] },
    { say: "What's been frightening you most while you've been waiting?", meets: ['concerns'] },
    {
      say: 'And what would you most like to get out of talking with me now?',
      meets: ['expectations'],
    },
    {
      say: "So let me make sure I've got it: you found Jean confused on the kitchen floor this morning, you've been here since half past ten with nobody telling you anything, and you're frightened it's dementia like her sister had, or a bleed from banging her head. Is that right?",
      meets: ['summary'],
    },
    {
      say: "Let me be straight with you about the wait. Her head scan was held up because a badly injured patient came in and needed the scanner urgently. That's the reason, but it doesn't excuse nobody coming to tell you.",
      meets: ['explain-delay'],
    },
    {
      say: "The scan of her head is normal. There's no bleeding and no damage to the brain from the fall.",
      meets: ['explain-scan'],
    },
    {
      say: "Her urine and blood tests show she has a water infection, and she's a bit dried out. In older people an infection like this can make them suddenly muddled and confused. We call that delirium, and it's very likely why she's been confused and why she fell.",
      meets: ['explain-infection'],
    },
    {
      say: "I know you're worried this is dementia. Confusion caused by an infection usually gets better as the infection is treated, though it can take a few days or longer. If her memory still isn't right once she's recovered, her GP can arrange for it to be looked at properly.",
      meets: ['address-dementia'],
    },
    {
      say: "We want to admit her to a ward so she can have antibiotics and fluids through a drip in her arm. A bed is being arranged for her now, and you're very welcome to stay with her.",
      meets: ['plan'],
    },
    {
      say: 'Before we give the antibiotics, do you know if Jean is allergic to any medicines, penicillin for instance?',
      meets: ['red-flag-jean-allergy'],
    },
    {
      say: "I'll come back myself within the hour to tell you which ward she's going to. The bed should be ready in the next couple of hours, and if it's going to take longer, the nurse in charge will come and tell you.",
      meets: ['keep-updated'],
    },
    {
      say: 'Does all that make sense? What would you like to ask me?',
      meets: ['check-understanding'],
    },
    {
      say: 'And what about you, Mr Miller? Have you managed to eat anything today? Do you have any health problems of your own, like diabetes?',
      meets: ['red-flag-own-blood-sugar'],
    },
    {
      say: "You took your gliclazide this morning and haven't eaten since, and you're shaky and sweaty. That can be your sugar dropping. Let me get you a sandwich and a sugary tea now, and if you're happy, the nurse can do a quick finger-prick check of your sugar.",
      meets: ['offer-food-check'],
    },
    {
      say: 'How are things for you at home? Is there someone who could go and see to Biscuit, and who can give you a hand? It sounds like you do a lot for Jean. How are you coping with that?',
      meets: ['his-needs'],
    },
    {
      say: "If you'd like to raise what happened today, you're entitled to. You can speak to the nurse in charge, or to PALS, the Patient Advice and Liaison Service. I'll write their number down for you.",
      meets: ['complaint-route'],
    },
  ],
};

export const FRANK_POOR: StationTranscript = {
  id: 'frank-poor',
  personaId: 'frank-miller',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, I'm the doctor for Jean." },
    { say: "Look, it's been really busy today and there were emergencies ahead of her." },
    { say: "Her CT's fine, she's got a UTI." },
    { say: "She'll go up to the ward for IV antibiotics when there's a bed." },
    { say: 'If you want to complain you can take it up with PALS.' },
    { say: 'Anything else?' },
  ],
};

export const NADIA_THOROUGH: StationTranscript = {
  id: 'nadia-thorough',
  personaId: 'nadia-hussain',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, is it Nadia Hussain? I'm Dr James Ellery, a foundation doctor with the gastroenterology team. Could you confirm your date of birth for me?",
      meets: ['introduction'],
    },
    {
      say: "Before I go through anything, could you tell me what you understand about the test you've been booked for, and why your GP referred you?",
      meets: ['perception'],
    },
    {
      say: 'Have you had any thoughts of your own about what might be causing the bleeding?',
      meets: ['ideas'],
    },
    { say: 'Is there anything in particular worrying you about all this?', meets: ['concerns'] },
    { say: 'What are you hoping to get from our appointment today?', meets: ['expectations'] },
    {
      say: 'Has anyone in your family had bowel problems, such as polyps or bowel cancer?',
      meets: ['family-history-acknowledged'],
    },
    {
      say: "Thank you for telling me. That's a lot for your family to have been through, and I can understand why this feels so close to home.",
      meets: ['family-history-acknowledged'],
    },
    {
      say: 'Have you had any other health problems, or any operations, especially on your tummy?',
      meets: ['past-history'],
    },
    {
      say: "What medicines do you take at the moment, including things you've bought yourself? Are you on iron tablets?",
      meets: ['medicines'],
    },
    {
      say: 'Do you take anything that thins your blood, like aspirin, clopidogrel, warfarin or apixaban?',
      meets: ['red-flag-blood-thinners'],
    },
    {
      say: 'Are you allergic to anything, medicines, plasters or latex for example?',
      meets: ['red-flag-latex-allergy'],
    },
    {
      say: 'A colonoscopy is a test where a thin, flexible tube with a tiny camera on the end is passed into your back passage, so we can look at the lining of the whole of your large bowel.',
      meets: ['explain-what'],
    },
    {
      say: "We recommend it because it's the best way of finding out what's causing the bleeding and the low iron. If we see anything, we can take small samples, biopsies, and if there are any polyps we can usually remove them during the same test.",
      meets: ['explain-benefits'],
    },
    {
      say: "For us to see clearly, your bowel needs to be empty. You'd eat a low-fibre diet for a couple of days beforehand, and the day before you'd drink a strong laxative that gives you diarrhoea, so you'll want to be near a toilet. You'd also stop your iron tablets a week before, because they make the lining hard to see.",
      meets: ['explain-prep'],
    },
    {
      say: "Most people have sedation through a small tube in the back of the hand, which makes you drowsy and relaxed, along with a painkiller. Some people prefer gas and air, and some choose to have nothing. It isn't normally done under a general anaesthetic.",
      meets: ['explain-sedation'],
    },
    {
      say: "If you do have sedation, you'll need an adult to collect you and stay with you overnight, and you mustn't drive for 24 hours afterwards.",
      meets: ['sedation-rules'],
    },
    {
      say: "On the day, you'll lie on your left side. We put some air into the bowel to open it up, which can give you crampy tummy pain for a while. It usually takes about 30 to 45 minutes.",
      meets: ['explain-during'],
    },
    {
      say: "Lots of people feel embarrassed about this test, and that's completely understandable. You'll wear special shorts with an opening at the back, you'll be kept covered throughout, and we can arrange a chaperone and female staff where possible if you'd prefer.",
      meets: ['embarrassment'],
    },
    {
      say: 'Like any procedure, it carries some risks. There can be bleeding, mostly if a polyp is removed. That happens in around 1 in 100 to 1 in 200 tests and usually stops on its own.',
      meets: ['risk-bleeding'],
    },
    {
      say: 'Rarely, about 1 in 1,000, the tube can make a small tear in the wall of the bowel, called a perforation. If that happens you might need an operation to repair it.',
      meets: ['risk-perforation'],
    },
    {
      say: "Some people react to the sedation, for instance with their breathing or blood pressure, which is why we monitor you closely. Sometimes we can't get all the way round, so the test is incomplete, and occasionally a small abnormality can be missed.",
      meets: ['risk-other'],
    },
    {
      say: "The main alternative is a CT colonography, a special scan of the bowel. It's less invasive, but we can't take samples or remove polyps, so you may need a colonoscopy afterwards anyway. You could also choose not to have a test at all, but then we wouldn't find the cause of the bleeding, and something serious could be missed.",
      meets: ['alternatives'],
    },
    {
      say: "Afterwards you'll rest in the recovery area for an hour or so. You may feel bloated and pass a lot of wind for a few hours. We'll tell you what we saw before you go home, and if we take biopsies, those results take one to two weeks.",
      meets: ['afterwards'],
    },
    {
      say: "Once you're home, if you get severe tummy pain, a swollen or tender tummy, a fever, or you pass a lot of blood, ring the endoscopy unit or go to A&E straight away.",
      meets: ['safety-netting'],
    },
    {
      say: "I've given you a lot of information. Could you tell me in your own words what the test involves, so I can check I've explained it properly? And what questions do you have?",
      meets: ['check-understanding'],
    },
    {
      say: "It's entirely your decision. You don't have to decide today, you can say no, and even during the test, if you want us to stop, just say so and we will.",
      meets: ['right-to-refuse'],
    },
    {
      say: "I'll give you a leaflet about the colonoscopy and the bowel preparation to read at home. Are you happy to go ahead? If so, we can go through the consent form together.",
      meets: ['written-info-consent'],
    },
  ],
};

export const NADIA_POOR: StationTranscript = {
  id: 'nadia-poor',
  personaId: 'nadia-hussain',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Hi, you're here to consent for the colonoscopy." },
    { say: "It's a camera up your bottom. It's very routine, we do loads." },
    { say: "You'll get a prep to drink the day before." },
    { say: 'Risks are bleeding and perforation but those are very rare.' },
    { say: 'Any questions? If not, just sign here.' },
  ],
};

export const LIAM_THOROUGH: StationTranscript = {
  id: 'liam-thorough',
  personaId: 'liam-brennan',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hi, is it Liam Brennan? I'm Dr Priya Shah, a junior doctor working with the consultant in the neurology clinic.",
      meets: ['introduction'],
    },
    {
      say: "To start with, can you tell me what you remember about what happened two weeks ago, and what you've been told about your tests so far?",
      meets: ['perception'],
    },
    {
      say: 'What do you think has been causing these episodes?',
      meets: ['ideas'],
    },
    { say: "What's worrying you most about it all?", meets: ['concerns'] },
    { say: 'What are you hoping to come away with today?', meets: ['expectations'] },
    {
      say: 'Tell me a bit about yourself. What do you do for work, and who do you live with?',
      meets: ['social-history'],
    },
    {
      say: 'How much do you tend to drink in a week? How many pints or drinks on a night out, say?',
      meets: ['alcohol'],
    },
    {
      say: 'Do you drive? Have you driven at all since that first seizure?',
      meets: ['red-flag-driven-since'],
    },
    {
      say: "So, just to check I've got it right: you've had two big seizures and some jerks in the mornings, and what's on your mind most is driving and work. Is that fair?",
      meets: ['summary'],
    },
    {
      say: "I have your results and the consultant's advice. I'd like to go through what the tests show, a medicine that can help, and what it means for driving, work and keeping safe. Is there anything you'd most like us to cover, and how much detail would you like?",
      meets: ['agenda-invitation'],
    },
    {
      say: "The tests show that you have epilepsy. That means your brain has a tendency to have seizures, which happen when there's a sudden burst of electrical activity in the brain that briefly disrupts how it works.",
      meets: ['explain-diagnosis'],
    },
    {
      say: "The EEG, the test that recorded your brainwaves, showed a pattern that fits a particular type called juvenile myoclonic epilepsy, which often starts in the teenage years. Your MRI scan was completely normal: there's no damage and no tumour.",
      meets: ['explain-tests'],
    },
    {
      say: 'The jerks you get in the mornings are part of the same epilepsy. In this type, seizures are often set off by not getting enough sleep, by alcohol, and by missing tablets.',
      meets: ['explain-jerks-triggers'],
    },
    {
      say: 'How does that sound so far? Does it make sense, and is there anything you want to ask?',
      meets: ['check-understanding'],
    },
    {
      say: "I can see that's a lot to take in. It's completely understandable to feel shaken by it.",
      meets: ['empathy'],
    },
    {
      say: 'Before we talk about treatment, how has your mood been lately? Have you been feeling low or anxious?',
      meets: ['red-flag-mood'],
    },
    {
      say: 'The consultant recommends a medicine called levetiracetam. You take it twice a day, morning and evening, to prevent seizures. We start you on a low dose and build it up over a few weeks.',
      meets: ['explain-medicine'],
    },
    {
      say: "Most people get on well with it, but some feel tired, and some notice they're more irritable, low or anxious. If your mood changes, or you have any dark thoughts, let us know straight away.",
      meets: ['medicine-side-effects'],
    },
    {
      say: "It's important to take it every day and not to stop it suddenly, even when you feel well, because that can bring on a seizure. If you miss a dose, take it when you remember, unless it's nearly time for the next one, and never double up.",
      meets: ['do-not-stop'],
    },
    {
      say: "On driving: you're legally required to tell the DVLA about your seizures, and you can't drive until you've gone 12 months without any seizures, and that includes the morning jerks.",
      meets: ['driving-dvla'],
    },
    {
      say: "About work: it's worth telling your employer, and for now you should stay off ladders and not drive for work. Occupational health can look at reasonable adjustments, and epilepsy counts as a disability under the Equality Act, so you have rights and protection at work.",
      meets: ['work'],
    },
    {
      say: "A few things to keep you safe day to day: have showers rather than baths, don't swim on your own, be careful with heights, take care when cooking, and if you cycle, wear a helmet and avoid busy roads.",
      meets: ['safety'],
    },
    {
      say: "It would help if Chloe and your mum knew what to do if you have a seizure: move things out of the way, put you on your side, time it, and call 999 if it lasts more than five minutes or you're injured. If you'd like, I can go through that with them too.",
      meets: ['first-aid-chloe'],
    },
    {
      say: "You'll have an epilepsy specialist nurse you can contact, and charities like Epilepsy Action have good information and support. I'll give you some written information to take away as well.",
      meets: ['support'],
    },
    {
      say: "We'll see you back in clinic in about three months, and the specialist nurse will ring you in a couple of weeks to see how you're getting on with the tablets. I'll give you the helpline number if you need us before then.",
      meets: ['follow-up'],
    },
    {
      say: 'If you have a seizure that lasts more than five minutes or several in a row, someone should call 999. And if your mood drops or you have thoughts of harming yourself, contact us or your GP the same day.',
      meets: ['safety-netting'],
    },
    {
      say: "Could you tell me in your own words what you'll do about the tablets and the driving, so I know I've explained it clearly? Any other questions?",
      meets: ['check-understanding'],
    },
  ],
};

export const LIAM_POOR: StationTranscript = {
  id: 'liam-poor',
  personaId: 'liam-brennan',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: 'So your EEG shows JME, juvenile myoclonic epilepsy.' },
    { say: "We're starting you on levetiracetam, 250 milligrams BD." },
    { say: "You can't drive now, obviously." },
    { say: "Don't drink too much." },
    { say: "The nurse will give you a leaflet. OK, that's everything." },
  ],
};

export const KEVIN_THOROUGH: StationTranscript = {
  id: 'kevin-thorough',
  personaId: 'kevin-doyle',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, Mr Doyle? I'm Dr Ben Carter, one of the GP trainees here. Can I check your date of birth?",
      meets: ['introduction'],
    },
    { say: 'What can I do for you today?', meets: ['opening-question'] },
    {
      say: "Tell me more about the heartburn. Where do you feel it and what's it like? When did it start, and what brings it on or makes it better?",
      meets: ['heartburn-history'],
    },
    {
      say: 'Any trouble swallowing, or a feeling that food gets stuck on the way down?',
      meets: ['red-flag-dysphagia'],
    },
    {
      say: 'Have you lost any weight without meaning to, or gone off your food?',
      meets: ['red-flag-weight-loss'],
    },
    {
      say: 'Have you been sick at all, or brought up any blood? Any black, tarry poo?',
      meets: ['red-flag-gi-bleeding'],
    },
    {
      say: 'Do you have any other medical problems, or have you had any operations?',
      meets: ['past-history'],
    },
    {
      say: 'Are you taking any medicines, including anything from the chemist, like Gaviscon or ibuprofen? Any allergies?',
      meets: ['drugs-allergies'],
    },
    {
      say: 'Does anything run in the family, stomach or liver problems for example?',
      meets: ['family-history'],
    },
    { say: 'Do you smoke at all?', meets: ['smoking'] },
    {
      say: "What do you do for a living, and who's at home with you?",
      meets: ['social-history'],
    },
    { say: 'What do you think might be causing the heartburn?', meets: ['ideas'] },
    { say: 'Is there anything about it that worries you?', meets: ['concerns'] },
    { say: 'And what were you hoping we could do today?', meets: ['expectations'] },
    {
      say: 'Your blood tests from last week are back, and a couple of the results can be affected by alcohol, which can also make heartburn worse. Would it be all right if I asked you a few questions about drinking?',
      meets: ['raise-alcohol'],
    },
    { say: 'How often do you have a drink with alcohol in it?', meets: ['audit-frequency'] },
    {
      say: "On a typical day when you're drinking, how much would you have? How many pints or cans?",
      meets: ['audit-quantity'],
    },
    {
      say: 'How often would you have six units or more in one go, about three pints, say?',
      meets: ['audit-binge'],
    },
    {
      say: "In the last year, have you found you couldn't stop once you'd started? Have you woken up and not remembered the night before, or felt guilty about your drinking? Has anyone, family or a friend, said they're worried about it?",
      meets: ['audit-harms'],
    },
    {
      say: 'Do you ever need a drink first thing in the morning to get going, or get shaky or sweaty if you go without?',
      meets: ['red-flag-withdrawal'],
    },
    {
      say: "Let me check I've got this right: the heartburn's been building for about three months, worse after a curry, lying down and a few pints, and you're having about three pints most weeknights, five or six on Fridays and Saturdays, and some wine on a Sunday. Is that right?",
      meets: ['summary'],
    },
    {
      say: "Your liver test called GGT is raised, and your red blood cells are larger than usual. Both are signs that alcohol is starting to affect your body, and alcohol also makes heartburn worse. The low-risk guideline is no more than 14 units a week. From what you've told me, you're having somewhere around 50 to 60 units, about four times that.",
      meets: ['feedback'],
    },
    {
      say: "What do you enjoy about drinking? And is there anything about it you're less keen on?",
      meets: ['explore-ambivalence'],
    },
    {
      say: "It sounds like a drink is how you unwind after a stressful day. That's completely understandable.",
      meets: ['empathy'],
    },
    {
      say: "My advice, as your doctor, is to cut down, because it's the best thing you can do for your liver and for the heartburn.",
      meets: ['advice'],
    },
    {
      say: "It's your decision, of course. I'm not here to lecture you. Whether and how you change is up to you.",
      meets: ['responsibility'],
    },
    {
      say: "You've done Dry January two years running without any bother, and you slept better and lost weight. That tells me you can do this. On a scale of one to ten, how confident do you feel about cutting down?",
      meets: ['self-efficacy'],
    },
    {
      say: 'There are a few things people find useful: having some drink-free days each week, switching to smaller glasses or lower-strength beer, keeping track with an app, or getting help from the local alcohol service.',
      meets: ['menu'],
    },
    {
      say: "So here's a plan: I'll start you on a tablet to reduce the stomach acid for the heartburn. Let's agree a goal for the drinking, say three drink-free days a week to start with, and I'll repeat your blood tests in three months and see you then to review.",
      meets: ['follow-up-plan'],
    },
    {
      say: 'If you have trouble swallowing, vomit blood, pass black stools, or your skin or eyes turn yellow, get seen urgently the same day. And if you get the shakes or sweats when you cut down, let me know, because stopping suddenly can be risky.',
      meets: ['safety-netting'],
    },
  ],
};

export const KEVIN_POOR: StationTranscript = {
  id: 'kevin-poor',
  personaId: 'kevin-doyle',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: 'So, heartburn. How long have you had it?' },
    { say: 'Do you drink?' },
    { say: "Your liver tests are off, so you're drinking too much." },
    { say: 'You need to stop drinking.' },
    { say: "I'll give you some omeprazole." },
  ],
};

export const SAM_THOROUGH: StationTranscript = {
  id: 'sam-thorough',
  personaId: 'sam-okoro',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hi Sam, I'm Dr Lewis, one of the foundation doctors at the practice. Can I check your full name and date of birth?",
      meets: ['introduction'],
    },
    {
      say: "Before we start: what we talk about stays between us and the team looking after you. The only time I'd have to share something is if I was seriously worried about your safety or someone else's, and I'd try to talk to you about it first.",
      meets: ['confidentiality'],
    },
    {
      say: "Your mum's been worried about you. Could you tell me, in your own words, how things have been for you lately?",
      meets: ['opening-question'],
    },
    {
      say: 'When did you first notice things changing? Did it happen suddenly, or creep up over time?',
      meets: ['onset'],
    },
    {
      say: "Sometimes, when people are under a lot of strain, they hear things that others around them don't seem to hear. Has anything like that happened to you?",
      meets: ['voices'],
    },
    {
      say: 'What do they say? Is it one voice, or more than one?',
      meets: ['voice-content'],
    },
    {
      say: 'Do they ever tell you to do things? Do you feel you have to do what they say?',
      meets: ['red-flag-command-hallucinations'],
    },
    {
      say: 'Have you felt that people are watching you, following you, or trying to harm you in some way?',
      meets: ['persecutory-beliefs'],
    },
    {
      say: "Have you had a sense that someone can read your thoughts, take them out of your head, or put thoughts in that aren't your own?",
      meets: ['thought-interference'],
    },
    { say: 'That sounds really frightening to live with, Sam.', meets: ['empathy'] },
    {
      say: "How have you been sleeping? And how's your mood been, and your appetite?",
      meets: ['sleep-mood-appetite'],
    },
    {
      say: "When people go through something like this, they sometimes feel life isn't worth living, or think about harming themselves. Have you had any thoughts like that?",
      meets: ['risk-to-self'],
    },
    {
      say: 'Have you had any thoughts of hurting anyone else, for example whoever you feel is watching you?',
      meets: ['red-flag-harm-to-others'],
    },
    {
      say: 'Have you felt you need to carry or keep anything to protect yourself, like a knife?',
      meets: ['red-flag-weapons'],
    },
    {
      say: 'Have you ever had problems with your mental health before, or seen a counsellor, a psychiatrist or anyone from mental health services?',
      meets: ['past-psychiatric-history'],
    },
    {
      say: 'Do you take any medicines, either prescribed or ones you buy yourself? Any allergies?',
      meets: ['drugs-allergies'],
    },
    {
      say: 'Do you use cannabis or any other drugs? How much, and how often?',
      meets: ['substances'],
    },
    {
      say: 'And alcohol: how many drinks would you have in a typical week?',
      meets: ['alcohol'],
    },
    {
      say: 'Has anyone in your family had mental health problems, or any other illnesses that run in the family?',
      meets: ['family-history'],
    },
    {
      say: 'Who do you live with at the moment, and are you working or studying?',
      meets: ['social-history'],
    },
    { say: 'Have you ever been in trouble with the police?', meets: ['forensic'] },
    {
      say: 'What do you make of all this yourself? What do you think is going on?',
      meets: ['insight'],
    },
    { say: "What's worrying you most at the moment?", meets: ['concerns'] },
    { say: 'What were you hoping might come out of today?', meets: ['expectations'] },
    {
      say: "Can I check I've understood? Since your exams about four months ago you've hardly been sleeping, you've been hearing two men talking about you and sometimes telling you what to do, you've stopped going in to uni, and you keep a knife under your bed in case they come in. Have I got that right?",
      meets: ['summary'],
    },
    {
      say: "I think what you're going through needs to be looked at by specialists. I'd like to make an urgent referral to the early intervention team. They help young people with experiences like these, and they should see you within a couple of weeks.",
      meets: ['explain-next-steps'],
    },
    {
      say: 'Does that make sense? What questions do you have for me?',
      meets: ['check-understanding'],
    },
    {
      say: "If things get worse before then, if the voices tell you to hurt yourself or anyone else, or you don't feel safe, call the crisis line or 999, or go to A&E.",
      meets: ['safety-netting'],
    },
  ],
};

export const SAM_POOR: StationTranscript = {
  id: 'sam-poor',
  personaId: 'sam-okoro',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "Your mum says you've been acting strange." },
    { say: 'Are you hearing voices?', meets: ['voices'] },
    { say: 'Are you smoking weed?' },
    { say: "It's probably the weed. You should stop." },
    { say: "I'll refer you to psychiatry." },
  ],
};

export const HELEN_THOROUGH: StationTranscript = {
  id: 'helen-thorough',
  personaId: 'helen-marsh',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, I'm Dr Hannah Reid, one of the foundation doctors. Could you confirm your name and date of birth for me?",
      meets: ['introduction'],
    },
    { say: "What's brought you in today?", meets: ['opening-question'] },
    { say: 'Where exactly do you feel the headache? Can you show me?', meets: ['site'] },
    {
      say: 'When did these headaches start? Did they come on all of a sudden, or build up gradually?',
      meets: ['onset'],
    },
    {
      say: 'How would you describe the pain: throbbing, pressing, sharp, something else?',
      meets: ['character'],
    },
    {
      say: 'Is it there all the time, or does it come and go? How long does each one last?',
      meets: ['timing'],
    },
    { say: 'Is there anything that makes it better, or worse?', meets: ['exacerbating-relieving'] },
    {
      say: 'On a scale of nought to ten, with ten the worst pain imaginable, how bad does it get?',
      meets: ['severity'],
    },
    {
      say: 'Have you noticed anything else going on alongside the headaches?',
      meets: ['associated-symptoms'],
    },
    {
      say: 'Is it worse at any particular time of day? Has it ever woken you from sleep?',
      meets: ['red-flag-waking-morning'],
    },
    {
      say: 'Does it get worse when you cough, sneeze, bend down or strain?',
      meets: ['red-flag-cough-strain'],
    },
    { say: 'Have you felt sick with it, or actually been sick?', meets: ['red-flag-vomiting'] },
    {
      say: 'Any problems with your eyesight, like blurring, double vision or losing part of what you can see?',
      meets: ['red-flag-vision'],
    },
    {
      say: 'Have you had any weakness or numbness in your face, arms or legs, or any difficulty getting your words out?',
      meets: ['red-flag-focal-neurology'],
    },
    {
      say: 'Has a headache ever come on suddenly and severely, like being hit on the back of the head, at its worst within a minute?',
      meets: ['red-flag-thunderclap'],
    },
    {
      say: 'Have you had a fever, a stiff neck, or any rash?',
      meets: ['red-flag-fever-neck-rash'],
    },
    {
      say: "Have you, or the people around you, noticed any change in your memory, any confusion, or that you're not quite yourself?",
      meets: ['red-flag-confusion-memory'],
    },
    {
      say: 'Do you have any medical conditions, or have you had any operations or serious illnesses in the past?',
      meets: ['past-history'],
    },
    {
      say: 'I see from your notes that you were treated for breast cancer. Can you tell me about that: when it was, what treatment you had, and whether you are still being followed up?',
      meets: ['cancer-history'],
    },
    {
      say: "What medicines are you on at the moment, including anything you've bought for the headaches? Any allergies?",
      meets: ['drugs-allergies'],
    },
    {
      say: 'Does anything run in your family, such as migraines, strokes or brain problems?',
      meets: ['family-history'],
    },
    { say: 'Do you smoke?', meets: ['smoking'] },
    { say: 'How much alcohol do you drink in an average week?', meets: ['alcohol'] },
    {
      say: "What do you do for work, and who's at home with you?",
      meets: ['social-history'],
    },
    { say: 'Do you drive?', meets: ['driving'] },
    { say: 'What do you think might be causing these headaches?', meets: ['ideas'] },
    { say: "What's worrying you most about them?", meets: ['concerns'] },
    { say: 'What were you hoping we would do today?', meets: ['expectations'] },
    {
      say: "Let me summarise to check I've got it right: for six weeks you've had headaches that are worst first thing and have woken you twice, they bang when you cough or bend, you've been sick three mornings this week, your vision greys out when you stand, and Rob has noticed you're forgetful. Is that right?",
      meets: ['summary'],
    },
    {
      say: "I'll be honest with you: headaches like these, worse first thing and when you strain, with sickness, and with your history of breast cancer, need to be looked into urgently. It may well turn out to be something less serious, but we need to rule out anything causing pressure inside the head.",
      meets: ['explain-concern'],
    },
    {
      say: "I'd like to examine you, including looking at the back of your eyes and checking your nerves, and I'm going to arrange for you to be seen urgently today by the hospital team, who are likely to arrange a brain scan.",
      meets: ['explain-next-steps'],
    },
    {
      say: "Until you've been assessed, please don't drive.",
      meets: ['driving-advice'],
    },
    {
      say: 'Does that make sense? Is there anything you would like to ask me?',
      meets: ['check-understanding'],
    },
    {
      say: 'If things get worse while you are waiting, such as a sudden severe headache, a fit, weakness, or confusion, call 999 straight away.',
      meets: ['safety-netting'],
    },
  ],
};

export const HELEN_POOR: StationTranscript = {
  id: 'helen-poor',
  personaId: 'helen-marsh',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: 'Headaches? How long for?' },
    { say: 'Do you get migraines?' },
    { say: 'Have you tried paracetamol?' },
    { say: "It's probably stress. Try to drink more water and get some sleep." },
    { say: "Come back if it doesn't settle." },
  ],
};

export const SOPHIE_THOROUGH: StationTranscript = {
  id: 'sophie-thorough',
  personaId: 'sophie-clarke',
  kind: 'thorough',
  heldOut: true,
  lines: [
    {
      say: "Hello, I'm Dr Tom Nguyen, one of the doctors on this evening. Are you Mum? And this is Alfie, is it? How old is he?",
      meets: ['introduction'],
    },
    { say: "Tell me what's been happening with him.", meets: ['opening-question'] },
    { say: 'When did the fever start?', meets: ['onset'] },
    {
      say: 'How high has his temperature been, and what did you measure it with?',
      meets: ['temperature'],
    },
    { say: "How's he been with eating and drinking today?", meets: ['feeding-fluids'] },
    {
      say: 'How many wet nappies has he had today, compared with usual?',
      meets: ['red-flag-wet-nappies'],
    },
    {
      say: 'Has he had anything else, like a cough, a runny nose, being sick, diarrhoea or pulling at his ears?',
      meets: ['associated-symptoms'],
    },
    {
      say: 'How has his breathing been? Any fast or noisy breathing, or does he look like he is working hard to breathe?',
      meets: ['red-flag-breathing'],
    },
    {
      say: 'Have you noticed any rash or spots on him? If you press a glass against them, do they fade?',
      meets: ['red-flag-rash'],
    },
    {
      say: 'How is he in himself? Is he more sleepy than usual, floppy, or hard to wake?',
      meets: ['red-flag-drowsy'],
    },
    {
      say: 'Does he seem to have a stiff neck, or not like the light? Has his cry sounded different, high-pitched or weak?',
      meets: ['red-flag-neck-light-cry'],
    },
    { say: 'Has he had any fits, or shaking episodes?', meets: ['red-flag-fits'] },
    {
      say: 'Has Alfie had any health problems before? Was he born on time, and has he ever been in hospital or had an operation?',
      meets: ['past-history'],
    },
    { say: 'Is he up to date with his jabs?', meets: ['immunisations'] },
    {
      say: 'Have you given him anything for the fever, like Calpol or ibuprofen? Does he take any other medicines, and does he have any allergies?',
      meets: ['drugs-allergies'],
    },
    { say: 'Does anything run in the family?', meets: ['family-history'] },
    {
      say: "Who's at home with you both? Does he go to nursery, and is anyone else poorly, at home or there?",
      meets: ['social-history'],
    },
    { say: 'What do you think might be going on?', meets: ['ideas'] },
    { say: "What's worrying you most tonight?", meets: ['concerns'] },
    { say: 'What were you hoping we could do for him?', meets: ['expectations'] },
    {
      say: "Let me just check I've got this right: Alfie's had a fever since Tuesday evening, up to 39.6, he's hardly eating or drinking and has only had two wet nappies today, he's been sleepy and floppy this afternoon, and you've seen some little red dots on his legs. Is that right?",
      meets: ['summary'],
    },
    {
      say: "I'm worried by the spots you've described together with how sleepy he is. That combination means I need to examine him properly right now.",
      meets: ['explain-urgent'],
    },
    {
      say: "I'm going to examine him now and check the rash with a glass myself. If the spots don't fade, or he looks unwell, we'll get him to hospital straight away by ambulance.",
      meets: ['explain-next-steps'],
    },
    {
      say: 'Is that OK? Do you have any questions?',
      meets: ['check-understanding'],
    },
    {
      say: "If at any point he gets harder to wake, the rash spreads, he has a fit or he struggles to breathe, call 999 straight away. Don't wait.",
      meets: ['safety-netting'],
    },
  ],
};

export const SOPHIE_POOR: StationTranscript = {
  id: 'sophie-poor',
  personaId: 'sophie-clarke',
  kind: 'poor',
  heldOut: true,
  lines: [
    { say: "So he's got a temperature?" },
    { say: 'Kids get viruses all the time.' },
    { say: 'Give him Calpol and plenty of fluids.' },
    { say: "Bring him back if he's not better in a few days." },
    { say: 'Anything else?' },
  ],
};
