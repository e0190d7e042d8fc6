import type { PersonaInput } from '../schema';

/**
 * A type 2 diabetes review: HbA1c up from 58 to 78 in a year. He misses his evening metformin
 * because it upsets his stomach on his round, drinks Lucozade on the walk, has numb, burning feet
 * and a sore under his big toe he has not looked at, and once had a hypo driving the post van. His
 * mother went on insulin and then lost her leg; insulin is what he fears, and what he thinks this
 * review is for.
 */
export const winstonCampbell: PersonaInput = {
  id: 'winston-campbell',
  discipline: 'medicine',
  name: 'Winston Campbell',
  age: 61,
  avatar: '👨🏿‍🦳',
  difficulty: 'intermediate',
  condition: 'Type 2 diabetes review (rising HbA1c, neuropathy)',
  condition_category: 'endocrine',
  emotional_state: 'Jovial and chatty, dodging the point',
  personality:
    "Warm, funny and sociable; a storyteller who wanders off into cricket, dominoes and his grandson when a question gets close to the bone. Proud of never missing a day's work, and wary of doctors who lecture.",
  background:
    'Born in Kingston, Jamaica; came to south London aged eight in 1973. A postman for thirty-four years, walking a round in Catford and driving the van for parcels. Lives with his wife Marcia, who does the cooking; their grandson Jaden is at their house most afternoons. His mother had diabetes, went on insulin, lost a leg and died at seventy.',
  symptoms: [
    'Thirsty and passing water at night',
    'Tired by the end of his round',
    'Numb, burning feet, like walking on cotton wool',
    'A sore under his right big toe for about three weeks',
    'Shaky, sweaty spells before lunch now and then',
    'Eyes blurry some evenings',
  ],
  demographics: {
    gender: 'male',
    pronouns: 'he/him',
    occupation: 'Postman',
    living_situation: 'Lives with his wife; grandson there most afternoons',
    cultural_background: 'Jamaican-born, in south London since childhood',
  },
  presenting_problem:
    'Called in for his annual diabetes review: HbA1c 78 mmol/mol, up from 58 a year ago, and he has gained weight. He says he is "doing all right with the sugar". He misses his evening metformin most days, has numb feet with a sore under one toe he has not mentioned, and dreads being told he needs insulin.',
  history: [
    'Type 2 diabetes diagnosed eight years ago.',
    'Gliclazide added to metformin last year.',
    'High blood pressure and raised cholesterol.',
    'Stopped smoking fifteen years ago.',
    'Has missed two eye screening appointments.',
    'Mother had diabetes, went on insulin, lost a leg and died at seventy.',
  ],
  core_beliefs: ['A man who can work is a well man.', 'Once they put you on the needle, that is the end.'],
  intermediate_beliefs: [
    'If I keep laughing, nobody will look too close.',
    'If I tell the doctor I miss the tablets, they will put me on insulin.',
  ],
  automatic_thoughts: [
    'Here comes the lecture.',
    "Mummy's feet went first.",
    'Just give me six more months.',
  ],
  emotions: ['warm', 'neutral', 'guarded', 'anxious', 'guilty', 'fearful'],
  coping_behaviours: [
    'Makes a joke of it',
    'Changes the subject to cricket or dominoes',
    'Skips the evening tablet so his stomach behaves on his round',
    'Keeps a bottle of Lucozade in his postbag',
  ],
  risk: {
    level: 'none',
    disclosure:
      'No, man, never. I have Marcia, I have my grandson, I have my Friday dominoes. I want to see Jaden play for Surrey. I am just frightened of the needle, that is all.',
    deflection: 'What? No, no, no. I am right as rain in my head, Doc. It is only the sugar.',
    min_trust: 0,
    protective_factors: ['His wife Marcia', 'His grandson Jaden', 'His church and his dominoes club'],
  },
  style: 'tangential',
  facts: [
    // The diabetes and how it has been.
    {
      id: 'how-its-going',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'warm',
      keywords: ['how', 'going', 'getting on', 'diabetes', 'been', 'managing'],
      text: 'Up and down, Doc, up and down. Some weeks good, some weeks not so good. The nurse called me in because the number went up, so you tell me.',
    },
    {
      id: 'diagnosed',
      topic: 'diagnosis',
      depth: 1,
      emotion: 'neutral',
      keywords: ['when', 'diagnosed', 'how long', 'first', 'found out', 'years'],
      text: 'Eight years I have the sugar. They found it when I went for a check about my waterworks. Started on the metformin, then last year they added the gliclazide.',
    },
    {
      id: 'knows-hba1c',
      topic: 'diagnosis',
      depth: 1,
      emotion: 'guarded',
      keywords: ['results', 'blood test', 'hba1c', 'number', 'know', 'understand', 'told'],
      text: "The nurse said the number has gone up. Seventy-something. I know it should be lower. I don't really know what the number means, if I am honest, just that higher is worse.",
    },
    {
      id: 'thirst-nocturia',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: [
        'thirsty',
        'thirst',
        'drinking',
        'water',
        'toilet',
        'night',
        'passing water',
        'wee',
        'symptoms',
      ],
      text: 'I am thirsty a lot, yes. And up three times in the night for the toilet. Marcia complains I wake her.',
    },
    {
      id: 'tired',
      topic: 'energy',
      depth: 1,
      emotion: 'neutral',
      keywords: ['tired', 'energy', 'fatigue', 'exhausted'],
      text: 'By the end of my round I am finished, Doc. Used to be I would come home and play cricket in the park with Jaden. Now I sit down and I am asleep in the chair.',
    },
    {
      id: 'weight',
      topic: 'appetite',
      depth: 1,
      emotion: 'neutral',
      keywords: ['weight', 'heavier', 'put on', 'belly', 'scales'],
      text: "I put on half a stone this year. Marcia's cooking. Her rice and peas, you would put on weight too.",
    },
    {
      id: 'diet',
      topic: 'eating',
      depth: 1,
      emotion: 'warm',
      keywords: ['diet', 'eat', 'eating', 'food', 'breakfast', 'lunch', 'dinner', 'meals', 'sugar in'],
      text: 'Breakfast is hard dough bread and butter, tea with two sugars. Lunch a patty from the bakery on my round. Dinner Marcia cooks, rice and peas, chicken, plantain. Sunday is the big one.',
    },
    {
      id: 'exercise',
      topic: 'daily_life',
      depth: 1,
      emotion: 'warm',
      keywords: ['exercise', 'active', 'walk', 'walking', 'activity', 'sport'],
      text: 'Exercise? I walk ten miles a day with a bag on my back! That is my exercise. No gym for me.',
    },
    {
      id: 'feet-numb',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'anxious',
      keywords: ['feet', 'foot', 'numb', 'numbness', 'tingling', 'burning', 'pins and needles', 'feeling'],
      text: 'My feet, yes. Numb, like walking on cotton wool. And at night they burn, both of them. It started in the toes, now it is up to here, over the ankle.',
    },
    {
      id: 'tablets',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medicines', 'medication', 'tablets', 'take', 'prescribed', 'metformin'],
      text: 'Metformin, the big one, a thousand, morning and night. Gliclazide in the morning, eighty. Ramipril for the pressure and the atorvastatin for the cholesterol.',
    },
    {
      id: 'metformin-runs',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['side effects', 'stomach', 'upset', 'agree with', 'problems with', 'diarrhoea'],
      text: 'The metformin runs my stomach, Doc. On a round there is no toilet for a mile sometimes. You understand what I am saying.',
    },
    // Red flags: told only when asked about specifically.
    {
      id: 'toe-sore',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'anxious',
      keywords: ['sore', 'wound', 'ulcer', 'blister', 'skin', 'toe', 'cut'],
      text: 'Now you ask... there is a sore under my right big toe. Three weeks, since the new work boots. It does not hurt, it weeps a little on my sock. I put a plaster on it.',
    },
    {
      id: 'hypo-spells',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['hypo', 'low sugar', 'shaky', 'sweaty', 'funny turn', 'lucozade'],
      text: 'Sometimes before lunch I go shaky and sweaty, yes. I drink some Lucozade and it passes. Once or twice a week maybe.',
    },
    {
      id: 'blurry-eyes',
      topic: 'health',
      depth: 1,
      emotion: 'guarded',
      keywords: ['eyes', 'vision', 'eyesight', 'blurry', 'screening', 'optician'],
      text: 'Some evenings things go a bit blurry. And I will be honest, the eye screening letter came twice and I did not go. I was on earlies.',
    },
    {
      id: 'no-chest-pain',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['chest pain', 'chest', 'tight', 'heart'],
      text: 'No pain in the chest. I walk up Canadian Avenue hill every day with a full bag and nothing, just puffed.',
    },
    // Background.
    {
      id: 'past-history',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medical', 'history', 'conditions', 'operations', 'hospital', 'illness', 'blood pressure'],
      text: 'Blood pressure and the cholesterol, same as everybody my age. Never had an operation. Never been in hospital except to visit.',
    },
    {
      id: 'allergies',
      topic: 'allergies',
      depth: 1,
      emotion: 'neutral',
      keywords: ['allergy', 'allergies', 'allergic', 'reaction'],
      text: 'No allergies. I can eat anything, that is my problem!',
    },
    {
      id: 'mother-diabetes',
      topic: 'family_history',
      depth: 1,
      emotion: 'sad',
      keywords: ['family', 'mother', 'father', 'runs in', 'relatives', 'mum'],
      text: 'My mother had the sugar. Back home in Jamaica she lost her leg to it, below the knee, and she passed at seventy. My father had the pressure.',
    },
    {
      id: 'ex-smoker',
      topic: 'substances',
      depth: 1,
      emotion: 'neutral',
      keywords: ['smoke', 'smoking', 'cigarettes'],
      text: 'I stopped fifteen years ago, when Marcia said she would put me out of the house. Ten a day before that.',
    },
    {
      id: 'rum-friday',
      topic: 'alcohol',
      depth: 1,
      emotion: 'warm',
      keywords: ['drink', 'alcohol', 'units', 'rum', 'beer', 'guinness'],
      text: 'A rum on a Friday at dominoes, maybe two. A Guinness punch on a Sunday. I am not a drinking man.',
    },
    {
      id: 'postman',
      topic: 'work',
      depth: 1,
      emotion: 'warm',
      keywords: ['work', 'job', 'occupation', 'postman', 'round'],
      text: 'Postman, thirty-four years. I walk a round in Catford, and some days I drive the van for the parcels. Everybody on my round knows me.',
    },
    {
      id: 'home',
      topic: 'family',
      depth: 1,
      emotion: 'warm',
      keywords: ['live', 'home', 'wife', 'who', 'grandson', 'marcia'],
      text: 'I live with my wife Marcia, forty years married. Our grandson Jaden is with us most afternoons after school. Eleven years old, and he can bowl, man.',
    },
    // Mildly embarrassing: said once there is some rapport.
    {
      id: 'misses-evening-dose',
      topic: 'medication',
      depth: 2,
      emotion: 'guilty',
      keywords: ['miss', 'missed', 'forget', 'every day', 'regularly', 'as prescribed', 'evening', 'skip'],
      text: 'All right, I will tell you straight. The night-time metformin, I skip it most days. Four, five nights a week. If I take it, next morning on the round, my stomach is trouble.',
    },
    {
      id: 'lucozade',
      topic: 'eating',
      depth: 2,
      emotion: 'guilty',
      keywords: ['drinks', 'fizzy', 'sugary', 'snacks', 'lucozade', 'on your round'],
      text: 'And I drink a big Lucozade on the round every day. For the energy. I know, I know, it is sugar.',
    },
    // The hidden agenda.
    {
      id: 'idea-age-and-family',
      topic: 'thoughts',
      depth: 2,
      emotion: 'neutral',
      keywords: ['think', 'cause', 'causing', 'why', 'gone up', 'reckon', 'idea'],
      text: "The sugar is in the family, and I am getting older, and the tablets don't agree with me. That is why the number went up, I think.",
    },
    {
      id: 'concern-insulin',
      topic: 'anxiety',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'concern', 'scared', 'afraid', 'mind', 'insulin', 'needle'],
      text: 'Insulin, Doc. My mother went on the insulin, and inside two years they took her leg, and then she was gone. Once you are on the needle, that is the beginning of the end. I have seen it.',
    },
    {
      id: 'concern-feet',
      topic: 'health',
      depth: 2,
      emotion: 'fearful',
      keywords: ['feet', 'leg', 'amputation', 'lose'],
      text: 'And my feet. Her feet went first, numb like mine. Then the sore that would not heal. I am a postman, Doc. A postman needs his feet.',
    },
    {
      id: 'expects-more-time',
      topic: 'goals',
      depth: 2,
      emotion: 'anxious',
      keywords: ['hoping', 'expect', 'want', 'today', 'chance', 'six months'],
      text: 'Give me six months, no needles. I will try harder with the tablets. Maybe there is a different tablet that does not run my stomach?',
    },
    // Said only with real trust.
    {
      id: 'hypo-driving',
      topic: 'work',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['driving', 'van', 'drive', 'pulled over', 'dvla', 'while driving'],
      text: 'One thing I never told nobody. Last month, driving the parcel van, I went shaky and sweaty and my eyes went funny. I pulled over on the high road and ate a Mars bar and sat there twenty minutes. Then I finished the round.',
    },
  ],
  opening_statement:
    'Morning, Doc! They sent me a letter for my diabetes check, so here I am, reporting for duty. I am doing all right with the sugar, you know. Mostly.',
  goals: [
    'To be given six months to try harder, with no insulin',
    'Underneath: not to lose his feet the way his mother did',
  ],
  speech_markers: ['Doc', 'you know', 'man', 'I will tell you straight', 'the sugar', 'back home'],
  case: {
    station: 'history',
    setting: 'General practice, an annual diabetes review',
    task: 'You are a foundation doctor in general practice. Winston Campbell, 61, has type 2 diabetes. His HbA1c is 78 mmol/mol (58 a year ago); his weight is up 3 kg; blood pressure 142/86; kidney function normal. Take a history to understand why his control has changed (medicines and how he takes them, diet, activity, symptoms and complications), explore his ideas, concerns and expectations, then explain the result and agree a plan with him.',
    agenda: {
      ideas: ['idea-age-and-family'],
      concerns: ['concern-insulin', 'concern-feet'],
      expectations: ['expects-more-time'],
      cues: [
        'My mother had the sugar too, back home. It did not end well for her. Anyway!',
        'So long as nobody is talking about needles, Doc, we are friends.',
      ],
    },
    red_flags: [
      {
        id: 'foot-wound',
        fact: 'toe-sore',
        label: 'Asked about sores, blisters or wounds on his feet',
        asked_by: [
          'sore|sores|wound*|ulcer*|blister*|cut|cuts|break in the skin|crack* + feet|foot|toe*|skin',
          'ulcer*|blister*|wound*',
        ],
        present: true,
      },
      {
        id: 'hypos',
        fact: 'hypo-spells',
        label: 'Asked about hypos (low sugar spells: shaky, sweaty, confused)',
        asked_by: [
          'hypo|hypos|hypoglyc*|low sugar*|low blood sugar*',
          'sugar* + low|drop*|too low',
          'shaky|shaking|sweaty|trembl*|funny turn*',
        ],
        present: true,
      },
      {
        id: 'vision',
        fact: 'blurry-eyes',
        label: 'Asked about his eyesight and eye screening',
        asked_by: ['eye|eyes|eyesight|vision|sight|blurr*|optician*|retin*|eye screening'],
        present: true,
      },
      {
        id: 'chest-pain',
        fact: 'no-chest-pain',
        label: 'Asked about chest pain',
        asked_by: ['chest + @pain|tight*|ache|pressure', 'angina'],
        present: false,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      { id: 'opening-question', use: 'opening-question', also: ['how + diabetes|sugar* + going|been'] },
      {
        id: 'diabetes-history',
        domain: 'presenting_complaint',
        label: 'Asked when the diabetes was diagnosed and how it has been treated',
        parts: [
          {
            cues: ['when + diagnos*|found out|told you|first', 'how long + diabetes|sugar*'],
          },
        ],
      },
      {
        id: 'understanding-result',
        domain: 'presenting_complaint',
        label: 'Asked what he knows about his blood test result',
        parts: [
          {
            cues: [
              'what + you know|you understand|you been told|anyone told you|nurse told you + result*|test*|hba1c|number|blood',
              'do you know + result*|hba1c|number',
              'told you|explained|know about + result*|blood test*|hba1c|number',
            ],
          },
        ],
      },
      {
        id: 'hyperglycaemia-symptoms',
        domain: 'associated_symptoms',
        label: 'Asked about thirst, passing water more and tiredness',
        parts: [
          {
            cues: [
              'thirst*|drinking more|dry mouth',
              'wee|urin*|pass* water|toilet|night',
              'tired*|energy|fatigue',
            ],
          },
        ],
      },
      { id: 'associated-symptoms', use: 'associated-symptoms' },
      {
        id: 'adherence',
        domain: 'drugs_allergies',
        label: 'Asked without judgement whether he manages to take his tablets as prescribed',
        parts: [
          {
            cues: [
              '@medicine|metformin|them|doses|dose + every day|regular*|as prescribed|miss*|forget|forgot|skip*|stopp*|manag*',
              'taking them|take them all|ever miss|lots of people find',
            ],
            partly: ['@medicine'],
          },
        ],
      },
      {
        id: 'side-effects',
        domain: 'drugs_allergies',
        label: 'Asked about side effects of his medicines',
        parts: [
          {
            cues: [
              'side effect*|upset* your stomach|stomach upset|agree with you',
              'problem*|trouble|difficult* + @medicine|metformin|them',
            ],
          },
        ],
      },
      {
        id: 'diet',
        domain: 'social_history',
        label: 'Asked what he eats and drinks in a typical day',
        parts: [
          {
            cues: [
              'diet|eat|eating|ate|eaten|food|meal*|breakfast|lunch|dinner',
              'sugary|fizzy|sweet* + drink*',
            ],
          },
        ],
      },
      {
        id: 'activity',
        domain: 'social_history',
        label: 'Asked about physical activity',
        parts: [{ cues: ['exercise|active|activity|walk*|sport*|gym'] }],
      },
      {
        id: 'weight',
        domain: 'associated_symptoms',
        label: 'Asked about his weight',
        parts: [{ cues: ['weight|heavier|scales'] }],
      },
      {
        id: 'feet-sensation',
        domain: 'associated_symptoms',
        label: 'Asked about numbness, tingling or burning in his feet',
        parts: [
          {
            cues: [
              'feet|foot|toe* + numb*|tingl*|feeling|sensation|burn*|pins and needles|problem*',
              'numb*|tingl*|pins and needles',
            ],
            partly: ['feet|foot'],
          },
        ],
      },
      { id: 'past-history', use: 'past-history' },
      { id: 'drugs-allergies', use: 'drugs-allergies' },
      { id: 'family-history', use: 'family-history', also: ['@family + diabet*|sugar'] },
      { id: 'smoking', use: 'smoking' },
      { id: 'alcohol', use: 'alcohol' },
      { id: 'social-history', use: 'social-history' },
      {
        id: 'driving',
        domain: 'social_history',
        label: 'Asked whether he drives (hypos and driving)',
        parts: [{ cues: ['driv*|van|dvla'] }],
      },
      {
        id: 'ideas',
        use: 'ideas',
        also: ['what + you think|reckon + made|gone up|go up|went up|sugar|number', 'why + you think|reckon'],
      },
      { id: 'concerns', use: 'concerns' },
      { id: 'expectations', use: 'expectations' },
      { id: 'summary', use: 'summary', also: ['go over + what|said|told'] },
      {
        id: 'explain-hba1c',
        domain: 'explanation',
        label: 'Explained in plain words what the HbA1c is and that his has gone up',
        parts: [
          {
            cues: [
              'hba1c|blood sugar|sugar level*|average + high|higher|gone up|risen|up|months',
              'average + sugar|three months|3 months',
            ],
            partly: ['hba1c|result*'],
          },
        ],
      },
      {
        id: 'address-insulin',
        domain: 'explanation',
        label:
          "Addressed his fear of insulin honestly: it is not the only option and did not cause his mother's amputation",
        parts: [
          {
            cues: [
              'insulin + not|no need|not yet|not the only|other option*|does not mean|did not cause|does not cause|safe|help',
              'other option*|different tablet*|slow release|modified release|another tablet|injection* other than',
            ],
            partly: ['insulin'],
          },
        ],
      },
      {
        id: 'foot-check',
        domain: 'explanation',
        label: 'Said he needs his feet examined today and a referral to the foot team (podiatry)',
        parts: [
          {
            cues: [
              'podiatr*|foot clinic|foot team|foot protection|chiropod*',
              'look at|examine|check + your feet|your foot|the sore|your toe',
            ],
          },
        ],
      },
      { id: 'shared-plan', use: 'shared-plan' },
      { id: 'check-understanding', use: 'check-understanding', also: ['does + make sense'] },
      {
        id: 'safety-netting',
        use: 'safety-netting',
        also: [
          'if + sore|toe|foot + red|hot|swollen|smell*|worse|spread*',
          'if + shaky|sweaty|hypo* + driv*|pull over|sugar|eat',
        ],
      },
    ],
  },
};
