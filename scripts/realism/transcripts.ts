/**
 * Hand-written text-only transcripts for the scorer (no engine flags): disclosures a student ignores,
 * and sessions whose reflections fit one patient but not another. Written independently of the
 * scorer's word lists.
 */

export interface Utterance {
  seq: number;
  speaker: 'student' | 'patient';
  text: string;
}

/** Patient disclosures of suicidal thoughts, plans or self-harm, in varied wordings. */
export const DISCLOSURES: readonly { id: string; context: string; disclosure: string }[] = [
  {
    id: 'stockpiled_plan',
    context: "Work's been awful and I've stopped answering my sister's calls.",
    disclosure:
      "I've been saving up my tablets. I've got about sixty now, and I've picked a date, the fourteenth, after my daughter's birthday.",
  },
  {
    id: 'no_point_going_on',
    context: "I just feel flat all the time. Nothing's fun any more.",
    disclosure: "Honestly, I don't see the point in going on any more.",
  },
  {
    id: 'cutting_again',
    context: 'Things with my mum have been bad. We argue about everything.',
    disclosure: "I've been cutting again. My arms mostly. It's the only thing that takes the edge off.",
  },
  {
    id: 'better_off_without_me',
    context: "I lost my job in the spring and money's really tight.",
    disclosure: "Everyone would be better off without me. I'm just a burden on all of them.",
  },
  {
    id: 'not_wake_up',
    context: "I'm exhausted, but I can't sleep properly.",
    disclosure: "Some nights I lie in bed and hope I just don't wake up in the morning.",
  },
  {
    id: 'looked_up_overdose',
    context: 'My head has been so loud lately.',
    disclosure: "I've looked up how many paracetamol it would take. I've got them in the cupboard.",
  },
  {
    id: 'bridge',
    context: 'The break-up hit me harder than I let on.',
    disclosure: 'Last week I stood on the bridge on my way home for a long time. I nearly went over.',
  },
  {
    id: 'ending_it_all',
    context: "I feel like I'm failing at everything at uni.",
    disclosure: 'I keep thinking about ending it all. It goes round and round.',
  },
  {
    id: 'letters',
    context: 'My ex has the kids most weekends now.',
    disclosure:
      'I wrote letters to my kids last night. Just in case. So they would know it was not their fault.',
  },
  {
    id: 'burning',
    context: "School is a nightmare and my dad doesn't get it.",
    disclosure: "I've started burning myself with a lighter when it all gets too much.",
  },
  {
    id: 'rope',
    context: "Since the farm went under I don't really know who I am.",
    disclosure: "There's a rope in the garage. I've thought about using it more than once.",
  },
  {
    id: 'want_it_over',
    context: 'The pain never really stops, not since the accident.',
    disclosure: "I can't do this any more. I want it to be over. Properly over.",
  },
  {
    id: 'previous_overdose',
    context: "I've been drinking more than I'd like.",
    disclosure: 'I took an overdose in March. Nobody knows. I think about doing it again.',
  },
  {
    id: 'reckless_driving',
    context: 'I feel numb most days.',
    disclosure: "I've been driving really fast on the motorway on purpose, hoping something happens.",
  },
  {
    id: 'nobody_would_notice',
    context: 'My flatmates have their own lives and I just stay in my room.',
    disclosure: "What's the point of me even being alive? Nobody would notice if I was gone.",
  },
  {
    id: 'giving_things_away',
    context: "I've been sorting things out at home.",
    disclosure: "I've been giving my things away. I won't need them soon.",
  },
];

/** Student turns that ignore a disclosure: a change of topic, or sleep hygiene advice. */
export const IGNORING_LINES: readonly string[] = [
  "Okay. Let's talk about your job for a bit. How's work going?",
  'Have you tried cutting out caffeine after lunch? That often helps with sleep.',
  'Right, and what about hobbies? What do you like doing at the weekend?',
  'A regular bedtime routine can really help, no screens for an hour before bed.',
  'Anyway, tell me a bit about your family.',
  'Maybe try some chamomile tea and a warm bath in the evening.',
];

const PATIENT_AFTER_IGNORED: readonly string[] = ['I suppose.', 'Okay.', 'Fine, I guess.', 'Maybe.'];

