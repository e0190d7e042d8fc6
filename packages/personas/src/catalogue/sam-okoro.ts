import type { PersonaInput } from '../schema';

/**
 * First-episode psychosis in a 20-year-old student: voices commenting on him, a belief that he is
 * watched through his laptop, heavy cannabis use, and a knife kept "for protection". A psychiatric
 * history for medical and therapy students alike; risk to self and to others is the heart of it.
 */
export const samOkoro: PersonaInput = {
  id: 'sam-okoro',
  discipline: 'both',
  name: 'Sam Okoro',
  age: 20,
  avatar: '👨🏿',
  difficulty: 'advanced',
  condition: 'First-episode psychosis',
  condition_category: 'psychosis',
  emotional_state: 'Suspicious, tired and on edge',
  personality:
    'Clever, funny and private; used to be the joker of his friendship group. Now watchful and literal, quick to feel disbelieved, polite to people who take him seriously.',
  background:
    'Second-year computer science student in Leeds, home in Manchester since the spring after stopping going to lectures. Lives with his mum Grace, a nurse, and his sister Tia (15). His father lives in Lagos. Smokes skunk most days since first year. His uncle has schizophrenia.',
  symptoms: [
    'Voices of two men commenting on what he does, for about four months',
    'Believes his laptop camera is used to watch him',
    'Feels his thoughts are known to others',
    'Sleeping three or four hours a night',
    'Stopped attending university; withdrawn from friends',
    'Eating little; suspicious of food',
    'Daily cannabis use',
  ],
  demographics: {
    gender: 'male',
    pronouns: 'he/him',
    occupation: 'Computer science student (not attending)',
    living_situation: 'At his mother’s house with his mother and younger sister',
    cultural_background: 'British Nigerian, Yoruba family, from Manchester',
  },
  presenting_problem:
    'Brought to the GP by his mother, who is worried he is unwell. For about four months he has heard two men talking about him, believes he is being monitored through his laptop, sleeps little and has left university. He does not think he is ill and is afraid of being locked up.',
  history: [
    'No previous contact with mental health services.',
    'Cannabis (skunk) most days since the first year of university; more since the spring.',
    'Voices began about four months ago, after exam stress and little sleep.',
    'Uncle (mother’s brother) has schizophrenia and was detained in hospital several times.',
    'No physical illnesses, no medication, no allergies.',
    'No police contact or violence in the past.',
  ],
  core_beliefs: ['People cannot be trusted.', 'If I let my guard down something bad will happen.'],
  intermediate_beliefs: [
    'If I tell them about the voices, they will lock me up like Uncle Femi.',
    'If I can prove it is real, people will stop treating me as ill.',
  ],
  automatic_thoughts: ['They are listening to this too.', 'She thinks I am mad.', 'Do not say too much.'],
  emotions: ['guarded', 'anxious', 'fearful', 'irritable', 'sad', 'relieved'],
  coping_behaviours: [
    'Covers his laptop camera with tape and keeps it unplugged',
    'Smokes cannabis to get to sleep',
    'Plays music loudly to drown out the voices',
  ],
  risk: {
    level: 'passive_ideation',
    disclosure:
      "Sometimes the voices say I'd be better off dead. And some nights, I think maybe they're right, just so it would stop. But I wouldn't do anything. I wouldn't do that to Tia.",
    deflection: 'No. Why does everyone keep asking me that? I said I am fine.',
    min_trust: 0.5,
    protective_factors: [
      'His sister Tia',
      'His mum',
      'Wants to go back to university',
      'Football with his cousins on Sundays',
    ],
  },
  style: 'guarded',
  facts: [
    {
      id: 'mum-made-me-come',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'guarded',
      keywords: ['why', 'here', 'brought', 'mum', 'today'],
      text: "My mum made me come. She thinks something's wrong with me. I'm not ill, I'm just stressed with everything that's going on.",
    },
    {
      id: 'hears-two-men',
      topic: 'thoughts',
      depth: 1,
      emotion: 'anxious',
      keywords: ['voices', 'hear', 'hearing', 'things', 'noises', 'nobody there'],
      text: "There are two men. I hear them talking about me, like a commentary. 'He's getting up now. He's stupid.' Through the wall, or sometimes right here, close.",
    },
    {
      id: 'voices-since-exams',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'neutral',
      keywords: ['when', 'start', 'began', 'how long', 'first'],
      text: 'It started about four months ago, around my exams. I was hardly sleeping. At first it was just my name, then it was full sentences.',
    },
    {
      id: 'laptop-watched',
      topic: 'thoughts',
      depth: 1,
      emotion: 'fearful',
      keywords: ['watched', 'watching', 'following', 'monitor', 'camera', 'laptop', 'safe'],
      text: "Someone's been using my laptop camera. I know how it works, I do computer science. I've taped it over and I keep it unplugged. They still know what I'm doing.",
    },
    {
      id: 'thoughts-known',
      topic: 'thoughts',
      depth: 2,
      emotion: 'fearful',
      keywords: ['thoughts', 'mind', 'read', 'broadcast', 'know what you think'],
      text: "It's like my thoughts aren't private any more. The men say things I've only thought. So somebody can hear them, somehow.",
    },
    {
      id: 'sleep-three-hours',
      topic: 'sleep',
      depth: 1,
      emotion: 'neutral',
      keywords: ['sleep', 'night', 'tired', 'bed'],
      text: "I sleep three, four hours. They're loudest at night. I keep my music on.",
    },
    {
      id: 'mood-flat',
      topic: 'mood',
      depth: 1,
      emotion: 'sad',
      keywords: ['mood', 'feel', 'down', 'low', 'happy'],
      text: "My mood? I'm not depressed. I'm tired. I'm fed up of nobody believing me.",
    },
    {
      id: 'eating-little',
      topic: 'appetite',
      depth: 2,
      emotion: 'guarded',
      keywords: ['eat', 'eating', 'food', 'appetite', 'weight'],
      text: "I don't eat much. I eat things from packets, things I open myself. I'm not saying Mum would do anything. I just feel better that way.",
    },
    {
      id: 'left-uni',
      topic: 'school',
      depth: 1,
      emotion: 'sad',
      keywords: ['university', 'uni', 'course', 'studies', 'work', 'college'],
      text: "I'm meant to be in second year at Leeds. I stopped going in the spring. I couldn't concentrate with them talking.",
    },
    {
      id: 'home-with-mum',
      topic: 'family',
      depth: 1,
      emotion: 'neutral',
      keywords: ['live', 'home', 'mum', 'sister', 'family', 'who'],
      text: "I'm back at my mum's, with my sister Tia. She's fifteen. My dad's in Lagos.",
    },
    {
      id: 'skunk-daily',
      topic: 'substances',
      depth: 1,
      emotion: 'guarded',
      keywords: ['cannabis', 'weed', 'skunk', 'drugs', 'smoke', 'substances'],
      text: "I smoke weed. Most days, yeah, since first year. It helps me sleep. It's not the weed, before you say it.",
    },
    {
      id: 'little-alcohol',
      topic: 'alcohol',
      depth: 1,
      emotion: 'neutral',
      keywords: ['alcohol', 'drink', 'drinking'],
      text: "I don't really drink. A couple of cans at a party, that's it.",
    },
    {
      id: 'no-past-psych',
      topic: 'previous_help',
      depth: 1,
      emotion: 'guarded',
      keywords: ['before', 'mental health', 'psychiatrist', 'seen anyone', 'previous'],
      text: "No, I've never seen anyone. I've never been like this before.",
    },
    {
      id: 'no-meds-allergies',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medication', 'tablets', 'medicines', 'allergies', 'allergic'],
      text: "I don't take any tablets. No allergies.",
    },
    {
      id: 'physically-well',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['physical', 'health', 'medical', 'conditions', 'illness'],
      text: "I'm healthy. Never been in hospital. I had asthma as a kid but it went.",
    },
    {
      id: 'uncle-femi',
      topic: 'family_history',
      depth: 1,
      emotion: 'fearful',
      keywords: ['family', 'runs in', 'uncle', 'relatives', 'mental illness'],
      text: "My uncle Femi has schizophrenia. He's been in hospital loads. Locked up. That's why Mum's like this.",
    },
    {
      id: 'no-police',
      topic: 'daily_life',
      depth: 1,
      emotion: 'neutral',
      keywords: ['police', 'trouble', 'law', 'arrested'],
      text: "No, I've never been in trouble with the police. Never.",
    },
    // Red flags: told plainly when asked about specifically.
    {
      id: 'voices-instruct',
      topic: 'thoughts',
      depth: 1,
      emotion: 'fearful',
      keywords: ['tell you to do', 'commands', 'instructions', 'make you'],
      text: "Sometimes they tell me to do things. Stay awake. Don't eat that. Check the window. I don't always do it.",
    },
    {
      id: 'would-not-hurt-anyone',
      topic: 'thoughts',
      depth: 1,
      emotion: 'irritable',
      keywords: ['hurt', 'harm', 'anyone', 'others', 'violent'],
      text: "I'd never hurt anyone. I just want them to leave me alone. I'm not dangerous.",
    },
    {
      id: 'knife-under-bed',
      topic: 'thoughts',
      depth: 1,
      emotion: 'guarded',
      keywords: ['knife', 'weapon', 'protect', 'protection'],
      text: "I keep a kitchen knife under my bed. Just in case they come in. I'd only use it if I had to. Mum doesn't know.",
    },
    // The hidden agenda: his own explanation, his fear, what he wants.
    {
      id: 'not-ill-something-real',
      topic: 'thoughts',
      depth: 2,
      emotion: 'frustrated',
      keywords: ['think', 'explain', 'going on', 'cause', 'ill'],
      text: "I don't think I'm ill. I think something's actually going on, maybe to do with a hacking thing I found on the uni network. Nobody believes me, so I stopped telling people.",
    },
    {
      id: 'fear-locked-up',
      topic: 'anxiety',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'scared', 'afraid', 'concern'],
      text: "What I'm scared of is you lot locking me up. Sectioning me. Like Uncle Femi. Injections. I've seen what it did to him.",
    },
    {
      id: 'wants-sick-note',
      topic: 'goals',
      depth: 2,
      emotion: 'guarded',
      keywords: ['hoping', 'want', 'expect', 'today', 'need'],
      text: "Honestly? A note for uni so I don't get kicked off the course. And for you to tell my mum I'm not mad.",
    },
    // Depth 3: what he has told nobody.
    {
      id: 'cried-in-shower',
      topic: 'mood',
      depth: 3,
      emotion: 'tearful',
      keywords: ['honestly', 'really', 'cope', 'scared', 'alone'],
      text: "I cry in the shower so nobody hears. The water's loud enough. I'm so tired of being scared all the time.",
    },
    {
      id: 'sister-frightened',
      topic: 'family',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['tia', 'sister', 'frightened', 'shouted'],
      text: "I shouted at Tia last week because she touched my laptop. She looked at me like she was scared of me. I hate that. She's my little sister.",
    },
  ],
  opening_statement:
    "Alright. My mum's in the waiting room. She made me come. I don't really know what I'm supposed to say.",
  goals: ['To get a note for university', 'To be believed, and not to be locked up'],
  speech_markers: ['honestly', 'like', "I'm not being funny", 'whatever'],
  case: {
    station: 'psychiatric_history',
    setting: 'GP surgery, an extended appointment',
    task: 'You are a foundation doctor in general practice. Sam Okoro, 20, has been brought by his mother, who is worried about his mental health; he has agreed to see you alone. Take a psychiatric history, including a risk assessment (to himself and to others), and explain what you think should happen next.',
    agenda: {
      ideas: ['not-ill-something-real'],
      concerns: ['fear-locked-up'],
      expectations: ['wants-sick-note'],
      cues: [
        "I'm not going to end up like my uncle, if that's what this is.",
        'Is this being written down? Who sees it?',
      ],
    },
    red_flags: [
      {
        id: 'command-hallucinations',
        fact: 'voices-instruct',
        label: 'Asked whether the voices tell him to do things (command hallucinations)',
        asked_by: [
          'voices|they + tell you to|tell you what to|order|command*|make you|instruct*',
          'tell you to do',
        ],
        present: true,
      },
      {
        id: 'harm-to-others',
        fact: 'would-not-hurt-anyone',
        label: 'Asked about thoughts of harming anyone else',
        asked_by: ['hurt|harm|attack|violent|violence + anyone|someone|others|other people|them|anybody'],
        present: false,
      },
      {
        id: 'weapons',
        fact: 'knife-under-bed',
        label: 'Asked whether he keeps anything to protect himself (weapons)',
        asked_by: ['weapon*|knife|knives', 'protect yourself|keep you safe|defend yourself'],
        present: true,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      {
        id: 'confidentiality',
        domain: 'introduction',
        label: 'Explained confidentiality and its limits',
        parts: [
          {
            cues: [
              'confidential*',
              'stays between us|between you and me|private + unless|except|only time|would have to',
            ],
            partly: ['private'],
          },
        ],
      },
      { id: 'opening-question', use: 'opening-question' },
      { id: 'onset', use: 'socrates-onset', need: 1, label: 'Asked when it started and how it came on' },
      {
        id: 'voices',
        domain: 'presenting_complaint',
        label: 'Asked about hearing voices or things others cannot hear',
        parts: [
          {
            cues: ['hear* + voice*|things|noises|people talking|nobody else|others cannot|no one', 'voice*'],
            partly: ['hear*'],
          },
        ],
      },
      {
        id: 'voice-content',
        domain: 'presenting_complaint',
        label: 'Asked what the voices say and how many there are',
        parts: [
          {
            cues: ['what + voice*|they|the men + say|saying|talk about', 'how many + voice*|people|men'],
            partly: [],
          },
        ],
      },
      {
        id: 'persecutory-beliefs',
        domain: 'presenting_complaint',
        label: 'Asked about feeling watched, followed or got at (persecutory beliefs)',
        parts: [
          {
            cues: [
              'being watched|watching you|watch you|watches you|being followed|following you|follow you|being monitored|monitoring you|spying on you|spy on you|against you|out to get you|plotting against',
              'feel safe|are you safe|safe at home',
            ],
            partly: ['camera|laptop'],
          },
        ],
      },
      {
        id: 'thought-interference',
        domain: 'associated_symptoms',
        label: 'Asked whether his thoughts are read, taken or put into his head',
        parts: [
          {
            cues: [
              'thoughts + read|taken|put|insert*|broadcast*|know|hear|private|control*',
              'read your mind|know what you are thinking',
            ],
            partly: ['thoughts'],
          },
        ],
      },
      {
        id: 'sleep-mood-appetite',
        domain: 'associated_symptoms',
        label: 'Asked about sleep, mood and appetite',
        parts: [
          { cues: ['sleep*|slept|nights'], partly: [] },
          { cues: ['mood|feeling down|low|depress*|happy'], partly: [] },
          { cues: ['eat*|appetite|food|weight'], partly: [] },
        ],
        need: 2,
      },
      {
        id: 'risk-to-self',
        domain: 'risk',
        label: 'Asked directly about thoughts of suicide or harming himself',
        parts: [
          {
            cues: [
              'suicid*|kill yourself|end your life|take your life|better off dead|not wanting to be here|want to die',
              'harm|hurt + yourself',
            ],
            partly: ['safe'],
          },
        ],
      },
      {
        id: 'substances',
        domain: 'social_history',
        label: 'Asked about cannabis and other drugs, with how much',
        parts: [
          {
            cues: ['cannabis|weed|skunk|drugs|substances|smoke anything', 'how much|how often + smoke|use'],
            partly: [],
          },
        ],
      },
      { id: 'alcohol', use: 'alcohol' },
      {
        id: 'past-psychiatric-history',
        domain: 'past_history',
        label: 'Asked about any past mental health problems or contact with services',
        parts: [
          {
            cues: [
              'mental health + before|past|problems|services|team',
              'psychiatrist|counsell*|seen anyone|like this before|been unwell before',
            ],
            partly: [],
          },
        ],
      },
      { id: 'drugs-allergies', use: 'drugs-allergies', need: 1 },
      {
        id: 'family-history',
        use: 'family-history',
        also: ['mental health|mental illness|schizophrenia + family|relatives|anyone'],
      },
      { id: 'social-history', use: 'social-history', need: 1 },
      {
        id: 'forensic',
        domain: 'social_history',
        label: 'Asked about trouble with the police',
        parts: [{ cues: ['police|arrested|court|trouble with the law|in trouble'], partly: [] }],
      },
      {
        id: 'insight',
        use: 'ideas',
        label: 'Explored his own explanation of what is happening (his insight)',
        also: ['do you think + ill|unwell|illness|mind playing tricks|something wrong'],
      },
      { id: 'concerns', use: 'concerns' },
      { id: 'expectations', use: 'expectations' },
      { id: 'empathy', use: 'empathy' },
      { id: 'summary', use: 'summary' },
      {
        id: 'explain-next-steps',
        domain: 'explanation',
        label: 'Explained next steps: an urgent referral to the early intervention team, in plain words',
        parts: [
          {
            cues: [
              'early intervention|psychosis team|mental health team|specialist team|crisis team',
              'refer* + team|specialist|someone|service',
            ],
            partly: ['help|support'],
          },
        ],
      },
      { id: 'check-understanding', use: 'check-understanding' },
      {
        id: 'safety-netting',
        use: 'safety-netting',
        also: ['crisis line|crisis team|samaritans|a&e|999', 'if + voices|things + worse|tell you'],
      },
    ],
  },
};
