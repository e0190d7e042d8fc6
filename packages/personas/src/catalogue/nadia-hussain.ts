import type { PersonaInput } from '../schema';

/**
 * Consent for a colonoscopy: three months of looser stools with dark blood, a positive FIT and iron
 * deficiency; her father died of bowel cancer at 58 and her brother had polyps removed. She dreads
 * the indignity (she would like a woman to do it) and hopes to be "put to sleep". Allergic to latex;
 * no blood thinners. She has not told her husband what the test is for, so nobody is lined up to take
 * her home after sedation. A consent station: the procedure, benefits, risks, alternatives, sedation,
 * afterwards, checking understanding and her right to say no.
 */
export const nadiaHussain: PersonaInput = {
  id: 'nadia-hussain',
  discipline: 'medicine',
  name: 'Nadia Hussain',
  age: 49,
  avatar: '🧕🏽',
  difficulty: 'intermediate',
  condition: 'Consent for colonoscopy (rectal bleeding, positive FIT, family history)',
  condition_category: 'gastrointestinal',
  emotional_state: 'Brisk and chatty to cover embarrassment and fear',
  personality:
    'Capable, organised and funny; a head of year used to being in charge. When anxious she talks about school, her children, anything but the thing itself, and needs bringing back gently. Wants facts, in order, and hates feeling talked down to.',
  background:
    'Maths teacher and head of Year 9 at a secondary school in Bradford. Married to Imran, who runs a taxi firm; three children aged 22, 19 and 15. A practising Muslim. Her father died of bowel cancer at 58 after ignoring symptoms for a year; her older brother Tariq had polyps removed last year.',
  symptoms: [
    'Looser stools, two or three times a day, for about three months',
    'Dark red blood mixed in with the stool a few times a week',
    'Tired; iron deficiency found by her GP, on iron tablets',
    'Half a stone lighter without trying',
    'Positive stool test (FIT); urgent referral for colonoscopy',
  ],
  demographics: {
    gender: 'female',
    pronouns: 'she/her',
    occupation: 'Secondary school maths teacher and head of year',
    living_situation: 'Lives with her husband and their two younger children',
    cultural_background: 'British Pakistani, Muslim, born and raised in Bradford',
  },
  presenting_problem:
    'Referred urgently by her GP with three months of looser stools and dark blood, iron deficiency and a positive FIT. She is in clinic to be consented for a colonoscopy next week. She knows it is "a camera test" and little more; she is frightened of what it might find and mortified by the thought of it.',
  history: [
    'Change in bowel habit and dark rectal bleeding for three months (really nine months of bleeding).',
    'Iron deficiency anaemia found last month; ferrous sulphate twice a day.',
    'Mild asthma, an inhaler now and then; caesarean section fifteen years ago under general anaesthetic, no problems.',
    'Allergic to latex (blistering from rubber gloves). No blood thinners.',
    'Father died of bowel cancer at 58; brother had polyps removed at 52.',
  ],
  core_beliefs: ['I am the one who holds everything together.', 'Some things are private.'],
  intermediate_beliefs: [
    'If I do not think about it, it cannot be what Dad had.',
    'If I make a fuss about my body, people will think less of me.',
  ],
  automatic_thoughts: [
    'It is probably piles.',
    'Dad left it too long. Have I?',
    'Everyone will see me like that.',
  ],
  emotions: ['anxious', 'neutral', 'fearful', 'ashamed', 'warm', 'relieved'],
  coping_behaviours: [
    'Talks about school and her children when a subject gets close',
    'Makes lists and plans',
    'Kept the bleeding to herself for months',
  ],
  risk: {
    level: 'none',
    disclosure:
      'Oh goodness, no. No. I have three children and a hundred and eighty Year 9s. I am frightened, that is all.',
    deflection: 'No, no, nothing like that. I am just nervous about the test.',
    min_trust: 0,
    protective_factors: ['Her three children', 'Her husband Imran', 'Her faith', 'Her work and her students'],
  },
  style: 'tangential',
  facts: [
    // Why she is here and what she knows: plain, at depth 1.
    {
      id: 'reason-referred',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'anxious',
      keywords: ['why', 'here', 'referred', 'brings you', 'happened', 'symptoms', 'gp'],
      text: 'My GP sent me. My, um, stools have been looser for about three months, and there has been some blood. And the poo test she sent me came back positive. So here I am.',
    },
    {
      id: 'knows-little',
      topic: 'diagnosis',
      depth: 1,
      emotion: 'anxious',
      keywords: ['know', 'understand', 'told', 'colonoscopy', 'what is', 'heard', 'so far'],
      text: 'She said it is a camera test, to look inside the bowel. That is about all I know. I did look it up, and then I shut the laptop.',
    },
    {
      id: 'bleeding-detail',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'ashamed',
      keywords: ['blood', 'bleeding', 'colour', 'how much', 'describe', 'often'],
      text: 'It is darkish red, mixed in, not just on the paper. A few times a week. Not loads. Enough that you notice.',
    },
    {
      id: 'bowel-habit',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['stools', 'bowels', 'loose', 'diarrhoea', 'toilet', 'how often', 'change'],
      text: 'I used to go once a day, like clockwork. Now it is two or three times, looser, and sometimes I have to rush. Which, when you are teaching a double period, is a problem.',
    },
    {
      id: 'tired-weight',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['tired', 'weight', 'energy', 'anaemia', 'iron', 'other symptoms'],
      text: 'I have been exhausted. The GP said my iron is low. And I have lost about half a stone without trying, which at my age you do not complain about, but still.',
    },
    // Safety questions before sedation: no blood thinners, a latex allergy.
    {
      id: 'no-blood-thinners',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['blood thinners', 'warfarin', 'aspirin', 'clopidogrel', 'anticoagulant', 'thin the blood'],
      text: 'No blood thinners. No warfarin, no aspirin, nothing like that.',
    },
    {
      id: 'medicines',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medication', 'medicines', 'tablets', 'take', 'iron', 'inhaler'],
      text: 'Iron tablets, ferrous sulphate, twice a day since last month, and they are not helping the toilet situation. The blue inhaler now and then. I have the coil. That is it.',
    },
    {
      id: 'latex-allergy',
      topic: 'allergies',
      depth: 1,
      emotion: 'neutral',
      keywords: ['allergy', 'allergies', 'allergic', 'latex', 'reaction', 'gloves'],
      text: 'Latex. My hands blister if I wear rubber gloves, I found out doing the washing up. No allergies to any medicines that I know of.',
    },
    {
      id: 'past-history',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: [
        'medical',
        'history',
        'conditions',
        'operations',
        'anaesthetic',
        'sedation',
        'heart',
        'asthma',
      ],
      text: 'Mild asthma. A caesarean with my youngest, fifteen years ago, I was put to sleep for that and it was fine. No heart problems. I have never had sedation.',
    },
    {
      id: 'family-history',
      topic: 'family_history',
      depth: 1,
      emotion: 'sad',
      keywords: ['family', 'father', 'dad', 'brother', 'runs in', 'cancer', 'polyps'],
      text: 'My dad died of bowel cancer. He was fifty-eight. And my brother Tariq had one of these last year, they took some polyps out. So, yes. It is on my mind.',
    },
    {
      id: 'work',
      topic: 'work',
      depth: 1,
      emotion: 'warm',
      keywords: ['work', 'job', 'do for a living', 'teacher', 'school', 'time off'],
      text: "I teach maths, and I am head of Year 9. Parents' evening is on Thursday, so if it could not be Thursday, that would be wonderful.",
    },
    {
      id: 'home',
      topic: 'family',
      depth: 1,
      emotion: 'warm',
      keywords: ['home', 'live', 'husband', 'children', 'family', 'who'],
      text: 'My husband Imran, he has a taxi firm. Three children: Sana is twenty-two, she has moved out, then Bilal, nineteen, and Aisha, fifteen, who is fifteen going on forty.',
    },
    {
      id: 'lift-home',
      topic: 'family',
      depth: 1,
      emotion: 'anxious',
      keywords: [
        'collect',
        'take you home',
        'pick you up',
        'drive',
        'someone with you',
        'lift',
        'stay with you',
        'overnight',
      ],
      text: 'Someone to take me home? Imran can, I suppose. Or I could get one of his taxis. Do I really need someone?',
    },
    {
      id: 'no-smoke-drink',
      topic: 'substances',
      depth: 1,
      emotion: 'neutral',
      keywords: ['smoke', 'smoking', 'alcohol', 'drink'],
      text: 'I have never smoked, and I do not drink. Tea, gallons of it.',
    },
    {
      id: 'prep-heard',
      topic: 'procedure',
      depth: 1,
      emotion: 'anxious',
      keywords: ['preparation', 'prep', 'laxative', 'drink', 'before', 'empty', 'diet'],
      text: 'My brother said the worst part was the stuff you drink the day before. He said he did not leave the bathroom all evening. Is that true?',
    },
    // Depth 2, off the agenda: her father, her faith, and school (where she goes when anxious).
    {
      id: 'dad-hospice',
      topic: 'loss',
      depth: 2,
      emotion: 'sad',
      keywords: ['dad', 'father', 'died', 'lost', 'remember', 'hospice'],
      text: 'I sat with Dad in the hospice at the end. He had bleeding for a year and told nobody. By the time they looked, it had spread to his liver. I was twenty-nine.',
    },
    {
      id: 'modesty',
      topic: 'faith',
      depth: 2,
      emotion: 'anxious',
      keywords: ['faith', 'religion', 'muslim', 'modesty', 'cover', 'culture', 'woman'],
      text: 'I am a practising Muslim. Modesty matters to me. Being uncovered like that in front of strangers, men especially, is hard for me in a way that is not just being shy.',
    },
    {
      id: 'year-nine',
      topic: 'work',
      depth: 2,
      emotion: 'warm',
      keywords: ['school', 'students', 'stress', 'busy', 'kids', 'class'],
      text: 'You would think Year 9 would be easy, they are not doing exams. They are the worst. Hormones and phones. I love them, mind. Sorry, where was I?',
    },
    // The hidden agenda.
    {
      id: 'idea-piles',
      topic: 'thoughts',
      depth: 2,
      emotion: 'anxious',
      keywords: ['think', 'cause', 'causing', 'reckon', 'might be', 'going on'],
      text: 'I keep telling myself it is piles. Three children, you get piles. Or the iron tablets. That is what I want it to be.',
    },
    {
      id: 'idea-agony',
      topic: 'thoughts',
      depth: 2,
      emotion: 'fearful',
      keywords: ['heard', 'painful', 'hurt', 'agony', 'friend', 'air'],
      text: 'And my friend at work said they pump you full of air and it is agony. She said she screamed. I do not know if that is true.',
    },
    {
      id: 'concern-embarrassment',
      topic: 'anxiety',
      depth: 2,
      emotion: 'ashamed',
      keywords: ['worry', 'worried', 'concern', 'embarrass', 'dignity', 'exposed', 'men'],
      text: 'Honestly? Lying there with my bottom out, people walking in and out. It is mortifying. I would almost rather not know than go through that.',
    },
    {
      id: 'concern-cancer',
      topic: 'anxiety',
      depth: 2,
      emotion: 'fearful',
      keywords: ['scared', 'afraid', 'frightened', 'cancer', 'find', 'dad', 'worst'],
      text: 'And what it will find. Dad was fifty-eight. I am forty-nine. Sana is getting married next summer. I want to be there. I want to see Aisha through her exams.',
    },
    {
      id: 'expects-asleep-woman',
      topic: 'goals',
      depth: 2,
      emotion: 'hopeful',
      keywords: ['hoping', 'expect', 'want', 'prefer', 'asleep', 'put to sleep', 'female', 'woman'],
      text: 'I was hoping I could be put to sleep for it, completely, and wake up when it is done. And a woman doing it, if at all possible. And to know that day if it is bad.',
    },
    // Depth 3: what she has kept to herself.
    {
      id: 'delayed-months',
      topic: 'symptom_detail',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['honestly', 'really', 'longer', 'first', 'when did', 'ignored', 'put off'],
      text: 'I said three months. The bleeding started before Christmas, nine months ago. I ignored it. Exactly like Dad did. I could not bring myself to say the words to anyone.',
    },
    {
      id: 'imran-not-told',
      topic: 'partner',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['husband', 'imran', 'know', 'told', 'tell', 'support', 'anyone know'],
      text: "Imran thinks this is a women's check-up. I have not told him about the bleeding, or what this test is. So, no, I have not actually got anyone to take me home.",
    },
  ],
  opening_statement:
    'Hello. Nadia Hussain. Sorry, I have come straight from school, I have still got my lanyard on. So, this is the camera test, is it?',
  goals: [
    'To get the test over with, asleep, and with a woman doing it',
    'Underneath: to know whether it is cancer, like her father, and not to have left it too late',
  ],
  speech_markers: ['honestly', 'sorry, where was I', 'mind', 'which, when you are teaching', 'so, yes'],
  case: {
    station: 'consent',
    setting: 'Endoscopy pre-assessment clinic',
    task: 'You are a foundation doctor in the gastroenterology team. Nadia Hussain, 49, was referred urgently by her GP with three months of looser stools and dark rectal bleeding, iron deficiency anaemia and a positive faecal immunochemical test (FIT). She is booked for a colonoscopy next week. Explain the procedure and obtain her informed consent: what it involves, why it is recommended, the preparation, sedation, the risks, the alternatives and what happens afterwards.',
    agenda: {
      ideas: ['idea-piles', 'idea-agony'],
      concerns: ['concern-embarrassment', 'concern-cancer'],
      expectations: ['expects-asleep-woman'],
      cues: [
        'It is not the most dignified test, is it? Sorry. Carry on.',
        'My dad had one of these. It did not end well. Anyway.',
      ],
    },
    red_flags: [
      {
        id: 'blood-thinners',
        fact: 'no-blood-thinners',
        label: 'Checked for blood thinners (anticoagulants or antiplatelets) before the procedure',
        asked_by: [
          'blood thinner*|thin your blood|thin the blood|anticoag*|warfarin|apixaban|rivaroxaban|aspirin|clopidogrel',
        ],
        present: false,
      },
      {
        id: 'latex-allergy',
        fact: 'latex-allergy',
        label: 'Asked about allergies (she is allergic to latex)',
        asked_by: ['allerg*|latex', 'react* + @medicine|anaesthetic|sedation|gloves'],
        present: true,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      {
        id: 'perception',
        domain: 'spikes_perception',
        label: 'Found out what she already knows about the test and why she is having it',
        parts: [
          {
            cues: [
              'what + you know|you understand|you have been told|been told|your understanding|the gp told|they told you|you heard|you read',
              'why + you are having|you have been sent|you have been referred|you think you',
              'what do you know',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'explain-what',
        domain: 'explanation',
        label:
          'Explained what a colonoscopy is: a thin flexible tube with a camera passed through the back passage to look at the large bowel',
        parts: [
          {
            cues: [
              'camera|tube|telescope|scope + bowel|back passage|bottom|colon|inside|rectum|look',
              'flexible|thin + tube|camera',
            ],
            partly: ['camera'],
          },
        ],
      },
      {
        id: 'explain-benefits',
        domain: 'explanation',
        label:
          'Explained why it is recommended: to find the cause of the bleeding, take biopsies and remove polyps at the same time',
        parts: [
          {
            cues: [
              'find|see|look for|check for|identify + cause|bleed*|why|what is causing|anything',
              'biops*|tissue sample*|small sample*|polyp*',
              'best test|most accurate|gold standard|peace of mind',
            ],
            partly: ['reason'],
          },
        ],
      },
      {
        id: 'explain-prep',
        domain: 'explanation',
        label:
          'Explained the bowel preparation: low-fibre diet and the laxative drink the day before (and stopping iron tablets a week before)',
        parts: [
          {
            cues: [
              'bowel prep*|laxative*|clear out|clean out|empty + bowel|your bowel',
              'drink + prep*|solution|sachet*|mixture|laxative*',
              'low fibre|low residue|clear fluids|no solid food|fast*',
            ],
            partly: ['prepar*'],
          },
          {
            cues: ['iron + stop|week|before|hold|pause'],
            partly: [],
          },
        ],
        need: 1,
      },
      {
        id: 'explain-sedation',
        domain: 'explanation',
        label:
          'Discussed sedation and pain relief options (sedation, gas and air, or none) and that a general anaesthetic is not usual',
        parts: [
          {
            cues: [
              'sedat*|gas and air|entonox|pain relief|painkiller*',
              'relax* + injection|medicine|drip',
              'not + asleep|put to sleep|general anaesthetic|knocked out',
              'drowsy|sleepy|awake',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'sedation-rules',
        domain: 'explanation',
        label:
          'Explained that after sedation she needs someone to take her home and stay with her, and must not drive for 24 hours',
        parts: [
          {
            cues: [
              'someone|somebody|adult + collect|take you home|with you|stay with you|pick you up|overnight',
              'drive|driving|operate|sign anything|legal + 24 hours|twenty four hours|day|after',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'explain-during',
        domain: 'explanation',
        label:
          'Explained what happens during it: lying on her left side, gas to open the bowel (some cramping), about 30 to 45 minutes',
        parts: [
          {
            cues: [
              'left side|your side|on your side',
              'air|gas|carbon dioxide|co2 + bowel|inflate|open|bloat*|cramp*|wind',
              'cramp*|bloat*|uncomfortable|discomfort + during|may|might|some',
              '30|45|thirty|forty five|half an hour|an hour + minutes|take|last',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'risk-bleeding',
        domain: 'explanation',
        label:
          'Explained the risk of bleeding (more likely if a polyp is removed), with a sense of how often',
        parts: [
          {
            cues: ['bleed*|bleeding + risk|chance|small|1 in|one in|rare|uncommon|can happen|polyp*|after'],
            partly: [],
          },
        ],
      },
      {
        id: 'risk-perforation',
        domain: 'explanation',
        label: 'Explained the rare risk of a tear (perforation) in the bowel, which may need an operation',
        parts: [
          {
            cues: ['perforat*|tear|hole|puncture', 'damage + bowel|bowel wall|lining'],
            partly: [],
          },
        ],
      },
      {
        id: 'risk-other',
        domain: 'explanation',
        label: 'Mentioned other risks: a reaction to sedation, an incomplete test, or something being missed',
        parts: [
          {
            cues: [
              'miss*|not see everything|incomplete|not complete|not get all the way|not reach',
              'sedation|sedative + react*|risk|side effect*|breathing|allerg*',
            ],
            partly: ['risk*|side effect*'],
          },
        ],
      },
      {
        id: 'alternatives',
        domain: 'explanation',
        label:
          'Discussed alternatives: a CT colonography (cannot take biopsies) and the option of not having a test, with what that would mean',
        parts: [
          {
            cues: [
              'ct colonography|ct scan|virtual colonoscopy|scan instead|other test*|alternative*|other option*',
              'do nothing|not have it|decide not to|decline|without the test|not having the test',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'afterwards',
        domain: 'explanation',
        label:
          'Explained what happens afterwards: recovery, wind and bloating, results on the day and biopsy results in one to two weeks',
        parts: [
          {
            cues: [
              'results|biops* + day|week*|letter|tell you|before you go|afterwards|clinic',
              'after + bloat*|wind|rest|recover*|home same day|go home',
              'afterwards|after the test|after the procedure|recovery',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'embarrassment',
        domain: 'empathy',
        label:
          'Responded to her embarrassment: dignity shorts, being covered, a chaperone or female staff where possible',
        parts: [
          {
            cues: [
              'dignity|modesty|shorts|covered|cover you|privacy|kept private|blanket|gown',
              'female + doctor|nurse|staff|endoscopist|team|colleague',
              'chaperone|woman + do it|doing it|in the room|present',
            ],
            partly: ['embarrass*'],
          },
        ],
      },
      {
        id: 'family-history-acknowledged',
        domain: 'family_history',
        label: 'Asked about and acknowledged her family history (father, brother)',
        parts: [
          {
            cues: [
              '@family + cancer|polyp*|history|bowel|colonoscopy|had|died|illness',
              'runs in the family|family history|in your family',
            ],
            partly: ['@family'],
          },
        ],
      },
      {
        id: 'medicines',
        domain: 'drugs_allergies',
        label: 'Asked about her medicines (including iron tablets)',
        parts: [{ cues: ['@medicine', 'taking anything|take anything|over the counter|iron'], partly: [] }],
      },
      { id: 'past-history', use: 'past-history', also: ['anaesthetic|sedation before|been sedated'] },
      { id: 'ideas', use: 'ideas', also: ['what have you heard|heard about|read about'] },
      { id: 'concerns', use: 'concerns' },
      { id: 'expectations', use: 'expectations' },
      {
        id: 'right-to-refuse',
        domain: 'shared_plan',
        label: 'Made clear it is her choice: she can decline, take time, or ask to stop during the procedure',
        parts: [
          {
            cues: [
              'your choice|your decision|up to you|change your mind|withdraw|do not have to|no pressure|can say no|refuse|decline',
              'stop + any point|any time|at any stage|whenever|if you want|during',
              'time to think|think about it|no rush to decide',
            ],
            partly: [],
          },
        ],
      },
      { id: 'check-understanding', use: 'check-understanding' },
      {
        id: 'written-info-consent',
        domain: 'shared_plan',
        label: 'Offered written information and asked whether she is happy to go ahead (consent form)',
        parts: [
          {
            cues: [
              'leaflet|written information|information sheet|booklet|something to read',
              'consent form|sign the form|sign a form|happy to go ahead|like to go ahead|want to go ahead|happy to proceed|agree to',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'safety-netting',
        use: 'safety-netting',
        also: [
          'if + pain|bleed*|fever|temperature|black|swollen|vomit* + call|ring|contact|a&e|999|111|unit|come back|number',
        ],
      },
      {
        // Consent rests on understanding: a risk she cannot picture is not one she has agreed to.
        id: 'avoid-jargon',
        polarity: 'avoid',
        domain: 'explanation',
        label:
          'Used a medical term without explaining it (perforation, biopsy, CT colonography, rectal, anaemia, polypectomy)',
        parts: [
          { cues: ['perforat*'], unless: ['@explained'], plain: ['tear*|hole|puncture|split'] },
          {
            cues: ['biops*|polypectom*'],
            unless: ['@explained'],
            plain: ['sample*|small piece|piece of|tissue|remov*|take off|taking off'],
          },
          { cues: ['ct colonograph*|colonograph*|ct colonogram*'], unless: ['@explained'], plain: ['scan'] },
          {
            cues: ['rectal|rectum|per rectum|anus|anal'],
            unless: ['@explained'],
            plain: ['back passage|bottom'],
          },
          {
            cues: ['anaemi*|anemi*|haemorrhag*|hemorrhag*'],
            unless: ['@explained'],
            plain: ['low iron|iron level*|blood count|short of blood|bleed*'],
          },
          {
            cues: ['insufflat*|analgesi*'],
            unless: ['@explained'],
            plain: ['air|gas|painkiller*|pain relief'],
          },
        ],
      },
    ],
  },
};
