import type { PersonaInput } from '../schema';

/**
 * A relapse of schizophrenia ten weeks after stopping aripiprazole (weight gain, restlessness): two
 * voices commenting on her, the belief that her neighbour films her through the smoke alarm, little
 * sleep. Insight partial: she knows the voices came back before when she stopped, and is sure the
 * camera is real. Risk is the point of the station: passive thoughts of death the voices feed, a
 * confrontation with the neighbour, and a knife kept by the bed.
 */
export const chloeBauer: PersonaInput = {
  id: 'chloe-bauer',
  discipline: 'both',
  name: 'Chloe Bauer',
  age: 34,
  avatar: '👩🏼',
  difficulty: 'advanced',
  condition: 'Schizophrenia, relapse after stopping aripiprazole',
  condition_category: 'psychosis',
  emotional_state: 'Watchful, frightened and tired',
  personality:
    'Bright, dry and private; reads a lot and notices everything. Wary of anyone with a clipboard since her admissions, and quick to feel she is not being believed. Warms to people who are honest and do not talk down to her.',
  background:
    'Grew up in Weston-super-Mare; her father, who is German, left when she was ten. Works part-time at a garden centre in Bristol and lives alone in a housing association flat with her cat, Pepper. Diagnosed with schizophrenia at 28 after two admissions, one under section. Stable on aripiprazole for three years under the community mental health team; stopped it ten weeks ago.',
  symptoms: [
    'Two male voices talking about her, for about a month',
    'Believes the neighbour films her through the smoke alarm',
    'Feels her thoughts can be heard through the alarm',
    'Sleeping three or four hours, watching the street at night',
    'Eating only sealed food',
    'Off work for two weeks',
  ],
  demographics: {
    gender: 'female',
    pronouns: 'she/her',
    occupation: 'Part-time garden centre assistant',
    living_situation: 'Lives alone with her cat in a housing association flat in Bristol',
    cultural_background: 'English and German; grew up in Somerset',
  },
  presenting_problem:
    "Her mother booked the appointment after a phone call in which Chloe said the neighbour was filming her. Ten weeks after stopping aripiprazole she hears two men talking about her, has taped over her smoke alarm, sleeps three or four hours, eats only sealed packets and has not been to work for two weeks. Last week she banged on the neighbour's door and the police came.",
  history: [
    'First episode at 27: voices and the belief she was being followed; admitted under section 2 for six weeks.',
    'Second admission at 29 after stopping olanzapine, which had put three stone on her.',
    'Switched to aripiprazole 15 mg; well for three years; stopped it ten weeks ago because of weight and restlessness.',
    'Smoked cannabis in her twenties; a couple of joints in the last fortnight to sleep.',
    "Her father's brother was in a psychiatric hospital in Germany for years.",
  ],
  core_beliefs: ['People will decide things about me without me.', 'I am not safe in my own home.'],
  intermediate_beliefs: [
    'If I tell them everything, they will section me.',
    'If I take the tablets, I lose my body and myself.',
  ],
  automatic_thoughts: [
    'He is recording this.',
    'They are going to lock me up again.',
    'I am not mad. The camera is there.',
    'I can feel the restlessness just thinking about that tablet.',
  ],
  emotions: ['guarded', 'fearful', 'anxious', 'irritable', 'sad', 'hopeless'],
  coping_behaviours: [
    'Tapes over the smoke alarm and keeps the blinds down',
    'Eats only sealed food',
    'Stays up watching the street',
    'Smokes cannabis to get to sleep',
  ],
  risk: {
    level: 'passive_ideation',
    disclosure:
      "Sometimes the voices say I'd be better off gone. At three in the morning I half agree with them. I haven't done anything and I haven't planned anything. I've got Pepper, and Mum. But I've thought it would be easier not to wake up.",
    deflection: 'Why, so you can write it down and have me taken in? No.',
    min_trust: 0.55,
    protective_factors: [
      'Her cat Pepper',
      'Her mother',
      'Her job at the garden centre',
      'Knowing she got well before',
    ],
  },
  style: 'guarded',
  facts: [
    // What is happening: depth 1, told to a direct question.
    {
      id: 'why-here-mum',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'guarded',
      keywords: ['why', 'here', 'today', 'appointment', 'brings', 'brought', 'going on'],
      text: "My mum made the appointment. She thinks I'm getting ill again. I told her something on the phone and she panicked.",
    },
    {
      id: 'voices-two-men',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'fearful',
      keywords: [
        'voices',
        'hear voices',
        'hearing voices',
        'hear',
        'hearing',
        'things other people',
        'what do they say',
        'how many',
        'talking',
      ],
      text: "There are two men. They talk about me, not to me. 'She's going out now.' 'Look at her.' Like a running commentary. It's worse at night.",
    },
    {
      id: 'voices-started',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'anxious',
      keywords: ['when', 'start', 'started', 'how long', 'first', 'come back', 'began'],
      text: "About a month. Quiet at first, like a radio in another flat. It started a few weeks after I stopped the tablets, if you're going to ask.",
    },
    {
      id: 'camera-belief',
      topic: 'thoughts',
      depth: 1,
      emotion: 'fearful',
      keywords: ['watched', 'followed', 'camera', 'neighbour', 'spying', 'safe', 'against you', 'beliefs'],
      text: "My neighbour's put a camera in my smoke alarm. He's recording me and sending it on to someone. I've taped over it. I'm not imagining it, there's a little light.",
    },
    {
      id: 'thoughts-heard',
      topic: 'thoughts',
      depth: 2,
      emotion: 'ashamed',
      keywords: ['thoughts', 'mind', 'read your mind', 'put thoughts', 'taken out', 'broadcast', 'control'],
      text: "This is going to sound mad. Sometimes I think the alarm picks up what I'm thinking, not just what I say. So I try not to think near it.",
    },
    {
      id: 'sleep-poor',
      topic: 'sleep',
      depth: 1,
      emotion: 'anxious',
      keywords: ['sleep', 'sleeping', 'night', 'tired', 'awake'],
      text: "Three hours, four if I'm lucky. I sit by the window with the light off and watch the street.",
    },
    {
      id: 'mood-scared-not-sad',
      topic: 'mood',
      depth: 1,
      emotion: 'anxious',
      keywords: ['mood', 'low', 'down', 'depressed', 'spirits', 'feeling in yourself'],
      text: "I'm not depressed, if that's what you mean. I'm scared. And tired. I don't enjoy anything much at the moment, but you wouldn't either.",
    },
    {
      id: 'sealed-food',
      topic: 'eating',
      depth: 1,
      emotion: 'guarded',
      keywords: ['eat', 'eating', 'food', 'appetite', 'looking after yourself', 'weight loss'],
      text: "I only eat things that are sealed. Packets, tins. I threw out what was in the fridge. I've probably lost a bit.",
    },
    {
      id: 'commands-checking',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'fearful',
      keywords: ['tell you to do', 'commands', 'orders', 'instruct'],
      text: "They tell me things sometimes. Check the door. Keep the blinds down. They've never told me to hurt anyone, if that's what you're asking.",
    },
    {
      id: 'neighbour-confrontation',
      topic: 'thoughts',
      depth: 1,
      emotion: 'ashamed',
      keywords: ['harm', 'hurt', 'anyone', 'others', 'neighbour', 'angry', 'violent'],
      text: "I went and banged on his door last week. I told him if he didn't take it out I'd sort him out myself. He called the police. I wouldn't actually hurt him. I just want it to stop.",
    },
    {
      id: 'past-admissions',
      topic: 'previous_help',
      depth: 1,
      emotion: 'guarded',
      keywords: [
        'before',
        'mental health',
        'hospital',
        'admitted',
        'sectioned',
        'history',
        'happened before',
      ],
      text: "I've been in hospital twice. Once on a section, when I was twenty-seven, six weeks. Then again at twenty-nine. They said schizophrenia. I'm under the mental health team, or I was.",
    },
    {
      id: 'aripiprazole-stopped',
      topic: 'medication',
      depth: 1,
      emotion: 'guarded',
      keywords: ['medication', 'medicine', 'tablets', 'taking', 'aripiprazole', 'dose'],
      text: "Aripiprazole, fifteen milligrams. I stopped it about ten weeks ago. I didn't tell anyone. I just stopped picking it up.",
    },
    {
      id: 'why-stopped',
      topic: 'medication',
      depth: 1,
      emotion: 'frustrated',
      keywords: ['why', 'stop', 'stopped', 'side effects', 'weight', 'restless'],
      text: "The weight, mainly. I put three stone on with the olanzapine and never got it off. And the aripiprazole made me restless, like my legs wouldn't stay still. I couldn't sit through a film.",
    },
    {
      id: 'physical-health',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['physical', 'medical', 'health', 'conditions', 'allergies', 'allergic'],
      text: "Nothing physical. No allergies. The GP keeps on about my weight and my bloods, that's about it.",
    },
    {
      id: 'alcohol-little',
      topic: 'alcohol',
      depth: 1,
      emotion: 'neutral',
      keywords: ['alcohol', 'drink', 'drinking', 'units', 'wine'],
      text: "Hardly. A glass of wine at Mum's. I don't keep it in the flat.",
    },
    {
      id: 'garden-centre',
      topic: 'work',
      depth: 1,
      emotion: 'sad',
      keywords: ['work', 'job', 'garden centre'],
      text: "I work at a garden centre, three days a week. I've not been in for two weeks. I said I had flu. I miss the plants, weirdly.",
    },
    {
      id: 'lives-with-pepper',
      topic: 'housing',
      depth: 1,
      emotion: 'warm',
      keywords: ['live', 'flat', 'alone', 'cat', 'who lives'],
      text: "On my own, with my cat, Pepper. Housing association flat in Easton. She's the only one I talk to some days.",
    },
    {
      id: 'family-psych',
      topic: 'family_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['family', 'runs in', 'relatives', 'uncle', 'father', 'mum', 'mother'],
      text: "My dad's German, he left when I was ten. His brother was in a hospital in Germany for years, nobody talked about it. Mum's in Weston. She's all right, mostly.",
    },
    {
      id: 'police-visit',
      topic: 'previous_help',
      depth: 2,
      emotion: 'ashamed',
      keywords: ['police', 'law', 'trouble', 'arrested', 'court', 'forensic'],
      text: 'The police came after the door thing. They just talked to me. Never been arrested, nothing like that.',
    },
    {
      id: 'cannabis',
      topic: 'substances',
      depth: 2,
      emotion: 'guilty',
      keywords: ['drugs', 'cannabis', 'weed', 'smoke', 'substances', 'recreational'],
      text: "I've had a couple of joints in the last fortnight. Just to get to sleep. I know, I know what they say about it and the voices.",
    },
    // The hidden agenda: depth 2.
    {
      id: 'insight-partial',
      topic: 'thoughts',
      depth: 2,
      emotion: 'guarded',
      keywords: ['think', 'illness', 'unwell', 'explain', 'cause', 'going on'],
      text: "I know what you're going to say. Last time the voices came back after I stopped, too, so maybe the voices are the illness. But the camera's real. There's a light. I'm not making that up.",
    },
    {
      id: 'concern-sectioned',
      topic: 'anxiety',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'concern', 'scared', 'afraid', 'hospital'],
      text: "I don't want to go back in. Being sectioned was the worst six weeks of my life. If I tell you everything, that's what happens, isn't it?",
    },
    {
      id: 'concern-weight',
      topic: 'body_image',
      depth: 2,
      emotion: 'sad',
      keywords: ['weight', 'body', 'look', 'appearance', 'side effects', 'tablets again'],
      text: "And if I go back on tablets I'll just get bigger. I stopped swimming. I don't recognise myself in photos. Nobody in that team ever took it seriously.",
    },
    {
      id: 'expects-sleep-and-letter',
      topic: 'goals',
      depth: 2,
      emotion: 'guarded',
      keywords: ['hoping', 'want', 'expect', 'need', 'help', 'like us to'],
      text: "I want something to help me sleep. And a letter to the housing association so they move me away from him. That's what would actually help.",
    },
    // Depth 3: the riskiest material.
    {
      id: 'knife-by-bed',
      topic: 'coping',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['weapon', 'knife', 'protect yourself', 'protection', 'safe at night'],
      text: "I keep a kitchen knife by the bed. Just in case he comes in. I've never taken it out of the flat. I've never told anyone that.",
    },
    {
      id: 'voices-about-mum',
      topic: 'family',
      depth: 3,
      emotion: 'tearful',
      keywords: ['mum involved', 'trust your mum', 'in on it', 'everyone'],
      text: "Sometimes they say Mum's in on it. That she's the one who told him. I don't believe it. Mostly I don't believe it.",
    },
  ],
  opening_statement: "My mum made me come. I'm fine. I'm just not sleeping, that's all.",
  goals: [
    'Something to help her sleep',
    'To be moved away from the neighbour',
    'Not to go back into hospital',
    'Underneath: a treatment that does not cost her her body',
  ],
  speech_markers: ['if you must know', "I'm not making that up", 'if that is what you are asking', 'weirdly'],
  case: {
    station: 'psychiatric_history',
    setting: 'GP surgery, a routine appointment her mother booked',
    task: 'You are a foundation doctor in general practice. Chloe Bauer, 34, has schizophrenia and is under the community mental health team; her mother booked this appointment, worried she is unwell again. Take a psychiatric history, including a careful assessment of risk to herself and others, her medication, and her own view of what is happening, then outline what you would suggest. You do not need to examine her.',
    agenda: {
      ideas: ['insight-partial'],
      concerns: ['concern-sectioned', 'concern-weight'],
      expectations: ['expects-sleep-and-letter'],
      cues: [
        "You're going to write all this down, aren't you.",
        'I just need to sleep. And to get away from him.',
      ],
    },
    red_flags: [
      {
        id: 'command-hallucinations',
        fact: 'commands-checking',
        label: 'Asked whether the voices tell her to do things (command hallucinations)',
        asked_by: [
          'tell you to|telling you to|tell you + do|command*|order* you|instruct*',
          'voices + tell + do|hurt|harm',
        ],
        partly: [],
        present: true,
      },
      {
        id: 'harm-to-others',
        fact: 'neighbour-confrontation',
        label: 'Asked about thoughts of harming others, and what happened with the neighbour',
        asked_by: [
          'confront*|argument|row|fight|angry with + neighbour*|him',
          'harm|hurt + anyone|someone|others|anybody|him|neighbour*|other people',
          'violen*|aggressi*|lash* out|lost your temper',
        ],
        partly: ['neighbour*'],
        present: true,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      { id: 'opening-question', use: 'opening-question' },
      {
        id: 'voices',
        domain: 'presenting_complaint',
        label: 'Asked about hearing voices, and what they say, in a non-leading way',
        parts: [
          {
            cues: [
              'voice*|hear* things|hearing things|hear* people|hear* someone|other people cannot hear|when no one is there',
            ],
            partly: [],
          },
          {
            cues: [
              'what + they|the voices + say|saying',
              'how many + voice*|people',
              'talk* about you|talk* to you|comment*|to you or about you',
              'recogni* + voice*',
            ],
            partly: [],
          },
        ],
        need: 2,
      },
      {
        id: 'beliefs',
        domain: 'presenting_complaint',
        label: 'Explored her belief about being watched without colluding or arguing',
        parts: [
          {
            cues: [
              'watch*|spy*|monitor*|record* + you',
              'camera*|smoke alarm|being followed|following you',
              'against you|out to get you|trying to harm you|safe at home|feel safe',
            ],
            partly: ['neighbour*'],
          },
        ],
      },
      {
        id: 'thought-interference',
        domain: 'presenting_complaint',
        label: 'Asked about thought interference (thoughts heard, put in, taken out or controlled)',
        parts: [
          {
            cues: [
              'thoughts + hear|heard|read|put|taken|broadcast*|control*|interfer*',
              'read your mind|put into your head|taken out of your head',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'onset',
        domain: 'presenting_complaint',
        label: 'Asked when this started and how it has changed',
        parts: [
          {
            cues: ['when + start*|began|come back|came back|first notice*', 'how long + been|going on|had'],
            partly: [],
          },
        ],
      },
      {
        id: 'sleep-mood',
        domain: 'presenting_complaint',
        label: 'Asked about sleep and mood',
        parts: [
          { cues: ['sleep*'], partly: [] },
          { cues: ['mood|low|down|depress*|enjoy*|spirits'], partly: [] },
        ],
      },
      {
        id: 'risk-self',
        domain: 'risk',
        label: 'Asked directly about thoughts of suicide or self-harm',
        parts: [
          {
            cues: [
              'end* + life|lives|it all',
              'suicid*|kill yourself|end your life|take your own life|self harm|hurt yourself|harm yourself',
              'better off dead|not want to be here|not being here|not wake up|life is not worth',
            ],
            partly: ['safe'],
          },
        ],
      },
      {
        id: 'risk-weapons',
        domain: 'risk',
        label: 'Asked whether she has anything to protect herself with (weapons)',
        parts: [
          {
            cues: ['weapon*|knife|knives|protect yourself|protection|keep anything'],
            partly: [],
          },
        ],
      },
      {
        id: 'self-care',
        domain: 'risk',
        label: 'Asked about eating and looking after herself',
        parts: [
          {
            cues: ['eat*|food|appetite|look* after yourself|manag* at home|washing'],
            partly: [],
          },
        ],
      },
      {
        id: 'past-psychiatric',
        domain: 'past_history',
        label: 'Asked about past episodes, admissions and her diagnosis',
        parts: [
          {
            cues: [
              'mental health + before|history|problem*|team|services',
              'been in hospital|admitted|admission*|section*',
              'diagnos*|schizophren*|psychosis|this before|happened before|like this before',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'medication',
        domain: 'drugs_allergies',
        label: 'Asked about her medicine, whether she is taking it, and why she stopped',
        parts: [
          { cues: ['@medicine', 'aripiprazole|antipsychotic*'], partly: [] },
          {
            cues: [
              'stop*|still taking|taking it|been taking|come off|came off|miss*',
              'side effect*|weight|restless*',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'drugs',
        domain: 'social_history',
        label: 'Asked about cannabis and other drugs',
        parts: [{ cues: ['drug*|cannabis|weed|skunk|substance*|recreational'], partly: [] }],
      },
      { id: 'alcohol', use: 'alcohol' },
      {
        id: 'family-history',
        use: 'family-history',
        also: ['mental health|mental illness + family|relative*|@family'],
      },
      { id: 'social-history', use: 'social-history' },
      {
        id: 'forensic',
        domain: 'social_history',
        label: 'Asked about contact with the police',
        parts: [{ cues: ['police|trouble with the law|arrest*|court|criminal|forensic'], partly: [] }],
      },
      {
        id: 'insight',
        use: 'ideas',
        label: 'Explored her own view of what is happening (insight)',
        also: ['illness|unwell|relapse + think|could be|might be|coming back|part of'],
      },
      { id: 'concerns', use: 'concerns' },
      { id: 'expectations', use: 'expectations' },
      { id: 'empathy', use: 'empathy' },
      { id: 'summary', use: 'summary' },
      {
        id: 'explain-plan',
        domain: 'explanation',
        label:
          'Suggested a plan that takes her concerns seriously: her mental health team soon, and a medicine that suits her better',
        parts: [
          {
            cues: [
              'mental health team|care coordinator|cmht|psychiatrist|crisis team|home treatment',
              'refer* + team|psychiatr*|specialist',
            ],
            partly: [],
          },
          {
            cues: [
              'different + medicine|medication|tablet*|antipsychotic*|dose',
              'injection|depot|lower dose|switch*|alternative*',
              'weight + help|support|seriously|dietitian|exercise|monitor*',
            ],
            partly: [],
          },
        ],
        need: 2,
      },
      {
        id: 'crisis-safety-net',
        use: 'safety-netting',
        label: 'Safety-netted: who to contact in a crisis, and when',
        also: ['crisis + line|team|number', 'samaritans|111|a&e'],
      },
    ],
  },
};
