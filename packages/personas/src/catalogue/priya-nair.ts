import type { PersonaInput } from '../schema';

/**
 * Fifteen a day for twenty years, first one within ten minutes of waking. Wants to stop before trying
 * for a second baby (she has just stopped her pill, so she could be pregnant: varenicline is not for
 * her now, combination NRT and the stop smoking service are). Patches gave her nightmares; vaping
 * ended with her doing both. Her parents do not know she smokes; she blames herself for an early
 * miscarriage last year. A very brief advice station (Ask, Advise, Act) with the options.
 */
export const priyaNair: PersonaInput = {
  id: 'priya-nair',
  discipline: 'medicine',
  name: 'Priya Nair',
  age: 38,
  avatar: '👩🏽',
  difficulty: 'beginner',
  condition: 'Tobacco dependence: wants to stop smoking before a second pregnancy',
  condition_category: 'substance_use',
  emotional_state: 'Chatty and motivated, with guilt underneath',
  personality:
    'Warm, funny and talkative, a hairdresser who can keep a conversation going with anyone; hard on herself, tells stories to get round the difficult bit, and does well with a plan and someone in her corner.',
  background:
    'Senior stylist and co-owner of a hair salon in Leicester. Married to Arjun, a software tester; one daughter, Anika, who is six. Her parents came from Kerala and live ten minutes away; they do not know she smokes. Started at sixteen behind the school sports hall. Stopped through her first pregnancy and started again when she went back to work.',
  symptoms: [
    'Fifteen cigarettes a day, first within ten minutes of waking',
    'Smokes more with stress at the salon and with a drink',
    'Morning cough; mild asthma using her blue inhaler more',
    'Previous attempts: stopped in pregnancy, patches (vivid dreams), vaping (ended up doing both)',
    'Stopped the pill two months ago; could be pregnant',
  ],
  demographics: {
    gender: 'female',
    pronouns: 'she/her',
    occupation: 'Hairdresser, co-owner of a salon',
    living_situation: 'Lives with her husband and their six-year-old daughter',
    cultural_background: 'British Indian (Malayali family from Kerala), born and raised in Leicester',
  },
  presenting_problem:
    'Booked to "talk about stopping smoking". She and her husband want a second baby; she stopped her pill two months ago. Smokes about fifteen a day, has tried patches and vaping before, and wants something that works this time.',
  history: [
    'Started smoking at sixteen; about fifteen a day for most of the twenty years since.',
    'Stopped completely through her pregnancy with Anika, seven years ago; started again three months after the birth.',
    'Tried 24-hour nicotine patches from the chemist two years ago: vivid dreams, gave up after ten days.',
    'Tried vaping last year; ended up doing both, then went back to cigarettes.',
    'Mild asthma since childhood; a blue inhaler, more often lately.',
    'An early miscarriage at eight weeks last spring.',
  ],
  core_beliefs: ['I should be able to do this on my own.', 'I let people down when I am weak.'],
  intermediate_beliefs: [
    "If I fail again, it proves I can't do it.",
    'A good mother would not smoke.',
    'If Mum and Dad found out, they would be so ashamed.',
  ],
  automatic_thoughts: [
    'Just the one with my coffee, then I will stop.',
    'I have failed every time.',
    'What if it was my fault?',
  ],
  emotions: ['anxious', 'hopeful', 'guilty', 'ashamed', 'warm', 'sad'],
  coping_behaviours: [
    'Smokes in the yard behind the salon between clients',
    'Chews gum and sprays perfume before seeing her parents',
    'Makes a joke of it with the girls at work',
    'Tells long stories to get round a hard question',
  ],
  risk: {
    level: 'none',
    disclosure:
      'Oh God, no, nothing like that. I have got Anika, and Arjun, and the salon. I am stressed, not... no. Honestly.',
    deflection: 'No, no, I am fine in myself. It is just the smoking, honestly.',
    min_trust: 0,
    protective_factors: ['Her daughter Anika', 'Her husband Arjun', 'Her salon and the girls at work'],
  },
  style: 'verbose',
  facts: [
    // Ask: the smoking history, plain at depth 1.
    {
      id: 'wants-to-stop',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'hopeful',
      keywords: ['brings you', 'today', 'help', 'why', 'why now', 'stop', 'quit', 'give up'],
      text: 'I want to stop smoking. Properly this time. Me and Arjun want to try for another baby, and I am thirty-eight, so, you know, the clock is ticking.',
    },
    {
      id: 'how-many',
      topic: 'substances',
      depth: 1,
      emotion: 'guilty',
      keywords: ['how many', 'how much', 'a day', 'per day', 'smoke', 'cigarettes', 'packs'],
      text: 'About fifteen a day. Twenty on a bad day, a Saturday at the salon. Ready-made, I gave up rolling years ago.',
    },
    {
      id: 'first-of-day',
      topic: 'substances',
      depth: 1,
      emotion: 'ashamed',
      keywords: ['first', 'morning', 'wake', 'how soon', 'after waking'],
      text: 'First one? Before I have even brushed my teeth, honestly. Five, ten minutes after I wake up, out the back door with my coffee.',
    },
    {
      id: 'how-long',
      topic: 'substances',
      depth: 1,
      emotion: 'neutral',
      keywords: ['how long', 'when', 'start', 'started', 'age', 'years'],
      text: 'Since I was sixteen. Behind the sports hall at school, with my friend Kirsty. So... twenty-two years, oh my God, when you say it like that.',
    },
    {
      id: 'triggers',
      topic: 'substances',
      depth: 1,
      emotion: 'neutral',
      keywords: ['when', 'trigger', 'stress', 'situations', 'most', 'why do you smoke', 'crave'],
      text: 'Stress, mainly. Between clients, when somebody has been a nightmare about their colour. With a coffee. And if I have a glass of wine, forget it, I could smoke the whole pack.',
    },
    {
      id: 'stopped-in-pregnancy',
      topic: 'previous_help',
      depth: 1,
      emotion: 'hopeful',
      keywords: ['before', 'tried', 'previous', 'last time', 'stopped', 'pregnancy', 'anika', 'managed'],
      text: 'I stopped all the way through my pregnancy with Anika. Cold turkey, the day I saw the line on the test. Then three months after she was born I went back to work and that was it, back on them.',
    },
    {
      id: 'patches-dreams',
      topic: 'previous_help',
      depth: 1,
      emotion: 'frustrated',
      keywords: ['patches', 'nicotine', 'replacement', 'nrt', 'gum', 'chemist', 'tried', 'what happened'],
      text: 'I tried the patches from the chemist two years ago. The twenty-four hour ones. I had these mad dreams, really vivid, I was waking up in a sweat. Ten days and I ripped it off.',
    },
    {
      id: 'vaping',
      topic: 'previous_help',
      depth: 1,
      emotion: 'neutral',
      keywords: ['vape', 'vaping', 'e-cigarette', 'electronic'],
      text: 'I tried a vape last year. I ended up doing both, vape in the salon, cigarettes outside. Then the vape broke and I did not bother getting another one.',
    },
    {
      id: 'never-had-support',
      topic: 'previous_help',
      depth: 1,
      emotion: 'neutral',
      keywords: ['service', 'support', 'advisor', 'champix', 'varenicline', 'doctor', 'prescribed', 'help'],
      text: 'I have never done the stop smoking service or anything. Never had anything from the doctor for it. Always tried on my own.',
    },
    // Health background: plain history.
    {
      id: 'asthma',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medical', 'conditions', 'history', 'asthma', 'health', 'chest', 'illness'],
      text: 'I have had mild asthma since I was little. I have been using the blue inhaler more this winter, a few times a week. Nothing else really.',
    },
    {
      id: 'medicines',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['tablets', 'medication', 'medicines', 'take', 'inhaler', 'pill', 'folic'],
      text: 'Just the blue inhaler, salbutamol. I came off the pill two months ago. I have started folic acid, my friend told me to.',
    },
    {
      id: 'no-allergies',
      topic: 'allergies',
      depth: 1,
      emotion: 'neutral',
      keywords: ['allergy', 'allergies', 'allergic', 'reaction'],
      text: 'No allergies. Only hair dye, funnily enough, I have to wear gloves for the bleach.',
    },
    {
      id: 'could-be-pregnant',
      topic: 'pregnancy',
      depth: 1,
      emotion: 'anxious',
      keywords: ['pregnant', 'pregnancy', 'period', 'contraception', 'trying', 'pill', 'test'],
      text: 'Could I be pregnant? I suppose I could, we have been trying since I stopped the pill. My period is due next week. I have not done a test.',
    },
    {
      id: 'no-cough-blood',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['cough', 'blood', 'weight', 'breath', 'chest'],
      text: "I have a cough first thing, a smoker's cough, but that is all. No blood or anything like that, and I have not lost weight, I wish.",
    },
    {
      id: 'mood-history',
      topic: 'mood',
      depth: 1,
      emotion: 'neutral',
      keywords: ['mental health', 'mood', 'depression', 'anxiety', 'low', 'postnatal'],
      text: 'I was a bit low after Anika, the health visitor picked it up, I had some counselling and it lifted. Nothing since then. I get stressed, but I am all right.',
    },
    {
      id: 'family-history',
      topic: 'family_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['family', 'parents', 'father', 'mother', 'runs in', 'dad', 'mum'],
      text: 'My dad has diabetes and had a stent in his heart. Mum is fine. Nobody in my family smokes, that is the funny thing.',
    },
    {
      id: 'work',
      topic: 'work',
      depth: 1,
      emotion: 'warm',
      keywords: ['work', 'job', 'do for a living', 'salon', 'hairdresser'],
      text: 'I am a hairdresser. I own the salon with my friend Gemma, on Queens Road. Six chairs, always busy, I am on my feet from nine till seven.',
    },
    {
      id: 'home',
      topic: 'family',
      depth: 1,
      emotion: 'warm',
      keywords: ['live', 'home', 'husband', 'arjun', 'daughter', 'who', 'smoke at home', 'partner'],
      text: 'Me, Arjun and Anika, she is six. Arjun does not smoke, he never has. I never smoke in the house or the car, always outside.',
    },
    {
      id: 'alcohol',
      topic: 'alcohol',
      depth: 1,
      emotion: 'neutral',
      keywords: ['drink', 'alcohol', 'wine', 'units'],
      text: 'A couple of glasses of wine on a Saturday night, that is about it. I have cut right down since we started trying.',
    },
    // Depth 2, off the agenda: what smoking gives her, and her daughter.
    {
      id: 'what-it-gives',
      topic: 'coping',
      depth: 2,
      emotion: 'sad',
      keywords: ['enjoy', 'like about', 'get out of', 'give you', 'miss', 'break', 'yourself'],
      text: 'It is five minutes that is just mine. Out the back, nobody asking me for anything. If I stop, I do not know what I do with those five minutes.',
    },
    {
      id: 'anika-noticed',
      topic: 'family',
      depth: 2,
      emotion: 'guilty',
      keywords: ['daughter', 'anika', 'kids', 'children', 'family', 'notice', 'know'],
      text: 'Anika found the packet in my handbag last month. She said, "Mummy, smoking makes you die, Miss Hughes said." I wanted the floor to swallow me up.',
    },
    {
      id: 'hiding-from-parents',
      topic: 'family',
      depth: 2,
      emotion: 'ashamed',
      keywords: ['parents', 'mum', 'dad', 'hide', 'secret', 'know', 'culture'],
      text: 'My mum and dad do not know. Twenty-two years. I chew gum and spray perfume before I go round. It is ridiculous at my age, I know.',
    },
    // The hidden agenda.
    {
      id: 'idea-willpower',
      topic: 'thoughts',
      depth: 2,
      emotion: 'guilty',
      keywords: ['think', 'why', 'reckon', 'hard', 'stopping', 'willpower'],
      text: 'Honestly, I think I just have not got the willpower. I did it for Anika, so I know I can, but when it is just for me I cave. And the patches did not work for me, so that is them out.',
    },
    {
      id: 'concern-fertility',
      topic: 'anxiety',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'concern', 'scared', 'afraid', 'baby', 'fertility', 'pregnant'],
      text: 'I am scared it has already done damage. That it will take longer to get pregnant, or something goes wrong. I am not twenty-five any more.',
    },
    {
      id: 'concern-weight-stress',
      topic: 'anxiety',
      depth: 2,
      emotion: 'anxious',
      keywords: ['weight', 'stress', 'cope', 'without', 'gain', 'put on'],
      text: 'And I am worried I will be a nightmare without them. Snapping at the clients, at Arjun. And eating everything, I put on a stone last time.',
    },
    {
      id: 'expects-tablet',
      topic: 'goals',
      depth: 2,
      emotion: 'hopeful',
      keywords: ['hoping', 'expect', 'want', 'today', 'champix', 'tablet', 'something'],
      text: 'My friend Gemma stopped with that tablet, Champix, is it? I was hoping you could give me that. Something that actually works, not just "be strong".',
    },
    // Depth 3: what she has told nobody.
    {
      id: 'miscarriage-blame',
      topic: 'loss',
      depth: 3,
      emotion: 'tearful',
      keywords: ['miscarriage', 'lost', 'loss', 'before', 'pregnancies', 'fault', 'blame'],
      text: 'I was pregnant last spring. Eight weeks, and then I lost it. I was still smoking, I had only cut down. Nobody said it was that, but I think it was. I think it was my fault.',
    },
    {
      id: 'smoked-more',
      topic: 'substances',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['honestly', 'really', 'more', 'actually', 'since'],
      text: 'Since the miscarriage I have smoked more, not less. Some days it is twenty-five. Arjun thinks I am on ten.',
    },
  ],
  opening_statement:
    'Hiya. So, I have booked in because I want to stop smoking. Again. I know, I know. But this time I really mean it.',
  goals: [
    'To stop smoking before she gets pregnant',
    'A treatment that works, and not to feel judged for failing before',
  ],
  speech_markers: [
    'honestly',
    'I know, I know',
    'oh my God',
    "d'you know what I mean",
    'me duck',
    'to be honest with you',
  ],
  case: {
    station: 'brief_intervention',
    setting: 'GP surgery, a routine appointment',
    task: 'You are a GP trainee. Priya Nair, 38, has booked to talk about stopping smoking. Find out about her smoking and previous attempts to stop, advise her on the most effective way to stop, and discuss her options (including medicines and the local stop smoking service), agreeing what to do next. Her last blood pressure and weight were normal.',
    agenda: {
      ideas: ['idea-willpower'],
      concerns: ['concern-fertility', 'concern-weight-stress'],
      expectations: ['expects-tablet'],
      cues: [
        'We are trying for another baby, so, no pressure.',
        'The patches were a disaster, so I do not know what else there is.',
      ],
    },
    red_flags: [
      {
        id: 'pregnancy',
        fact: 'could-be-pregnant',
        label: 'Asked whether she could be pregnant now (it changes which medicines are suitable)',
        asked_by: [
          'pregnan*|period*|contracepti*|the pill|pregnancy test',
          'trying + now|at the moment|already|currently',
        ],
        present: true,
      },
      {
        id: 'cough-blood-weight',
        fact: 'no-cough-blood',
        label: 'Asked about a cough, coughing blood or weight loss',
        asked_by: ['cough*', 'weight + lost|loss|losing', 'blood + cough*|phlegm|spit*|sputum'],
        present: false,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      { id: 'opening-question', use: 'opening-question' },
      {
        id: 'ask-amount',
        domain: 'social_history',
        label: 'Asked how much she smokes (cigarettes a day)',
        parts: [
          {
            cues: [
              'how many + a day|per day|each day|day|cigarette*|smoke',
              'how much + @smoke|smoke',
              'packs|pack a day|twenty a day|ten a day',
            ],
            partly: ['@smoke'],
          },
        ],
      },
      {
        id: 'time-to-first',
        domain: 'social_history',
        label: 'Asked how soon after waking she has her first cigarette (a measure of dependence)',
        parts: [
          {
            cues: [
              'first + cigarette|one|smoke + day|morning|wake|waking|get up',
              'how soon + wake|waking|get up|morning',
              'after + waking|you wake|you get up + smoke|cigarette|first',
            ],
            partly: ['morning'],
          },
        ],
      },
      {
        id: 'smoking-history',
        domain: 'social_history',
        label: 'Asked how long she has smoked and what sets it off (triggers)',
        parts: [
          {
            cues: [
              'how long + smok*|smoked|been smoking',
              'when + start*|began + smok*',
              'what age|how old were you',
            ],
            partly: [],
          },
          {
            cues: [
              'trigger*|what situations|which situations',
              'when do you + smoke|want|crave|reach for',
              'smoke most|most likely to smoke|smoke more',
              'what + make*|sets off|brings on + smoke|want|crav*',
              'stress|crav* + smok*|cigarette*',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'previous-attempts',
        domain: 'social_history',
        label: 'Asked about previous attempts to stop: what she tried, what helped and what did not',
        parts: [
          {
            cues: [
              'tried + stop*|quit*|giving up|give up|before|cut*',
              'previous|last time|past + attempt*|quit*|stop*|tried',
              'ever + stopped|quit|given up|managed',
              'what + helped|went wrong|happened + last time|before|then',
            ],
            partly: ['before'],
          },
        ],
      },
      {
        id: 'motivation',
        domain: 'presenting_complaint',
        label: 'Asked what has made her want to stop now, and how important and confident she feels',
        parts: [
          {
            cues: [
              'why + now|stop|quit|want',
              'what + made you|makes you|prompt* + decide|want|stop|quit|now',
              'how important|how confident|how ready|on a scale|scale of',
              'reason* + stop*|quit*',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'past-history',
        use: 'past-history',
        also: ['asthma|chest|lung*'],
      },
      { id: 'drugs-allergies', use: 'drugs-allergies' },
      {
        id: 'mental-health',
        domain: 'past_history',
        label: 'Asked about mood and mental health history (relevant to stopping and to medicines)',
        parts: [
          {
            cues: ['mental health|mood|depress*|anxiety|low mood|feeling low|postnatal'],
            partly: [],
          },
        ],
      },
      { id: 'social-history', use: 'social-history', also: ['anyone + smoke|smokes|at home'] },
      { id: 'alcohol', use: 'alcohol', also: ['do you + @drink'] },
      {
        id: 'ideas',
        use: 'ideas',
        also: [
          'what + you think|you reckon + hard|difficult|made it|gets in the way|went wrong|stopped you',
          'why do you think',
        ],
      },
      { id: 'concerns', use: 'concerns' },
      { id: 'expectations', use: 'expectations' },
      {
        id: 'advise',
        domain: 'explanation',
        label:
          'Advised that stopping with support and medicine is the most effective way (about three times as likely to succeed)',
        parts: [
          {
            cues: [
              'three times|3 times|twice|much more likely|more likely + succe*|stop|quit|work',
              'best way|most effective|best chance|most likely + stop|quit|succe*|support|medic*|combination',
            ],
            partly: ['support|help'],
          },
        ],
      },
      {
        id: 'benefits-pregnancy',
        domain: 'explanation',
        label:
          'Explained the benefits of stopping for fertility, pregnancy and the baby (and her asthma), without blame',
        parts: [
          {
            cues: [
              'fertil*|conceiv*|get pregnant|pregnancy|baby|miscarr*|birth weight|premature|cot death + stop*|quit*|smok*|benefit*|help*|risk*|improve*',
              'asthma|lung*|breath* + better|improve*|benefit*',
            ],
            partly: ['benefit*|healthier'],
          },
        ],
      },
      {
        id: 'offer-nrt',
        domain: 'explanation',
        label:
          'Offered nicotine replacement, explaining combination NRT (a patch plus a quick form) and taking the patch off at night for vivid dreams',
        parts: [
          {
            cues: [
              'nicotine replacement|nrt|patch*|gum|lozenge*|inhalator|mouth spray|nasal spray|microtab*',
            ],
            partly: [],
          },
          {
            cues: [
              'combination|combine|two kinds|both + patch*|nrt|gum|spray|lozenge*',
              'patch* + night|bed|bedtime|16 hour|sixteen hour|take it off|dreams',
              'dreams + side effect|nicotine|patch*|common|off at night',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'varenicline-pregnancy',
        domain: 'explanation',
        label:
          'Discussed varenicline (Champix) and why it is not suitable if she may be pregnant or is trying to conceive',
        parts: [
          {
            cues: [
              'varenicline|champix|tablet*|bupropion|zyban + pregnan*|trying|baby|conceiv*|not suitable|not recommended|not safe|avoid|contracepti*',
            ],
            partly: ['varenicline|champix|bupropion|zyban|cytisine'],
          },
        ],
      },
      {
        id: 'vaping-option',
        domain: 'explanation',
        label: 'Mentioned e-cigarettes (vaping) as an option, used instead of cigarettes rather than as well',
        parts: [
          {
            cues: ['vape|vaping|e cigarette*|e-cigarette*|electronic cigarette*|ecig*'],
            partly: [],
          },
        ],
      },
      {
        id: 'act-referral',
        domain: 'shared_plan',
        label:
          'Act: offered a referral to the stop smoking service (weekly support), and acted on her answer',
        parts: [
          {
            cues: [
              'stop smoking + service|team|adviser|advisor|clinic|nurse|support',
              'refer*|book you|put you in touch|sign you up|make an appointment + service|adviser|advisor|support|clinic|team',
              'smokefree|smoke free|quitline|helpline',
            ],
            partly: ['support'],
          },
        ],
      },
      {
        id: 'quit-date',
        domain: 'shared_plan',
        label: 'Suggested setting a quit date and planning for triggers (morning coffee, stress, wine)',
        parts: [
          {
            cues: [
              'quit date|stop date|set a date|pick a date|choose a date|a date to stop|day to stop',
              'plan + trigger*|coffee|stress|wine|morning|crav*',
            ],
            partly: ['date'],
          },
        ],
      },
      {
        id: 'empathy',
        use: 'empathy',
        also: [
          'well done|good on you|brilliant that you|great that you|takes courage|not a failure|not failed',
        ],
      },
      { id: 'check-understanding', use: 'check-understanding' },
      { id: 'shared-plan', use: 'shared-plan' },
      {
        id: 'follow-up',
        domain: 'safety_netting',
        label: 'Arranged follow-up and said what to do if she finds out she is pregnant or struggles',
        parts: [
          {
            cues: [
              'follow up|come back|see you again|review|check in + week*|month*|soon|how you|get on',
              'if + pregnant|positive test|struggl*|slip*|relapse*|side effect*|not working + come back|call|contact|let us know|midwife|tell',
            ],
            partly: ['come back'],
          },
        ],
      },
    ],
  },
};
