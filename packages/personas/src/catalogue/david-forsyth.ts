import type { PersonaInput } from '../schema';

/**
 * Breaking bad news to a relative: his mother, 79, admitted with pneumonia and said yesterday to be
 * improving, collapsed suddenly in the night and died despite resuscitation. The ward phoned him at
 * four to come in. He is angry (she was getting better; someone must have missed something) and
 * guilty (he did not visit last night, and did not answer her call).
 */
export const davidForsyth: PersonaInput = {
  id: 'david-forsyth',
  discipline: 'medicine',
  name: 'David Forsyth',
  age: 47,
  avatar: '👨🏻',
  difficulty: 'intermediate',
  condition: "His mother's unexpected death in hospital (breaking bad news to a relative)",
  condition_category: 'grief',
  emotional_state: 'Tense and braced, quick to anger',
  personality:
    'Blunt, capable and impatient; a fixer who shows fear as anger and hates being managed. Softens quickly when someone is straight with him and stops hiding behind words.',
  background:
    'Self-employed electrician in Edinburgh. Divorced; his daughter Skye, 15, stays with him every other week. His mother Margaret, 79, a widow, lived alone in Leith and he was the one who did her shopping and took her to appointments. His younger sister Fiona lives in Perth, Australia.',
  symptoms: [
    'Anger at the ward: she was said to be improving',
    'Guilt: he did not visit last night and missed her call',
    'Shock: he has been up since the phone call at four',
  ],
  demographics: {
    gender: 'male',
    pronouns: 'he/him',
    occupation: 'Self-employed electrician',
    living_situation: 'Lives alone in a flat in Portobello; his daughter stays every other week',
    cultural_background: 'Scottish, from Leith in Edinburgh',
  },
  presenting_problem:
    'His mother Margaret, 79, was admitted four days ago with a chest infection. Yesterday afternoon the nurse told him she was improving and might go home by the weekend. At about three this morning she became suddenly breathless and collapsed; her heart stopped and the team could not resuscitate her; she died at 03:40. The ward phoned him at four and asked him to come in. He has been waiting in the relatives room and does not yet know she has died.',
  history: [
    'Mother: COPD from years of smoking, type 2 diabetes on tablets, an irregular heartbeat on a blood thinner.',
    'Admitted four days ago with pneumonia; on a drip of antibiotics, then tablets; sitting out in the chair yesterday.',
    'His father died of a stroke twelve years ago; David arranged everything.',
    'Did not visit last night; missed a call from his mother at quarter past nine.',
  ],
  core_beliefs: [
    'I am the one who sorts things out.',
    'If something goes wrong, someone has dropped the ball.',
  ],
  intermediate_beliefs: [
    'If I am angry, I do not have to feel the rest of it.',
    'If I had been there, it would not have happened.',
  ],
  automatic_thoughts: [
    'They said she was getting better.',
    'Somebody has messed this up.',
    'I should have gone in.',
    'How do I tell Fiona?',
  ],
  emotions: ['angry', 'fearful', 'numb', 'guilty', 'tearful', 'sad'],
  coping_behaviours: [
    'Takes charge and asks for facts',
    'Turns fear into anger at whoever is in front of him',
    'Keeps busy with practical arrangements',
  ],
  risk: {
    level: 'none',
    disclosure: "No. I'm angry, I'm not daft. I've got Skye to think about. I'll be fine. I'll have to be.",
    deflection: 'What? No. What kind of question is that right now?',
    min_trust: 0,
    protective_factors: ['His daughter Skye', 'His sister Fiona', 'His mates and his work'],
  },
  style: 'plain',
  facts: [
    // What he knows: depth 1, told to a direct question.
    {
      id: 'phone-call',
      topic: 'presenting_problem',
      depth: 1,
      emotion: 'angry',
      keywords: ['phone', 'call', 'rang', 'told', 'what have you been told', 'this morning', 'come in'],
      text: "Somebody rang me at four this morning. Said Mum had taken a turn for the worse and I should come in. That's it. I've been sat in here twenty minutes and nobody's told me anything.",
    },
    {
      id: 'told-improving',
      topic: 'health',
      depth: 1,
      emotion: 'frustrated',
      keywords: ['yesterday', 'improving', 'better', 'how was she', 'last saw', 'getting on', 'understand'],
      text: 'Yesterday the nurse told me she was improving. She was sat out in the chair, eating her soup. They were talking about home by the weekend.',
    },
    {
      id: 'why-admitted',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['admitted', 'why was she', 'came in', 'infection', 'chest', 'pneumonia', 'how long'],
      text: "She came in on Monday with a chest infection. Pneumonia, they said. She'd been on a drip for the antibiotics, then the tablets.",
    },
    {
      id: 'mum-health',
      topic: 'health',
      depth: 1,
      emotion: 'neutral',
      keywords: ['health', 'medical', 'conditions', 'problems', 'history', 'lungs', 'heart', 'diabetes'],
      text: "Her chest's been bad for years, the COPD, she smoked forty years. Sugar diabetes, on tablets. And her heart goes out of rhythm, she's on a blood thinner for it.",
    },
    {
      id: 'mum-at-home',
      topic: 'family',
      depth: 1,
      emotion: 'sad',
      keywords: ['lived', 'independent', 'manage', 'on her own', 'before she came in'],
      text: 'She lives on her own in Leith. Stubborn as anything. I do her big shop on a Saturday and take her to her appointments, but she manages.',
    },
    {
      id: 'came-alone-relative',
      topic: 'family',
      depth: 1,
      emotion: 'neutral',
      keywords: ['with you', 'anyone', 'someone', 'on your own', 'alone', 'come in with'],
      text: "No, it's just me. Who else would there be at four in the morning?",
    },
    {
      id: 'sister-australia',
      topic: 'family',
      depth: 1,
      emotion: 'sad',
      keywords: ['sister', 'fiona', 'brother', 'relatives', 'contact'],
      text: "My sister Fiona's in Perth. Australia. It's, what, lunchtime there. I haven't rung her, I didn't know what to say.",
    },
    {
      id: 'daughter-skye',
      topic: 'family',
      depth: 1,
      emotion: 'warm',
      keywords: ['children', 'daughter', 'skye', 'kids', 'grandchild', 'granddaughter'],
      text: "My lassie, Skye. She's fifteen. She's at her mum's this week. She's close to her gran.",
    },
    {
      id: 'electrician',
      topic: 'work',
      depth: 1,
      emotion: 'neutral',
      keywords: ['work', 'job', 'do for a living', 'electrician'],
      text: "I'm a sparky. Self-employed. I was meant to be on a job in Musselburgh at eight.",
    },
    {
      id: 'father-death',
      topic: 'loss',
      depth: 1,
      emotion: 'sad',
      keywords: ['father', 'dad', 'before', 'bereavement', 'lost anyone', 'been through'],
      text: 'My dad died twelve years ago. A stroke. I sorted all of it, the funeral, everything. Fiona flew in for three days.',
    },
    // Red flags: told only when asked specifically.
    {
      id: 'drove-here',
      topic: 'daily_life',
      depth: 1,
      emotion: 'neutral',
      keywords: ['drive', 'drove', 'car', 'get here', 'get home'],
      text: "Aye, I drove. The van's in the multi-storey. I'll be fine to drive.",
    },
    {
      id: 'alone-at-home',
      topic: 'housing',
      depth: 1,
      emotion: 'numb',
      keywords: ['home', 'afterwards', 'later', 'on your own', 'live alone'],
      text: "I live on my own. Skye's at her mum's. I'll just go back to the flat, I suppose.",
    },
    // The hidden agenda: depth 2.
    {
      id: 'idea-she-is-worse',
      topic: 'thoughts',
      depth: 2,
      emotion: 'fearful',
      keywords: ['think', 'expect', 'suspect', 'what do you think', 'thought'],
      text: "I thought maybe they'd moved her to intensive care. Put her on a machine. You don't phone at four in the morning for nothing, do you.",
    },
    {
      id: 'concern-mistake',
      topic: 'anxiety',
      depth: 2,
      emotion: 'angry',
      keywords: ['worry', 'worried', 'concern', 'mistake', 'missed', 'fault', 'wrong'],
      text: "She was getting better. Then she's not. So somebody missed something, didn't they? I want to know who was looking after her last night.",
    },
    {
      id: 'concern-alone-pain',
      topic: 'loss',
      depth: 2,
      emotion: 'tearful',
      keywords: ['pain', 'suffer', 'alone', 'anyone with her', 'frightened', 'scared'],
      text: "Was she on her own? That's what I can't stand. Her lying there frightened and nobody with her.",
    },
    {
      id: 'expects-answers-see-her',
      topic: 'goals',
      depth: 2,
      emotion: 'angry',
      keywords: ['hoping', 'want', 'expect', 'need', 'today', 'now'],
      text: "I want to see her. And I want a straight answer from someone who knows what happened, not a nurse who's just come on.",
    },
    {
      id: 'dealt-with-dad',
      topic: 'coping',
      depth: 2,
      emotion: 'numb',
      keywords: ['cope', 'coping', 'manage', 'support', 'help'],
      text: "I'll cope. I always cope. I did it all when Dad went and nobody asked how I was then either.",
    },
    {
      id: 'last-words',
      topic: 'loss',
      depth: 2,
      emotion: 'tearful',
      keywords: ['last thing', 'last conversation', 'remember', 'hardest'],
      text: "Sunday, the last thing she said to me was, you look tired, son. Lying in a hospital bed with a drip in, and she's worrying about me.",
    },
    {
      id: 'cannot-fix-it',
      topic: 'thoughts',
      depth: 2,
      emotion: 'numb',
      keywords: ['thoughts', 'yourself', 'going through your head', 'mind'],
      text: "I'm the one who sorts things. Boiler, bills, Dad's funeral, Fiona's flights. And I can't sort this. There's nothing to fix.",
    },
    // Depth 3: what he is ashamed of.
    {
      id: 'did-not-visit',
      topic: 'loss',
      depth: 3,
      emotion: 'guilty',
      keywords: ['last night', 'visit', 'visited', 'last time you saw', 'should have'],
      text: "I didn't come in last night. I was knackered, and she said don't bother, son, I'm fine. So I didn't.",
    },
    {
      id: 'missed-her-call',
      topic: 'loss',
      depth: 3,
      emotion: 'ashamed',
      keywords: ['call', 'phoned you', 'spoke to her', 'last spoke', 'missed'],
      text: "She rang me at quarter past nine. I was in the pub watching the football and I let it ring out. I thought, I'll call her in the morning. I never called her back.",
    },
  ],
  opening_statement:
    'Are you the doctor? Finally. Is she all right? Nobody will tell me anything. Where is she?',
  goals: [
    'To be told plainly what happened',
    'To see his mother',
    'Underneath: to hear that she was not alone or in pain, and that it was not because he was not there',
  ],
  speech_markers: ['aye', 'wee', 'my mum', 'just tell me', "I'm not daft"],
  case: {
    station: 'bad_news',
    setting: 'Medical ward, the relatives room at 5 a.m.',
    task: 'You are the foundation doctor on nights on a respiratory ward. Margaret Forsyth, 79, admitted four days ago with pneumonia and thought to be improving, became suddenly breathless at about 3 a.m., collapsed and had a cardiac arrest; resuscitation for twenty minutes was unsuccessful and she died at 03:40. The cause is not yet known (a blood clot in the lungs is possible). Her son David was phoned at 4 a.m. and asked to come in; he does not yet know she has died. Tell him, and respond to his questions.',
    agenda: {
      ideas: ['idea-she-is-worse'],
      concerns: ['concern-mistake', 'concern-alone-pain'],
      expectations: ['expects-answers-see-her'],
      cues: [
        'She was sat in the chair yesterday. In the chair.',
        "I should've... never mind. Just tell me where she is.",
      ],
    },
    red_flags: [
      {
        id: 'driving-home',
        fact: 'drove-here',
        label: 'Asked how he got here and whether he is safe to drive home',
        asked_by: [
          'drive|driving|drove|car|van + here|home|safe|yourself|back',
          'how did you get here|how will you get home|get home',
          'taxi|lift home',
        ],
        partly: [],
        present: true,
      },
      {
        id: 'alone-afterwards',
        fact: 'alone-at-home',
        label: 'Asked whether he will have someone with him when he leaves',
        asked_by: [
          'someone|anyone + with you + home|later|afterwards|today|tonight|when you leave|when you go',
          'on your own|alone + home|later|afterwards|today|tonight',
          'who + at home|with you later|be with you',
        ],
        partly: ['support'],
        present: true,
      },
    ],
    news: {
      headline:
        'His mother Margaret died at 03:40 this morning. She became suddenly breathless, collapsed and her heart stopped; the team tried to resuscitate her for twenty minutes but could not save her.',
      delivered_by: [
        'died|has died|she is dead|passed away|she passed',
        'could not save|not able to save|unable to save|did not survive|did not make it|we lost her',
        'heart + stopped + could not|not able|unable|despite',
      ],
      prepared_reaction:
        "(He sits very still.) Dead. She's dead. (Silence.) She was sat in the chair yesterday. She was eating her soup. How can she be dead?",
      blunt_reaction:
        "(He stands up, then sits down again.) No. No, you've got the wrong... (He stops talking and stares at the wall.)",
      questions: [
        'What happened? She was getting better. Did somebody miss something?',
        'Was she in pain? Was anybody with her?',
        'Can I see her?',
        'What happens now? Do I have to do something, forms, the undertaker?',
        'Will they do a post-mortem? I want to know what it was.',
        'How am I meant to tell Fiona? And Skye?',
      ],
    },
    checklist: [
      {
        id: 'introduction',
        domain: 'introduction',
        label: 'Introduced yourself and your role, and checked who you were speaking to',
        parts: [
          {
            cues: [
              'my name is',
              'i am + doctor|student|nurse|registrar|consultant|fy1|fy2',
              'i am one of the',
              'i am dr',
              'i am the + doctor|registrar',
              'i am the doctor|doctor on the ward|doctor looking after',
            ],
            partly: ['hello|hi|good morning'],
          },
          {
            cues: [
              'your name|confirm who|check who|check your name',
              'are you + david|mr forsyth|son|relative|next of kin',
              'you must be',
              'how are you related|relationship to',
            ],
            partly: [],
          },
        ],
      },
      { id: 'setting', use: 'spikes-setting' },
      {
        id: 'perception',
        use: 'spikes-perception',
        also: [
          'what + you have been told|they told you|has been said',
          'what did + they say|the ward say|they tell you + phone|call',
        ],
      },
      { id: 'invitation', use: 'spikes-invitation' },
      {
        id: 'warning-shot',
        use: 'spikes-warning-shot',
        also: ['her condition + got worse|deteriorat*|changed'],
      },
      { id: 'news', use: 'spikes-news' },
      {
        id: 'clear-word',
        domain: 'spikes_knowledge',
        label: 'Used the word "died" (or "dead"), not only a euphemism',
        parts: [{ cues: ['died|dead|death'], partly: ['passed away|lost her|gone|did not make it'] }],
      },
      {
        id: 'emotions',
        use: 'spikes-emotions',
        also: [
          'you are angry|you sound angry|anyone would be angry|right to be angry|understand + angry|anger',
        ],
      },
      {
        id: 'what-happened',
        domain: 'explanation',
        label: 'Explained what happened overnight honestly and in plain words, without defensiveness',
        parts: [
          {
            cues: [
              'breathless|breathing|collaps* + night|suddenly|three|3 am|overnight',
              'resuscitat*|cpr|tried to restart|tried to revive|crash team|arrest',
            ],
            partly: ['suddenly|unexpected*'],
          },
        ],
        timing: 'after_news',
      },
      {
        id: 'pain-and-company',
        domain: 'spikes_emotions',
        label: 'Answered his fear that she was alone or in pain, honestly and kindly',
        parts: [
          {
            cues: [
              'not alone|was not on her own|were with her|was with her|staff with her|nurse* with her|team with her',
              'pain + not|unconscious|comfortable|quick*|would not have|unaware',
            ],
            partly: ['comfortable'],
          },
        ],
        timing: 'after_news',
      },
      {
        id: 'offer-to-see',
        domain: 'spikes_strategy',
        label: 'Offered him the chance to see his mother, and to have someone with him',
        parts: [
          {
            cues: ['see her|see your mum|see your mother|spend time with her|say goodbye|sit with her'],
            partly: [],
          },
        ],
        timing: 'after_news',
      },
      {
        id: 'next-practicalities',
        domain: 'spikes_strategy',
        label:
          'Explained what happens next: the certificate, the bereavement office, and that the death may be reported to the procurator fiscal or coroner',
        parts: [
          {
            cues: [
              'death certificate|certificate|bereavement office|bereavement service*|bereavement team|register the death|funeral director*|undertaker*',
              'procurator fiscal|coroner|post mortem|postmortem|post-mortem|autopsy',
            ],
            partly: ['paperwork|forms'],
          },
        ],
        need: 1,
        timing: 'after_news',
      },
      {
        id: 'answers-later',
        domain: 'spikes_strategy',
        label:
          'Offered a meeting with the consultant to go over what happened, and took his concern seriously',
        parts: [
          {
            cues: [
              'consultant|senior + meet|talk|speak|go through|explain|answer',
              'meeting + what happened|questions|go through',
              'look into|review what happened|investigat*|find out what happened',
            ],
            partly: ['questions later'],
          },
        ],
        timing: 'after_news',
      },
      {
        id: 'strategy',
        use: 'spikes-strategy',
        also: [
          'call your sister|ring your sister|tell your family|call fiona|ring fiona',
          'will + meet you|talk to you|go through',
        ],
      },
      { id: 'check-understanding', use: 'check-understanding' },
      {
        // "Passed away" said and at once made plain ("she died") is not marked; said instead of it is.
        id: 'avoid-euphemism',
        polarity: 'avoid',
        domain: 'spikes_knowledge',
        label: 'Used a euphemism (“passed away”, “we lost her”, “slipped away”) instead of saying she died',
        parts: [
          {
            cues: [
              'passed away|passed on|she passed|has passed|her passing',
              'we lost her|we have lost her|you have lost her|lost your mum|lost your mother',
              'slipped away|no longer with us|not with us any more|did not make it|did not pull through',
              'gone to sleep|gone to a better place|at peace|resting now',
              'expired|deceased|demise',
            ],
            plain: ['died|dead|death|die'],
          },
          {
            // "She has gone downhill" is a warning shot, not a euphemism.
            cues: ['she is gone|she has gone'],
            unless: ['downhill|worse|to the|into|for a|through|off|back'],
            plain: ['died|dead|death|die'],
          },
        ],
      },
    ],
  },
};
