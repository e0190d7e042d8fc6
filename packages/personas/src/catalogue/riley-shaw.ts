import type { PersonaInput } from '../schema';

/**
 * Five days of discharge and burning on passing urine, three weeks after condomless sex with a new
 * partner at a festival; a pelvic ache and bleeding after sex make pelvic inflammatory disease
 * possible. Riley is non-binary (they/them, assigned female at birth, not on hormones), in an open
 * relationship with their girlfriend, and was misgendered at their last GP visit. A sexual-health
 * history that assumes nothing: pronouns, partners' genders, consent for personal questions.
 */
export const rileyShaw: PersonaInput = {
  id: 'riley-shaw',
  discipline: 'medicine',
  name: 'Riley Shaw',
  age: 22,
  avatar: '🧑🏼',
  difficulty: 'intermediate',
  condition: 'Discharge and dysuria after a new partner (possible STI or PID)',
  condition_category: 'sexual_health',
  emotional_state: 'Matter-of-fact on the surface, braced to be judged',
  personality:
    'Direct, dry and thoughtful; says things plainly and expects the same back. Quick to notice an assumption and goes quiet when they hear one; warms up fast to someone who asks rather than guesses.',
  background:
    'Sound technician at a music venue in Bristol, about to go on tour with a band in ten days. Non-binary, uses they/them; not on hormones. Lives in a shared house in Easton with three friends. Two years with their girlfriend Jess; the relationship has been open for six months, with one rule: condoms with anyone else. Last time they saw a GP, they were called "young lady" and asked about a boyfriend, and did not go back.',
  symptoms: [
    'More discharge than usual for five days, yellowish-green, smells different',
    'Burning when passing urine, going more often',
    'Dull ache low in the pelvis on both sides for two days, deep pain during sex',
    'Bleeding after sex and some spotting in between',
    'No fever, sores, rash or lumps',
  ],
  demographics: {
    gender: 'non-binary',
    pronouns: 'they/them',
    occupation: 'Sound technician at a music venue',
    living_situation: 'Shared house with three friends',
    cultural_background: 'White British, grew up in Swindon',
  },
  presenting_problem:
    'Five days of increased yellowish-green discharge and burning on passing urine, with a low pelvic ache for two days and bleeding after sex. Three weeks ago they had sex with a new partner, a man they met at a festival. They tried thrush cream and cystitis sachets without much help.',
  history: [
    'Contraceptive implant for eighteen months; irregular light bleeding with it.',
    'Chlamydia postal test two years ago, negative; never had an STI; never had an HIV test.',
    'HPV vaccine at school; no hepatitis B vaccine.',
    'Asthma as a child; no operations.',
    'Penicillin allergy: a rash as a child.',
  ],
  core_beliefs: ['People decide who I am before I open my mouth.', 'I can handle things myself.'],
  intermediate_beliefs: [
    'If a doctor assumes things about me, they will not listen to the rest.',
    'If I broke the rule with Jess, I have to own it.',
  ],
  automatic_thoughts: [
    'Here we go, are they going to call me "young lady"?',
    'It is probably just thrush.',
    'What if I have given it to Jess?',
  ],
  emotions: ['guarded', 'neutral', 'anxious', 'ashamed', 'relieved', 'warm'],
  coping_behaviours: [
    'Googles symptoms and treats themself from the chemist',
    'Goes quiet and short when they feel assumed about',
    'Makes dry jokes to take the edge off',
  ],
  risk: {
    level: 'none',
    disclosure:
      'No. Honestly, no. I have had darker times, years back, but not now. I have Jess, my mates, the tour. I just want this sorted.',
    deflection: 'No, I am fine in myself. It is just this.',
    min_trust: 0,
    protective_factors: [
      'Their girlfriend Jess',
      'Their housemates',
      'Work and the tour they are about to go on',
    ],
  },
  style: 'plain',
  facts: [
    // The presenting complaint: plain history at depth 1.
    {
      id: 'discharge-onset',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'neutral',
      keywords: ['brings you', 'when', 'start', 'started', 'notice', 'how long', 'began'],
      text: 'About five days ago I noticed more discharge than normal. Then it started burning when I pee. It has not gone away, so here I am.',
    },
    {
      id: 'discharge-character',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: [
        'discharge',
        'colour',
        'smell',
        'describe',
        'look like',
        'how much',
        'different',
        'consistency',
      ],
      text: 'It is more than usual, and a yellowy-green colour, which it never is. It smells different too, not fishy exactly, just not right.',
    },
    {
      id: 'dysuria',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['pee', 'wee', 'urine', 'passing water', 'burning', 'sting', 'toilet', 'often'],
      text: 'It stings when I pee, a burning at the end. I am going more often than normal. No blood in it that I have seen.',
    },
    {
      id: 'tried-remedies',
      topic: 'medication',
      depth: 1,
      emotion: 'frustrated',
      keywords: [
        'tried anything',
        'anything for it',
        'treat it',
        'treatment',
        'better',
        'canesten',
        'chemist',
        'cream',
        'sachets',
        'boots',
      ],
      text: 'I got Canesten from Boots, thinking it was thrush. Did nothing. Then cystitis sachets, which took the edge off the stinging for a bit. That is it.',
    },
    // Red flags: pelvic pain and bleeding are present; fever, sores and pregnancy are not.
    {
      id: 'pelvic-pain',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'anxious',
      keywords: ['pain', 'tummy', 'belly', 'pelvis', 'ache', 'lower', 'during sex', 'cramp'],
      text: 'Actually, yes. The last two days there is a dull ache low down, both sides, like period cramps but not. And it hurt deep inside when Jess and I had sex at the weekend, which is not normal.',
    },
    {
      id: 'bleeding-after-sex',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'anxious',
      keywords: ['bleeding', 'blood', 'spotting', 'after sex', 'between periods'],
      text: 'I bled a bit after sex at the weekend, and there has been some spotting since. I do get random spotting with the implant, but not after sex, not before.',
    },
    {
      id: 'no-fever',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['fever', 'temperature', 'shivery', 'unwell', 'sick', 'vomiting'],
      text: 'No temperature that I know of. No shivers, not being sick. I feel fine apart from this.',
    },
    {
      id: 'no-sores',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['sores', 'ulcers', 'blisters', 'lumps', 'bumps', 'rash', 'itching', 'warts'],
      text: 'No sores or blisters, no lumps or bumps. Not really itchy either, which is partly why the thrush cream made no sense.',
    },
    {
      id: 'implant-not-pregnant',
      topic: 'pregnancy',
      depth: 1,
      emotion: 'neutral',
      keywords: ['pregnant', 'pregnancy', 'contraception', 'implant', 'period', 'last period', 'pill'],
      text: 'I have the implant, eighteen months now. My bleeding is all over the place with it, so no proper periods. I do not think I could be pregnant, but I will do a test if you want.',
    },
    // Sexual history: plain answers to plain questions (the condom answer is softened at depth 1).
    {
      id: 'last-sex-new-partner',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'guarded',
      keywords: ['last', 'new', 'partner', 'when', 'who', 'festival', 'sex', 'recent'],
      text: 'The new person was three weeks ago, at a festival down in Hampshire. One night. Callum, he is called. I have his number, just about.',
    },
    {
      id: 'partner-genders',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['gender', 'man', 'woman', 'men', 'women', 'male', 'female', 'identify', 'both'],
      text: 'Callum is a man, a cis guy. Jess, my girlfriend, is a woman. Thanks for asking rather than guessing, by the way.',
    },
    {
      id: 'discharge-course',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: [
        'first',
        'notice',
        'since',
        'getting worse',
        'constant',
        'come and go',
        'still',
        'how long',
        'every day',
      ],
      text: 'It has been there every day for five days now, not coming and going. If anything it is a bit worse each day, and the ache low down is newer.',
    },
    {
      id: 'regular-partner',
      topic: 'partner',
      depth: 1,
      emotion: 'warm',
      keywords: ['partner', 'regular', 'relationship', 'girlfriend', 'jess', 'anyone else'],
      text: 'I have a girlfriend, Jess. Two years. We are open, so seeing other people is allowed. The last time with her was the weekend just gone.',
    },
    {
      id: 'type-of-sex',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['type', 'kind', 'vaginal', 'anal', 'oral', 'what sort', 'penetrative'],
      text: 'With Callum it was vaginal, and oral both ways. No anal. With Jess it is oral, fingers, toys. We do not share toys with anyone else.',
    },
    {
      id: 'condoms-mostly',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'guarded',
      keywords: ['condom', 'condoms', 'protection', 'protected', 'barrier', 'unprotected'],
      text: 'With Callum we used a condom. Mostly. Not for the oral. With Jess we do not use anything, we have both been tested.',
    },
    {
      id: 'number-of-partners',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['how many', 'partners', 'number', 'three months', 'other people', 'others'],
      text: 'In the last three months, two. Jess, and Callum. Before that there was someone in the spring, but that was months ago.',
    },
    {
      id: 'partner-details',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['symptoms', 'abroad', 'other partners', 'he', 'callum', 'men', 'sleep with', 'bisexual'],
      text: 'I do not know much about Callum, honestly. He said he was "clean". I do not know if he sleeps with men as well, or anything about where he has been. Jess has not got any symptoms.',
    },
    {
      id: 'last-test',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['tested', 'test', 'screen', 'before', 'previous', 'infection', 'sti', 'clinic', 'ever had'],
      text: 'I did a chlamydia kit in the post, two years ago, it was negative. Never had an STI. Never had an HIV test, actually.',
    },
    {
      id: 'prep-knowledge',
      topic: 'sexual_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['prep', 'hiv', 'pep', 'prevention'],
      text: 'PrEP? I have seen it on TikTok. I thought it was for gay men. I have never been on it, nobody has ever mentioned it to me.',
    },
    {
      id: 'vaccines',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['vaccine', 'vaccinated', 'hepatitis', 'hpv', 'jab', 'immunised'],
      text: 'I had the HPV jab at school. Hepatitis B, I do not think so, no.',
    },
    {
      id: 'gender-identity',
      topic: 'identity',
      depth: 1,
      emotion: 'neutral',
      keywords: [
        'pronouns',
        'pronoun',
        'gender',
        'identity',
        'hormones',
        'testosterone',
        'refer to you',
        'address',
      ],
      text: 'I am non-binary, they and them. Riley is fine. I am not on hormones. I bind sometimes, that is all.',
    },
    // Background.
    {
      id: 'past-history',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medical', 'history', 'conditions', 'illness', 'operations', 'asthma', 'hospital'],
      text: 'Asthma as a kid, grew out of it. No operations. Nothing else.',
    },
    {
      id: 'meds-allergy',
      topic: 'allergies',
      depth: 1,
      emotion: 'neutral',
      keywords: [
        'allergy',
        'allergies',
        'allergic',
        'penicillin',
        'medication',
        'medicines',
        'tablets',
        'take',
      ],
      text: 'Just the implant, and what I got from Boots. I am allergic to penicillin, apparently, I came out in a rash with it when I was little.',
    },
    {
      id: 'family-history',
      topic: 'family_history',
      depth: 1,
      emotion: 'neutral',
      keywords: ['family', 'parents', 'mum', 'dad', 'runs in'],
      text: 'Mum has an underactive thyroid. Dad is fine as far as I know, we do not talk much. Nothing else.',
    },
    {
      id: 'work',
      topic: 'work',
      depth: 1,
      emotion: 'neutral',
      keywords: ['work', 'job', 'do for a living', 'tour', 'venue', 'sound'],
      text: 'I am a sound tech at a venue in town. In ten days I go on tour with a band for a month, so I really need this sorted before then.',
    },
    {
      id: 'home',
      topic: 'housing',
      depth: 1,
      emotion: 'warm',
      keywords: ['live', 'home', 'house', 'who', 'flat', 'housemates'],
      text: 'Shared house in Easton, me and three mates. It is chaos, but good chaos.',
    },
    {
      id: 'drink-drugs',
      topic: 'substances',
      depth: 1,
      emotion: 'neutral',
      keywords: ['alcohol', 'drink', 'drugs', 'smoke', 'weed', 'substances', 'chems'],
      text: 'I drink at gigs, four or five pints at the weekend. A bit of weed now and then. I smoke roll-ups when I am out. Nothing heavy.',
    },
    // Depth 2, off the agenda.
    {
      id: 'last-gp-visit',
      topic: 'previous_help',
      depth: 2,
      emotion: 'frustrated',
      keywords: ['doctor', 'before', 'gp', 'last time', 'experience', 'help'],
      text: 'Last time I saw a GP, about a year ago, she called me "young lady" three times and asked if my boyfriend was using condoms. I did not go back. So I nearly did not come today.',
    },
    {
      id: 'open-relationship',
      topic: 'partner',
      depth: 2,
      emotion: 'neutral',
      keywords: ['jess', 'relationship', 'open', 'feel', 'together', 'girlfriend'],
      text: "We opened things up about six months ago. It was Jess's idea, to be fair, and mostly it is fine. We have rules, and we talk about everything. Usually.",
    },
    // The hidden agenda.
    {
      id: 'idea-thrush-uti',
      topic: 'thoughts',
      depth: 2,
      emotion: 'neutral',
      keywords: ['think', 'cause', 'causing', 'reckon', 'going on', 'what is it'],
      text: 'I wanted it to be thrush or a water infection. But the colour, and the timing after the festival... I have read enough to think it is chlamydia or gonorrhoea.',
    },
    {
      id: 'concern-jess-fertility',
      topic: 'anxiety',
      depth: 2,
      emotion: 'anxious',
      keywords: ['worry', 'worried', 'concern', 'scared', 'afraid', 'mind', 'jess', 'fertility'],
      text: 'That I have given it to Jess. That is the main thing. And I read chlamydia can mess up your insides, your fertility. I do not even know if I want kids, but I want the choice.',
    },
    {
      id: 'expects-no-exam',
      topic: 'goals',
      depth: 2,
      emotion: 'anxious',
      keywords: ['hoping', 'expect', 'want', 'today', 'examination', 'examine', 'swab', 'internal'],
      text: 'I was hoping for antibiotics today, before the tour. And if I can do a swab myself, I would really rather. An internal exam is... a lot, for me. Body stuff.',
    },
    // Depth 3: what they have told no one.
    {
      id: 'no-condom-truth',
      topic: 'sexual_history',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['honestly', 'really', 'condom', 'truth', 'rule', 'told jess'],
      text: 'Honestly? We did not use a condom. Not at all. I told Jess we did. It is our one rule, and I broke it. That is why I am scared about her.',
    },
    {
      id: 'mdma-festival',
      topic: 'substances',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['drugs', 'that night', 'mdma', 'high', 'drunk', 'consent', 'remember'],
      text: 'I had taken MDMA that night, and had a lot to drink. I wanted to, it is not like that, I remember it. But I was not thinking about condoms, put it that way.',
    },
  ],
  opening_statement:
    'Hi. Riley. So, this is a bit awkward, but I think I might have picked something up. Down there.',
  goals: [
    'Treatment before the tour, without an internal examination if possible',
    'To know whether they have passed something to Jess, and to be treated as who they are',
  ],
  speech_markers: ['to be fair', 'honestly', 'so, yeah', 'a bit of a', 'proper', 'put it that way'],
  case: {
    station: 'history',
    setting: 'Sexual health clinic, a consulting room',
    task: "You are a foundation doctor in a sexual health clinic. Riley Shaw, 22, has come in with discharge and pain passing urine. Take a sexual-health history, explaining why you are asking personal questions and without assuming anything about Riley or their partners, then explain what you would like to do next. Riley's registration form gives their pronouns as they/them.",
    agenda: {
      ideas: ['idea-thrush-uti'],
      concerns: ['concern-jess-fertility'],
      expectations: ['expects-no-exam'],
      cues: [
        'I go on tour in ten days, so, you know. Timing.',
        'I am not hugely keen on being examined, just saying.',
      ],
    },
    red_flags: [
      {
        id: 'pelvic-pain',
        fact: 'pelvic-pain',
        label: 'Asked about lower abdominal or pelvic pain, or pain deep inside during sex',
        asked_by: [
          'tummy|belly|abdom*|pelvi*|lower down|low down',
          '@pain|hurt* + during sex|with sex|when you have sex|deep inside|deep',
        ],
        present: true,
      },
      {
        id: 'abnormal-bleeding',
        fact: 'bleeding-after-sex',
        label: 'Asked about bleeding after sex or between periods',
        asked_by: ['bleed*|spotting', 'blood + after sex|between periods|vagina*|front hole'],
        present: true,
      },
      {
        id: 'fever',
        fact: 'no-fever',
        label: 'Asked about fever or feeling generally unwell',
        asked_by: ['fever*|temperature|shiver*|rigor*|hot and cold|unwell in yourself|feverish'],
        present: false,
      },
      {
        id: 'sores-rash',
        fact: 'no-sores',
        label: 'Asked about sores, ulcers, blisters, lumps or a rash',
        asked_by: ['any sores|ulcer*|blister*|lump*|bump*|rash*|wart*|itch*'],
        present: false,
      },
      {
        id: 'pregnancy',
        fact: 'implant-not-pregnant',
        label: 'Asked whether they could be pregnant',
        asked_by: ['pregnan*|last period|your period*|periods'],
        present: false,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      {
        id: 'pronouns',
        domain: 'introduction',
        label: 'Checked how Riley would like to be addressed (name and pronouns) rather than assuming',
        parts: [
          {
            cues: [
              'pronoun*',
              'how would you like + to be called|to be addressed|me to call|me to refer|me to address',
              'what would you like + to be called|me to call you',
              'prefer to be called|like to be called|should i call you|how should i refer|how to refer',
            ],
            partly: [],
          },
        ],
      },
      { id: 'opening-question', use: 'opening-question' },
      {
        id: 'confidentiality-consent',
        domain: 'signposting',
        label: 'Explained that the questions are personal, routine and confidential, and asked permission',
        parts: [
          {
            cues: [
              'confidential*|stays between us|stay between us|in private|privacy|private',
              'ask everyone|ask all|routine|standard questions|we ask these',
            ],
            partly: [],
          },
          {
            cues: [
              'personal|sensitive|intimate|sexual + question*|ask',
              'is that okay|is that all right|do you mind|are you happy|okay with you|okay if i ask|all right if i ask',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'discharge-onset',
        domain: 'presenting_complaint',
        label: 'Asked when the symptoms started',
        parts: [
          {
            cues: [
              'when + start*|begin|began|first|notice*|come on|came on',
              'how long + had|been|going on|ago|noticed',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'discharge-character',
        domain: 'presenting_complaint',
        label: 'Asked about the discharge: colour, smell and amount',
        parts: [
          {
            cues: [
              'colour|color|smell*|odour|consistency|thick|how much|amount|look like',
              'describe + discharge|it',
              'discharge + like|changed|different|normal',
            ],
            partly: ['discharge'],
          },
        ],
      },
      {
        id: 'urinary',
        domain: 'presenting_complaint',
        label: 'Asked about passing urine (burning, frequency, blood)',
        parts: [
          {
            cues: ['pee|wee|urin*|pass water|passing water|toilet|bladder|peeing'],
            partly: [],
          },
        ],
      },
      {
        id: 'remedies',
        domain: 'presenting_complaint',
        label: 'Asked what they have tried and whether it helped',
        parts: [
          {
            cues: [
              'tried + anything|something|cream|treatment|help*',
              'anything + help*|better|worse|eas*',
              'taken anything|used anything|from the chemist|over the counter',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'last-sex',
        domain: 'presenting_complaint',
        label: 'Asked when they last had sex, and with whom (regular or new partner)',
        parts: [
          {
            cues: [
              'last + sex|sexual|had sex|partner|slept with',
              'when + sex|sexual contact|had sex',
              'new partner|new sexual partner|regular partner|casual|one night|hook up',
            ],
            partly: ['sex|sexual'],
          },
        ],
      },
      {
        id: 'partner-gender',
        domain: 'presenting_complaint',
        label: 'Asked the gender of their partners rather than assuming it',
        parts: [
          {
            cues: [
              'gender + partner*|they|them|person|people|callum|jess',
              'men|male + women|female|both|either|anyone',
              'what sex|the sex of|identify as',
            ],
            partly: ['boyfriend|girlfriend'],
          },
        ],
      },
      {
        id: 'type-of-sex',
        domain: 'presenting_complaint',
        label: 'Asked what kind of sex (vaginal, anal, oral) in neutral words',
        parts: [
          {
            cues: [
              'vaginal|anal|oral|front hole|penetrat*|toys',
              'what kind|what type|what sort|which kind|type + of sex|sex was|contact',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'condoms',
        domain: 'presenting_complaint',
        label: 'Asked about condom use with each partner',
        parts: [{ cues: ['condom*|protection|barrier*|protected|unprotected|dental dam*'], partly: [] }],
      },
      {
        id: 'number-partners',
        domain: 'presenting_complaint',
        label: "Asked how many partners in the last three months, and about partners' symptoms or risks",
        parts: [
          {
            cues: [
              'how many + partner*|people|sexual',
              'any other + partner*|people',
              'last three months|last 3 months|past three months|past 3 months',
              'partner* + symptom*|tested|sleep with|other partners|abroad|know much|hiv',
            ],
            partly: ['anyone else'],
          },
        ],
      },
      {
        id: 'contraception',
        domain: 'past_history',
        label: 'Asked about contraception',
        parts: [{ cues: ['contracepti*|implant|the pill|coil|birth control|depo'], partly: [] }],
      },
      {
        id: 'previous-sti-tests',
        domain: 'past_history',
        label: 'Asked about previous STIs and when they were last tested, including HIV',
        parts: [
          {
            cues: [
              'tested|test|screen* + before|last|ever|previous*|recent*',
              'sti*|std*|infection*|sexually transmitted + before|ever|previous*|past|had',
              'last + test|screen*|check up|checkup',
              'hiv test*',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'hiv-prep',
        domain: 'past_history',
        label: 'Asked about HIV risk and PrEP',
        parts: [
          {
            cues: ['prep|pre exposure|prophylaxis', 'hiv + risk|prevent*|partner*|status|protect*'],
            partly: ['hiv'],
          },
        ],
      },
      { id: 'past-history', use: 'past-history' },
      { id: 'drugs-allergies', use: 'drugs-allergies' },
      {
        id: 'drugs-alcohol',
        domain: 'social_history',
        label: 'Asked about alcohol and drugs, including around sex',
        parts: [{ cues: ['@drink', 'drug*|chems|chemsex|substance*|recreational|mdma|weed'], partly: [] }],
      },
      { id: 'social-history', use: 'social-history' },
      { id: 'ideas', use: 'ideas' },
      { id: 'concerns', use: 'concerns' },
      {
        // The template's wording less "what ... would you like me to", which a pronoun question shares.
        id: 'expectations',
        use: 'expectations',
        parts: [
          {
            cues: [
              'what + hop*|expect*|want from|wanting from|get out of|looking for',
              'hoping for|hoping we|hoping i|hoping to',
              'what would you like + happen|do|today|us',
              'what would you like me to|what would you like us to + do|help|happen|sort',
              'what were you + expect*|hop*|think* we',
              'how + we|i + help you|be most helpful',
            ],
            partly: ['how can i help'],
          },
        ],
      },
      { id: 'summary', use: 'summary' },
      {
        id: 'explain-tests',
        domain: 'explanation',
        label:
          'Explained the tests: swabs (self-taken where possible) and urine for chlamydia and gonorrhoea, and blood tests for HIV and syphilis',
        parts: [
          {
            cues: [
              'swab*|sample*|urine test|blood test*|test* + chlamydia|gonorrh*|hiv|syphilis|infection*|yourself|self',
              'self taken|take it yourself|do it yourself|do the swab yourself',
            ],
            partly: ['test*'],
          },
        ],
      },
      {
        id: 'explain-exam',
        domain: 'explanation',
        label:
          'Explained why an examination would help (the pelvic pain), offered a chaperone and left the choice to Riley',
        parts: [
          {
            cues: ['examin*|exam|look + pain|pelvi*|inside|tummy|why|help|check'],
            partly: [],
          },
          {
            cues: [
              'chaperone|your choice|up to you|you can say no|stop at any time|stop whenever|only if you|whatever you are comfortable|comfortable with',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'explain-treatment',
        domain: 'explanation',
        label:
          'Explained likely treatment with antibiotics (aware of the penicillin allergy), and no sex until treatment is finished',
        parts: [
          {
            cues: [
              'antibiotic*|doxycycline|ceftriaxone|azithromycin|metronidazole|treat* + today|infection|chlamydia|gonorrh*|course',
            ],
            partly: ['treat*'],
          },
          {
            cues: [
              'no sex|avoid sex|not have sex|abstain|hold off + until|week*|finished|treat*|seven days|7 days|course',
              'avoid + sexual contact|intercourse',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'partner-notification',
        domain: 'shared_plan',
        label:
          'Discussed telling partners (Jess and the new partner) so they can be tested and treated, including anonymous notification',
        parts: [
          {
            cues: [
              'partner*|jess|callum + tell|told|notif*|contact*|test*|treat*|let them know|inform|know',
              'anonymous*|partner notification|we can contact|we can let',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'safety-netting',
        use: 'safety-netting',
        also: [
          'if + fever|temperature|pain|worse|vomit*|bleed* + call|ring|999|111|come back|contact|a&e|seek|let us know',
        ],
      },
      {
        // The registration form gives they/them, as the task says; their last GP's "young lady",
        // quoted to apologise for it, and "she" or "he" about Jess or Callum are not misgendering.
        id: 'avoid-misgendering',
        polarity: 'avoid',
        domain: 'introduction',
        label: 'Misgendered Riley (Miss or Ms, young lady, she or he) when their form gives they/them',
        parts: [
          {
            cues: [
              'miss shaw|ms shaw|mrs shaw|mr shaw',
              'young lady|madam|young woman|young man|as a woman|for a woman|a woman like you|women like you|girls like you|as a girl',
            ],
            unless: [
              'called you|call you|calling you|was called|were called|last gp|last doctor|last visit|previous gp|other gp',
              'record*|notes|pronoun*',
            ],
          },
          {
            cues: [
              // Said of them, not to them: in a sexual history "Riley, did he use a condom?" is
              // about Callum, so their name alone is not enough.
              'this patient|the patient|year old|presents|presenting + she|her|herself|hers|he|him|his|himself',
            ],
            unless: [
              'jess|girlfriend|callum|boyfriend|partner*|guy|mum|mother|dad|father|sister|brother|friend|mate*',
              'gp|doctor|nurse|receptionist|colleague|someone|person|pronoun*|should i|would you like|prefer',
            ],
          },
        ],
      },
      {
        // A sexual-health history needs their anatomy and partners, asked as such; not their sex at
        // birth, an old name or whether they are really non-binary.
        id: 'avoid-intrusive',
        polarity: 'avoid',
        domain: 'presenting_complaint',
        label:
          'Asked intrusive questions about Riley’s gender the history did not need (their birth name or sex, surgery, whether they are really non-binary)',
        parts: [
          {
            cues: [
              'birth name|real name|old name|previous name|dead name|deadname|name you were born|name at birth|original name|what were you called',
              'biological* + sex|female|male|woman|man|girl|boy|gender',
              'are you a man or a woman|are you male or female|are you a boy or a girl|what are you really|really a woman|really a girl|really female|actually a woman|actually a girl|really non binary|just a phase|going through a phase|grow out of',
              'sex change|bottom surgery|top surgery|reassignment|had the op',
              'why + non binary|they and them|they them',
            ],
            unless: [
              'do not have to|do not need to|no need to|not going to ask|will not ask|not need to know|not relevant|only if you want',
            ],
          },
          {
            cues: ['born + a girl|a boy|female|male|a woman|a man'],
            unless: [
              'jess|callum|partner*|he|she|him|her',
              'do not have to|do not need to|no need to|not going to ask|will not ask|not need to know|not relevant',
            ],
          },
        ],
      },
    ],
  },
};