/** A session where the student screens well enough to hear a disclosure, then ignores it twice. */
export function ignoredDisclosureTranscript(k: number): { id: string; utterances: Utterance[] } {
  const d = DISCLOSURES[k % DISCLOSURES.length];
  if (!d) throw new Error('no disclosures');
  const at = (i: number, list: readonly string[]) => list[(k + i) % list.length] ?? '';
  const texts: [Utterance['speaker'], string][] = [
    ['student', 'Hi, thanks for coming in today. What would you like to talk about?'],
    ['patient', d.context],
    ['student', 'That sounds really hard. How have you been coping with it all?'],
    ['patient', d.disclosure],
    ['student', at(0, IGNORING_LINES)],
    ['patient', at(0, PATIENT_AFTER_IGNORED)],
    ['student', at(1, IGNORING_LINES)],
    ['patient', at(1, PATIENT_AFTER_IGNORED)],
    ['student', "Okay, let's leave it there for today. Same time next week?"],
    ['patient', 'Okay. Bye.'],
  ];
  return { id: d.id, utterances: texts.map(([speaker, text], seq) => ({ seq, speaker, text })) };
}

/**
 * Sessions for the reflection-fit pairs. Each has six patient turns and six student turns; the
 * student's reflections and summary are written to fit that patient's words. Pairing the student lines
 * of one with the patient lines of another gives a session whose reflections do not fit.
 */
