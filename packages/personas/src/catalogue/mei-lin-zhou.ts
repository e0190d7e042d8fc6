import type { PersonaInput } from '../schema';

/**
 * High blood pressure, amlodipine stopped two months ago because of swollen ankles and a belief that
 * "chemicals" harm the kidneys; she keeps collecting the prescription so nobody knows. She cares for
 * her mother-in-law, who had a stroke. A non-adherence station: explore without judgement, explain,
 * and agree a plan she can live with.
 */
export const meiLinZhou: PersonaInput = {
  id: 'mei-lin-zhou',
  discipline: 'medicine',
  name: 'Mei-Lin Zhou',
  age: 55,
  avatar: '👩🏻',
  difficulty: 'intermediate',
  condition: 'Hypertension: stopped her medicine (non-adherence)',
  condition_category: 'cardiovascular',
  emotional_state: 'Polite and apologetic, hiding that she stopped',
  personality:
    'Warm, conscientious and anxious to please; hates to cause trouble or seem ungrateful, so she agrees in the room and decides at home. Careful with money and with her body.',
  background:
    'School business manager at a primary school in Leeds. Born in Hong Kong, came to England at nineteen. Lives with her husband Wai-Keung, a taxi driver, and his mother, who had a stroke two years ago and whom she helps care for. One son at university in Sheffield. Her own father had a stroke at 68.',
  symptoms: [
    'Blood pressure high at the practice nurse check: 168 over 98',
    'Stopped amlodipine about two months ago',
    'Ankle swelling on amlodipine, gone since stopping',
    'No headaches, chest pain, breathlessness or visual problems',
    'Drinking a herbal tea and celery juice instead',
  ],
  demographics: {
    gender: 'female',
    pronouns: 'she/her',
    occupation: 'School business manager',
    living_situation: 'Lives with her husband and her mother-in-law in a semi-detached house',
    cultural_background: 'Hong Kong Chinese, in England since she was nineteen; Cantonese and English',
  },
  presenting_problem:
    'Called in by the practice after a routine check: her blood pressure was 168/98, higher than when amlodipine was started nine months ago. She says she takes her tablets "most days". In fact she stopped two months ago: her ankles swelled so her work shoes hurt, and a friend told her blood pressure tablets are chemicals that wear out the kidneys.',
  history: [
    'High blood pressure found at a well-woman check about a year ago; amlodipine 5 mg once a day started nine months ago.',
    'Ankles swelled within a few weeks of starting; she told nobody.',
    'Stopped the tablets about two months ago; the swelling went within a fortnight.',
    'Menopause at 51; no diabetes, no kidney or heart problems known.',
    'Father had a stroke at 68; mother-in-law had a stroke two years ago.',
  ],
  core_beliefs: [
    'A good person does not make trouble for others.',
    'The body heals itself if you treat it gently.',
  ],
  intermediate_beliefs: [
    'If I tell the doctor I stopped, she will think I am foolish or ungrateful.',
    'Strong chemicals taken every day must do damage somewhere.',
    'If I feel well, my blood pressure cannot be so bad.',
  ],
  automatic_thoughts: [
    'She will be cross with me.',
    'My shoes did not fit. That cannot be good for me.',
    'I feel fine, so maybe the tea is working.',
  ],
  emotions: ['anxious', 'guilty', 'ashamed', 'neutral', 'relieved', 'warm'],
  coping_behaviours: [
    'Says "yes, doctor" and decides later',
    'Keeps collecting the repeat prescription so her husband does not ask',
    'Drinks celery juice and a herbal tea from a shop in Chinatown',
    'Looks things up in a WhatsApp group of friends',
  ],
  risk: {
    level: 'none',
    disclosure:
      'No, no, nothing like that. I have my son, my husband, and Ma-ma needs me every day. I am just worried about the blood pressure.',
    deflection: 'Oh no, doctor. I am fine in myself, really. It is only the blood pressure.',
    min_trust: 0,
    protective_factors: ['Her son at university', 'Her husband', 'Caring for her mother-in-law', 'Her work'],
  },
  style: 'people_pleasing',
  facts: [
    // What she knows and how she takes the tablets: plain facts, to a direct question.
    {
      id: 'called-in',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'anxious',
      keywords: ['why', 'here', 'today', 'letter', 'nurse', 'check', 'reading'],
      text: 'The nurse checked my blood pressure last week and it was high, one hundred and sixty-something. She said to come and see the doctor. I am sorry to take your time.',
    },
    {
      id: 'knows-bp',
      topic: 'diagnosis',
      depth: 1,
      emotion: 'neutral',
      keywords: ['understand', 'know', 'blood pressure', 'hypertension', 'told', 'diagnosed', 'what is'],
      text: 'They found it last year, at a well-woman check. The doctor said it is high blood pressure and I need a tablet. I know it is not good, but I do not feel anything, so it is hard to believe.',
    },
    {
      id: 'takes-most-days',
      topic: 'medication',
      depth: 1,
      emotion: 'anxious',
      keywords: [
        'take',
        'taking',
        'tablets',
        'medication',
        'medicine',
        'amlodipine',
        'how often',
        'every day',
      ],
      text: 'Amlodipine, five milligrams, one in the morning. I take it... most days. Yes. Most days.',
    },
    {
      id: 'stopped-two-months',
      topic: 'medication',
      depth: 1,
      emotion: 'guilty',
      keywords: [
        'miss',
        'missed',
        'stopped',
        'forget',
        'honestly',
        'last',
        'when did you last',
        'not taking',
      ],
      text: 'Well... actually, I have not taken it for about two months. I am sorry, doctor. I should have come and told you.',
    },
    {
      id: 'ankle-swelling',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'frustrated',
      keywords: [
        'side effect',
        'side effects',
        'problem',
        'why did you stop',
        'ankles',
        'swelling',
        'legs',
        'shoes',
      ],
      text: 'A few weeks after I started, my ankles swelled up, puffy, by the afternoon my work shoes were so tight I had to take them off under the desk. Since I stopped, it has gone.',
    },
    {
      id: 'no-other-side-effects',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['flushing', 'dizzy', 'headache', 'other side effects', 'anything else'],
      text: 'Sometimes my face went a bit hot and red at first, but that settled. Mainly it was the ankles.',
    },
    {
      id: 'feels-well',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['feel', 'symptoms', 'how have you been', 'notice'],
      text: 'I feel fine. Honestly, I feel the same with the tablet or without it. That is why I thought maybe it is not so important.',
    },
    // Red flags for very high blood pressure or its damage: all negative, told when asked.
    {
      id: 'no-headache-vision',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['headache', 'headaches', 'vision', 'eyes', 'blurred', 'seeing'],
      text: 'No headaches, no. My eyes are fine too, only reading glasses, nothing blurry.',
    },
    {
      id: 'no-chest-breath',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['chest', 'breath', 'breathless', 'heart', 'palpitations'],
      text: 'No chest pain. Not short of breath, I walk up the hill to school every morning, no problem.',
    },
    {
      id: 'no-stroke-signs',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['weakness', 'numb', 'numbness', 'speech', 'face', 'arm', 'stroke'],
      text: 'No weakness or numbness, no trouble speaking. I know those signs, because of Ma-ma.',
    },
    // Background history.
    {
      id: 'past-history',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: [
        'medical',
        'conditions',
        'illness',
        'history',
        'diabetes',
        'kidney',
        'operation',
        'hospital',
      ],
      text: 'Nothing else. No diabetes, no kidney problem that they told me. My periods stopped at fifty-one. I had my gallbladder out, maybe ten years ago.',
    },
    {
      id: 'other-medicines',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: [
        'other',
        'anything else',
        'over the counter',
        'herbal',
        'supplements',
        'chemist',
        'remedies',
      ],
      text: 'No other medicine from the doctor. I take cod liver oil, and I have been drinking a herbal tea from the shop in Chinatown, and celery juice, for the blood pressure.',
    },
    {
      id: 'no-allergies',
      topic: 'allergies',
      depth: 1,
      emotion: 'neutral',
      keywords: ['allergy', 'allergies', 'allergic', 'reaction'],
      text: 'No allergies to medicine. Only sticking plasters make my skin itchy.',
    },
    {
      id: 'family-strokes',
      topic: 'family_history',
      depth: 1,
      emotion: 'sad',
      keywords: ['family', 'father', 'mother', 'runs in', 'parents', 'stroke', 'heart'],
      text: 'My father had a stroke when he was sixty-eight, in Hong Kong. He could not walk properly after. My mother is eighty, she is fine, she lives with my brother.',
    },
    {
      id: 'work-home',
      topic: 'work',
      depth: 1,
      emotion: 'warm',
      keywords: ['work', 'job', 'do for a living', 'live', 'home', 'who', 'husband'],
      text: 'I am the business manager at a primary school, budgets, staff, everything. At home it is my husband, Wai-Keung, and his mother. Our son is at university in Sheffield.',
    },
    {
      id: 'cares-for-mil',
      topic: 'family',
      depth: 1,
      emotion: 'sad',
      keywords: ['mother-in-law', 'care', 'carer', 'look after', 'ma-ma', 'busy'],
      text: 'My mother-in-law had a stroke two years ago. Her left side is weak. I help her wash and dress in the morning before work, and my husband does the evenings.',
    },
    {
      id: 'smoke-drink',
      topic: 'substances',
      depth: 1,
      emotion: 'neutral',
      keywords: ['smoke', 'smoking', 'cigarettes', 'drink', 'alcohol', 'wine'],
      text: 'I never smoked. Alcohol, only a small glass of wine at Christmas, or at a wedding.',
    },
    {
      id: 'diet-salt',
      topic: 'daily_life',
      depth: 1,
      emotion: 'neutral',
      keywords: ['diet', 'eat', 'food', 'salt', 'exercise', 'soy sauce', 'cooking'],
      text: 'I cook at home, rice, vegetables, fish. Soy sauce, oyster sauce, yes, quite a lot, my husband likes it salty. Exercise is the hill to school and running after Ma-ma.',
    },
    // Hidden agenda: ideas, concerns, expectations, only when invited.
    {
      id: 'idea-chemicals',
      topic: 'thoughts',
      depth: 2,
      emotion: 'anxious',
      keywords: ['think', 'believe', 'feel about', 'tablets', 'chemicals', 'natural', 'why', 'view'],
      text: 'My friend in our WhatsApp group says these tablets are chemicals, every day, for the rest of your life, and in the end they wear out the kidneys. I thought, if I can do it naturally, with the tea and celery, better for my body.',
    },
    {
      id: 'idea-swelling-harm',
      topic: 'thoughts',
      depth: 2,
      emotion: 'anxious',
      keywords: ['swelling', 'ankles', 'dangerous', 'damage', 'water'],
      text: 'And when my ankles swelled, I thought, there, you see, it is doing something bad inside me. The water is going somewhere it should not.',
    },
    {
      id: 'concern-stroke-like-mil',
      topic: 'anxiety',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'concern', 'afraid', 'scared', 'stroke', 'frighten'],
      text: 'What frightens me is ending up like Ma-ma. Or like my father. Then who looks after her? Who looks after me? I would be a burden on my son.',
    },
    {
      id: 'concern-disappointing',
      topic: 'anxiety',
      depth: 2,
      emotion: 'ashamed',
      keywords: ['cross', 'angry', 'judge', 'tell', 'embarrassed', 'disappointed'],
      text: 'I was worried you would be cross with me. The doctor gave me the tablet and I did not take it. It feels very rude.',
    },
    {
      id: 'expects-other-option',
      topic: 'goals',
      depth: 2,
      emotion: 'hopeful',
      keywords: ['hope', 'hoping', 'expect', 'want', 'like', 'today', 'options', 'instead'],
      text: 'I was hoping maybe there is something without the swelling. Or something more natural. If I must take a tablet, I want one that does not make my shoes not fit.',
    },
    // Depth 2: what she keeps from her family, once she feels safe.
    {
      id: 'husband-doesnt-know',
      topic: 'family',
      depth: 2,
      emotion: 'guilty',
      keywords: ['husband', 'family', 'know', 'tell', 'support', 'wai-keung'],
      text: 'My husband does not know I stopped. He would tell his mother, and then I would hear about it at every dinner. It is easier to say nothing.',
    },
    {
      id: 'not-the-patient',
      topic: 'thoughts',
      depth: 2,
      emotion: 'sad',
      keywords: ['yourself', 'you', 'look after', 'time for you', 'patient'],
      text: 'I am always the one looking after everybody. Ma-ma, my son, the staff at school. It feels strange, sitting here as the patient.',
    },
    {
      id: 'tired-caring',
      topic: 'mood',
      depth: 2,
      emotion: 'sad',
      keywords: ['mood', 'tired', 'coping', 'stress', 'how are you in yourself'],
      text: 'Some mornings I am tired before I even get to school. Washing Ma-ma, then the budget meetings. I do not complain, but it is a lot.',
    },
    // Depth 3: what she is ashamed of.
    {
      id: 'collects-prescription',
      topic: 'medication',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['prescription', 'collect', 'pharmacy', 'husband know', 'drawer', 'boxes'],
      text: 'I still collect the prescription every month, so my husband does not ask questions. The boxes are in my drawer at work. Three boxes now. I feel very silly telling you.',
    },
    {
      id: 'took-mil-tablet',
      topic: 'medication',
      depth: 3,
      emotion: 'guilty',
      keywords: ['anyone else', 'someone else', 'other tablets', 'borrow', 'headache'],
      text: "One time, when I had a bad head and felt my pressure was up, I took one of Ma-ma's tablets. The water tablet. I know I should not.",
    },
  ],
  opening_statement:
    'Hello, doctor. Thank you for seeing me. The nurse said my blood pressure is a bit high, so, here I am. Sorry to bother you.',
  goals: [
    'To avoid being told off',
    'Underneath: a treatment without swollen ankles, and not to end up like her mother-in-law',
  ],
  speech_markers: [
    'sorry, doctor',
    'yes, yes',
    'actually',
    'Ma-ma',
    'maybe',
    'I am not sure it is right but',
  ],
  case: {
    station: 'explanation',
    setting: 'GP surgery, a routine appointment',
    task: 'You are a GP trainee. Mei-Lin Zhou, 55, was started on amlodipine 5 mg for high blood pressure nine months ago. At a nurse check last week her blood pressure was 168/98, higher than before treatment. Explore how she is getting on with her medicine, without judgement, find out her views, explain why treating blood pressure matters and what her options are, and agree a plan with her.',
    agenda: {
      ideas: ['idea-chemicals', 'idea-swelling-harm'],
      concerns: ['concern-stroke-like-mil', 'concern-disappointing'],
      expectations: ['expects-other-option'],
      cues: [
        'I feel fine, really. Maybe the celery juice is helping, who knows.',
        'My mother-in-law had a stroke, so I am quite busy at home.',
      ],
    },
    red_flags: [
      {
        id: 'headache-vision',
        fact: 'no-headache-vision',
        label: 'Asked about headaches or changes in vision',
        asked_by: ['headache*|bad head', 'vision|eyesight|blur*|seeing|sight|eyes'],
        present: false,
      },
      {
        id: 'chest-breath',
        fact: 'no-chest-breath',
        label: 'Asked about chest pain or breathlessness',
        asked_by: ['chest + @pain|tight*|discomfort', 'breath*|breathless*|short of breath'],
        present: false,
      },
      {
        id: 'stroke-symptoms',
        fact: 'no-stroke-signs',
        label: 'Asked about weakness, numbness or speech problems (stroke warning signs)',
        asked_by: [
          'weak*|numb*|tingl*|pins and needles',
          'speech|speak*|slurr*|words out|face droop*|drooping',
        ],
        present: false,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      { id: 'opening-question', use: 'opening-question' },
      {
        id: 'what-she-knows',
        domain: 'presenting_complaint',
        label: 'Found out what she already knows about her blood pressure and why it is treated',
        parts: [
          {
            cues: [
              'what + you understand|you know|you have been told|been told|your understanding|they told you|you make of + blood pressure|it|tablet*|this',
              'what do you know',
              'why + think|thought + @medicine|tablet*|treatment|started',
            ],
            partly: ['blood pressure + know|told'],
          },
        ],
      },
      {
        id: 'explore-adherence',
        domain: 'presenting_complaint',
        label: 'Asked how she actually takes her medicine, in an open, non-judgemental way',
        parts: [
          {
            cues: [
              'how + getting on|get on|going|finding + @medicine|tablet*|amlodipine|it',
              'how often + take|manage|remember',
              'miss|missed|forget|forgot|skip* + dose*|@medicine|tablet*|one|any|some',
              'take it + every day|each day|most days|regularly',
              'still taking|stopped taking|not taking|when did you last take',
            ],
            partly: ['do you take|are you taking'],
          },
        ],
      },
      {
        id: 'normalise',
        domain: 'empathy',
        label: 'Normalised finding medicines hard, without blame',
        parts: [
          {
            cues: [
              'lot of people|many people|most people|lots of people|plenty of people|a lot of patients|really common|very common|quite common',
              'not here to|not going to + tell you off|judge|blame|be cross|lecture',
              'no judgement|not judging|nothing to be sorry|do not need to apologise|no need to apologise|thank you for telling|glad you told|appreciate you telling|honest with me',
            ],
            partly: ['that is okay|that is all right|it is okay|do not worry'],
          },
        ],
      },
      {
        id: 'reason-stopped',
        domain: 'presenting_complaint',
        label: 'Found out why she stopped: side effects (ankle swelling) and what she noticed',
        parts: [
          {
            cues: [
              'side effect*',
              'why + stop*|not take|not taking|did you decide|made you',
              'what made you + stop|decide',
              'ankle*|swell*|swollen|puffy',
              'any problems with + @medicine|tablet*|it|amlodipine',
            ],
            partly: ['problem* + @medicine|tablet*'],
          },
        ],
      },
      {
        id: 'other-remedies',
        domain: 'drugs_allergies',
        label: 'Asked about other medicines, herbal remedies or supplements',
        parts: [
          {
            cues: [
              'herb*|supplement*|natural|remed*|chinese medicine|vitamin*|tea',
              'anything else + take|taking|trying|tried',
              'over the counter|from the chemist|other medicine*|other tablet*',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'allergies',
        domain: 'drugs_allergies',
        label: 'Asked about allergies',
        parts: [{ cues: ['allerg*', 'react* + @medicine|penicillin|antibiotic*'], partly: [] }],
      },
      { id: 'past-history', use: 'past-history' },
      { id: 'family-history', use: 'family-history', also: ['stroke* + family|anyone|relative*'] },
      {
        id: 'lifestyle',
        domain: 'social_history',
        label: 'Asked about diet and salt, smoking, alcohol and exercise',
        parts: [
          {
            cues: ['diet|salt|salty|eat|food|cook*|soy sauce', 'exercise|active|activity|walk*'],
            partly: [],
          },
          { cues: ['@smoke', '@drink'], partly: [] },
        ],
      },
      { id: 'social-history', use: 'social-history', also: ['care for|look after|carer|caring'] },
      {
        id: 'ideas',
        use: 'ideas',
        also: [
          'how do you feel about + @medicine|tablet*|taking',
          'what do you think about + @medicine|tablet*|taking|it',
        ],
      },
      { id: 'concerns', use: 'concerns' },
      { id: 'expectations', use: 'expectations' },
      {
        id: 'explain-why-treat',
        domain: 'explanation',
        label:
          'Explained in plain words why high blood pressure is treated even without symptoms (stroke, heart attack, kidneys)',
        parts: [
          {
            cues: [
              'stroke|heart attack|kidney*|heart disease|damage + risk|chance|lower|reduce|prevent|protect|cause|lead|strain',
              'no symptoms|silent|not feel it|cannot feel|do not feel|without symptoms|feel fine|feel well',
            ],
            partly: ['risk|damage|important to treat'],
          },
        ],
      },
      {
        id: 'explain-swelling',
        domain: 'explanation',
        label:
          'Explained the ankle swelling as a known, harmless side effect of amlodipine that goes when it stops',
        parts: [
          {
            cues: [
              'ankle*|swell*|swollen + common|known|side effect|amlodipine|harmless|not dangerous|not harm*|goes away|go away|not damag*|caused by|because of|blood vessels',
            ],
            partly: ['side effect*'],
          },
        ],
      },
      {
        id: 'address-chemicals',
        domain: 'explanation',
        label:
          'Responded to her belief about "chemicals" and kidneys respectfully, with accurate information',
        parts: [
          {
            cues: [
              'kidney* + protect*|check*|safe|monitor*|not damage|not harm|does not damage|do not damage|wear out',
              'chemical*|natural|herbal|celery|tea + understand|evidence|work|lower|safe|interact*|tell me|fine|alongside|together|instead',
            ],
            partly: ['natural|chemical*|herbal'],
          },
        ],
      },
      {
        id: 'options',
        domain: 'explanation',
        label:
          'Offered options: another tablet (such as an ACE inhibitor or ARB), a lower or changed dose, and lifestyle changes such as less salt',
        parts: [
          {
            cues: [
              'different|another|other|alternative|switch*|change + @medicine|tablet*|drug|treatment|option*|one',
              'ramipril|lisinopril|losartan|candesartan|ace inhibitor|arb|indapamide|lower dose|smaller dose|half the dose',
            ],
            partly: ['option*|choice*'],
          },
          {
            cues: [
              'less|cut down|cutting down|reduc*|lower|cut back + salt|soy sauce|sauce*',
              'lifestyle|diet|exercise|weight + help|change*|lower|bring down|as well|alongside',
            ],
            partly: ['salt|diet|exercise'],
          },
        ],
      },
      { id: 'check-understanding', use: 'check-understanding' },
      {
        id: 'shared-plan',
        use: 'shared-plan',
        also: [
          'how would you feel about|would you be willing|would you be happy|are you willing|would you like + try*|switch*|losartan|ramipril|plan|that|option*|tablet*',
        ],
      },
      {
        id: 'follow-up',
        domain: 'shared_plan',
        label:
          'Arranged follow-up: blood pressure and kidney blood tests, a review in a few weeks or home readings',
        parts: [
          {
            cues: [
              'follow up|review|come back|see you again|check again|recheck|re check|appointment + week*|month*|again|soon|it|blood pressure',
              'home + reading*|monitor*|machine|blood pressure',
              'blood test*|kidney function|urine test + arrang*|book|today|now|before you go|next|do a|organise',
            ],
            partly: ['check'],
          },
        ],
      },
      {
        id: 'safety-netting',
        use: 'safety-netting',
        also: [
          'if + headache*|vision|chest pain|weak*|numb*|speech|side effect*|swell* + call|ring|999|111|come back|contact|see us|let us know|a&e|seek',
        ],
      },
      {
        id: 'avoid-jargon',
        polarity: 'avoid',
        domain: 'explanation',
        label:
          'Used a medical term without explaining it (hypertension, calcium channel blocker, oedema, systolic, cardiovascular, renal)',
        parts: [
          {
            cues: ['hypertensi*|antihypertensi*|anti hypertensi*'],
            unless: ['@explained'],
            plain: ['high blood pressure|blood pressure'],
          },
          {
            cues: ['calcium channel|calcium blocker*|ace inhibitor*|angiotensin|arb|arbs'],
            unless: ['@explained'],
            plain: ['type of|kind of|another|different|other + @medicine|tablet*|one'],
          },
          {
            cues: ['oedema|edema|vasodilat*'],
            unless: ['@explained'],
            plain: ['swell*|swollen|puffy|ankle*|blood vessels|widen*|relax*'],
          },
          {
            cues: ['systolic|diastolic'],
            unless: ['@explained'],
            plain: ['top number|bottom number|first number|second number|higher number|lower number'],
          },
          {
            cues: ['cardiovascular|cerebrovascular|end organ|target organ|renal|nephropath*|egfr|creatinine'],
            unless: ['@explained'],
            plain: ['heart|stroke|circulation|blood vessels|kidney*'],
          },
          {
            cues: ['qrisk|q risk|ambulatory|abpm'],
            unless: ['@explained'],
            plain: ['chance|percent|in ten years|10 years|out of 100|wear|machine|cuff|over a day|24 hours'],
          },
        ],
      },
      {
        // The task asks for her reasons without judgement; blame makes a patient hide the next lapse.
        id: 'avoid-blame',
        polarity: 'avoid',
        domain: 'empathy',
        label:
          'Blamed or lectured her for not taking it (“non-compliant”, “you should have told us”, “you were supposed to”)',
        parts: [
          {
            cues: [
              'non complian*|noncomplian*|non adheren*|nonadheren*',
              'you should have + told|taken|kept|said|come|carried on|asked|rung|called',
              'you were supposed to|you were meant to|you were told to',
              'irresponsible|reckless|foolish|silly of you',
              'lied to|lying to|been lying|lying about|deceiv*|dishonest',
              'wast* + prescription*|@medicine|tablet*|money|nhs',
              'why did not you|why have not you|why would not you',
            ],
            unless: [
              'not saying|nobody is saying|no one is saying|not going to|not here to|not judg*|not blam*|not about blame|not telling you off|not cross',
              // "You should have been told about the ankles" is the service's fault, not hers.
              'been told|been warned|been given|we should|i should|someone should|do not want you to',
            ],
          },
        ],
      },
    ],
  },
};
