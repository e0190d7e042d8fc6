import type { PersonaInput } from '../schema';

/**
 * A new diagnosis of epilepsy after a second generalised tonic-clonic seizure; morning jerks for a
 * year and an EEG that fits juvenile myoclonic epilepsy; MRI normal. A second-year apprentice
 * electrician who works up ladders and was about to drive the firm's van, and who has driven it since
 * the first seizure. Frightened for his apprenticeship and of what his girlfriend now thinks; has read
 * online that you can die from it. An explanation station: chunk and check, medicine, driving (DVLA),
 * safety, work, and what his girlfriend should do if it happens again.
 */
export const liamBrennan: PersonaInput = {
  id: 'liam-brennan',
  discipline: 'medicine',
  name: 'Liam Brennan',
  age: 19,
  avatar: '👦🏻',
  difficulty: 'intermediate',
  condition: 'New diagnosis of epilepsy (juvenile myoclonic epilepsy) after a second seizure',
  condition_category: 'neurological',
  emotional_state: 'Shrugging it off, frightened underneath',
  personality:
    'Easy-going, loyal and funny with his mates; with doctors he goes monosyllabic and says he is "sound" when he is not. Switches off when talked at, opens up when someone talks to him like an adult and checks what he makes of it.',
  background:
    'Second-year apprentice electrician with a firm in Bootle, Liverpool; up ladders most days and was about to be put on the van. Lives with his mum and his sister, 14; his dad is not around. Going out with Chloe, a nursery nurse, for eight months. Plays Sunday league football; swims with the lads now and then. Late nights gaming, early starts, big Saturdays out.',
  symptoms: [
    'Two generalised tonic-clonic seizures: at work in March, and two weeks ago after a night out',
    'Morning jerks of the arms for about a year ("clumsy")',
    'Bitten tongue and wet himself with the second seizure',
    'Short sleep on work nights; heavy drinking on Saturdays',
  ],
  demographics: {
    gender: 'male',
    pronouns: 'he/him',
    occupation: 'Apprentice electrician',
    living_situation: 'Lives with his mum and his younger sister',
    cultural_background: 'White British, Scouse, Irish Catholic family',
  },
  presenting_problem:
    "Back in the first-seizure clinic after a second seizure two weeks ago at his girlfriend's flat, the morning after a night out. His EEG shows generalised spike-and-wave discharges fitting juvenile myoclonic epilepsy; his MRI is normal. He is here to be told the diagnosis and what it means for him.",
  history: [
    'First seizure in March in the canteen at work; told in A&E not to drive.',
    'Second seizure two weeks ago: went stiff and shook, bit his tongue, was incontinent, confused for half an hour.',
    'Morning myoclonic jerks for about a year, worse after late nights.',
    'A febrile convulsion as a toddler; a broken wrist at twelve. No regular medicines, no allergies.',
    "His mum's cousin has epilepsy.",
    'Has driven the van twice since the first seizure.',
  ],
  core_beliefs: [
    'I have to prove I can stand on my own feet.',
    'People treat you different if you are not normal.',
  ],
  intermediate_beliefs: [
    'If I lose the apprenticeship, I have got nothing.',
    'If I make a big deal of it, it becomes real.',
    'If Chloe sees me like that again, she will go.',
  ],
  automatic_thoughts: [
    'It was the drink. It will not happen again.',
    'The lads will think I am a freak.',
    'What if I do not wake up?',
  ],
  emotions: ['guarded', 'neutral', 'anxious', 'fearful', 'ashamed', 'relieved'],
  coping_behaviours: [
    'Says "I am sound" and changes the subject',
    'Games late into the night to switch off',
    'Jokes about it with his mates before they can',
    'Googles it at night and then wishes he had not',
  ],
  risk: {
    level: 'none',
    disclosure:
      'No. No way. I have got me mam and our Jess and Chloe. I am scared of dying from it, not wanting to. That is different.',
    deflection: 'What? No. I am sound. Just want to know what is going on.',
    min_trust: 0,
    protective_factors: [
      'His mum and his sister',
      'His girlfriend Chloe',
      'His apprenticeship',
      'His football team',
    ],
  },
  style: 'guarded',
  facts: [
    // What happened and what he knows: plain answers at depth 1.
    {
      id: 'first-seizure',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'ashamed',
      keywords: ['first', 'what happened', 'march', 'work', 'canteen', 'brings you'],
      text: 'First one was in March, in work. I was in the canteen, next thing I am on the floor with the lads all staring at me. Ambulance, the lot.',
    },
    {
      id: 'second-seizure',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'ashamed',
      keywords: ['second', 'again', 'chloe', 'two weeks', 'last time', 'what happened'],
      text: "Second one was two weeks ago, at Chloe's, the morning after a night out. She said I went stiff and then I was shaking all over. I bit me tongue. Wet meself. Then I did not know where I was for half an hour.",
    },
    {
      id: 'knows-tests',
      topic: 'diagnosis',
      depth: 1,
      emotion: 'guarded',
      keywords: ['know', 'understand', 'told', 'tests', 'results', 'so far', 'scan', 'eeg'],
      text: 'I had the brain scan and the one with the wires on your head. The other doctor said the results were back and you would go through them. That is all I know.',
    },
    {
      id: 'morning-jerks',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['jerks', 'jerk', 'twitch', 'twitches', 'morning', 'clumsy', 'drop', 'flick'],
      text: 'I get these jerks in the morning, like me arm flicks out on its own. I have chucked a brew across the kitchen. Been going on about a year. I thought I was just clumsy.',
    },
    {
      id: 'sleep-pattern',
      topic: 'sleep',
      depth: 1,
      emotion: 'neutral',
      keywords: ['sleep', 'late nights', 'tired', 'bed', 'hours', 'gaming', 'bedtime'],
      text: 'Sleep is all over the place. I am on the Xbox till one, two, and up at six for work. Five hours, maybe. Weekends I catch up.',
    },
    {
      id: 'alcohol',
      topic: 'alcohol',
      depth: 1,
      emotion: 'guarded',
      keywords: ['drink', 'alcohol', 'pints', 'units', 'going out', 'night out', 'saturday', 'how much'],
      text: "Saturday nights, eight or nine pints, maybe some shots if it is someone's birthday. Not in the week, I have got work.",
    },
    {
      id: 'vape-drugs',
      topic: 'substances',
      depth: 1,
      emotion: 'guarded',
      keywords: ['smoke', 'vape', 'drugs', 'weed', 'energy drinks', 'substances'],
      text: 'I vape. No drugs, well, a bit of weed once or twice, ages ago. I drink a lot of energy drinks in work, if that counts.',
    },
    {
      id: 'meds-allergies',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medication', 'medicines', 'tablets', 'take', 'allergy', 'allergies', 'allergic'],
      text: 'I do not take anything. No allergies. Paracetamol if I have a bad head.',
    },
    {
      id: 'past-history',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medical', 'history', 'conditions', 'illness', 'baby', 'hospital', 'head injury'],
      text: "Nothing really. Broke me wrist playing footy when I was twelve. Me mam says I had a fit with a temperature when I was a baby, but that is normal, isn't it?",
    },
    {
      id: 'family-history',
      topic: 'family_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['family', 'runs in', 'mum', 'dad', 'relatives', 'epilepsy'],
      text: "Me mam's cousin has epilepsy, I think. I have only met him at weddings. I do not know about me dad's side.",
    },
    {
      id: 'work',
      topic: 'work',
      depth: 1,
      emotion: 'neutral',
      keywords: ['work', 'job', 'apprentice', 'electrician', 'sparky', 'ladders', 'do for a living'],
      text: 'Second-year apprentice sparky, with a firm in Bootle. Up ladders most of the day, in lofts, that sort of thing. And they were going to put me on the van once I had me licence a year.',
    },
    {
      id: 'home',
      topic: 'family',
      depth: 1,
      emotion: 'warm',
      keywords: ['live', 'home', 'mum', 'sister', 'who', 'family'],
      text: 'I live with me mam and our Jess, she is fourteen. Me dad is not around. It is just us three.',
    },
    {
      id: 'chloe',
      topic: 'partner',
      depth: 1,
      emotion: 'warm',
      keywords: ['girlfriend', 'chloe', 'partner', 'relationship', 'saw'],
      text: 'Me girlfriend is Chloe. Eight months now. She is a nursery nurse. She was the one who found me, the second time. She rang the ambulance.',
    },
    {
      id: 'licence',
      topic: 'daily_life',
      depth: 1,
      emotion: 'guarded',
      keywords: ['drive', 'driving', 'licence', 'car', 'passed', 'dvla', 'told'],
      text: 'I passed me test last year. The doctor in A&E said not to drive after the first one, but she did not say for how long.',
    },
    {
      id: 'hobbies',
      topic: 'daily_life',
      depth: 1,
      emotion: 'warm',
      keywords: ['hobbies', 'football', 'swim', 'swimming', 'bike', 'cycle', 'free time', 'sport'],
      text: 'Sunday league footy. We go the baths sometimes with the lads. I have been getting the bike to work since, because I am not allowed to drive.',
    },
    // Red flags: he has driven since the first seizure (present); no low mood (absent).
    {
      id: 'driven-since',
      topic: 'work',
      depth: 1,
      emotion: 'ashamed',
      keywords: ['driven since', 'drive since', 'van', 'behind the wheel'],
      text: 'Since the first one? ...A couple of times. The van, just round to the wholesalers for the boss. He does not know about the fit. Please do not tell him.',
    },
    {
      id: 'no-low-mood',
      topic: 'mood',
      depth: 1,
      emotion: 'neutral',
      keywords: ['mood', 'low', 'depressed', 'down', 'mental health', 'anxious', 'coping'],
      text: 'Mood? I am all right. Bit rattled. Not depressed or nothing. I have never had any of that.',
    },
    // Depth 2, off the agenda.
    {
      id: 'lads-filmed',
      topic: 'friends',
      depth: 2,
      emotion: 'ashamed',
      keywords: ['mates', 'friends', 'lads', 'work', 'saw', 'people', 'think'],
      text: 'One of the lads filmed the first one on his phone. He says he deleted it. I do not know if he did. That is what does me head in.',
    },
    {
      id: 'mum-checking',
      topic: 'family',
      depth: 2,
      emotion: 'sad',
      keywords: ['mum', 'mam', 'family', 'home', 'worried', 'night'],
      text: 'Me mam has been standing in me bedroom door at night, checking I am breathing. She thinks I am asleep. It does me head in, but I get it.',
    },
    {
      id: 'not-that-lad',
      topic: 'identity',
      depth: 2,
      emotion: 'anxious',
      keywords: ['feel', 'different', 'label', 'normal', 'people know'],
      text: 'I do not want to be "the lad with epilepsy". I just want to be normal. Go to work, have a pint, drive me car.',
    },
    // The hidden agenda.
    {
      id: 'idea-one-off',
      topic: 'thoughts',
      depth: 2,
      emotion: 'guarded',
      keywords: ['think', 'cause', 'caused', 'why', 'reckon', 'epilepsy', 'thought'],
      text: "I thought it was the drink, and the energy drinks, like a one-off. Epilepsy is, like, kids falling down with flashing lights, isn't it? I have never seen flashing lights do anything to me.",
    },
    {
      id: 'concern-apprenticeship',
      topic: 'work',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'concern', 'job', 'apprenticeship', 'lose', 'boss', 'sacked'],
      text: 'The apprenticeship. If I am not allowed up a ladder and not allowed to drive, what use am I to them? It is all I have got. I am not clever, this is the one thing I am good at.',
    },
    {
      id: 'concern-chloe',
      topic: 'partner',
      depth: 2,
      emotion: 'anxious',
      keywords: ['chloe', 'girlfriend', 'scared', 'leave', 'think', 'afraid'],
      text: 'And Chloe. She was proper shaken up. She has been funny with me since. I think she is scared of me. Who wants a lad who might fit on them?',
    },
    {
      id: 'expects-tablet-drive',
      topic: 'goals',
      depth: 2,
      emotion: 'hopeful',
      keywords: ['hoping', 'expect', 'want', 'today', 'tablet', 'fix', 'back to'],
      text: 'I was hoping you would give me a tablet that sorts it, and I can get back driving in a month or so. That is what I need.',
    },
    // Depth 3: what he has not said to anyone.
    {
      id: 'dying-fear',
      topic: 'anxiety',
      depth: 3,
      emotion: 'fearful',
      keywords: ['die', 'dying', 'dangerous', 'google', 'read', 'sleep', 'kill'],
      text: 'I googled it. It says people with epilepsy can just die in their sleep. Is that true? I have been scared to go to sleep since. That is why I am up on the Xbox.',
    },
    {
      id: 'cried',
      topic: 'mood',
      depth: 3,
      emotion: 'tearful',
      keywords: ['honestly', 'really', 'upset', 'cried', 'feel', 'alone'],
      text: 'After the second one, I sat in the shower and cried. Nineteen and I wet meself in front of me girlfriend. I have not told anyone that.',
    },
  ],
  opening_statement: 'All right. The other doctor said you have got me results. So, what is it, then?',
  goals: [
    'A tablet that fixes it and his licence back soon',
    'Underneath: to keep his apprenticeship and Chloe, and to know he is safe',
  ],
  speech_markers: ['sound', 'me mam', 'our Jess', 'proper', 'does me head in', 'like', "isn't it"],
  case: {
    station: 'explanation',
    setting: 'Neurology first-seizure clinic',
    task: 'You are a foundation doctor in the neurology clinic. Liam Brennan, 19, had his second generalised tonic-clonic seizure two weeks ago; he also has morning jerks. His EEG shows generalised spike-and-wave activity fitting juvenile myoclonic epilepsy; his MRI brain is normal. The consultant has recommended levetiracetam. Explain the diagnosis and what it means for him (medicine, driving, safety, work), checking his understanding as you go, and answer his questions.',
    agenda: {
      ideas: ['idea-one-off'],
      concerns: ['concern-apprenticeship', 'concern-chloe'],
      expectations: ['expects-tablet-drive'],
      cues: [
        'I have got work tomorrow, so, is this going to take long?',
        'Chloe has been a bit funny since. Anyway.',
      ],
    },
    red_flags: [
      {
        id: 'driven-since',
        fact: 'driven-since',
        label: 'Asked whether he has driven since the first seizure',
        asked_by: ['driven|drive|driving + since|recently|at all|still|been', 'behind the wheel|the van'],
        partly: ['driv*'],
        present: true,
      },
      {
        id: 'mood',
        fact: 'no-low-mood',
        label: 'Asked about his mood before starting a medicine that can affect it',
        asked_by: ['mood|low|depress*|down|mental health|anxious|anxiety'],
        present: false,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      {
        id: 'perception',
        domain: 'spikes_perception',
        label: 'Found out what he knows already: what happened, the tests, what he has been told or read',
        parts: [
          {
            cues: [
              'what + you know|you understand|you have been told|been told|your understanding|they told you|you make of|you read|you heard',
              'what do you know',
              'tell me + what happened|in your own words',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'agenda-invitation',
        domain: 'signposting',
        label:
          'Asked how much he wanted to know or what he most wanted to cover, and said what they would go through',
        parts: [
          {
            cues: [
              'how much + detail|information|would you like to know|do you want to know',
              'would you like me to + explain|go through|talk',
              'most want to|most important to you|what would you like to cover|top of your list',
              'go through + few things|some things|the results|what it means|driving|medicine',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'explain-diagnosis',
        domain: 'explanation',
        label:
          'Explained the diagnosis: epilepsy, a tendency to have seizures from bursts of electrical activity in the brain, in plain words',
        parts: [
          {
            cues: ['epilepsy + is|means|diagnos*|you have|condition|type', 'juvenile myoclonic|jme'],
            partly: ['epilep*'],
          },
          {
            cues: [
              'brain + electrical|signals|activity|misfir*|wiring|burst*|short circuit',
              'tendency + seizure*|fit*',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'explain-tests',
        domain: 'explanation',
        label:
          'Explained the tests: the EEG shows a pattern that fits this kind of epilepsy and the MRI is normal (no damage or tumour)',
        parts: [
          {
            cues: [
              'eeg|brain wave*|wires + show*|found|pattern|fits|result*|change*|abnormal',
              'mri|scan + normal|clear|no damage|no tumour|nothing|structur*|fine',
            ],
            partly: ['test*|result*'],
          },
        ],
      },
      {
        id: 'explain-jerks-triggers',
        domain: 'explanation',
        label:
          'Linked the morning jerks to the epilepsy and explained triggers: lack of sleep, alcohol, missed tablets',
        parts: [
          {
            cues: [
              'jerk*|twitch*|flick* + part of|epilepsy|seizure*|same|linked|related|myoclon*',
              'trigger*|brings on|bring on|set off|sets off + sleep|late|alcohol|@drink|tired|stress|miss*',
              'sleep|late nights|tired*|alcohol|@drink + trigger*|make it more likely|more likely|risk',
            ],
            partly: ['sleep|alcohol'],
          },
        ],
      },
      {
        id: 'explain-medicine',
        domain: 'explanation',
        label:
          'Explained the medicine: levetiracetam twice a day to prevent seizures, started low and increased',
        parts: [
          {
            cues: [
              'levetiracetam|keppra',
              '@medicine + prevent|control|reduce|stop the seizures|every day|twice a day|long term|daily',
            ],
            partly: ['@medicine'],
          },
        ],
      },
      {
        id: 'medicine-side-effects',
        domain: 'explanation',
        label: 'Explained side effects to look out for, especially mood changes, irritability and tiredness',
        parts: [
          {
            cues: [
              'side effect*',
              'mood|irritab*|low|depress*|angry|aggress*|tired*|drowsy|sleepy + @medicine|side|affect|change*|notice|look out',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'do-not-stop',
        domain: 'explanation',
        label: 'Advised taking it every day and not stopping suddenly, and what to do about a missed dose',
        parts: [
          {
            cues: [
              'not stop|not to stop|never stop|do not stop|keep taking|carry on taking',
              'stop|stopping + suddenly|abruptly|on your own|without talking',
              'miss* + dose|tablet*|one|@medicine',
              'every day|regularly|same time + take|@medicine',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'driving-dvla',
        domain: 'explanation',
        label:
          'Explained the driving rules: he must tell the DVLA and not drive until 12 months free of seizures (including jerks)',
        parts: [
          {
            cues: [
              'dvla|licence + tell|inform|notify|let them know|contact|surrender|law|legal*',
              'must not drive|cannot drive|not allowed to drive|should not drive|stop driving|no driving|not drive',
            ],
            partly: ['driv*'],
          },
          {
            cues: [
              '12 months|twelve months|a year|one year + driv*|seizure free|free of|without a seizure|no seizures|fit free',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'safety',
        domain: 'explanation',
        label:
          'Gave safety advice: showers not baths, no swimming alone, care with heights, cooking and cycling',
        parts: [
          {
            cues: [
              'shower* + bath*|instead|rather|safer',
              'bath*|swim*|height*|ladder*|cook*|hob|cycl*|bike + safe*|careful|avoid|alone|supervis*|risk|lifeguard|not',
            ],
            partly: ['safe*|safety'],
          },
        ],
      },
      {
        id: 'work',
        domain: 'explanation',
        label:
          'Discussed work: telling his employer, ladders and driving for now, occupational health, reasonable adjustments and his rights',
        parts: [
          {
            cues: [
              'work|job|apprentice*|employer|boss|college + tell|adjust*|support|occupational health|ladder*|height*|driv*|rights|protect*',
              'equality act|disabilit*|reasonable adjustment*|access to work|occupational health',
            ],
            partly: ['work|job'],
          },
        ],
      },
      {
        id: 'first-aid-chloe',
        domain: 'shared_plan',
        label:
          'Explained what Chloe, family or friends should do in a seizure (on his side, time it, 999 if over 5 minutes or injured), and offered to involve her',
        parts: [
          {
            cues: [
              'recovery position|on their side|on his side|on your side|time it|time the seizure|five minutes|5 minutes|nothing in your mouth|nothing in the mouth|cushion',
              'chloe|girlfriend|mum|family|friends|mates + what to do|first aid|bring|come with|talk to|explain|tell',
            ],
            partly: ['chloe|girlfriend'],
          },
        ],
      },
      {
        id: 'support',
        domain: 'shared_plan',
        label:
          'Offered support: the epilepsy specialist nurse, a charity (such as Epilepsy Action) and written information',
        parts: [
          {
            cues: [
              'epilepsy nurse|specialist nurse|epilepsy action|epilepsy society|charity|support group|helpline|leaflet|website|written information',
            ],
            partly: [],
          },
        ],
      },
      { id: 'social-history', use: 'social-history' },
      { id: 'alcohol', use: 'alcohol', also: ['going out|night out|nights out + @drink|drink*'] },
      { id: 'ideas', use: 'ideas' },
      { id: 'concerns', use: 'concerns' },
      { id: 'expectations', use: 'expectations' },
      { id: 'empathy', use: 'empathy', also: ['a lot to take in|lot to process|big news|scary|frightening'] },
      { id: 'check-understanding', use: 'check-understanding' },
      {
        id: 'follow-up',
        domain: 'shared_plan',
        label: 'Arranged follow-up (clinic review, the specialist nurse) and how to get in touch',
        parts: [
          {
            cues: [
              'follow up|review|see you again|come back|next appointment|clinic + week*|month*|again|soon|check how',
              'contact|number|ring|call + nurse|clinic|team|us',
            ],
            partly: [],
          },
        ],
      },
      { id: 'summary', use: 'summary' },
      {
        id: 'safety-netting',
        use: 'safety-netting',
        also: [
          'if + seizure|fit|another|jerks|mood|low|dark thoughts|rash|side effect* + call|ring|999|ambulance|contact|tell|see|nurse|let us know|get help',
          'longer than + five minutes|5 minutes',
        ],
      },
      {
        // A term explained in its sentence, or with the plain words earlier, in the line or in the
        // next, is not jargon left unexplained.
        id: 'avoid-jargon',
        polarity: 'avoid',
        domain: 'explanation',
        label:
          'Used a medical term without explaining it (myoclonic, tonic-clonic, EEG, spike and wave, SUDEP, titrate)',
        parts: [
          { cues: ['myoclon*|jme'], unless: ['@explained'], plain: ['jerk*|twitch*|jump*|flick*'] },
          {
            cues: ['tonic clonic'],
            unless: ['@explained'],
            plain: ['shak*|stiff*|jerk*|convuls*|whole body|big seizure*|fit|fits'],
          },
          {
            cues: ['eeg|electroencephalogra*|spike and wave|spike wave|spikes and waves'],
            unless: ['@explained'],
            plain: ['brain wave*|brainwave*|electrical|wires|sticky|electrode*|record*|trace|pattern'],
          },
          {
            cues: ['sudep'],
            unless: ['@explained'],
            plain: ['sudden death|die suddenly|sudden unexpected death|die in their sleep|dying'],
          },
          {
            cues: ['idiopathic|postictal|post ictal|status epilepticus|photosensitiv*'],
            unless: ['@explained'],
          },
          {
            cues: ['titrat*|anticonvulsant*|antiepileptic*|anti epileptic*'],
            unless: ['@explained'],
            plain: ['build up|building up|increase*|step* up|gradually|slowly|over a few weeks', '@medicine'],
          },
        ],
      },
    ],
  },
};
