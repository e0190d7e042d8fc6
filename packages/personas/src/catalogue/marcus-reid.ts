import type { PersonaInput } from '../schema';

/**
 * A first manic episode, probably tipped over by an antidepressant: two weeks of two or three hours'
 * sleep, pressured and expansive, fourteen thousand pounds of debt on a fitness-app business, fast
 * driving, unprotected sex, suspended from work after shouting at his manager. His mother has
 * bipolar disorder. He feels better than ever and is irritable when challenged; the risk is from
 * recklessness, not from wanting to die.
 */
export const marcusReid: PersonaInput = {
  id: 'marcus-reid',
  discipline: 'both',
  name: 'Marcus Reid',
  age: 29,
  avatar: '👨🏽',
  difficulty: 'advanced',
  condition: 'Mania (first episode), possible bipolar disorder',
  condition_category: 'bipolar',
  emotional_state: 'Elated, pressured and easily irritated',
  personality:
    'Charming, funny and generous; a natural salesman who has always been the life of the room. Hates being told what to do and takes concern as an insult. Underneath, loyal and frightened of turning out like his mum.',
  background:
    'Personal trainer at a gym in Salford; lives with his girlfriend Jess, a nurse, in a rented flat in Eccles. Grew up with his mum, who has bipolar disorder and was in hospital several times when he was a boy. Had a depression at 24 after his nan died. Restarted sertraline from his GP eight weeks ago after a bad patch; for two weeks he has hardly slept.',
  symptoms: [
    'Sleeping two or three hours a night for two weeks, not tired',
    'Elated, expansive mood; irritable when challenged',
    'Pressured speech and racing thoughts, jumping between ideas',
    'Grandiose plans for a fitness app',
    'About fourteen thousand pounds spent or borrowed',
    'Fast driving and unprotected sex with strangers',
    'Suspended from work after shouting at his manager',
  ],
  demographics: {
    gender: 'male',
    pronouns: 'he/him',
    occupation: 'Personal trainer (suspended)',
    living_situation: 'Lives with his girlfriend in a rented flat in Eccles',
    cultural_background: 'Mixed heritage (Jamaican and English), from Salford',
  },
  presenting_problem:
    'His girlfriend Jess booked an urgent GP appointment and came with him, then was asked to wait outside. For two weeks he has slept two or three hours a night, talked non-stop about a fitness app he says will make him a millionaire by Christmas, taken an eight-thousand-pound loan and run up six thousand on credit cards, and was suspended from work after shouting at his manager. He restarted sertraline eight weeks ago.',
  history: [
    'Depression at 24 after his nan died: sertraline from the GP for a year; no mania then.',
    'Restarted sertraline 100 mg eight weeks ago after a low patch; no other mental health history or admissions.',
    'Mother has bipolar disorder, on lithium; several admissions in his childhood.',
    'Cocaine at the weekends twice in the last fortnight; drinking more than usual.',
  ],
  core_beliefs: ['I am only worth something when I am winning.', 'If I slow down, I will end up like Mum.'],
  intermediate_beliefs: [
    'If people worry about me, they are trying to hold me back.',
    'If I feel this good, nothing can be wrong.',
  ],
  automatic_thoughts: [
    'This is the big one.',
    'Sleep is for people with nothing to do.',
    'Jess just does not get the vision.',
    'They want to put me on what Mum is on.',
  ],
  emotions: ['hopeful', 'irritable', 'warm', 'angry', 'anxious'],
  coping_behaviours: [
    'Works on the app through the night',
    'Spends to make ideas happen now',
    'Laughs off concern, or snaps at it',
    'Drives to clear his head',
  ],
  risk: {
    level: 'none',
    disclosure:
      "Kill myself? Mate, I've never been better. When I was down at twenty-four I had a couple of nights thinking everyone'd be better off, but I never did anything. Not now. No way.",
    deflection: 'What? No! Look at me. Next question.',
    min_trust: 0,
    protective_factors: ['His girlfriend Jess', 'His mum and his little sister', 'His plans'],
  },
  style: 'tangential',
  facts: [
    // The episode: depth 1, told to a direct question (at length).
    {
      id: 'jess-made-appointment',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'irritable',
      keywords: ['why', 'here', 'today', 'brings', 'brought', 'appointment', 'going on'],
      text: "Jess booked it. She's a nurse, she thinks everything's a symptom. I'm fine. I'm better than fine, I'm flying, and apparently that's a problem now.",
    },
    {
      id: 'sleep-two-hours',
      topic: 'sleep',
      depth: 1,
      emotion: 'hopeful',
      keywords: ['sleep', 'sleeping', 'night', 'tired', 'rest', 'bed'],
      text: "Two, three hours. And I wake up buzzing, no alarm. Two weeks like that. I don't need it, honestly, I've got too much on.",
    },
    {
      id: 'mood-flying',
      topic: 'mood',
      depth: 1,
      emotion: 'hopeful',
      keywords: ['mood', 'feeling', 'spirits', 'high', 'happy', 'elated', 'how have you been'],
      text: "Best I've ever felt. Like someone's turned the colour up on everything. I'm laughing at stuff, I'm talking to strangers on the tram.",
    },
    {
      id: 'irritable',
      topic: 'mood',
      depth: 1,
      emotion: 'irritable',
      keywords: ['irritable', 'snappy', 'short-tempered', 'temper', 'annoyed', 'wound up'],
      text: "Only when people slow me down. Jess keeps asking if I'm all right, like, every five minutes. It does my head in.",
    },
    {
      id: 'racing-thoughts',
      topic: 'concentration',
      depth: 1,
      emotion: 'hopeful',
      keywords: ['thoughts', 'racing', 'mind', 'concentrate', 'concentration', 'focus', 'fast'],
      text: "My brain's going at about a thousand miles an hour. Ideas, ideas, ideas. I start one thing and I've already got three better ones. Jess says I'm not finishing my sentences. I am.",
    },
    {
      id: 'the-app',
      topic: 'goals',
      depth: 1,
      emotion: 'hopeful',
      keywords: ['business', 'idea', 'plan', 'app', 'project', 'working on'],
      text: "Right, so, it's an app. Personal training, but AI, matched to your star sign and your genes. Nobody's doing it. I'll be a millionaire by Christmas, I'm not even joking. I've been pitching it to everyone.",
    },
    {
      id: 'spending',
      topic: 'finances',
      depth: 1,
      emotion: 'hopeful',
      keywords: ['money', 'spend', 'spending', 'loan', 'debt', 'credit card', 'afford', 'bought'],
      text: "I've invested. Eight grand loan for branding and a developer, and maybe six on the cards. And a watch, but that's for meetings, you've got to look the part.",
    },
    {
      id: 'when-it-started',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['when', 'start', 'started', 'how long', 'first notice', 'began'],
      text: "About two weeks ago it all clicked. Before that I'd been a bit flat, that's why I went back on the sertraline. Then, boom.",
    },
    {
      id: 'suspended',
      topic: 'work',
      depth: 1,
      emotion: 'angry',
      keywords: ['work', 'job', 'gym', 'manager', 'trainer', 'clients'],
      text: "I'm a PT at a gym in Salford. Well, I'm suspended. My manager was being a muppet about me running my app on the gym floor and I told him what I thought of him. Loudly. Whatever, I'm leaving anyway.",
    },
    {
      id: 'lives-with-jess',
      topic: 'partner',
      depth: 1,
      emotion: 'warm',
      keywords: ['live', 'girlfriend', 'jess', 'partner', 'home', 'relationship'],
      text: "I live with Jess, in Eccles. Three years. She's amazing, she's just... she's worrying about nothing. She's outside.",
    },
    {
      id: 'depression-at-24',
      topic: 'previous_help',
      depth: 1,
      emotion: 'sad',
      keywords: ['before', 'mental health', 'depression', 'history', 'past', 'hospital', 'like this before'],
      text: 'I had a depression when I was twenty-four, after my nan died. GP put me on sertraline for a year. Never been in hospital, never seen a psychiatrist. Never been high like this before either.',
    },
    {
      id: 'sertraline',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medication', 'medicine', 'tablets', 'taking', 'sertraline', 'dose', 'allergies'],
      text: 'Sertraline, a hundred. The GP put me back on it eight weeks ago. No allergies. Nothing else, apart from protein shakes.',
    },
    {
      id: 'mum-bipolar',
      topic: 'family_history',
      depth: 1,
      emotion: 'anxious',
      keywords: ['family', 'mum', 'mother', 'runs in', 'relatives', 'mental health in the family'],
      text: "My mum's bipolar. She's on lithium. She was in hospital a few times when I was a kid, I used to stay at my nan's. She's all right now.",
    },
    {
      id: 'alcohol-more',
      topic: 'alcohol',
      depth: 1,
      emotion: 'neutral',
      keywords: ['alcohol', 'drink', 'drinking', 'units', 'pints'],
      text: "More than usual, I suppose. Out most nights celebrating. Four or five pints, a few shots. I'm a big lad.",
    },
    {
      id: 'physical-health',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['physical', 'medical', 'health', 'conditions', 'thyroid', 'head injury'],
      text: "Fit as a fiddle. I'm a PT. No health problems, no head injuries, nothing.",
    },
    // Red flags, told only when asked specifically.
    {
      id: 'no-psychosis',
      topic: 'thoughts',
      depth: 1,
      emotion: 'irritable',
      keywords: ['voices', 'hear things', 'special', 'powers', 'messages', 'chosen'],
      text: "Voices? No. I'm not hearing things, mate. I'm not special powers or whatever. I'm just good at this. There's a difference.",
    },
    {
      id: 'fast-driving',
      topic: 'daily_life',
      depth: 1,
      emotion: 'hopeful',
      keywords: ['driving', 'drive', 'car', 'speed', 'speeding'],
      text: "I've been driving a lot, at night, to think. I got flashed doing about a hundred on the M60 last week. It felt amazing, if I'm honest.",
    },
    {
      id: 'unprotected-sex',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'guilty',
      keywords: ['sex', 'sexual', 'partners', 'condoms', 'protection'],
      text: "There's been... a couple of girls I met out. No, no condoms. Jess doesn't know. Don't tell her that.",
    },
    // The hidden agenda: depth 2.
    {
      id: 'idea-not-ill',
      topic: 'thoughts',
      depth: 2,
      emotion: 'irritable',
      keywords: ['think', 'ill', 'illness', 'explain', 'cause', 'what is happening'],
      text: "I don't think I'm ill. I think I've finally woken up. Maybe the sertraline's just working properly for once. Is that mad?",
    },
    {
      id: 'concern-like-mum',
      topic: 'family',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'concern', 'scared', 'afraid', 'frighten'],
      text: "If you say the word bipolar, that's me, isn't it. That's Mum. Lithium and blood tests and hospital. I watched all that. That's not my life.",
    },
    {
      id: 'concern-money',
      topic: 'finances',
      depth: 2,
      emotion: 'anxious',
      keywords: ['money', 'loan', 'pay back', 'debt', 'bills'],
      text: "And, look, the loan. If the app doesn't... no. It will. But the repayments start next month and I'm suspended. Jess doesn't know about the cards.",
    },
    {
      id: 'expects-tell-jess',
      topic: 'goals',
      depth: 2,
      emotion: 'hopeful',
      keywords: ['hoping', 'want', 'expect', 'like us to', 'need'],
      text: "Honestly? I want you to tell Jess I'm fine, so she gets off my back. Maybe something to take the edge off so I can sleep a bit. That's it.",
    },
    // Depth 2 and 3: what he would rather not say.
    {
      id: 'cocaine',
      topic: 'substances',
      depth: 2,
      emotion: 'guilty',
      keywords: ['drugs', 'cocaine', 'coke', 'cannabis', 'substances', 'recreational'],
      text: "A bit of coke at the weekends. Twice, maybe three times in the last fortnight. Just socially. It's not why I feel like this, I felt like this first.",
    },
    {
      id: 'frightened-at-4am',
      topic: 'anxiety',
      depth: 3,
      emotion: 'fearful',
      keywords: ['scared', 'honestly', 'really', 'night', 'out of control', 'frightened'],
      text: "There was one night, four in the morning, my thoughts were going so fast I couldn't catch them. I sat in the car outside Mum's and I was scared. Proper scared. Then it passed and I felt brilliant again.",
    },
    {
      id: 'pushed-jess',
      topic: 'partner',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['jess', 'argument', 'hurt', 'push', 'physical', 'violent', 'anyone'],
      text: "Tuesday she hid my car keys and I lost it. I pushed past her, she hit the door frame. I've never done anything like that. I've never put a hand on a woman. I don't know what that was.",
    },
  ],
  opening_statement:
    "Right, hi, hello, good to meet you. Look, I'll be quick because I've got a call at eleven with a developer, this is all Jess, she's a worrier, bless her.",
  goals: [
    'To be told he is fine and get back to the app',
    'Something to help him sleep',
    'Underneath: not to become his mum',
  ],
  speech_markers: ['mate', "I'm not even joking", 'honestly', 'right, so', 'anyway, where was I'],
  case: {
    station: 'psychiatric_history',
    setting: 'GP surgery, an urgent same-day appointment',
    task: "You are a foundation doctor in general practice. Marcus Reid, 29, has come in at his girlfriend's insistence; she is worried about his behaviour over the last two weeks. He restarted sertraline from the practice eight weeks ago. Take a psychiatric history, including risk, explore his own view of what is happening, and explain what you think should happen next.",
    agenda: {
      ideas: ['idea-not-ill'],
      concerns: ['concern-like-mum', 'concern-money'],
      expectations: ['expects-tell-jess'],
      cues: [
        "Jess keeps saying I'm like my mum was. I'm not.",
        "Anyway, where was I. The loan's fine, it's fine.",
      ],
    },
    red_flags: [
      {
        id: 'psychotic-symptoms',
        fact: 'no-psychosis',
        label: 'Asked about psychotic symptoms (voices, special powers or messages)',
        asked_by: [
          'voice*|hear* things|hearing things|see things|seeing things',
          'special + power*|mission|message*|chosen|gift',
          'messages + tv|radio|signs|you',
        ],
        partly: [],
        present: false,
      },
      {
        id: 'reckless-driving',
        fact: 'fast-driving',
        label: 'Asked about driving (speed, driving while unwell)',
        asked_by: [
          'driv*|speed*|car + fast|lately|recently|been|night|risk*',
          'speeding|points on your licence',
        ],
        partly: ['driv*'],
        present: true,
      },
      {
        id: 'sexual-risk',
        fact: 'unprotected-sex',
        label: 'Asked sensitively about sexual risk-taking',
        asked_by: [
          'sex|sexual + partner*|risk*|protect*|condom*|new|more|libido|interest',
          'condom*|unprotected',
        ],
        partly: [],
        present: true,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      { id: 'opening-question', use: 'opening-question' },
      {
        id: 'mood',
        domain: 'presenting_complaint',
        label: 'Asked about his mood in an open way',
        parts: [
          {
            cues: [
              'mood|spirits|elated|euphori*|on top of the world',
              'how + feeling + in yourself|lately|recently',
            ],
            partly: ['how are you feeling'],
          },
        ],
      },
      {
        id: 'sleep-energy',
        domain: 'presenting_complaint',
        label: 'Asked about sleep and energy',
        parts: [
          { cues: ['sleep*'], partly: [] },
          { cues: ['energy|tired|need less|restless|on the go|activity'], partly: [] },
        ],
        need: 1,
      },
      {
        id: 'thoughts-speech',
        domain: 'presenting_complaint',
        label: 'Asked about racing thoughts, concentration or distractibility',
        parts: [
          {
            cues: [
              'racing|thoughts + fast|quick*|speed*|keep up|jump*',
              'concentrat*|focus*|distract*|finish*',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'plans-grandiosity',
        domain: 'presenting_complaint',
        label: 'Explored his plans and ideas (the business) without ridicule',
        parts: [
          {
            cues: [
              'business|app|idea*|plan*|project* + tell me|about|how|what',
              'special + abilit*|talent*|gift',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'spending',
        domain: 'risk',
        label: 'Asked about spending, money and debt',
        parts: [{ cues: ['spend*|money|debt*|loan*|credit card*|afford|finances|bought'], partly: [] }],
      },
      {
        id: 'onset',
        domain: 'presenting_complaint',
        label: 'Asked when this started and what came before it',
        parts: [
          {
            cues: ['when + start*|began|first notice*|change*', 'how long + been|going on|had'],
            partly: [],
          },
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
              'not want to be here|better off dead|life is not worth',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'risk-others',
        domain: 'risk',
        label: 'Asked about irritability, arguments or aggression towards others',
        parts: [
          {
            cues: [
              'irritab*|temper|snap*|wound up|short with',
              'argument*|row*|fight*|aggress*|violen*|lash* out|push* + anyone|someone|jess|her|people',
              'hurt + anyone|someone|jess|others',
            ],
            partly: ['angry'],
          },
        ],
      },
      {
        id: 'past-psychiatric',
        domain: 'past_history',
        label: 'Asked about past mental health problems, including depression and any highs',
        parts: [
          {
            cues: [
              'mental health + before|history|problem*|past',
              'depress* + before|past|ever|history',
              'like this before|happened before|felt like this before|anything like this',
              'been in hospital|admitted|psychiatrist',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'medication',
        domain: 'drugs_allergies',
        label: 'Asked about his medicines (the sertraline) and allergies',
        parts: [{ cues: ['@medicine', 'sertraline|antidepressant*'], partly: [] }],
      },
      {
        id: 'drugs',
        domain: 'social_history',
        label: 'Asked about recreational drugs',
        parts: [{ cues: ['drug*|cocaine|coke|cannabis|weed|substance*|recreational'], partly: [] }],
      },
      { id: 'alcohol', use: 'alcohol' },
      {
        id: 'family-history',
        use: 'family-history',
        also: ['bipolar|mental health|mental illness + family|relative*|@family'],
      },
      { id: 'social-history', use: 'social-history' },
      {
        id: 'insight',
        use: 'ideas',
        label: 'Explored his own view of what is happening (insight)',
        also: ['ill|unwell|different from usual|not yourself + think|feel|could be'],
      },
      { id: 'concerns', use: 'concerns' },
      { id: 'expectations', use: 'expectations' },
      { id: 'summary', use: 'summary' },
      {
        id: 'explain-high',
        domain: 'explanation',
        label:
          'Explained, without a fight, that this could be a high (mania), possibly set off by the antidepressant',
        parts: [
          {
            cues: [
              'mania|manic|high|hypomani*|bipolar',
              'sertraline|antidepressant* + caus*|trigger*|set off|tipped|high|stop*',
            ],
            partly: ['unwell|illness'],
          },
        ],
      },
      {
        id: 'urgent-plan',
        domain: 'shared_plan',
        label: 'Arranged urgent specialist help today (crisis or mental health team) and agreed it with him',
        parts: [
          {
            cues: [
              'crisis team|home treatment|mental health team|psychiatrist|psychiatric|specialist',
              'refer* + today|urgent*|same day',
            ],
            partly: ['refer*'],
          },
        ],
      },
      {
        id: 'no-driving',
        domain: 'safety_netting',
        label: 'Advised him not to drive while unwell (and that the DVLA may need to be told)',
        parts: [
          {
            cues: ['not + drive|driving', 'dvla', 'stop driving|off the road|hand over your keys'],
            partly: [],
          },
        ],
      },
      { id: 'safety-netting', use: 'safety-netting', also: ['crisis + line|number', 'samaritans|111|a&e'] },
    ],
  },
};
