import type { PersonaInput } from '../schema';

/**
 * A trans man with three months of low mood who has come, after a long time putting it off, to ask
 * for a referral to an NHS gender service. His record still says "Miss" and the waiting room called
 * him by it. The station is a respectful mood history: his name and pronouns, the depression and
 * the risk, binding, the testosterone he has been buying online (told when asked, and not judged),
 * what he wants rather than intrusive questions he has not invited.
 */
export const alexMorgan: PersonaInput = {
  id: 'alex-morgan',
  discipline: 'both',
  name: 'Alex Morgan',
  age: 26,
  avatar: '🧑🏻',
  difficulty: 'intermediate',
  condition: 'Low mood in a trans man seeking referral to gender services',
  condition_category: 'gender_identity',
  emotional_state: 'Wary and flat, braced to be misgendered',
  personality:
    "Dry, clever and practical; fixes bikes and people's laptops. Polite but watchful with professionals after years of being called the wrong name, and tests whether he is being taken seriously before he opens up. Funny once he relaxes.",
  background:
    'Bike mechanic at a co-operative workshop in Sheffield. Lives with his partner Jamie, who is non-binary, in a rented terrace in Walkley. Came out as trans at 23 and changed his name by deed poll two years ago. His mum is trying; his dad has not spoken to him since. Moved practices a year ago and has never been referred to a gender service.',
  symptoms: [
    'Low mood for about three months',
    'Lost interest in climbing and in friends',
    'Waking at four or five and not getting back to sleep',
    'Eating less, tired, poor concentration at work',
    'Passive thoughts that it would be easier not to be here',
    'Binding most days, sometimes too long',
  ],
  demographics: {
    gender: 'male (trans man)',
    pronouns: 'he/him',
    occupation: 'Bike mechanic',
    living_situation: 'Lives with his partner in a rented terrace in Sheffield',
    cultural_background: 'White British, grew up in Hull',
  },
  presenting_problem:
    'Booked to talk about his mood and to ask for a referral to a gender service. Three months of low mood, early waking and losing interest, since his dad refused to come to his grandmother\'s funeral if Alex came as himself. At check-in the screen and the receptionist called him "Miss Morgan". He has been taking testosterone gel bought online for four months.',
  history: [
    'Self-harm (cutting) between 15 and 19; none since.',
    'Saw a school counsellor; no mental health admissions, never on antidepressants.',
    'No physical health problems; no prescribed medicines; no allergies.',
    'Testosterone gel from an overseas website for four months; doubled the dose last month.',
  ],
  core_beliefs: [
    'Professionals decide whether I am real.',
    'If I ask for too much, I will be sent to the back of the queue.',
  ],
  intermediate_beliefs: [
    'If I admit I am depressed, they will say I am not stable enough for referral.',
    'If I wait for the NHS, I will be thirty before anything happens.',
  ],
  automatic_thoughts: [
    'Here we go. Miss Morgan.',
    'They are going to ask me about my genitals.',
    'Say you are fine and get the referral.',
    'Dad would rather I did not exist.',
  ],
  emotions: ['guarded', 'sad', 'frustrated', 'hopeless', 'warm'],
  coping_behaviours: [
    'Says he is fine and keeps it practical',
    'Works long hours in the workshop',
    'Binds through the day, sometimes sleeps in it',
    'Sourced his own hormones rather than wait',
  ],
  risk: {
    level: 'passive_ideation',
    disclosure:
      "Some nights I think it'd be easier not to be here. Not doing anything, just not waking up. I used to cut, from about fifteen to nineteen, I haven't since. I've got no plan. Jamie, and my cat, and my little sister. They're why.",
    deflection: "I'm not going to do anything stupid, if that's what you're asking.",
    min_trust: 0.5,
    protective_factors: ['His partner Jamie', 'His younger sister Ellie', 'His cat', 'His work at the co-op'],
  },
  style: 'guarded',
  facts: [
    // The low mood: depth 1, told to a direct question.
    {
      id: 'why-here',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'guarded',
      keywords: ['why', 'here', 'today', 'brings', 'brought', 'help', 'going on'],
      text: "Two things. I've been low for a while. And I want to be referred to a gender clinic. I've been putting it off.",
    },
    {
      id: 'name-pronouns',
      topic: 'identity',
      depth: 1,
      emotion: 'guarded',
      keywords: ['name', 'pronouns', 'call you', 'prefer', 'address'],
      text: 'Alex. He and him. Which your system would know if anyone had updated it.',
    },
    {
      id: 'low-three-months',
      topic: 'mood',
      depth: 1,
      emotion: 'sad',
      keywords: ['mood', 'low', 'down', 'depressed', 'sad', 'how long', 'when', 'start'],
      text: "About three months. Since my nan's funeral, really. It's like someone's turned the volume down on everything.",
    },
    {
      id: 'no-enjoyment',
      topic: 'mood',
      depth: 1,
      emotion: 'sad',
      keywords: ['enjoy', 'interest', 'pleasure', 'hobbies', 'fun', 'climbing'],
      text: "I used to climb three times a week. I've not been since August. I don't answer the group chat. It just feels like effort.",
    },
    {
      id: 'early-waking',
      topic: 'sleep',
      depth: 1,
      emotion: 'neutral',
      keywords: ['sleep', 'sleeping', 'wake', 'night', 'early'],
      text: "I get to sleep fine, then I'm awake at four, five, and that's it. Lying there thinking.",
    },
    {
      id: 'appetite-energy',
      topic: 'appetite',
      depth: 1,
      emotion: 'neutral',
      keywords: ['appetite', 'eating', 'eat', 'weight', 'energy', 'tired', 'concentrate', 'concentration'],
      text: "Not really eating breakfast or lunch. I'm tired all the time. At work I've put a wheel on backwards twice, which for me is embarrassing.",
    },
    {
      id: 'funeral-dad',
      topic: 'family',
      depth: 1,
      emotion: 'sad',
      keywords: ['dad', 'father', 'family', 'funeral', 'nan', 'what happened', 'trigger'],
      text: "My dad said he wouldn't come to Nan's funeral if I came 'dressed like that'. So I didn't go. I didn't go to my own nan's funeral. He hasn't spoken to me since I came out anyway.",
    },
    {
      id: 'mum-sister',
      topic: 'family',
      depth: 1,
      emotion: 'warm',
      keywords: ['mum', 'mother', 'sister', 'support', 'family know'],
      text: "Mum's trying. She still slips and uses my old name, but she's trying. My little sister Ellie's brilliant, she corrects everyone.",
    },
    {
      id: 'records-wrong',
      topic: 'identity',
      depth: 1,
      emotion: 'frustrated',
      keywords: [
        'records',
        'notes',
        'system',
        'receptionist',
        'check in',
        'miss',
        'misgendered',
        'waiting room',
      ],
      text: "The screen in the waiting room said 'Miss Morgan'. Then the receptionist called it out. I changed my name by deed poll two years ago. I've filled your form in twice.",
    },
    {
      id: 'gender-history',
      topic: 'identity',
      depth: 1,
      emotion: 'neutral',
      keywords: ['transition', 'gender', 'came out', 'identity', 'how long', 'known', 'trans'],
      text: "I've known since I was a kid, I just didn't have the words. I came out at twenty-three. Name, clothes, everything socially. The medical side I've not been able to start through the NHS.",
    },
    {
      id: 'past-mental-health',
      topic: 'previous_help',
      depth: 1,
      emotion: 'guarded',
      keywords: ['before', 'mental health', 'history', 'counsellor', 'depression before', 'past'],
      text: 'I saw a school counsellor as a teenager. Never been on antidepressants, never been in hospital.',
    },
    {
      id: 'physical-meds',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medical', 'physical', 'health', 'conditions', 'allergies', 'allergic', 'prescribed'],
      text: "Physically I'm fine. Nothing prescribed. No allergies.",
    },
    {
      id: 'alcohol-cannabis',
      topic: 'alcohol',
      depth: 1,
      emotion: 'neutral',
      keywords: ['alcohol', 'drink', 'drinking', 'units', 'drugs', 'cannabis', 'smoke'],
      text: "A few cans at the weekend, six maybe. A bit of weed with Jamie sometimes. I don't smoke cigarettes.",
    },
    {
      id: 'work-coop',
      topic: 'work',
      depth: 1,
      emotion: 'warm',
      keywords: ['work', 'job', 'do for a living', 'mechanic', 'bikes'],
      text: "I'm a bike mechanic at a co-op in Sheffield. Good people. They sorted my name on everything the day I asked, funnily enough.",
    },
    {
      id: 'lives-with-jamie',
      topic: 'partner',
      depth: 1,
      emotion: 'warm',
      keywords: ['live', 'home', 'partner', 'jamie', 'relationship', 'who lives'],
      text: "I live with my partner, Jamie. They're non-binary. And a cat called Spanner. Jamie's the one who made me book this.",
    },
    // Red flags: told plainly when asked specifically.
    {
      id: 'binding',
      topic: 'body_image',
      depth: 1,
      emotion: 'guarded',
      keywords: ['binder', 'binding', 'bind', 'chest', 'ribs', 'breathing'],
      text: "I bind most days. Ten, twelve hours, sometimes I fall asleep in it. My ribs ache and I get a bit short of breath on the hills. I know, you're meant to take breaks.",
    },
    {
      id: 'online-testosterone',
      topic: 'medication',
      depth: 1,
      emotion: 'guarded',
      keywords: ['hormones', 'testosterone', 'gel', 'online', 'bought'],
      text: "I've been using testosterone gel for four months. From a website. One sachet a day. I wasn't going to wait five years. Nobody's checked my bloods.",
    },
    // The hidden agenda: depth 2.
    {
      id: 'idea-stuck',
      topic: 'thoughts',
      depth: 2,
      emotion: 'frustrated',
      keywords: ['think', 'cause', 'causing', 'why', 'put it down to'],
      text: "Being trans isn't what's making me depressed. Being stuck is. Waiting, being called Miss, my dad. If I could just get started, I think half of this would lift.",
    },
    {
      id: 'concern-gatekept',
      topic: 'anxiety',
      depth: 2,
      emotion: 'fearful',
      keywords: ['worry', 'worried', 'concern', 'scared', 'afraid'],
      text: "My worry is if I tell you I'm depressed, you'll say sort your mood out first and then we'll think about referring you. And the list is years already.",
    },
    {
      id: 'concern-intrusive',
      topic: 'feelings_about_therapy',
      depth: 2,
      emotion: 'guarded',
      keywords: ['questions', 'ask me', 'uncomfortable', 'examined', 'body'],
      text: "And honestly, last time a doctor asked me about my genitals when I'd come in with tonsillitis. So I'm braced for that.",
    },
    {
      id: 'expects-referral',
      topic: 'goals',
      depth: 2,
      emotion: 'hopeful',
      keywords: ['hoping', 'want', 'expect', 'like us to', 'need', 'today'],
      text: 'The referral, today, please. And my records fixed. And maybe some help with the mood, talking rather than tablets if I get a choice.',
    },
    {
      id: 'mornings-mirror',
      topic: 'thoughts',
      depth: 2,
      emotion: 'sad',
      keywords: ['thoughts', 'yourself', 'body', 'mirror', 'dysphoria', 'mornings'],
      text: "Mornings are the worst, before the binder's on. I shower with the light off so I don't have to see. Then I tell myself I'm being dramatic.",
    },
    {
      id: 'wary-antidepressants',
      topic: 'medication',
      depth: 2,
      emotion: 'guarded',
      keywords: ['antidepressants', 'tablets for mood', 'medication for mood', 'tried medication'],
      text: "I'm wary of antidepressants. I've read they can flatten you, and I've spent most of my life feeling flat. I'd rather talk to someone first.",
    },
    // Depth 3: what he is ashamed of, or what puts him at risk.
    {
      id: 'doubled-dose',
      topic: 'medication',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['dose', 'how much', 'more', 'doubled', 'side effects'],
      text: "Last month I doubled it, two sachets, because nothing was happening fast enough. I've had headaches and my face has gone red. I didn't tell Jamie I'd doubled it.",
    },
    {
      id: 'missed-funeral-guilt',
      topic: 'loss',
      depth: 3,
      emotion: 'guilty',
      keywords: ['nan', 'grief', 'miss', 'guilt', 'goodbye'],
      text: "Nan was the one who called me Alex first. Before anyone. And I let him keep me away from saying goodbye. That's the bit I can't put down.",
    },
  ],
  opening_statement: "Hi. It's Alex. Not Miss. Sorry, I've just had that at the front desk.",
  goals: [
    'A referral to a gender service today',
    'His records corrected',
    'Help with his mood, ideally talking therapy',
    'Underneath: to be taken seriously without having to prove himself',
  ],
  speech_markers: ['honestly', 'fair enough', 'which is fine', 'I know, I know', 'funnily enough'],
  case: {
    station: 'psychiatric_history',
    setting: 'GP surgery, a routine appointment',
    task: 'You are a foundation doctor in general practice. Alex Morgan, 26, has booked an appointment about low mood and a referral to a gender service. Take a history of his mood, including risk, and anything else relevant to his health; find out what he wants from today, and agree a plan.',
    agenda: {
      ideas: ['idea-stuck'],
      concerns: ['concern-gatekept', 'concern-intrusive'],
      expectations: ['expects-referral'],
      cues: ["I'm not here to be assessed on whether I'm really trans, by the way.", 'Sorry. Long year.'],
    },
    red_flags: [
      {
        id: 'self-sourced-hormones',
        fact: 'online-testosterone',
        label: 'Asked whether he is taking any hormones, including from outside the NHS',
        asked_by: [
          'hormone*|testosterone|t gel|testogel',
          'anything + online|internet|not prescribed|bought yourself',
        ],
        partly: [],
        present: true,
      },
      {
        id: 'binding',
        fact: 'binding',
        label: 'Asked about binding (how long, pain, breathing), without judgement',
        asked_by: ['bind*|binder*', 'chest + flatten*|compress*'],
        partly: [],
        present: true,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      {
        id: 'name-pronouns',
        domain: 'introduction',
        label: 'Asked his name and pronouns, and used them',
        parts: [
          {
            cues: [
              'pronoun*',
              'what name + like|prefer|use|call|go by',
              'how would you like + me to call|to be addressed|to be called',
              'what should i call you|what would you like me to call you',
            ],
            partly: [],
          },
        ],
      },
      { id: 'opening-question', use: 'opening-question' },
      {
        id: 'mood-core',
        domain: 'presenting_complaint',
        label: 'Asked about low mood and loss of interest or enjoyment',
        parts: [
          { cues: ['mood|low|down|depress*|sad'], partly: [] },
          { cues: ['enjoy*|interest*|pleasure|hobbies|look forward'], partly: [] },
        ],
      },
      {
        id: 'biological',
        domain: 'presenting_complaint',
        label: 'Asked about sleep, appetite, energy and concentration',
        parts: [
          { cues: ['sleep*'], partly: [] },
          { cues: ['appetite|eat*|eating|weight'], partly: [] },
          { cues: ['energy|tired*|concentrat*|focus*'], partly: [] },
        ],
        need: 2,
      },
      {
        id: 'onset-trigger',
        domain: 'presenting_complaint',
        label: 'Asked when it started and whether anything set it off',
        parts: [
          {
            cues: [
              'when + start*|began|first',
              'how long + been|going on|had|felt',
              'anything + trigger*|set it off|happened|brought it on',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'risk-self',
        domain: 'risk',
        label: 'Asked directly about suicidal thoughts and self-harm, now and in the past',
        parts: [
          {
            cues: [
              'end* + life|lives|it all',
              'suicid*|kill yourself|end your life|take your own life',
              'not want to be here|better off dead|life is not worth|not being here',
            ],
            partly: [],
          },
          { cues: ['self harm|hurt yourself|harm yourself|cutting|cut yourself'], partly: [] },
        ],
        need: 1,
      },
      {
        id: 'gender-journey',
        domain: 'presenting_complaint',
        label: 'Asked about his gender identity and transition so far, following his lead',
        parts: [
          {
            cues: [
              'transition*|came out|coming out|socially',
              'gender + identity|journey|clinic|service*|what you want|hoping',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'past-psychiatric',
        domain: 'past_history',
        label: 'Asked about past mental health problems and treatment',
        parts: [
          {
            cues: [
              'mental health + before|history|problem*|past',
              'depress* + before|past|ever',
              'counsell*|therapy|antidepressant* + before|had|ever|tried',
              'felt like this before|like this before',
            ],
            partly: [],
          },
        ],
      },
      { id: 'drugs-allergies', use: 'drugs-allergies' },
      { id: 'alcohol', use: 'alcohol' },
      {
        id: 'drugs',
        domain: 'social_history',
        label: 'Asked about recreational drugs',
        parts: [{ cues: ['drug*|cannabis|weed|substance*|recreational'], partly: [] }],
      },
      { id: 'social-history', use: 'social-history' },
      {
        id: 'support',
        domain: 'social_history',
        label: 'Asked who supports him (partner, family, friends)',
        parts: [
          {
            cues: [
              'support* + you|around|have',
              'who + can you talk to|is there for you|knows',
              'family + support*|know|relationship|get on',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'records',
        domain: 'empathy',
        label: 'Apologised for the misgendering and offered to correct his records',
        parts: [
          {
            cues: [
              'record*|notes|system|details|title + update|change|correct|fix|sort',
              'deed poll|gender marker',
            ],
            partly: [],
          },
        ],
      },
      { id: 'ideas', use: 'ideas', also: ['what + think + behind|reason for + mood|this|it|low'] },
      { id: 'concerns', use: 'concerns' },
      { id: 'expectations', use: 'expectations' },
      { id: 'empathy', use: 'empathy' },
      { id: 'summary', use: 'summary' },
      {
        id: 'referral',
        domain: 'shared_plan',
        label: 'Agreed to refer him to a gender service, and was honest about the wait',
        parts: [
          {
            cues: [
              'refer* + gender|clinic|specialist|service*',
              'gender clinic|gender identity clinic|gender dysphoria clinic|gender service*',
            ],
            partly: [],
          },
          { cues: ['wait* + list|time|long|years|months'], partly: [] },
        ],
        need: 1,
      },
      {
        id: 'hormone-safety',
        domain: 'explanation',
        label:
          'Responded to the self-sourced testosterone without judgement: offered blood monitoring and safer options',
        parts: [
          {
            cues: [
              'blood test*|bloods|monitor*|check* your blood|liver|blood count',
              'bridging|safer|harm reduction|prescribe',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'mood-plan',
        domain: 'shared_plan',
        label: 'Offered help for his mood (talking therapy, peer support), with his choice',
        parts: [
          {
            cues: [
              'talking therap*|therapy|counsell*|cbt|iapt|self refer*',
              'peer support|support group|lgbt|charity|mindline|switchboard',
              'antidepressant*',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'safety-netting',
        use: 'safety-netting',
        also: ['crisis + line|team|number', 'samaritans|111|a&e|shout'],
      },
      {
        // He says "It's Alex. Not Miss." as he sits down, and the task names him: every line after
        // is after being told. Quoting the front desk to apologise for it is not misgendering him,
        // nor is "she" about his mum, his sister or the receptionist.
        id: 'avoid-misgendering',
        polarity: 'avoid',
        domain: 'introduction',
        label: 'Misgendered Alex after he had given his name and pronouns (Miss or Ms Morgan, she or her)',
        parts: [
          {
            cues: [
              'miss morgan|ms morgan|mrs morgan',
              'young lady|madam|young woman|as a woman|for a woman|as a girl',
            ],
            unless: [
              'called you|call you|calling you|was called|were called|screen|receptionist|reception|front desk|check in|waiting room',
              'record*|notes|system|title|update|pronoun*',
            ],
          },
          {
            cues: [
              // Said of him, not to him: presenting him as a case. "Alex, does she know?" is
              // more often his mum than him, so his name alone is not enough.
              'this patient|the patient|year old|presents|presenting + she|her|herself|hers',
            ],
            unless: [
              'mum|mother|mom|nan|gran|grandmother|sister|ellie|jamie|partner|aunt|wife|girlfriend|daughter',
              'receptionist|nurse|colleague|doctor|gp|friend|someone|pronoun*|should i|would you like|prefer',
            ],
          },
        ],
      },
      {
        // What he has come for (his mood, a referral) needs none of these; he is braced for them.
        id: 'avoid-intrusive',
        polarity: 'avoid',
        domain: 'presenting_complaint',
        label:
          'Asked intrusive questions his care today did not need (his birth name, his genitals or surgery, whether he is really trans, his sexuality)',
        parts: [
          {
            cues: [
              'birth name|real name|old name|previous name|dead name|deadname|name you were born|name at birth|original name|what were you called',
              'name + before you + transition*|came out|changed',
              'born + a girl|a boy|female|male|a woman|a man',
              'biological* + sex|female|male|woman|man|girl|boy|gender',
              'really trans|really a man|really a boy|really male|actually trans|actually a man|real man|sure you are trans|just a phase|going through a phase|grow out of',
              'genital*|down there|private parts|sex change|bottom surgery|reassignment|your bits',
              'sexual orientation|your sexuality|are you gay|are you straight|are you a lesbian|are you bisexual|attracted to men|attracted to women',
            ],
            unless: [
              'do not have to|do not need to|no need to|not going to ask|will not ask|not need to know|not relevant|only if you want',
            ],
          },
        ],
      },
    ],
  },
};
