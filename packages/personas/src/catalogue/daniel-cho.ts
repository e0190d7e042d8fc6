import type { PersonaInput } from '../schema';

/**
 * Anxiety and poor sleep before his sister's wedding, where he means to come out to his parents;
 * and, held back until invited, a condom that broke during receptive anal sex with a new partner of
 * unknown status thirty-five hours ago, inside the window for post-exposure prophylaxis (PEP). The
 * station asks for a non-assuming, non-judgemental history, the timing of the exposure, and the
 * advice to get PEP today.
 */
export const danielCho: PersonaInput = {
  id: 'daniel-cho',
  discipline: 'both',
  name: 'Daniel Cho',
  age: 31,
  avatar: '👨🏻',
  difficulty: 'intermediate',
  condition: 'Anxiety about coming out, with a possible HIV exposure (PEP window)',
  condition_category: 'sexual_health',
  emotional_state: 'Chatty and bright on top, frightened underneath',
  personality:
    'Articulate, funny and considerate; talks a lot when nervous and makes himself the punchline. A planner who hates not being in control. Deeply loyal to his family and tired of editing himself for them.',
  background:
    'UX designer at a fintech company in Shoreditch; lives in Hackney with his flatmate Priya. Grew up in New Malden; his parents came from Seoul in the eighties, his father a retired pharmacist and his mother active in their Korean church. His younger sister Grace, who knows he is gay and is his closest ally, gets married in three weeks. He has decided to tell his parents before the wedding, and keeps not doing it.',
  symptoms: [
    'Worry he cannot switch off, worse over the last month',
    'Lying awake until two or three',
    'Racing heart, tight chest and churning stomach',
    'Two panic attacks in the last fortnight',
    'A condom broke during receptive anal sex thirty-five hours ago; the partner is of unknown status',
  ],
  demographics: {
    gender: 'male',
    pronouns: 'he/him',
    occupation: 'UX designer',
    living_situation: 'Shares a flat in Hackney with a friend',
    cultural_background: 'British Korean; parents from Seoul, grew up in New Malden; raised Presbyterian',
  },
  presenting_problem:
    "Booked a GP appointment for anxiety and poor sleep. His sister's wedding is in three weeks and he has promised himself he will tell his parents he is gay before it. What he has not said at the desk: on Saturday night, at about eleven, a condom broke during sex with a man he met on an app; it is now Monday morning.",
  history: [
    'Asthma as a child; no inhaler for years.',
    'No mental health history; saw a university counsellor once in second year.',
    'Allergic to penicillin (a rash).',
    'Last sexual health screen and HIV test eight months ago, negative; has thought about PrEP but never started it.',
  ],
  core_beliefs: [
    'Love in my family depends on being the son they expect.',
    'I have to manage everything so nobody is upset.',
  ],
  intermediate_beliefs: [
    "If I tell them, I ruin Grace's wedding.",
    'If something bad happens to me, it will prove them right.',
  ],
  automatic_thoughts: [
    'Mum will cry in front of everyone.',
    'What if it is HIV?',
    'I am thirty-one and I still cannot say it.',
    'I should have checked the condom.',
  ],
  emotions: ['anxious', 'warm', 'fearful', 'ashamed', 'hopeful'],
  coping_behaviours: [
    'Talks and jokes to fill silences',
    'Googles symptoms at three in the morning',
    'A few glasses of wine to get to sleep',
    'Runs along the canal',
  ],
  risk: {
    level: 'none',
    disclosure:
      "No. Honestly, no. Anxious, yes, not that. I've got too much I want to do. Grace would kill me, for one thing.",
    deflection: 'God, no. No. Sorry, that came out loud. No.',
    min_trust: 0,
    protective_factors: ['His sister Grace', 'His flatmate Priya and his friends', 'Running', 'His work'],
  },
  style: 'verbose',
  facts: [
    // The anxiety: depth 1.
    {
      id: 'why-here-sleep',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'anxious',
      keywords: ['why', 'here', 'today', 'brings', 'brought', 'going on', 'help'],
      text: "I'm not sleeping, and I'm anxious all the time, which I know is what everyone says. There's a lot going on. My sister's getting married in three weeks and I've got a sort of announcement to make before it.",
    },
    {
      id: 'anxiety-physical',
      topic: 'anxiety',
      depth: 1,
      emotion: 'anxious',
      keywords: ['feel', 'symptoms', 'body', 'physically', 'heart', 'chest', 'stomach', 'describe'],
      text: "My heart goes, my chest gets tight, my stomach churns like I've got an exam. And my brain just runs through conversations that haven't happened yet.",
    },
    {
      id: 'anxiety-onset',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['when', 'start', 'started', 'how long', 'began', 'worse'],
      text: "It started when Grace got engaged, in the spring, but it's been much worse this last month. Since we sent the invitations, basically.",
    },
    {
      id: 'panic-attacks',
      topic: 'anxiety',
      depth: 1,
      emotion: 'fearful',
      keywords: ['panic', 'attack', 'attacks', 'breathe', 'episodes'],
      text: "Twice in the last fortnight I've had a proper panic attack. Once on the Northern line. Heart pounding, couldn't get a breath, thought I was dying, about ten minutes. Then I felt stupid.",
    },
    {
      id: 'sleep-awake',
      topic: 'sleep',
      depth: 1,
      emotion: 'anxious',
      keywords: ['sleep', 'sleeping', 'night', 'awake', 'tired', 'insomnia'],
      text: "I get into bed at eleven and I'm still awake at two, three. Then the alarm's at seven. I'm running on coffee.",
    },
    {
      id: 'mood-ok',
      topic: 'mood',
      depth: 1,
      emotion: 'neutral',
      keywords: ['mood', 'low', 'down', 'depressed', 'enjoy', 'interest'],
      text: "I wouldn't say depressed. I still enjoy things, I still run, I still see people. It's more that I'm on edge all the time.",
    },
    {
      id: 'impact-avoiding-mum',
      topic: 'daily_life',
      depth: 1,
      emotion: 'guilty',
      keywords: ['affect', 'affecting', 'impact', 'day to day', 'daily life', 'life', 'stopping you'],
      text: "Work I can do, I just switch into work mode. But I'm cancelling on friends, I'm knackered, and I keep letting Mum's calls go to voicemail because I can't do small talk with her right now.",
    },
    {
      id: 'coming-out-plan',
      topic: 'identity',
      depth: 1,
      emotion: 'anxious',
      keywords: ['announcement', 'tell them', 'wedding', 'parents know', 'gay', 'come out', 'coming out'],
      text: "I'm gay. My sister knows, my friends know, work knows. My parents don't. I've promised myself I'll tell them before the wedding, so I'm not lying to them all day in a suit.",
    },
    {
      id: 'parents',
      topic: 'family',
      depth: 1,
      emotion: 'warm',
      keywords: ['parents', 'family', 'mum', 'dad', 'mother', 'father', 'sister', 'grace'],
      text: "Mum and Dad are in New Malden. Dad's a retired pharmacist, Mum runs half the church. Grace is my little sister, she's the best. She's the one who said I should see someone.",
    },
    {
      id: 'work-ux',
      topic: 'work',
      depth: 1,
      emotion: 'neutral',
      keywords: ['work', 'job', 'do for a living', 'designer'],
      text: "I'm a UX designer, at a fintech in Shoreditch. Apps for people's money. Two days in the office. Work's fine, actually, it's the one thing that's fine.",
    },
    {
      id: 'lives-with-priya',
      topic: 'housing',
      depth: 1,
      emotion: 'warm',
      keywords: ['live', 'home', 'flat', 'who lives', 'flatmate'],
      text: "I share a flat in Hackney with my friend Priya. She's heard every version of the speech to my parents. Twice.",
    },
    {
      id: 'relationship-single',
      topic: 'partner',
      depth: 1,
      emotion: 'neutral',
      keywords: ['partner', 'relationship', 'seeing anyone', 'boyfriend', 'single', 'dating'],
      text: 'Single. I date, on and off. Apps, mostly, which is its own circle of hell.',
    },
    {
      id: 'past-health',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medical', 'health', 'conditions', 'history', 'illness', 'asthma', 'operations'],
      text: "Asthma when I was little, nothing for years. I saw a counsellor once at uni. That's it.",
    },
    {
      id: 'meds-allergy',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medication', 'medicine', 'tablets', 'taking', 'allergies', 'allergic', 'penicillin'],
      text: "Nothing regular. I've had the odd Nytol from the chemist. I'm allergic to penicillin, I came out in a rash as a kid.",
    },
    {
      id: 'wine-to-sleep',
      topic: 'alcohol',
      depth: 1,
      emotion: 'guilty',
      keywords: ['alcohol', 'drink', 'drinking', 'units', 'wine', 'how much'],
      text: 'More than I should. Three or four glasses of wine most nights, to get to sleep. Probably twenty-odd units a week at the moment.',
    },
    {
      id: 'no-smoking-drugs',
      topic: 'substances',
      depth: 1,
      emotion: 'neutral',
      keywords: ['smoke', 'smoking', 'drugs', 'recreational', 'chems', 'cannabis'],
      text: "I don't smoke. No drugs, I'm too much of a control freak. Poppers once or twice, years ago. That's it.",
    },
    {
      id: 'family-history',
      topic: 'family_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['family history', 'runs in', 'relatives', 'illnesses in the family'],
      text: "Dad's got high blood pressure. Nobody's had anything mental health, not that anyone would ever admit to.",
    },
    {
      id: 'last-hiv-test',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['tested', 'test', 'screen', 'sexual health', 'hiv', 'prep', 'last check'],
      text: "My last full check at the clinic was about eight months ago, all negative. I've thought about PrEP but I never got round to it.",
    },
    // Red flags: the exposure details, told only when asked specifically.
    {
      id: 'exposure-time',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'anxious',
      keywords: ['when exactly', 'what time', 'how long ago', 'hours'],
      text: "Saturday night. About eleven. So, what, thirty-five hours ago? I've been counting.",
    },
    {
      id: 'partner-status',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'anxious',
      keywords: ['status', 'his status', 'positive', 'negative', 'on prep', 'undetectable'],
      text: "He said he was negative, tested in the summer. I don't know if he's on PrEP, I didn't ask. I don't even know his surname. I've messaged him and he's not replied.",
    },
    // The hidden agenda: depth 2.
    {
      id: 'idea-stress',
      topic: 'thoughts',
      depth: 2,
      emotion: 'neutral',
      keywords: ['think', 'cause', 'causing', 'why', 'put it down to'],
      text: "I know why I'm anxious. It's the wedding and telling Mum and Dad. I don't think there's anything wrong with me, I just need to get through the next three weeks.",
    },
    {
      id: 'concern-condom',
      topic: 'sexual_history',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'concern', 'scared', 'frightened', 'mind'],
      text: "Okay. There's something else. At the weekend I slept with someone new and the condom broke. I've been googling HIV since. That's partly why I'm not sleeping.",
    },
    {
      id: 'concern-parents',
      topic: 'family',
      depth: 2,
      emotion: 'anxious',
      keywords: ['parents', 'reaction', 'react', 'mum', 'tell them', 'church'],
      text: "And that Mum will cry, and Dad will go quiet, and Grace's wedding becomes about me. Or they won't come to my wedding, one day. That's the one that gets me.",
    },
    {
      id: 'expects-pills-test',
      topic: 'goals',
      depth: 2,
      emotion: 'hopeful',
      keywords: ['hoping', 'want', 'expect', 'like us to', 'need', 'today'],
      text: 'Something to help me sleep, really. And I suppose an HIV test today, so I know. Can you do that here?',
    },
    {
      id: 'receptive-sex',
      topic: 'sexual_history',
      depth: 2,
      emotion: 'ashamed',
      keywords: ['what kind of sex', 'anal', 'oral', 'receptive', 'top', 'bottom', 'type of sex'],
      text: "It was anal, and I was... receiving. Bottom. Sorry, I don't know what word you use. We'd both been drinking and I didn't notice it had gone till after.",
    },
    // Depth 3: what he is ashamed of.
    {
      id: 'deserve-it',
      topic: 'faith',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['deserve', 'punishment', 'church', 'faith', 'god', 'blame yourself'],
      text: "This is going to sound mad. Part of me thinks if it is HIV, it's what the church always said would happen. Like I'd have proved them right. I know that's not how it works.",
    },
  ],
  opening_statement:
    "Hi! Sorry, hello. I've never really done this before, going to a doctor about, you know, head stuff. I've been really anxious and I can't sleep.",
  goals: [
    'To sleep',
    'To get through the wedding and telling his parents',
    'Underneath: to know whether he has been exposed to HIV, and what to do',
  ],
  speech_markers: ['honestly', 'which I know sounds', 'sorry, I talk a lot when I am nervous', 'basically'],
  case: {
    station: 'history',
    setting: 'GP surgery, a routine appointment on Monday morning',
    task: 'You are a foundation doctor in general practice. Daniel Cho, 31, has booked an appointment about anxiety and poor sleep. Take a history, find out what matters to him, and respond to it. It is Monday, 10 a.m.',
    agenda: {
      ideas: ['idea-stress'],
      concerns: ['concern-condom', 'concern-parents'],
      expectations: ['expects-pills-test'],
      cues: [
        "There's also... no, it's probably nothing. Well. Maybe later.",
        "I've been googling things at three in the morning. Not sleep things.",
      ],
    },
    red_flags: [
      {
        id: 'exposure-timing',
        fact: 'exposure-time',
        label: 'Asked exactly when the condom broke (hours ago, for the PEP window)',
        asked_by: [
          'when + exactly|what time|what day|condom|broke|break',
          'how long ago|how many hours|what time|hours ago',
        ],
        partly: [],
        present: true,
      },
      {
        id: 'partner-hiv-status',
        fact: 'partner-status',
        label: "Asked about the partner's HIV status (tested, PrEP, known positive)",
        asked_by: [
          'he|his|him|their|partner* + status|hiv|prep|undetectable',
          'partner* + tested|positive|negative',
          'know + status',
        ],
        partly: [],
        present: true,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      { id: 'opening-question', use: 'opening-question' },
      {
        id: 'anxiety-symptoms',
        domain: 'presenting_complaint',
        label: 'Asked what the anxiety feels like, in body and mind',
        parts: [
          {
            cues: [
              'what + anxiety|anxious|it + feel like|like for you',
              'physical|body|heart|chest|stomach + symptom*|feel|notice*',
              'describe + anxiety|anxious|feeling',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'onset',
        domain: 'presenting_complaint',
        label: 'Asked when it started and what set it off',
        parts: [
          {
            cues: ['when + start*|began|first|worse', 'how long + been|going on|had'],
            partly: [],
          },
        ],
      },
      {
        id: 'panic',
        domain: 'presenting_complaint',
        label: 'Asked about panic attacks',
        parts: [{ cues: ['panic*|attack*'], partly: [] }],
      },
      {
        id: 'sleep-mood',
        domain: 'presenting_complaint',
        label: 'Asked about sleep and mood',
        parts: [
          { cues: ['sleep*'], partly: [] },
          { cues: ['mood|low|down|depress*|enjoy*'], partly: [] },
        ],
      },
      {
        id: 'risk-self',
        domain: 'risk',
        label: 'Asked about thoughts of suicide or self-harm',
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
      { id: 'impact', use: 'impact' },
      {
        id: 'relationships-neutral',
        domain: 'social_history',
        label: "Asked about relationships without assuming a partner's gender",
        parts: [{ cues: ['partner*|relationship*|seeing anyone|anyone special|dating'], partly: [] }],
      },
      {
        id: 'sexual-history',
        domain: 'social_history',
        label: 'Took a sexual history sensitively: what happened, what kind of sex, and his last test',
        parts: [
          {
            cues: [
              'what kind of sex|type of sex|anal|oral|receptive|insertive|vaginal',
              'condom* + broke|split|came off|use*',
            ],
            partly: ['sex*'],
          },
          {
            cues: ['last + test*|screen*|check*|sexual health', 'prep', 'tested + before|recently|last'],
            partly: [],
          },
        ],
      },
      { id: 'past-history', use: 'past-history' },
      { id: 'drugs-allergies', use: 'drugs-allergies' },
      { id: 'alcohol', use: 'alcohol' },
      {
        id: 'drugs',
        domain: 'social_history',
        label: 'Asked about recreational drugs (including chemsex drugs)',
        parts: [{ cues: ['drug*|chems|chemsex|substance*|recreational|poppers|cannabis'], partly: [] }],
      },
      { id: 'social-history', use: 'social-history' },
      {
        id: 'family-and-coming-out',
        domain: 'social_history',
        label: 'Explored his family and his plan to come out, at his pace',
        parts: [
          {
            cues: [
              'parents + know|tell|react*|reaction|support*',
              'coming out|come out|tell your parents|told your family',
              'who + knows|support* you',
            ],
            partly: [],
          },
        ],
      },
      { id: 'ideas', use: 'ideas' },
      { id: 'concerns', use: 'concerns', also: ['anything else + @worry|on your mind|want to talk|mention'] },
      { id: 'expectations', use: 'expectations' },
      { id: 'empathy', use: 'empathy' },
      { id: 'summary', use: 'summary' },
      {
        id: 'explain-pep',
        domain: 'explanation',
        label:
          'Explained PEP: medicine that can prevent HIV, started as soon as possible and within 72 hours',
        parts: [
          {
            cues: ['pep|post exposure|prophylaxis', 'medicine*|tablet*|treatment + prevent* + hiv|infection'],
            partly: ['hiv'],
          },
          {
            cues: [
              '72 hours|seventy two hours|three days|as soon as possible|straight away',
              'today + start|get|clinic|pep',
              'sooner the better|the sooner|within + hours|days',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'where-today',
        domain: 'shared_plan',
        label: 'Told him where to get PEP today: a sexual health clinic, or A&E if it is closed',
        parts: [
          {
            cues: [
              'sexual health clinic|gum clinic|sexual health service*|clinic today',
              'a&e|emergency department|casualty',
            ],
            partly: ['clinic'],
          },
        ],
      },
      {
        id: 'testing',
        domain: 'explanation',
        label:
          'Explained testing: a baseline test now and a repeat HIV and STI screen after the window period',
        parts: [
          {
            cues: [
              'hiv test*|sti|sexually transmitted|full screen|chlamydia|gonorrh*|syphilis|hepatitis',
              'test* + again|repeat|weeks|window',
            ],
            partly: ['test*'],
          },
        ],
      },
      {
        id: 'anxiety-plan',
        domain: 'shared_plan',
        label: 'Offered help for the anxiety (talking therapy, support) rather than only sleeping tablets',
        parts: [
          {
            cues: [
              'talking therap*|therapy|counsell*|cbt|talking therapies|self refer*|iapt',
              'lgbt|support group|switchboard|charity',
              'sleep + hygiene|routine|caffeine|alcohol',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'safety-netting',
        use: 'safety-netting',
        also: [
          'if + clinic + closed|full|cannot|turned away',
          'rash|fever|flu like|sore throat + hiv|weeks|come back|tell',
        ],
      },
      {
        // His sexual history is needed (the exposure, PEP); how or since when he is gay is not.
        id: 'avoid-intrusive',
        polarity: 'avoid',
        domain: 'social_history',
        label:
          'Asked intrusive questions about his sexuality the consultation did not need (since when or why he is gay, a choice or a phase, whether he has tried women)',
        parts: [
          {
            cues: [
              'when did you + know|realise|realize|discover + gay|attracted|sexuality',
              'how long have you been gay|always been gay|born gay|become gay|turned gay|made you gay|makes you gay|why are you gay',
              'lifestyle choice|chose to be gay|choose to be gay|choice to be gay|gay lifestyle|just a phase|going through a phase|grow out of',
              'tried + women|girls|a woman|a girlfriend|being straight|sleeping with women|sex with women|dating women',
              'the man or the woman|the woman in the relationship|who is the woman|who is the man',
              'are you sure + gay|you are gay',
              'cure*|convert*|conversion + gay|sexuality|attraction*',
            ],
            unless: [
              'do not have to|do not need to|no need to|not going to ask|will not ask|not need to know|not relevant|only if you want',
              // Coming out to his family is his agenda: asking about telling them is not intrusive.
              'tell|told|telling|parents|mum|dad|family|sister|come out|coming out',
            ],
          },
        ],
      },
    ],
  },
};