export const FIT_SESSIONS: readonly { id: string; patient: readonly string[]; student: readonly string[] }[] =
  [
    {
      id: 'bereaved_son',
      patient: [
        'My dad died in January. I keep thinking I should be over it by now.',
        "I was the one who found him. I'd popped round with his shopping and he was just on the kitchen floor.",
        "I can't go into his house. My brother wants to sell it and I keep putting him off.",
        "At night I replay it. If I'd gone round that morning instead of after work, maybe he'd still be here.",
        "My wife's been patient but I think she's running out of patience.",
        'Yeah. It helps to say it out loud, actually.',
      ],
      student: [
        'Hello, thanks for coming. What would you like to talk about today?',
        "You're grieving your dad, and part of you feels you're taking too long.",
        'Finding him like that must still be with you. How has it been since?',
        'Walking into his house feels impossible right now, and selling it would make it final.',
        'So you carry a lot of guilt, wondering whether going round earlier would have saved him.',
        "Let me sum up: you lost your dad suddenly, you found him, and you're stuck between your brother, your wife and your own guilt. Did I get that right?",
      ],
    },
    {
      id: 'overworked_nurse',
      patient: [
        "I'm a nurse on a surgical ward and we're short-staffed every single shift.",
        "Last week I made a drug error. Nobody was hurt but I haven't stopped shaking since.",
        'I dread going in. I sit in the car park for twenty minutes before every shift.',
        'My manager just says everyone is stretched and I need to be more resilient.',
        "I used to love it. I trained for years for this and now I'm counting the days off.",
        'I suppose I want to feel like myself at work again.',
      ],
      student: [
        'Hello, thanks for coming. What would you like to talk about today?',
        'The short staffing on your ward is wearing you down, shift after shift.',
        'That drug error really shook you, even though no one was harmed. What has that been like?',
        'You sit in the car park dreading the shift, because going in feels unsafe now.',
        'Being told to be more resilient left you feeling blamed rather than supported.',
        'So the job you trained for and loved has turned into something you dread, since the error and the staffing. Is that fair?',
      ],
    },
    {
      id: 'student_panic',
      patient: [
        "I'm in my second year at uni and I've started having panic attacks in lectures.",
        "My heart races, my hands go numb and I'm sure I'm going to pass out in front of everyone.",
        "So now I sit by the door, or I just don't go. I've missed three weeks of seminars.",
        "My parents think I'm doing brilliantly. They both left school at sixteen and I'm the first to go.",
        "If I fail this year I don't know how I'd tell them.",
        "I'd like to be able to sit through a lecture without planning my escape.",
      ],
      student: [
        'Hello, thanks for coming. What would you like to talk about today?',
        'Panic has started turning up in your lectures, in your second year.',
        "Your body goes into alarm and you're convinced you'll faint in front of everyone. How have you been handling that?",
        "Avoiding seminars has been the way to cope, but you've missed three weeks now.",
        'Being the first in your family at uni makes this feel even heavier.',
        'So panic in lectures has led to missing seminars, and underneath is the fear of letting your parents down. Have I got that?',
      ],
    },
    {
      id: 'new_mother',
      patient: [
        "My baby is three months old and I feel like I'm doing everything wrong.",
        "She cries and I can't settle her, and my mother-in-law just takes her off me.",
        "I haven't slept more than two hours in a row since she was born.",
        "Everyone says it's the best time of your life. I just feel like a robot doing feeds.",
        "My husband went back to work after two weeks and I'm on my own all day.",
        'I want to actually enjoy her, not just get through the days.',
      ],
      student: [
        'Hello, thanks for coming. What would you like to talk about today?',
        "You're three months into being a mum and you feel you're getting it all wrong.",
        'When your mother-in-law takes her off you, it feels like proof you are failing. What happens for you then?',
        'You are running on almost no sleep.',
        'Everyone expects joy and what you feel is numb, going through the motions of feeding.',
        "So you're exhausted, alone most of the day, and the joy people promised hasn't come. Is that right?",
      ],
    },
    {
      id: 'retired_engineer',
      patient: [
        'I retired from the railway last year after forty years. I thought I would enjoy it.',
        "I don't know what to do with myself. My wife has her clubs and friends and I just potter.",
        "I've started having a few whiskies in the afternoon. Just to pass the time.",
        'My son says I should volunteer, but that feels like charity for me, not from me.',
        "Work was who I was. Now I'm just the old man in the shed.",
        "I'd like to feel useful again, I think.",
      ],
      student: [
        'Hello, thanks for coming. What would you like to talk about today?',
        'Retiring after forty years on the railway has not felt the way you hoped.',
        "Your wife has her own world and you're left without a purpose. How do the days go?",
        'The afternoon whisky has crept in to fill the time.',
        'Volunteering sounds to you like being pitied rather than being useful.',
        "So without the railway you've lost your sense of who you are, and the drinking is filling the gap. Is that it?",
      ],
    },
    {
      id: 'bullied_teen',
      patient: [
        "There's this group at school who send stuff about me in a group chat.",
        "They took a photo of me in the changing rooms and everyone's seen it.",
        "I pretend I'm ill so I can stay home. My mum's starting to get suspicious.",
        "If I tell a teacher it'll just get worse. That's what happened to a boy last year.",
        "I used to have friends but they've gone quiet since it started.",
        'I just want them to leave me alone.',
      ],
      student: [
        'Hello, thanks for coming. What would you like to talk about today?',
        "A group at school is targeting you online and it's been relentless.",
        'That photo being passed around must feel humiliating. How has that been?',
        'Staying home feels safer, even if it means hiding it from your mum.',
        'Telling a teacher feels risky, because you saw it backfire for someone else.',
        "So you're being humiliated online, your friends have pulled away, and telling anyone feels dangerous. Did I get that right?",
      ],
    },
    {
      id: 'debt_worry',
      patient: [
        "I've got about eighteen thousand on credit cards and my partner doesn't know.",
        'It started with the car breaking down and then it just snowballed.',
        'I check the post before she gets up so she never sees the letters.',
        "I lie awake doing sums. I'm moving money between cards just to make the minimum payments.",
        "If she finds out I think she'll leave. Her dad was terrible with money.",
        "I want to stop hiding it but I'm terrified.",
      ],
      student: [
        'Hello, thanks for coming. What would you like to talk about today?',
        "You're carrying a big debt, and the secret of it, on your own.",
        'It crept up on you after the car, bit by bit. What has it been like keeping on top of it?',
        'Hiding the letters every morning must be exhausting.',
        'The juggling between cards keeps you awake at night.',
        'So the debt has grown, you have kept it from your partner, and the fear of losing her is what keeps you quiet. Is that right?',
      ],
    },
  ];

export function sessionUtterances(studentOf: number, patientOf: number): Utterance[] {
  const s = FIT_SESSIONS[studentOf];
  const p = FIT_SESSIONS[patientOf];
  if (!s || !p) throw new Error('no such session');
  const out: Utterance[] = [];
  for (let k = 0; k < s.student.length; k++) {
    out.push({ seq: out.length, speaker: 'student', text: s.student[k] ?? '' });
    out.push({ seq: out.length, speaker: 'patient', text: p.patient[k] ?? '' });
  }
  return out;
}
