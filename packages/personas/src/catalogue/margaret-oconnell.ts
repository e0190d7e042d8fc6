import type { PersonaInput } from '../schema';

/**
 * Breaking bad news: the biopsy from her colonoscopy shows bowel cancer. She has come alone because
 * she cares for her husband, who has dementia; her worry is who will look after him. SPIKES station.
 */
export const margaretOconnell: PersonaInput = {
  id: 'margaret-oconnell',
  discipline: 'medicine',
  name: "Margaret O'Connell",
  age: 63,
  avatar: '👩🏼‍🦳',
  difficulty: 'advanced',
  condition: 'Breaking bad news: a new diagnosis of bowel cancer',
  condition_category: 'cancer',
  emotional_state: 'Composed on the surface, braced for the worst',
  personality:
    'Warm, brisk and organised; a retired primary-school teacher used to looking after everyone else. Asks direct questions, jokes when frightened, and apologises for taking up time.',
  background:
    "Born in Cork, has lived in Liverpool for forty years. Retired teacher. Cares for her husband Dermot, 68, who has Alzheimer's disease and goes to a day centre three days a week. Her daughter Siobhan lives in Dublin. Her sister Kathleen died of ovarian cancer five years ago.",
  symptoms: [
    'Looser, more frequent stools for about three months',
    'Dark blood mixed in the stool now and then',
    'Tiredness; iron-deficiency anaemia found on a blood test',
    'Some weight loss she put down to stress',
  ],
  demographics: {
    gender: 'female',
    pronouns: 'she/her',
    occupation: 'Retired primary-school teacher; carer for her husband',
    living_situation: 'Lives with her husband, who has dementia',
    cultural_background: 'Irish, from Cork, in Liverpool for forty years; Catholic',
  },
  presenting_problem:
    'Has come alone to the outpatient clinic for the results of the biopsy taken at her colonoscopy ten days ago. The biopsy shows bowel cancer; the CT scan shows no spread to the liver or lungs. She suspects bad news because the endoscopist "saw something"; her first worry will be her husband.',
  history: [
    'Change in bowel habit for three months, with dark blood now and then.',
    'Iron-deficiency anaemia on a blood test in the summer; started on iron tablets.',
    'Colonoscopy ten days ago: a growth in the sigmoid colon, biopsied.',
    'CT scan of the chest, abdomen and pelvis last week.',
    'High blood pressure on amlodipine; no other illnesses; no allergies.',
    'Sister died of ovarian cancer at 61.',
  ],
  core_beliefs: ['I am the one who copes.', 'If I fall apart, everything falls apart.'],
  intermediate_beliefs: [
    "If I'm ill, nobody will look after Dermot properly.",
    'Cancer means what happened to Kathleen.',
  ],
  automatic_thoughts: [
    'They would have phoned if it was nothing.',
    "Who will collect Dermot at three if I'm in here?",
    'Please not a bag.',
  ],
  emotions: ['anxious', 'neutral', 'tearful', 'fearful', 'sad', 'relieved'],
  coping_behaviours: [
    'Makes lists and keeps busy',
    'Jokes to keep people comfortable',
    'Kept her symptoms to herself for weeks',
  ],
  risk: {
    level: 'none',
    disclosure:
      "Oh no, love, nothing like that. I'm a Catholic, and anyway, who'd look after Dermot? I'm frightened, that's all.",
    deflection: "No, no. I'm just worried about the results.",
    min_trust: 0,
    protective_factors: ['Her husband Dermot', 'Her daughter Siobhan', 'Her faith'],
  },
  style: 'verbose',
  facts: [
    {
      id: 'here-for-results',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'anxious',
      keywords: ['why', 'here', 'results', 'today', 'appointment'],
      text: "I've come for the results of the camera test. The one up the back passage, ten days ago. They said the consultant would go through them with me.",
    },
    {
      id: 'bowel-change',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['symptoms', 'bowels', 'started', 'when', 'how long'],
      text: 'It started about three months ago. I was going more often, looser, and now and then there was dark blood in it. I thought it was my age, or the iron tablets.',
    },
    {
      id: 'tired-anaemia',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['tired', 'anaemia', 'blood test', 'iron', 'energy', 'weight'],
      text: "I've been tired, tired to my bones. The GP did a blood test in the summer and said I was low in iron. And I've lost half a stone, but I put that down to running after Dermot.",
    },
    {
      id: 'colonoscopy-day',
      topic: 'procedure',
      depth: 1,
      emotion: 'anxious',
      keywords: ['camera', 'colonoscopy', 'test', 'procedure', 'what happened'],
      text: 'The camera test was all right, you know, not pleasant. The nurse was lovely. She held my hand at the end, and I remember thinking, she does that when it is bad.',
    },
    {
      id: 'ct-scan',
      topic: 'diagnosis',
      depth: 1,
      emotion: 'anxious',
      keywords: ['scan', 'ct', 'tests', 'since'],
      text: 'Then they sent me for a scan last week, the big doughnut one, with the dye. Nobody said why, just that it was routine.',
    },
    {
      id: 'amlodipine',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['tablets', 'medication', 'medicines', 'amlodipine', 'iron'],
      text: "I take amlodipine for my blood pressure, and the iron tablets. That's all.",
    },
    {
      id: 'no-allergies',
      topic: 'allergies',
      depth: 1,
      emotion: 'neutral',
      keywords: ['allergy', 'allergies', 'allergic'],
      text: 'No allergies, thank God.',
    },
    {
      id: 'sister-kathleen',
      topic: 'family_history',
      depth: 1,
      emotion: 'sad',
      keywords: ['family', 'sister', 'cancer', 'runs in', 'kathleen'],
      text: 'My sister Kathleen died of ovarian cancer, five years ago now. She was sixty-one. It was very quick at the end.',
    },
    {
      id: 'dermot-dementia',
      topic: 'family',
      depth: 1,
      emotion: 'sad',
      keywords: ['husband', 'dermot', 'home', 'live', 'alone', 'who is with you', 'anyone with you'],
      text: "I live with my husband, Dermot. He has Alzheimer's. He's at the day centre today, that's why I came on my own.",
    },
    {
      id: 'siobhan-dublin',
      topic: 'family',
      depth: 1,
      emotion: 'warm',
      keywords: ['daughter', 'children', 'support', 'siobhan', 'family'],
      text: 'My daughter Siobhan is in Dublin. She has two little ones and a job. She rings every Sunday.',
    },
    {
      id: 'retired-teacher',
      topic: 'work',
      depth: 1,
      emotion: 'warm',
      keywords: ['work', 'job', 'teacher', 'retired'],
      text: 'I taught reception class for thirty-one years. Retired four years ago, just in time for Dermot to need me.',
    },
    {
      id: 'came-by-bus',
      topic: 'daily_life',
      depth: 1,
      emotion: 'neutral',
      keywords: ['how did you get here', 'bus', 'travel', 'time'],
      text: "I came on the 86 bus. I need to be back for three, that's when Dermot's bus drops him home.",
    },
    {
      id: 'happy-to-talk-here',
      topic: 'feelings_about_therapy',
      depth: 1,
      emotion: 'neutral',
      keywords: ['private', 'sit down', 'comfortable', 'room', 'someone with you'],
      text: "This is fine, love. No, there's nobody coming. I'd rather just hear it.",
    },
    // The hidden agenda: what she knows and suspects, her fears, what she wants from today.
    {
      id: 'knows-they-found-something',
      topic: 'diagnosis',
      depth: 2,
      emotion: 'fearful',
      keywords: ['understand', 'told', 'know', 'so far', 'think'],
      text: "The doctor doing the camera said he'd seen something and taken a sample. He wouldn't say more. I've been telling myself it's a polyp. People have polyps, don't they?",
    },
    {
      id: 'fears-for-dermot',
      topic: 'family',
      depth: 2,
      emotion: 'tearful',
      keywords: ['worry', 'worried', 'concern', 'scared', 'dermot', 'mind'],
      text: "If it's something serious, who's going to look after Dermot? He can't be left. If I go into hospital, they'll put him in a home, and he'll not understand why I've left him.",
    },
    {
      id: 'fears-a-bag',
      topic: 'procedure',
      depth: 2,
      emotion: 'fearful',
      keywords: ['bag', 'operation', 'stoma', 'surgery', 'worry'],
      text: "And I'm terrified of having a bag. My mother had one at the end. I don't think I could bear it.",
    },
    {
      id: 'wants-it-straight',
      topic: 'goals',
      depth: 2,
      emotion: 'neutral',
      keywords: ['hoping', 'expect', 'want', 'today', 'information', 'how much'],
      text: 'I want it straight, whatever it is. I spent thirty years being straight with parents, I can take it. I just need to know what happens next, and to be home by three.',
    },
    // Depth 2: what she shares once she feels listened to.
    {
      id: 'nursed-kathleen',
      topic: 'loss',
      depth: 2,
      emotion: 'sad',
      keywords: ['sister', 'kathleen', 'died', 'nursed', 'end'],
      text: 'I nursed Kathleen at the end, in her front room in Cork. Six weeks from the scan to the funeral. I have not let myself think about that for a long time.',
    },
    {
      id: 'tired-of-caring',
      topic: 'family',
      depth: 2,
      emotion: 'guilty',
      keywords: ['caring', 'carer', 'coping', 'tired', 'dermot', 'manage'],
      text: "Some days I'm so tired of it, the caring. He asks me the same thing twenty times. And then I feel wicked for thinking it, because he can't help it.",
    },
    // Depth 3: what she is ashamed of.
    {
      id: 'ignored-the-blood',
      topic: 'symptom_detail',
      depth: 3,
      emotion: 'guilty',
      keywords: ['earlier', 'sooner', 'waited', 'delay', 'blame'],
      text: "I'll tell you the truth. I saw the blood in the spring, not the summer. I didn't go because Dermot was bad then and I couldn't face it. If I'd gone in April, would it be different?",
    },
    {
      id: 'not-told-siobhan',
      topic: 'family',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['tell', 'daughter', 'siobhan', 'told anyone', 'knows'],
      text: "Siobhan doesn't know any of this. Not the camera, not the scan. I didn't want to worry her. Now I'll have to ring her, and she'll be so cross with me.",
    },
  ],
  opening_statement:
    "Hello, doctor. I've come for my results. I'm on my own today, my husband can't... well, he's at his day centre. Is it good news?",
  goals: ['To hear the results straight', 'To know what happens next, and who will look after her husband'],
  speech_markers: ['love', 'you know', 'God help us', 'I suppose'],
  case: {
    station: 'bad_news',
    setting: 'Colorectal outpatient clinic, a side room',
    task: "You are the registrar in the colorectal clinic. Margaret O'Connell, 63, has come for the result of the biopsy taken at her colonoscopy. The biopsy shows bowel cancer (adenocarcinoma of the sigmoid colon). Her CT scan shows no spread to the liver or lungs; the team will discuss surgery at the multidisciplinary meeting this week, and a colorectal specialist nurse can see her today. Break the news to her.",
    agenda: {
      ideas: ['knows-they-found-something'],
      concerns: ['fears-for-dermot', 'fears-a-bag'],
      expectations: ['wants-it-straight'],
      cues: [
        "I need to be away by three, for Dermot's bus. He gets upset if I'm not there.",
        'My sister Kathleen... well. Never mind that now.',
      ],
    },
    news: {
      headline:
        'The biopsy shows bowel cancer; the CT scan shows no spread to the liver or lungs, and the team will discuss an operation.',
      delivered_by: [
        'cancer|malignan*|tumour|tumor|carcinoma',
        'abnormal cells',
        'growth + cancerous|not harmless|serious',
      ],
      prepared_reaction:
        "Cancer. I think I knew, really, from the way the nurse held my hand. ... I'm sorry. Give me a moment. Kathleen went so quickly, you see.",
      blunt_reaction:
        'What? No... sorry, what did you say? I thought it was a polyp. I came on my own. I came on the bus on my own.',
      questions: [
        'Has it spread? Is that what the scan was for?',
        'Will I need an operation? Will I have to have a bag?',
        'Can it be cured? Tell me honestly.',
        "Who will look after Dermot if I'm in hospital?",
        'What do I tell my daughter?',
      ],
    },
    checklist: [
      { id: 'setting', use: 'spikes-setting' },
      { id: 'introduction', use: 'introduction' },
      { id: 'perception', use: 'spikes-perception' },
      { id: 'invitation', use: 'spikes-invitation' },
      { id: 'warning-shot', use: 'spikes-warning-shot' },
      { id: 'gives-news', use: 'spikes-news' },
      {
        id: 'pause-after-news',
        domain: 'spikes_emotions',
        label: 'Paused and let her take in the news before giving more information',
        parts: [
          {
            cues: [
              'take your time|take a moment|no rush|in your own time',
              'i will give you|let you have + moment|minute',
              'i am here|we can stop',
            ],
            partly: ['i am sorry|i am so sorry'],
          },
        ],
        timing: 'after_news',
      },
      { id: 'emotions', use: 'spikes-emotions' },
      {
        id: 'concerns',
        use: 'concerns',
        also: ['dermot + worr*|concern*|look after|care|manage|cope'],
        timing: 'after_news',
      },
      {
        id: 'spread-explained',
        domain: 'spikes_knowledge',
        label: 'Explained in plain words that the scan shows no spread to other organs',
        parts: [
          {
            cues: [
              'not spread|no spread|has not spread|no sign of spread|not gone anywhere|no sign + liver|lungs|elsewhere',
              'scan + liver|lungs|clear|elsewhere',
            ],
            partly: ['scan'],
          },
        ],
        timing: 'after_news',
      },
      {
        id: 'next-steps',
        use: 'spikes-strategy',
        also: ['multidisciplinary|mdt|surgeon|operation|specialist nurse|colorectal nurse'],
      },
      {
        id: 'support-at-home',
        domain: 'spikes_strategy',
        label: 'Asked about support at home and offered help with caring for her husband',
        parts: [
          {
            cues: [
              'support + home|dermot|husband|family|carer*|caring',
              'help + dermot|husband|caring|looking after',
              'social work*|carer*|respite',
            ],
            partly: ['dermot|husband'],
          },
        ],
        timing: 'after_news',
      },
      { id: 'check-understanding', use: 'check-understanding' },
      {
        id: 'summary',
        use: 'summary',
        timing: 'after_news',
      },
      {
        id: 'contact-point',
        use: 'safety-netting',
        label:
          'Gave her a contact for questions and told her what to do if she feels unwell before the next appointment',
        also: [
          'call|ring|contact|phone + nurse|number|team|us',
          'specialist nurse|key worker + number|contact|call|ring|phone',
          'contact number',
        ],
      },
      {
        // "The growth we found is a cancer" is plain; "a growth" or "abnormal cells" left standing is not.
        id: 'avoid-euphemism',
        polarity: 'avoid',
        domain: 'spikes_knowledge',
        label:
          'Used a euphemism or jargon (“a growth”, “abnormal cells”, “a tumour”, “malignancy”) instead of saying it is cancer',
        parts: [
          {
            // The growth she was told of at her colonoscopy may be recalled; the result is not it.
            cues: ['growth|growths|a shadow|something nasty|lesion*|a mass|the mass'],
            unless: [
              'found|colonoscopy|camera|remember|told you|took a|taken from|sample from|biopsy of|biopsy from',
            ],
            plain: ['cancer*'],
          },
          {
            cues: [
              'abnormal cells|abnormal tissue|tumour*|tumor*|neoplas*|malignan*|carcinoma|adenocarcinoma|the big c',
            ],
            plain: ['cancer*'],
          },
        ],
      },
    ],
  },
};
