import type { PersonaInput } from '../schema';

/**
 * Four and a half hours waiting in the emergency department for news of his wife, brought in confused
 * after a fall (a urine infection with delirium; her head scan is normal). Nobody updated him, a nurse
 * rolled her eyes, and he has had nothing to eat since breakfast after his gliclazide. Anger that
 * settles with acknowledgement, a plain apology, an honest explanation and a plan; it flares if he is
 * fobbed off. Underneath: fear it is dementia, like her sister, and that he is not coping at home.
 */
export const frankMiller: PersonaInput = {
  id: 'frank-miller',
  discipline: 'medicine',
  name: 'Frank Miller',
  age: 70,
  avatar: '👴🏼',
  difficulty: 'advanced',
  condition: "Angry relative after a long wait for his wife's results",
  condition_category: 'other',
  emotional_state: "Furious and frightened, on his feet in the relatives' room",
  personality:
    'Proud, punctual and blunt; thirty years of naval discipline and a strong sense of fair play. Loud when he feels fobbed off, but fair-minded: a straight apology and a straight answer bring him down quickly, and he is embarrassed by his own temper afterwards.',
  background:
    'Retired lift engineer, ex-Royal Navy, from Portsmouth. Married to Jean for 48 years; he has cared for her since her hip replacement last year. Their daughter Karen lives in Perth, Australia. Type 2 diabetes on metformin and gliclazide. Their old spaniel, Biscuit, has been shut in since seven this morning.',
  symptoms: [
    'Shouting, pacing, demanding to see someone in charge',
    'Has waited over four hours with no update',
    'Has not eaten since breakfast after taking gliclazide; shaky and sweaty',
    'Frightened that his wife has dementia or a bleed on the brain',
  ],
  demographics: {
    gender: 'male',
    pronouns: 'he/him',
    occupation: 'Retired lift engineer (ex-Royal Navy)',
    living_situation: 'Lives with his wife in a bungalow; he is her carer',
    cultural_background: 'White English, from Portsmouth',
  },
  presenting_problem:
    'His wife Jean, 72, was found confused on the kitchen floor at seven this morning and came in by ambulance at half past ten. Blood and urine were taken at eleven and she had a head scan at two, delayed by a major trauma. Nobody has updated him; he asked twice, was told "shortly", and saw a nurse roll her eyes. She spent an hour on a trolley in the corridor. He wants answers, an apology and to see her.',
  history: [
    'Jean was well until two days ago, when she was going to the toilet a lot and said it stung.',
    'Jean: hip replacement last year, high blood pressure on amlodipine, allergic to penicillin; no memory problems diagnosed.',
    "Jean's sister had dementia and died in a care home.",
    'Frank: type 2 diabetes for ten years on metformin and gliclazide; took his gliclazide at seven and has not eaten since.',
    'Frank shouted and thumped the reception desk an hour ago.',
  ],
  core_beliefs: [
    'You do your job properly or you do not do it at all.',
    'I look after Jean; that is my job now.',
  ],
  intermediate_beliefs: [
    'If nobody tells you anything, they have forgotten you.',
    'If you make a fuss, you get seen.',
    "If I can't look after her, I have failed her.",
  ],
  automatic_thoughts: [
    'They have lost her notes.',
    'Four hours. Four bloody hours.',
    'What if she never comes back to herself?',
  ],
  emotions: ['angry', 'irritable', 'frustrated', 'fearful', 'ashamed', 'relieved'],
  coping_behaviours: [
    'Takes charge and demands to see whoever is in charge',
    'Keeps a note of times on the back of an envelope',
    'Keeps busy caring for Jean and says nothing about how he is managing',
  ],
  risk: {
    level: 'none',
    disclosure:
      "Don't be daft. Who would look after Jean? I am angry, son, not daft. I have got plenty to be getting on with.",
    deflection: 'What sort of question is that? I am fine. It is Jean you want to be worrying about.',
    min_trust: 0,
    protective_factors: ['His wife Jean, whom he cares for', 'Their daughter Karen', 'His dog Biscuit'],
  },
  style: 'hostile',
  facts: [
    // What happened and the wait: he tells it readily; it is what he is angry about.
    {
      id: 'the-wait',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'angry',
      keywords: [
        'wait',
        'waiting',
        'long',
        'today',
        'upset',
        'going on',
        'what is wrong',
        'problem',
        'angry',
      ],
      text: 'Four and a half hours! We came in at half past ten. They took her blood at eleven and since then, nothing. Not a word. I have been sat here like a lemon.',
    },
    {
      id: 'asked-twice',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'angry',
      keywords: ['asked', 'anyone', 'nurse', 'told', 'update', 'staff', 'spoken'],
      text: 'I asked the nurse twice. "The doctor will be with you shortly." Shortly! I have watched people who came in after us go in and come out again.',
    },
    {
      id: 'corridor',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'angry',
      keywords: ['corridor', 'trolley', 'where', 'treated', 'dignity', 'cubicle'],
      text: 'And she was stuck on a trolley in the corridor for an hour, in her nightie, with people walking past. Seventy-two years old. It is not right.',
    },
    {
      id: 'what-happened',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'fearful',
      keywords: ['what happened', 'this morning', 'found', 'fall', 'fell', 'brought', 'ambulance'],
      text: 'I found her on the kitchen floor at seven this morning. She did not know where she was. She was talking to her mum, and her mum has been dead thirty years. She did not know me.',
    },
    {
      id: 'jean-before',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: [
        'before',
        'recently',
        'last few days',
        'normally',
        'usually',
        'waterworks',
        'toilet',
        'unwell',
      ],
      text: 'She was right as rain till Tuesday. Then she was back and forth to the toilet, said it stung. I told her to drink more water. She is normally sharp as a tack, does the crossword in pen.',
    },
    {
      id: 'jean-history',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medical', 'history', 'conditions', 'tablets', 'medication', 'hip', 'memory'],
      text: 'She had her hip done last year. Blood pressure, she takes amlodipine for that. Nothing wrong with her memory, nothing at all, till today.',
    },
    {
      id: 'what-he-knows',
      topic: 'diagnosis',
      depth: 1,
      emotion: 'irritable',
      keywords: ['know', 'understand', 'told', 'so far', 'tests', 'scan', 'results'],
      text: 'They took blood, and a water sample, and somebody wheeled her off for a scan of her head about two. That is all I know. Nobody has told me what any of it shows.',
    },
    // Red flags: his own blood sugar (present), and Jean's allergy (present).
    {
      id: 'own-hypo',
      topic: 'health',
      depth: 1,
      emotion: 'irritable',
      keywords: ['eaten', 'eat', 'food', 'lunch', 'diabetes', 'sugar', 'insulin', 'yourself', 'shaky'],
      text: 'Eaten? No. Nothing since breakfast at seven. I took my gliclazide with it, for the sugar. Now you mention it, I am a bit shaky. Sweaty. I thought that was temper.',
    },
    {
      id: 'jean-allergy',
      topic: 'allergies',
      depth: 1,
      emotion: 'irritable',
      keywords: ['allergy', 'allergies', 'allergic', 'penicillin', 'reaction'],
      text: 'She is allergic to penicillin. Came up in hives, years ago. I hope somebody has written that down, because nobody has asked me.',
    },
    // His own background.
    {
      id: 'own-conditions',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['your health', 'your tablets', 'medication', 'conditions', 'metformin', 'gliclazide'],
      text: 'Me? Type 2 diabetes, ten years. Metformin and gliclazide, and a statin. I am all right. It is Jean we are here about.',
    },
    {
      id: 'home',
      topic: 'family',
      depth: 1,
      emotion: 'neutral',
      keywords: ['home', 'live', 'family', 'children', 'daughter', 'anyone', 'who'],
      text: 'It is just me and Jean. Forty-eight years married in June. Our daughter Karen is in Perth, Australia. I have not even rung her yet.',
    },
    {
      id: 'work',
      topic: 'work',
      depth: 1,
      emotion: 'neutral',
      keywords: ['work', 'job', 'retired', 'navy', 'engineer', 'used to do'],
      text: 'Retired. Lift engineer for twenty years, and before that the Royal Navy, engineering. I know what a delay looks like and I know what a shambles looks like.',
    },
    {
      id: 'the-dog',
      topic: 'daily_life',
      depth: 1,
      emotion: 'frustrated',
      keywords: ['dog', 'home', 'anything else', 'need', 'sort out', 'worry'],
      text: 'And our dog has been shut in the kitchen since seven. Biscuit. He is fourteen, he will have wet the floor by now. Nobody thinks about that.',
    },
    {
      id: 'drove-here',
      topic: 'daily_life',
      depth: 1,
      emotion: 'irritable',
      keywords: ['drive', 'drove', 'car', 'parking', 'get home', 'transport'],
      text: 'I followed the ambulance in the car. Parking is costing me a fortune, and I have not dared go and feed the meter in case somebody finally comes.',
    },
    // Depth 2, off the agenda: once he has been heard.
    {
      id: 'eye-roll',
      topic: 'feelings_about_therapy',
      depth: 2,
      emotion: 'angry',
      keywords: ['nurse', 'rude', 'eyes', 'attitude', 'treated', 'what did it'],
      text: 'The second time I asked, the nurse rolled her eyes at her mate. I saw it. That is what did it. I am not a nuisance, I am her husband.',
    },
    {
      id: 'carer',
      topic: 'family',
      depth: 2,
      emotion: 'sad',
      keywords: ['look after', 'care', 'carer', 'cope', 'managing', 'help at home', 'support'],
      text: 'Since the hip I do everything. The shopping, her tablets, helping her in the shower. I do not mind. She would do the same for me.',
    },
    {
      id: 'navy-punctual',
      topic: 'thoughts',
      depth: 2,
      emotion: 'frustrated',
      keywords: ['why', 'feel', 'bothers', 'upsets', 'matter', 'you'],
      text: 'Thirty years I have never been late for anything. The Navy does that to you. I can take bad news. What I will not stand for is being left in the dark.',
    },
    // The hidden agenda.
    {
      id: 'idea-forgotten',
      topic: 'thoughts',
      depth: 2,
      emotion: 'angry',
      keywords: ['think', 'reckon', 'thought', 'happened', 'why', 'delay'],
      text: 'I reckoned you had forgotten about us. Lost her notes, or she had fallen through the cracks. That is what it looks like from out here.',
    },
    {
      id: 'concern-dementia-bleed',
      topic: 'anxiety',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'concern', 'scared', 'afraid', 'dementia', 'bleed', 'brain', 'frighten'],
      text: 'When she did not know me this morning... her sister went that way. Dementia. Ended up in a home not knowing anybody. And she had banged her head. I thought, either it is that, or there is a bleed.',
    },
    {
      id: 'expects-straight-answers',
      topic: 'goals',
      depth: 2,
      emotion: 'frustrated',
      keywords: ['want', 'hoping', 'expect', 'need', 'like to happen', 'now'],
      text: 'I want somebody to tell me straight what is wrong with her and what happens now. I want to sit with her. And a proper sorry, not "sorry you feel that way".',
    },
    {
      id: 'expects-complaint',
      topic: 'goals',
      depth: 2,
      emotion: 'irritable',
      keywords: ['complain', 'complaint', 'report', 'manager', 'in charge', 'feedback'],
      text: 'And I want to know how I make a complaint. Not to get anybody sacked. So the next poor sod is not left sat here like I was.',
    },
    // Depth 3: what he is ashamed of.
    {
      id: 'thumped-desk',
      topic: 'coping',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['reception', 'desk', 'shouted', 'lost your temper', 'behaviour', 'earlier'],
      text: 'I will tell you something. An hour ago I thumped the desk at reception and shouted at that young girl. She went white. I am not like that. I am ashamed of it, if you want to know.',
    },
    {
      id: 'muddled-for-months',
      topic: 'family',
      depth: 3,
      emotion: 'fearful',
      keywords: ['honestly', 'really', 'memory', 'muddled', 'months', 'coping', 'before today'],
      text: 'I said nothing wrong with her memory. That is not quite true. Since the spring she has been muddling her words, leaving the gas on. I have been covering for her. I did not want anyone to take her off me.',
    },
  ],
  opening_statement:
    'Finally! Are you the doctor? Do you know how long I have been sat here? Four and a half hours, and nobody has told me a single thing about my wife.',
  goals: [
    'To know what is wrong with Jean and what happens next, and to see her',
    'A proper apology, and a way to complain so it does not happen to anyone else',
  ],
  speech_markers: ['with respect', 'I am not being funny, but', 'son', 'bloody', 'like a lemon', 'straight'],
  case: {
    station: 'angry_patient',
    setting: "Emergency department, the relatives' room",
    task: 'You are a foundation doctor in the emergency department. Frank Miller, 70, has waited over four hours for news of his wife Jean, 72, who was brought in confused after a fall. Jean has agreed that you can discuss her care with him. Her urine dipstick and bloods show a urine infection (raised white cells and CRP) with mild dehydration; her CT head scan is normal. She is to be admitted for antibiotics and fluids through a drip, and a bed is being arranged. The nurse tells you Mr Miller is very angry. Speak to him.',
    agenda: {
      ideas: ['idea-forgotten'],
      concerns: ['concern-dementia-bleed'],
      expectations: ['expects-straight-answers', 'expects-complaint'],
      cues: [
        'She did not even know who I was this morning. Do you understand that?',
        'I want to know who is in charge here.',
      ],
    },
    red_flags: [
      {
        id: 'own-blood-sugar',
        fact: 'own-hypo',
        label:
          'Asked about his own wellbeing: whether he has eaten, and his diabetes (a risk of low blood sugar)',
        asked_by: [
          'eaten|eat|food|lunch|something to eat|sandwich',
          'diabet*|blood sugar|your sugar|insulin|gliclazide',
          'how are you + feeling|doing|yourself|keeping',
          'are you + all right|okay + yourself',
        ],
        present: true,
      },
      {
        id: 'jean-allergy',
        fact: 'jean-allergy',
        label: 'Checked whether Jean has any allergies before antibiotics',
        asked_by: ['allerg*', 'penicillin', 'react* + @medicine|antibiotic*'],
        present: true,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      {
        id: 'confirm-relationship',
        domain: 'introduction',
        label: "Checked who he is (Jean's husband) and that Jean is happy for him to be told",
        parts: [
          {
            cues: [
              'are you + husband|jean|mrs miller',
              'you are + husband|jean',
              'you must be + husband|mr miller',
              'relationship to|related to|next of kin',
              'jean + agreed|consent*|happy for|said it is okay|given permission',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'let-him-speak',
        domain: 'presenting_complaint',
        label: 'Invited him to say what has upset him, and listened without interrupting',
        parts: [
          {
            cues: [
              'tell me + what|about|happened|more',
              'what has + happened|upset you|been going on|gone wrong',
              'what + upset|bother* + you|most',
              'i am listening|take your time|in your own words|let it all out|say what you need',
            ],
            partly: ['how can i help'],
          },
        ],
      },
      {
        id: 'acknowledge-anger',
        domain: 'empathy',
        label: 'Acknowledged his anger as understandable, naming it',
        parts: [
          {
            cues: [
              'angry|upset|frustrat*|annoyed|cross|fed up|furious + understand*|can see|can tell|sounds|must|right to|of course|completely|entirely|no wonder',
              'i would be + angry|upset|frustrat*|annoyed|cross|too|the same',
              'understandabl*|you have every right|anyone would',
            ],
            partly: ['i understand|i see'],
          },
        ],
      },
      {
        id: 'apologise',
        domain: 'empathy',
        label:
          'Apologised plainly for the wait and the lack of updates, without excuses or blaming colleagues',
        parts: [
          {
            cues: [
              'sorry|apologi* + wait*|delay*|kept waiting|not updat*|no one|nobody|long|left|how you have been|corridor|treated',
              'i am so sorry|i am really sorry|i am very sorry|i apologise|my apologies|please accept',
            ],
            partly: ['sorry'],
          },
        ],
      },
      {
        id: 'perception',
        domain: 'spikes_perception',
        label: 'Found out what he already knew before explaining',
        parts: [
          {
            cues: [
              'what + you know|you have been told|been told|you understand|your understanding|they told you|has anyone told',
              'has anyone + explain*|told you|spoken to you|updated you',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'explain-delay',
        domain: 'explanation',
        label:
          'Explained honestly why it took so long (the scan was delayed by an emergency), without making excuses',
        parts: [
          {
            cues: [
              'reason|because|why + delay*|wait*|took so long|taken so long|long',
              'emergency|trauma|very ill|seriously ill|critically ill|another patient|very busy|pressure + scan|wait*|delay*|held up|took',
            ],
            partly: ['busy'],
          },
        ],
      },
      {
        id: 'explain-infection',
        domain: 'explanation',
        label:
          'Explained that the tests show a urine infection, which is causing her confusion (delirium), in plain words',
        parts: [
          {
            cues: [
              'urine|water|bladder|urinary|kidney + infection',
              'infection + confus*|muddled|not herself|explain*|caus*|because',
            ],
            partly: ['infection'],
          },
        ],
      },
      {
        id: 'explain-scan',
        domain: 'explanation',
        label: 'Explained that the head scan is normal: no bleed',
        parts: [
          {
            cues: [
              'scan + normal|clear|no bleed*|nothing|fine|reassur*|good news|no sign|no damage',
              'no bleed*|no bleeding|not a bleed|no sign of a bleed',
            ],
            partly: ['scan'],
          },
        ],
      },
      {
        id: 'address-dementia',
        domain: 'explanation',
        label:
          'Responded to his fear of dementia: infection-related confusion usually improves with treatment, and her memory can be looked at later',
        parts: [
          {
            cues: [
              'confus*|muddled|delirium + improve*|get better|settle|temporary|clear|go away|treat*|recover*',
              'dementia|memory + not|unlikely|infection|temporary|assess*|look into|check|later|test*',
            ],
            partly: ['dementia|memory'],
          },
        ],
      },
      {
        id: 'plan',
        domain: 'shared_plan',
        label:
          'Explained the plan: admission to a ward for antibiotics and fluids through a drip, a bed being arranged, and that he can be with her',
        parts: [
          {
            cues: [
              'admit*|stay in|kept in|on a ward|to a ward|to the ward|onto a ward',
              'bed + arrang*|find*|being|for her|upstairs|ready',
              'antibiotic*|drip|fluids|through a vein|intravenous|iv',
            ],
            partly: [],
          },
          {
            cues: [
              'see her|sit with her|be with her|go through to her|take you to her|visit her|stay with her',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'keep-updated',
        domain: 'shared_plan',
        label: 'Promised specific updates (who, when) and said how long the next steps should take',
        parts: [
          {
            cues: [
              'update + you|regularly|every|hour|when',
              'i will come back|come back and|let you know|keep you informed|keep you updated|keep you posted|i will check',
              'how long + bed|take|wait',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'complaint-route',
        domain: 'shared_plan',
        label:
          'Told him how to give feedback or complain (PALS, the nurse in charge) without being defensive',
        parts: [
          {
            cues: [
              'pals|patient advice|complain*|formal complaint',
              'raise|feed back|give feedback + concern*|it|this|what happened',
              'nurse in charge|manager|consultant + speak|talk|feed back|pass on|let them know',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'his-needs',
        domain: 'social_history',
        label:
          'Asked about his own situation: home, the dog, who can support him, and how he is coping as her carer',
        parts: [
          {
            cues: [
              'anyone + help|support|call|ring|look after|with you',
              'home|dog|pets|anything at home|need to sort',
              'carer|caring|cope|coping|managing|look after her',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'offer-food-check',
        domain: 'shared_plan',
        label: 'Acted on his blood sugar risk: offered something to eat or drink, or a sugar check',
        parts: [
          {
            cues: [
              'get you + something|sandwich|tea|drink|food|biscuit',
              'something to eat|cup of tea|sandwich|sugary drink|check your sugar|check your blood sugar|blood sugar check',
            ],
            partly: [],
          },
        ],
      },
      { id: 'ideas', use: 'ideas' },
      { id: 'concerns', use: 'concerns' },
      { id: 'expectations', use: 'expectations' },
      { id: 'summary', use: 'summary' },
      { id: 'check-understanding', use: 'check-understanding' },
    ],
  },
};
