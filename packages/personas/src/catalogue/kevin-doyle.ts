import type { PersonaInput } from '../schema';

/**
 * Booked for heartburn; his blood tests (raised GGT and MCV) point at alcohol. About sixty units a
 * week, AUDIT about 19 (higher risk, no withdrawal). He thinks he drinks like everyone on site; his
 * father died of liver disease. A brief intervention station (FRAMES: feedback, responsibility,
 * advice, menu, empathy, self-efficacy) with real ambivalence.
 */
export const kevinDoyle: PersonaInput = {
  id: 'kevin-doyle',
  discipline: 'medicine',
  name: 'Kevin Doyle',
  age: 44,
  avatar: '👨🏻',
  difficulty: 'intermediate',
  condition: 'Hazardous drinking, presenting with heartburn (alcohol brief intervention)',
  condition_category: 'alcohol_use',
  emotional_state: 'Jokey and defensive, uneasy about his blood results',
  personality:
    'Sociable, quick with a joke and proud of being reliable at work; bristles at anything that sounds like a lecture, but listens to someone who is straight with him and leaves the decision to him.',
  background:
    'Site manager for a building firm in Manchester, from Dublin originally. Married to Claire, a teaching assistant; two children, Aoife (12) and Conor (9). Drinks with the lads after work most nights and more at weekends. His father drank heavily and died of liver cirrhosis at 61.',
  symptoms: [
    'Burning behind the breastbone after meals and lying down, three months',
    'Sour taste in the mouth at night',
    'About sixty units of alcohol a week: three pints most weeknights, five or six on Friday and Saturday',
    'Occasional memory gaps after heavy nights',
    'No trouble swallowing, weight loss, vomiting blood or black stools',
    'No morning shakes',
  ],
  demographics: {
    gender: 'male',
    pronouns: 'he/him',
    occupation: 'Construction site manager',
    living_situation: 'Lives with his wife and two children in a semi',
    cultural_background: 'Irish, from Dublin; in Manchester for twenty years',
  },
  presenting_problem:
    'Booked about heartburn: three months of burning after meals and at night, getting through a bottle of Gaviscon a week. Routine bloods last week showed a raised GGT and a raised MCV. He drinks about sixty units a week and sees himself as a normal drinker for his trade.',
  history: [
    'Heartburn for about three months, worse after a curry, a heavy night or lying flat.',
    'Knee cartilage operation at 30 (five-a-side); takes ibuprofen for the knee now and then.',
    'Stopped smoking five years ago; vapes at the odd party.',
    'Did Dry January twice, last two years; felt better and slept better, then went back to it.',
    'Father drank heavily and died of liver cirrhosis at 61.',
  ],
  core_beliefs: ['A man provides and does not make a fuss.', 'I am not my father.'],
  intermediate_beliefs: [
    'If I can stop for a month, I have not got a problem.',
    'Everyone on site drinks like this; it is part of the job.',
    'If a doctor starts on about drink, they think I am an alcoholic.',
  ],
  automatic_thoughts: [
    'Here we go, the lecture.',
    'I only have a few pints.',
    'My da was far worse than me.',
  ],
  emotions: ['guarded', 'irritable', 'neutral', 'anxious', 'ashamed', 'hopeful'],
  coping_behaviours: [
    'Jokes to change the subject',
    'Compares himself with heavier drinkers',
    'Does Dry January to prove he can',
    'Chews antacids on site',
  ],
  risk: {
    level: 'none',
    disclosure:
      'God, no. Nothing like that. I have the two kids and Claire. I might like a pint but I am not in a bad way like that.',
    deflection: 'No, no. Sure I am grand in myself. It is the heartburn I came about.',
    min_trust: 0,
    protective_factors: ['His children Aoife and Conor', 'His wife Claire', 'His job and the lads on site'],
  },
  style: 'guarded',
  facts: [
    // The heartburn: plain history at depth 1.
    {
      id: 'heartburn-onset',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'neutral',
      keywords: ['when', 'start', 'started', 'how long', 'began', 'heartburn', 'brings you'],
      text: 'It is the heartburn. Three months now, maybe a bit more, it crept up on me. I am going through a bottle of Gaviscon a week.',
    },
    {
      id: 'heartburn-character',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['where', 'describe', 'feel like', 'burning', 'what kind', 'point', 'taste'],
      text: 'A burning, here, behind the breastbone, coming up into my throat. Sometimes a sour taste comes up in my mouth at night, like sick.',
    },
    {
      id: 'heartburn-worse',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['worse', 'trigger', 'bring it on', 'after', 'food', 'lying', 'night', 'meals'],
      text: 'Worse after a big dinner, a curry especially, and when I lie down in bed. And, to be fair, after a few pints it is bad.',
    },
    {
      id: 'heartburn-better',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'neutral',
      keywords: ['better', 'help', 'helps', 'ease', 'relieve', 'tried', 'gaviscon', 'rennie'],
      text: 'The Gaviscon helps for an hour or two. Rennies on site. I put an extra pillow under me at night, that helps a bit.',
    },
    {
      id: 'heartburn-severity',
      topic: 'symptom_detail',
      depth: 1,
      emotion: 'irritable',
      keywords: ['how bad', 'severe', 'out of ten', 'scale', 'sleep', 'affect', 'wake'],
      text: 'Five or six out of ten. It is the nights that get me, it wakes me up two or three times a week.',
    },
    // Red flags for the heartburn (all negative) and for withdrawal (negative), told when asked.
    {
      id: 'no-dysphagia',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['swallow', 'swallowing', 'stuck', 'food sticking'],
      text: 'No, food goes down grand. Nothing sticking.',
    },
    {
      id: 'no-weight-loss',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['weight', 'lost', 'appetite', 'eating'],
      text: 'Lost weight? The opposite. I have put on a stone in the last year or two. Appetite is fine.',
    },
    {
      id: 'no-bleeding',
      topic: 'associated_symptoms',
      depth: 1,
      emotion: 'neutral',
      keywords: ['blood', 'black', 'vomit', 'sick', 'stools', 'poo', 'toilet'],
      text: 'No blood, no. I was sick once after a big session at a wedding, just the drink. Nothing black in the toilet.',
    },
    {
      id: 'no-morning-drinking',
      topic: 'alcohol',
      depth: 1,
      emotion: 'irritable',
      keywords: ['morning', 'shakes', 'shaky', 'first thing', 'sweats', 'withdrawal', 'tremor'],
      text: 'In the morning? No. I am not an alcoholic. No shakes either. I do Dry January every year and I am not climbing the walls.',
    },
    // Past history, drugs, family and social history.
    {
      id: 'past-history',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['medical', 'history', 'conditions', 'operation', 'illness', 'hospital'],
      text: 'Nothing really. I had the cartilage done in my knee when I was thirty, five-a-side. Never been sick a day apart from that.',
    },
    {
      id: 'medicines',
      topic: 'medication',
      depth: 1,
      emotion: 'neutral',
      keywords: ['tablets', 'medication', 'medicines', 'take', 'painkillers', 'ibuprofen', 'chemist'],
      text: 'Nothing on prescription. Gaviscon, Rennies, and ibuprofen for the knee when it is at me, maybe two or three days a week.',
    },
    {
      id: 'no-allergies',
      topic: 'allergies',
      depth: 1,
      emotion: 'neutral',
      keywords: ['allergy', 'allergies', 'allergic', 'reaction'],
      text: 'No allergies. Well, cats, but that is not what you mean.',
    },
    {
      id: 'father-liver',
      topic: 'family_history',
      depth: 1,
      emotion: 'guarded',
      keywords: ['family', 'father', 'da', 'dad', 'mother', 'runs in', 'liver'],
      text: 'My da died of his liver at sixty-one. He was a serious drinker, mind, whiskey, the lot. My mam is alive, back in Dublin, she has the sugar.',
    },
    {
      id: 'work',
      topic: 'work',
      depth: 1,
      emotion: 'neutral',
      keywords: ['work', 'job', 'do for a living', 'site', 'manager'],
      text: 'I am a site manager, building. Flats at the minute, out in Salford. Seven till six, and the phone never stops.',
    },
    {
      id: 'home',
      topic: 'family',
      depth: 1,
      emotion: 'warm',
      keywords: ['live', 'home', 'wife', 'kids', 'children', 'who'],
      text: 'Me and Claire, and the two kids. Aoife is twelve, Conor is nine. Conor plays under-tens football, I do the Saturday mornings.',
    },
    {
      id: 'ex-smoker',
      topic: 'substances',
      depth: 1,
      emotion: 'neutral',
      keywords: ['smoke', 'smoking', 'cigarettes', 'vape', 'drugs'],
      text: 'I gave up the cigarettes five years ago. The odd vape at a party. No drugs, never.',
    },
    // Alcohol: the AUDIT questions get plain answers at depth 1 (he minimises a little).
    {
      id: 'drink-frequency',
      topic: 'alcohol',
      depth: 1,
      emotion: 'guarded',
      keywords: ['how often', 'often', 'days', 'week', 'every day', 'nights', 'drink'],
      text: 'Most nights, to be fair. We go for a couple after work, it is how the site winds down. Maybe one night off in the week.',
    },
    {
      id: 'drink-quantity',
      topic: 'alcohol',
      depth: 1,
      emotion: 'guarded',
      keywords: ['how much', 'how many', 'typical', 'units', 'pints', 'usual', 'amount'],
      text: 'Three pints of lager after work, weeknights. Stella, usually. Then Sunday Claire and I might have a bottle of wine between us with the dinner.',
    },
    {
      id: 'drink-weekend',
      topic: 'alcohol',
      depth: 1,
      emotion: 'guarded',
      keywords: ['weekend', 'six', 'more', 'session', 'friday', 'saturday', 'most', 'binge'],
      text: 'Friday and Saturday, more, five or six pints each night. More if there is a match on. That is normal, is it not?',
    },
    {
      id: 'one-more',
      topic: 'alcohol',
      depth: 1,
      emotion: 'neutral',
      keywords: ['stop', 'control', 'once you start', 'meant', 'intended'],
      text: 'Once I am out I usually have one more than I meant to. Not every time. Maybe once a month it gets away from me.',
    },
    {
      id: 'memory-gaps',
      topic: 'alcohol',
      depth: 1,
      emotion: 'ashamed',
      keywords: ['remember', 'memory', 'blackout', 'night before', 'forget'],
      text: 'A couple of times I could not remember getting home. The Christmas do, and a stag in the summer. Not often.',
    },
    {
      id: 'claire-mentions-it',
      topic: 'partner',
      depth: 1,
      emotion: 'irritable',
      keywords: ['anyone', 'concerned', 'worried', 'said', 'wife', 'claire', 'cut down', 'comment'],
      text: 'Claire gives out to me about it, yeah. She says I come in smelling like a brewery. She is not wrong, I suppose.',
    },
    {
      id: 'dry-january',
      topic: 'alcohol',
      depth: 1,
      emotion: 'hopeful',
      keywords: [
        'tried',
        'try',
        'before',
        'cut down',
        'cutting down',
        'cutting back',
        'stopped',
        'give up',
        'break',
        'dry january',
        'month',
      ],
      text: 'I did Dry January the last two years, the whole month, no bother. I slept like a baby and lost half a stone. Then February comes and I am back at it.',
    },
    // Depth 2, not on the agenda: what drink does for him, and what he has noticed at home.
    {
      id: 'what-drink-does',
      topic: 'alcohol',
      depth: 2,
      emotion: 'neutral',
      keywords: ['enjoy', 'like about', 'get out of', 'good things', 'switch off', 'relax', 'stress'],
      text: 'It is how I switch off. The site is all shouting and deadlines all day, and the pub is the one hour nobody wants anything off me.',
    },
    {
      id: 'conor-beer',
      topic: 'family',
      depth: 2,
      emotion: 'ashamed',
      keywords: ['kids', 'children', 'son', 'conor', 'football', 'affect', 'family'],
      text: 'I was late for Conor\'s match a few weeks back, I was in bits after the Friday. He said, "You smell of beer, Dad." In front of the other dads. That stuck with me.',
    },
    {
      id: 'sleep-poor',
      topic: 'sleep',
      depth: 2,
      emotion: 'neutral',
      keywords: ['sleep', 'tired', 'wake', 'energy', 'night'],
      text: 'I go out like a light after a few pints, but I am awake at four with the heartburn and my mouth like sandpaper. I am tired all the time, to be honest.',
    },
    // The hidden agenda: ideas, concerns, expectations.
    {
      id: 'idea-food-stress',
      topic: 'thoughts',
      depth: 2,
      emotion: 'neutral',
      keywords: ['think', 'cause', 'causing', 'reckon', 'why', 'put it down'],
      text: 'I would say it is the diet. Curries, takeaways, the coffee on site, and the stress. That is what I would put it down to.',
    },
    {
      id: 'idea-normal-drinker',
      topic: 'thoughts',
      depth: 2,
      emotion: 'guarded',
      keywords: ['drink', 'drinking', 'problem', 'too much', 'normal', 'lads'],
      text: "I do not drink any more than the rest of the lads on site. Less than some. I have never missed a day's work over it.",
    },
    {
      id: 'concern-bloods-da',
      topic: 'anxiety',
      depth: 2,
      emotion: 'anxious',
      keywords: ['worry', 'worried', 'concern', 'scared', 'afraid', 'bloods', 'results', 'liver', 'father'],
      text: 'When the receptionist said you wanted to talk about my bloods, I thought, here we go. It is the liver, is it not? My da was yellow at the end. I am not going that way.',
    },
    {
      id: 'expects-tablet',
      topic: 'goals',
      depth: 2,
      emotion: 'guarded',
      keywords: ['hoping', 'expect', 'want', 'today', 'prescription', 'tablet', 'omeprazole'],
      text: 'Honestly? I came for something stronger for the heartburn. The lads say omeprazole. I was not expecting a talk about the drink.',
    },
    // Depth 3: what he is ashamed of and the risk to others.
    {
      id: 'drove-morning-after',
      topic: 'work',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['drive', 'driving', 'car', 'van', 'morning after', 'over the limit', 'licence'],
      text: 'I will be straight with you. More than once I have driven the van to site on a Saturday morning after a big Friday. I would have been over, no question. If I lost the licence, I lose the job.',
    },
    {
      id: 'hair-of-the-dog',
      topic: 'alcohol',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['honestly', 'ever', 'morning', 'steady', 'hair of the dog', 'really'],
      text: 'I said never in the morning. The day after the Christmas do I had a can before I went in, to steady myself. Just the once. It frightened me a bit, if I am honest.',
    },
    {
      id: 'claire-ultimatum',
      topic: 'partner',
      depth: 3,
      emotion: 'fearful',
      keywords: ['marriage', 'claire', 'leave', 'argument', 'relationship', 'home'],
      text: "After the stag, Claire said if I do not sort myself out she will take the kids to her mother's for a while. She meant it. That is half the reason I booked in, if I am honest.",
    },
  ],
  opening_statement:
    'Howya. It is the heartburn, doctor. I am living on Gaviscon. I was hoping you could give me something proper for it.',
  goals: [
    'Something stronger for the heartburn, and no lecture',
    'Underneath: not to end up like his father, and to keep his family together',
  ],
  speech_markers: [
    'to be fair',
    'grand',
    'sure look',
    'the lads',
    'my da',
    'if I am honest',
    'gives out to me',
  ],
  case: {
    station: 'brief_intervention',
    setting: 'GP surgery, a ten-minute appointment',
    task: 'You are a GP trainee. Kevin Doyle, 44, has booked about heartburn. Routine blood tests last week showed a raised GGT (a liver enzyme) and a raised MCV (larger red blood cells), often seen with heavy drinking; other liver tests and his full blood count were normal. Take a brief history of the heartburn, ask about his alcohol use (AUDIT-style questions), and, if appropriate, deliver a brief intervention. You are not expected to examine him.',
    agenda: {
      ideas: ['idea-food-stress', 'idea-normal-drinker'],
      concerns: ['concern-bloods-da'],
      expectations: ['expects-tablet'],
      cues: [
        'The receptionist said you wanted to go through my bloods. Nothing serious, I hope.',
        'Sure everyone on site likes a pint.',
      ],
    },
    red_flags: [
      {
        id: 'dysphagia',
        fact: 'no-dysphagia',
        label: 'Asked about difficulty swallowing or food sticking',
        asked_by: ['swallow*|food stick*|sticking|stuck|get food down|food going down'],
        present: false,
      },
      {
        id: 'weight-loss',
        fact: 'no-weight-loss',
        label: 'Asked about weight loss or loss of appetite',
        asked_by: ['weight + lost|loss|losing|drop*|change*', 'appetite'],
        present: false,
      },
      {
        id: 'gi-bleeding',
        fact: 'no-bleeding',
        label: 'Asked about vomiting (blood) or black stools',
        asked_by: [
          'vomit*|being sick|been sick|throw* up|threw up',
          'blood + sick|vomit*|poo|stool*|toilet|bowel*',
          'black + stool*|poo|tarry|toilet',
        ],
        present: false,
      },
      {
        id: 'withdrawal',
        fact: 'no-morning-drinking',
        label: 'Asked about drinking in the morning or withdrawal symptoms (shakes, sweats)',
        asked_by: [
          'morning|first thing|eye opener|wake up + @drink|drink*|steady|settle',
          'shak*|tremor*|tremble|withdraw*|sweat*|the dts|seizure*|fits',
        ],
        present: false,
      },
    ],
    checklist: [
      { id: 'introduction', use: 'introduction' },
      {
        id: 'opening-question',
        use: 'opening-question',
        also: ['tell me about + heartburn|reflux|indigestion'],
      },
      {
        id: 'heartburn-history',
        domain: 'presenting_complaint',
        label:
          'Took a brief history of the heartburn: where and what it is like, when it started, what brings it on and what helps',
        parts: [
          {
            cues: [
              'where|whereabouts + it|burn*|heartburn|@pain|feel',
              'describe + it|burn*|heartburn|feeling',
              'what + feel like|is it like|kind of|sort of',
            ],
            partly: [],
          },
          { cues: ['when + start*|began|begin|first', 'how long + had|been|going on'], partly: [] },
          {
            cues: [
              '@worse',
              '@better',
              'anything + make|makes + it|worse|better',
              'after + food|meals|eating',
            ],
            partly: [],
          },
        ],
        need: 2,
      },
      {
        id: 'drugs-allergies',
        use: 'drugs-allergies',
        also: ['gaviscon|antacid*|rennie*|ibuprofen|painkiller*|anti inflammator*'],
      },
      { id: 'past-history', use: 'past-history' },
      { id: 'family-history', use: 'family-history' },
      { id: 'social-history', use: 'social-history' },
      { id: 'smoking', use: 'smoking' },
      {
        id: 'raise-alcohol',
        domain: 'signposting',
        label:
          'Raised alcohol with permission and a reason (the blood results or the heartburn), not as an accusation',
        parts: [
          {
            cues: [
              'would it be okay|is it okay|would you mind|do you mind|mind if i|can i ask|could we talk|can we talk|could i ask|all right if i + @drink|drink*|alcohol|lifestyle',
              'ask everyone|ask all|routine*|we always ask + @drink|drink*|alcohol',
              'blood* + @drink|alcohol|drinking|link*|can be caused|sometimes caused',
            ],
            partly: ['@drink'],
          },
        ],
      },
      {
        id: 'audit-frequency',
        domain: 'social_history',
        label: 'Asked how often he drinks',
        parts: [
          {
            cues: [
              'how often + @drink|drink*|have one|pub',
              'how many + days|nights|times + week|drink*',
              'every day|most days|most nights + drink*|@drink',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'audit-quantity',
        domain: 'social_history',
        label: 'Asked how much he drinks on a typical day, with an amount (units, pints)',
        parts: [
          {
            cues: [
              'how much + @drink|drink*',
              'how many + units|drinks|pints|glasses|bottles|cans',
              'typical + day|night|evening|session|week',
            ],
            partly: ['@drink'],
          },
        ],
      },
      {
        id: 'audit-binge',
        domain: 'social_history',
        label: 'Asked how often he has six or more units (or more than usual) on one occasion',
        parts: [
          {
            cues: [
              'six or more|6 or more|more than six|more than 6|binge*|heavy session*|big session*|big night*',
              'weekend* + @drink|drink*|more|how much|how many',
              'most you|maximum|the most + drink|have',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'audit-harms',
        domain: 'social_history',
        label:
          'Asked about harms and control: not stopping once started, memory loss, guilt, and others being concerned',
        parts: [
          {
            cues: [
              'remember|memory|blackout*|black out|night before',
              'stop once|once you start|unable to stop|not able to stop|more than you meant|more than you intended|control',
              'guilt*|regret*|feel bad about',
            ],
            partly: [],
          },
          {
            cues: [
              'anyone|someone|family|wife|partner|friend*|claire + concern*|worr*|comment*|said|mention*|suggest*|cut down',
              'affect* + work|family|home|kids|relationship',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'explore-ambivalence',
        domain: 'empathy',
        label: 'Explored what he gets out of drinking and what he likes less about it (his ambivalence)',
        parts: [
          {
            cues: [
              'what do you + like|enjoy|get out of|get from + @drink|drink*|pub|it',
              'good things|less good things|not so good|downside*|pros and cons|the other side|benefits',
              'what does + @drink|drink*|it + do for you|give you',
            ],
            partly: ['enjoy'],
          },
        ],
      },
      {
        id: 'ideas',
        use: 'ideas',
        also: ['what + you think|you reckon + heartburn|behind|bringing it on|brought it on|causing'],
      },
      {
        // The template's wording less "your ... concerned" anywhere in a line and the loose "@worry",
        // which the AUDIT question "has anyone been concerned about your drinking?" shares.
        id: 'concerns',
        use: 'concerns',
        parts: [
          {
            cues: [
              'anything + @worry|bother* you|on your mind|troubl*',
              'what + @worry|bother* + you|most',
              'are you + @worry',
              'your biggest|your main|your worst + worr*|concern*|fear*',
              'your worries|your concerns|your fears',
              'on your mind|back of your mind|keeping you up',
              'most + @worry',
            ],
            partly: [],
          },
        ],
      },
      { id: 'expectations', use: 'expectations' },
      {
        id: 'feedback',
        domain: 'explanation',
        label:
          'Feedback: linked his blood results and heartburn to alcohol and compared his drinking with the low-risk guideline (14 units a week)',
        parts: [
          {
            cues: [
              'liver|blood test*|bloods|results|heartburn|reflux|stomach|acid + @drink|drink*|alcohol',
              'gamma gt|ggt|mcv|enzyme* + raised|high|up',
            ],
            partly: ['liver|results'],
          },
          {
            cues: [
              '14 units|fourteen units|recommend*|guideline*|low risk|lower risk|safe limit|limit',
              'higher risk|increasing risk|harmful|more than + most people|recommended|advised',
            ],
            partly: ['units'],
          },
        ],
      },
      {
        id: 'responsibility',
        domain: 'shared_plan',
        label: 'Responsibility: made clear the choice to change is his',
        parts: [
          {
            cues: [
              'up to you|your choice|your decision|you decide|only you|your call|entirely yours|not going to force|not telling you what',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'advice',
        domain: 'explanation',
        label: 'Advice: clearly advised him to cut down, giving a reason',
        parts: [
          {
            cues: [
              'cut down|cutting down|cut back|cutting back|reduc*|drink less|drinking less|lower + @drink|drink*|alcohol|it|amount',
              'advise|advice|recommend|would suggest|strongly + cut|reduc*|less|stop',
            ],
            partly: [],
          },
        ],
      },
      {
        id: 'menu',
        domain: 'explanation',
        label:
          'Menu: offered options for cutting down (drink-free days, smaller or lower-strength drinks, tracking, support services)',
        parts: [
          {
            cues: [
              'drink free|alcohol free|days off|dry days|days without',
              'low alcohol|lower strength|alcohol free beer|shandy|halves|smaller|soft drink*|alternat*',
              'diary|track*|app|drink aware|drinkaware|keep a note',
              'alcohol service*|support service*|local service*|counsell*|alcohol team|support group*|alcoholics anonymous|smart recovery',
            ],
            partly: ['option*'],
          },
        ],
      },
      {
        id: 'self-efficacy',
        domain: 'empathy',
        label:
          'Self-efficacy: built his confidence, e.g. using Dry January, or asked how confident and ready he feels',
        parts: [
          {
            cues: [
              'confident|confidence|ready|readiness|how important',
              'you have done it before|you managed|you did it|dry january|shows you can|you can do',
              'scale + important|confident|ready',
            ],
            partly: [],
          },
        ],
      },
      { id: 'empathy', use: 'empathy' },
      { id: 'summary', use: 'summary' },
      {
        id: 'follow-up-plan',
        domain: 'shared_plan',
        label:
          'Agreed a plan: treatment for the heartburn, a goal for drinking, and a review with repeat bloods',
        parts: [
          {
            cues: [
              'omeprazole|lansoprazole|ppi',
              'acid + tablet*|medicine*|treat*|reduc*|lower*',
              'stop|avoid|cut down + ibuprofen|anti inflammator*',
            ],
            partly: ['heartburn + treat*|help'],
          },
          {
            cues: [
              'follow up|review|come back|see you again|book + week*|month*|appointment',
              'repeat + blood*|test*|liver',
              'goal|target|aim|plan + @drink|drink*|units|days|week',
            ],
            partly: [],
          },
        ],
        need: 2,
      },
      {
        id: 'safety-netting',
        use: 'safety-netting',
        also: [
          'if + shak*|sweat*|withdraw*|swallow*|blood|black|vomit*|weight + call|ring|999|111|come back|contact|see us|let us know|a&e|seek|tell',
          'do not stop suddenly|not stop all at once|not stop completely|cut down gradually|gradually',
        ],
      },
    ],
  },
};
