import type { PersonaInput } from '../schema';

/**
 * Breaking bad news: a missed miscarriage found on a scan at nine weeks (a fetal pole with no
 * heartbeat, confirmed by a second sonographer). She came alone, her husband is working abroad, and
 * she lost a pregnancy at eight weeks eighteen months ago. Polite and apologetic; she holds herself
 * together and asks practical questions, and blames herself underneath.
 */
export const rachelAdeyemi: PersonaInput = {
  id: 'rachel-adeyemi',
  discipline: 'medicine',
  name: 'Rachel Adeyemi',
  age: 31,
  avatar: '👩🏾',
  difficulty: 'intermediate',
  condition: 'Missed miscarriage at nine weeks (breaking bad news)',
  condition_category: 'reproductive',
  emotional_state: 'Composed and apologetic, bracing herself',
  personality:
    'Warm, organised and conscientious; a teacher who looks after everyone else and apologises for taking up room. Holds it together in public and falls apart later, alone.',
  background:
    'Year 2 teacher at a primary school in Lewisham, south London. Married to Tunde, a civil engineer on a three-month contract in Doha; he is back in five weeks. No children. Lost a pregnancy at eight weeks eighteen months ago, found on a scan just like this one. Her mum lives in Peckham and does not know she is pregnant again.',
  symptoms: [
    'Two days of light brown spotting',
    'Mild period-like cramps, now settled',
    'Breast tenderness and nausea easing off over the last week',
    'Nine weeks by dates; the scan shows a fetal pole of about seven weeks with no heartbeat',
  ],
  demographics: {
    gender: 'female',
    pronouns: 'she/her',
    occupation: 'Primary school teacher (Year 2)',
    living_situation: 'Lives with her husband in a flat in Lewisham; he is working abroad for three months',
    cultural_background: 'British Nigerian (Yoruba), grew up in Peckham, Christian',
  },
  presenting_problem:
    'Referred to the early pregnancy unit by her GP with two days of brown spotting at nine weeks. The transvaginal scan showed a fetal pole measuring about seven weeks with no heartbeat; a second sonographer confirmed it. The sonographer went quiet and she has been sent to wait in the quiet room to see a doctor.',
  history: [
    'Miscarriage at eight weeks eighteen months ago, found on a scan; medical management with tablets, and she bled heavily at home for days.',
    'Low for some months after the first loss; saw her GP, no medication.',
    'No other medical problems; takes folic acid. No allergies.',
    'Periods regular; this pregnancy was planned, after a year of trying.',
  ],
  core_beliefs: [
    'I have to be the strong one.',
    'If something goes wrong, it is because of something I did.',
  ],
  intermediate_beliefs: [
    'If I make a fuss, people will think I am not coping.',
    'If it happens twice, there must be something wrong with me.',
  ],
  automatic_thoughts: [
    'She went quiet. She went quiet last time.',
    'Not again.',
    'How do I tell Tunde on the phone?',
    'I should never have had that wine.',
  ],
  emotions: ['anxious', 'fearful', 'tearful', 'sad', 'guilty', 'numb'],
  coping_behaviours: [
    'Apologises and stays polite when she is frightened',
    'Asks practical questions to keep the feeling at bay',
    'Tells nobody until she is sure',
  ],
  risk: {
    level: 'none',
    disclosure:
      'No. I was very low after the last one, I did go and see my GP about it, but I never wanted to hurt myself. I might need some help again after this, though.',
    deflection: "No, no, nothing like that. Sorry. I'm just... no.",
    min_trust: 0,
    protective_factors: ['Her husband Tunde', 'Her mum and her sister', 'Her class and her church'],
  },
  style: 'people_pleasing',
  facts: [
    // What she knows and the pregnancy: depth 1, answered plainly.
    {
      id: 'why-referred',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'anxious',
      keywords: ['why', 'here', 'referred', 'came in', 'happened', 'spotting', 'bleeding'],
      text: 'I had some spotting on Tuesday, brownish, just when I wiped. I rang my GP and she sent me here for a scan to check. Sorry, you probably know all that.',
    },
    {
      id: 'weeks-pregnant',
      topic: 'pregnancy',
      depth: 1,
      emotion: 'neutral',
      keywords: ['how many weeks', 'weeks', 'far along', 'last period', 'due', 'planned'],
      text: "Nine weeks, by my dates. My last period was the second of September. It was planned, we'd been trying for about a year.",
    },
    {
      id: 'bleeding-now',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['bleeding', 'heavy', 'pads', 'clots', 'how much', 'soaking'],
      text: "It's only been light. Brown, a bit on the pad, no clots, nothing red. I haven't soaked through anything.",
    },
    {
      id: 'pain-now',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['pain', 'cramp', 'cramps', 'tummy', 'shoulder', 'hurt'],
      text: "Just some period-type cramps on Tuesday night, low down. They've settled. Nothing in my shoulder, nothing sharp on one side.",
    },
    {
      id: 'feeling-faint',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['dizzy', 'faint', 'lightheaded', 'temperature', 'fever', 'unwell'],
      text: "No, I've not felt faint or dizzy. No temperature. I feel fine in myself, that's the thing.",
    },
    {
      id: 'symptoms-fading',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'anxious',
      keywords: ['sick', 'nausea', 'breasts', 'pregnant', 'symptoms', 'still feel'],
      text: "The sickness has eased off this last week, and my boobs aren't sore any more. I told myself that was normal for nine weeks.",
    },
    {
      id: 'scan-just-now',
      topic: 'procedure',
      depth: 1,
      emotion: 'fearful',
      keywords: ['scan', 'sonographer', 'screen', 'what happened', 'what did they say', 'told'],
      text: "The lady doing the scan went very quiet. She turned the screen away and went to get a colleague, and then they said a doctor would come and talk to me. Nobody's said anything else.",
    },
    {
      id: 'came-alone',
      topic: 'partner',
      depth: 1,
      emotion: 'sad',
      keywords: ['with you', 'anyone', 'someone', 'alone', 'on your own', 'husband', 'partner', 'come in'],
      text: "No, I came on my own. My husband Tunde is working in Doha till December. I didn't tell anyone I was coming.",
    },
    {
      id: 'previous-miscarriage',
      topic: 'loss',
      depth: 1,
      emotion: 'sad',
      keywords: ['before', 'previous', 'last time', 'pregnant before', 'pregnancies', 'miscarriage', 'lost'],
      text: 'I was pregnant once before, eighteen months ago. I lost it at eight weeks. They found it on a scan, like today. No heartbeat.',
    },
    {
      id: 'last-time-tablets',
      topic: 'procedure',
      depth: 1,
      emotion: 'fearful',
      keywords: ['tablets', 'last time', 'treatment', 'what did they do', 'operation', 'managed'],
      text: 'Last time they gave me the tablets to bring it on. I bled for days at home, it was like a horror film. I was on the bathroom floor.',
    },
    {
      id: 'past-health',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medical', 'health', 'conditions', 'illnesses', 'operations', 'history'],
      text: "I'm healthy otherwise. No operations, nothing long-term. Just the miscarriage.",
    },
    {
      id: 'folic-acid',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medication', 'tablets', 'taking', 'folic', 'vitamins', 'allergies', 'allergic'],
      text: 'Just folic acid, the pregnancy vitamins. No allergies.',
    },
    {
      id: 'teacher',
      topic: 'work',
      depth: 1,
      emotion: 'neutral',
      keywords: ['work', 'job', 'teacher', 'school', 'class'],
      text: "I teach Year 2, at a primary in Lewisham. I've told them it's a dentist appointment. Nobody at work knows.",
    },
    {
      id: 'mum-nearby',
      topic: 'family',
      depth: 1,
      emotion: 'warm',
      keywords: ['family', 'mum', 'mother', 'sister', 'support', 'call', 'ring'],
      text: "My mum's in Peckham and my sister's in Croydon. Mum doesn't know I'm pregnant. After last time I wanted to wait till twelve weeks.",
    },
    // Red flag: who is with her tonight, said only when asked.
    {
      id: 'alone-tonight',
      topic: 'housing',
      depth: 1,
      emotion: 'sad',
      keywords: ['tonight', 'home', 'on your own', 'alone'],
      text: "Tonight? No, I'll be on my own in the flat. Tunde can't just fly back. I suppose I could ring my sister.",
    },
    {
      id: 'low-after-last',
      topic: 'mood',
      depth: 1,
      emotion: 'sad',
      keywords: ['mood', 'low', 'cope', 'coped', 'depressed', 'after last time', 'how did you'],
      text: "I wasn't great after the last one. I kept going to work but I cried every night for months. I saw my GP in the end.",
    },
    // The hidden agenda: depth 2.
    {
      id: 'idea-she-knows',
      topic: 'thoughts',
      depth: 2,
      emotion: 'tearful',
      keywords: ['think', 'suspect', 'understand', 'know', 'sense', 'what do you think'],
      text: "I think I know. She went quiet, exactly like last time. I've been sitting in here telling myself not to be silly, but I know.",
    },
    {
      id: 'concern-something-wrong-with-me',
      topic: 'anxiety',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'concern', 'scared', 'frightened', 'mind'],
      text: "Twice now. Is there something wrong with me? Am I ever going to be able to have a baby? That's what I'm scared of.",
    },
    {
      id: 'concern-telling-tunde',
      topic: 'partner',
      depth: 2,
      emotion: 'tearful',
      keywords: ['tunde', 'tell him', 'husband', 'phone', 'how do i tell'],
      text: 'And Tunde. How do I tell him this on a video call, four thousand miles away? He was so happy this time.',
    },
    {
      id: 'expects-straight-answer',
      topic: 'goals',
      depth: 2,
      emotion: 'anxious',
      keywords: ['hoping', 'expect', 'want', 'today', 'need', 'like us to'],
      text: "I just want someone to tell me straight. Please don't dress it up. And if it is what I think, I don't want the tablets again. I couldn't go through that at home on my own.",
    },
    // Depth 2 and 3: what she is ashamed of.
    {
      id: 'tested-early',
      topic: 'pregnancy',
      depth: 2,
      emotion: 'ashamed',
      keywords: ['found out', 'test', 'positive', 'how did you feel'],
      text: "I did about six tests, to be sure. I know that's silly. I kept checking the line was still dark.",
    },
    {
      id: 'wine-guilt',
      topic: 'alcohol',
      depth: 3,
      emotion: 'guilty',
      keywords: ['alcohol', 'drink', 'wine', 'my fault', 'caused', 'did i do', 'something i did'],
      text: "Can I ask you something? Before I knew, I had wine at a colleague's leaving do. Three glasses, maybe four. Did I do this?",
    },
    {
      id: 'not-happy-at-first',
      topic: 'thoughts',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['honestly', 'really feel', 'when you found out', 'mixed', 'ambivalent', 'deep down'],
      text: "When I saw the test I cried, and it wasn't happy crying. I thought, not again, I can't do this again. I've never told anyone that. Is that why?",
    },
  ],
  opening_statement:
    'Hello. Sorry, are you the doctor? They said someone would come and talk to me about the scan.',
  goals: [
    'To be told the truth plainly',
    'Not to go through tablets and bleeding alone at home again',
    'Underneath: to hear that it was not her fault and that she can still have a baby',
  ],
  speech_markers: ['sorry', "I'm fine, honestly", 'I know that sounds silly', 'is that all right?'],
  case: {
    station: 'bad_news',
    setting: 'Early pregnancy assessment unit, the quiet room',
    task: 'You are a foundation doctor in gynaecology. Rachel Adeyemi, 31, is nine weeks pregnant by dates and was sent for a scan with spotting. The transvaginal scan shows a fetal pole of about seven weeks with no heartbeat; a second sonographer has confirmed it. Explain the result to her, respond to how she takes it, and agree what happens next, outlining the options briefly (no detail needed).',
    agenda: {
      ideas: ['idea-she-knows'],
      concerns: ['concern-something-wrong-with-me', 'concern-telling-tunde'],
      expectations: ['expects-straight-answer'],
      cues: [
        "She went very quiet, the lady. That's what happened last time.",
        'Sorry. I keep thinking I should ring Tunde.',
      ],
    },
    red_flags: [
      {
        id: 'heavy-bleeding',
        fact: 'bleeding-now',
        label: 'Asked how heavy the bleeding is now (clots, soaking pads)',
        asked_by: ['bleed*|blood + heavy|how much|now|still|clot*|pads|soak*', 'soak*|clot*|flooding'],
        partly: ['bleed*'],
        present: false,
      },
      {
        id: 'pain-faint',
        fact: 'feeling-faint',
        label: 'Asked whether she feels faint, dizzy or feverish',
        asked_by: ['faint*|dizz*|lightheaded|light headed|fever*|temperature|shiver*'],
        present: false,
      },
      {
        id: 'alone-tonight',
        fact: 'alone-tonight',
        label: 'Asked whether she will have someone with her tonight',
        asked_by: [
          'tonight|this evening|when you get home|at home + anyone|someone|alone|on your own|with you|company|stay',
          'who + with you + tonight|later|at home',
        ],
        partly: ['support'],
        present: true,
      },
    ],
    news: {
      headline:
        'The scan shows the pregnancy has stopped developing: a fetal pole of about seven weeks with no heartbeat, confirmed by a second sonographer. This is a miscarriage (a missed or delayed miscarriage).',
      delivered_by: [
        'miscarriage + i am afraid|unfortunately|sadly|i am sorry|shows|means|this is|it is|has been',
        'heartbeat|heart beat + no|not|could not|cannot|did not|unable|absent',
        'pregnancy|baby + stopped|not developing|not growing|no longer|not viable|not continuing|died|has ended',
      ],
      prepared_reaction:
        "I knew. I knew when she went quiet. (She is silent for a moment.) Sorry. Sorry, I said I wouldn't cry.",
      blunt_reaction: "What? No, but... she didn't say anything. (She stares at the floor.) ... Okay.",
      questions: [
        'Is it something I did? Was it because I carried on working, or... anything?',
        'Why has it happened twice? Is there something wrong with me?',
        'What happens now? It is still... inside? Do I have to have the tablets again?',
        'Can I go home today? I need to ring Tunde.',
        'Will it be all right to try again?',
      ],
    },
    checklist: [
      { id: 'introduction', use: 'introduction' },
      {
        id: 'setting',
        use: 'spikes-setting',
        also: ['anyone + call|ring|phone|come and be', 'someone + call|ring|phone'],
      },
      {
        id: 'perception',
        use: 'spikes-perception',
        also: [
          'what + you have been told|they told you|has been said',
          'what + they say|did they tell|the sonographer|happened + scan',
          'what did you notice|how did the scan go',
        ],
      },
      {
        id: 'previous-pregnancy',
        domain: 'past_history',
        label: 'Learned about her previous pregnancy and loss, sensitively',
        parts: [
          {
            cues: [
              'pregnant before|previous pregnan*|pregnancies before|other pregnan*|first pregnancy',
              'miscarriage* before|lost a pregnancy|previous miscarriage*|previous loss|any losses',
              'last time + scan|happened|pregnan*',
            ],
            partly: [],
          },
        ],
      },
      { id: 'invitation', use: 'spikes-invitation' },
      { id: 'warning-shot', use: 'spikes-warning-shot' },
      { id: 'news', use: 'spikes-news' },
      {
        id: 'emotions',
        use: 'spikes-emotions',
        also: ['tissue*|tissues', 'i will stay|i am not going anywhere|stay with you'],
      },
      {
        id: 'not-her-fault',
        domain: 'explanation',
        label: 'Told her the miscarriage was not caused by anything she did (work, a drink, her feelings)',
        parts: [
          {
            cues: [
              'not your fault|nothing you did|nothing you could have done|not caused by anything you|not because of anything you|did not cause',
              'most miscarriages + chromosom*|not prevent*|nothing to do with|cannot be prevented|random',
              'chromosom*|genetic + problem|abnormal*|reason',
            ],
            partly: ['common|one in four|one in five|very common'],
          },
        ],
      },
      {
        id: 'options',
        domain: 'explanation',
        label:
          'Outlined the options in plain words: waiting for it to happen naturally, tablets, or a small procedure',
        parts: [
          {
            cues: ['wait* + natural*|happen on its own|by itself|its own', 'expectant|let nature'],
            partly: ['wait*'],
          },
          {
            cues: ['tablet*|medicine*|medication|misoprostol|pessar*', 'medical management'],
            partly: [],
          },
          {
            cues: [
              'operation|procedure|surgical|surgery|anaesthetic|vacuum|remove + tissue|pregnancy',
              'under local|while you are asleep|general anaesthetic',
            ],
            partly: [],
          },
        ],
        need: 2,
      },
      {
        id: 'no-rush',
        domain: 'shared_plan',
        label: 'Told her she need not decide today, and that her wish not to have tablets at home counts',
        parts: [
          {
            cues: [
              'do not have to decide|need not decide|no need to decide|not decide today|not have to decide|do not need to decide|time to think|think about it',
              'your choice|up to you|what you would prefer|what would you prefer|which would you prefer|what feels right',
            ],
            partly: ['decide'],
          },
        ],
      },
      {
        id: 'strategy',
        use: 'spikes-strategy',
        also: ['early pregnancy unit|epau|contact number|phone number'],
      },
      {
        id: 'support',
        domain: 'spikes_strategy',
        label:
          'Offered support: someone to be with her, telling her husband, the Miscarriage Association or counselling',
        parts: [
          {
            cues: [
              'miscarriage association|counsell*|bereavement|support group|support service*|leaflet',
              'help you + tell|call|ring|phone + tunde|husband|him',
              'your sister|your mum|your mother + call|ring|come|with you|be with',
            ],
            partly: ['support'],
          },
        ],
        timing: 'after_news',
      },
      { id: 'check-understanding', use: 'check-understanding' },
      {
        id: 'safety-netting',
        use: 'safety-netting',
        also: [
          'heavy|heavier|soak*|clot*|severe pain|smell*|fever|temperature|faint* + call|ring|come|contact|a&e|999|straight',
        ],
      },
      {
        // "No heartbeat" and "the pregnancy has stopped developing" are plain; "lost the baby" or
        // "non-viable" stand in for the word, and "products of conception" wounds however explained.
        id: 'avoid-euphemism',
        polarity: 'avoid',
        domain: 'spikes_knowledge',
        label:
          'Called the miscarriage by a euphemism or jargon (“lost the baby”, “non-viable”, “products of conception”) instead of saying plainly it is a miscarriage',
        parts: [
          {
            cues: [
              'lost the baby|lost your baby|lost the pregnancy|lost this pregnancy|losing the baby|losing the pregnancy',
              'baby has gone|gone to sleep|not meant to be|failed pregnancy|pregnancy failure|pregnancy has failed',
              'not viable|non viable|nonviable|unviable|fetal demise|foetal demise',
            ],
            unless: ['before|previous*|last time|in the past|last year|eighteen months'],
            plain: ['miscarriage*|miscarried|miscarry'],
          },
          {
            cues: ['products of conception|retained products|abortion'],
          },
        ],
      },
    ],
  },
};
