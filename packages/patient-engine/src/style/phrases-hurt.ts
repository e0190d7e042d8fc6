import type { Bank } from './bank';

/**
 * How the patient takes being insulted, dismissed, ignored or talked past. These are a person's
 * reactions: hurt, anger, sarcasm, closing down. None of them agrees with the student, praises
 * the line or thanks them for it.
 */
export const HURT: Record<string, Bank> = {
  react_hurt: {
    any: [
      "Right. I don't think I want to talk about this with you.",
      "Wow. I didn't come here to be spoken to like that.",
      'That hurt, actually.',
      "I came here because I'm struggling, and that's what you say?",
      "I don't know why I bothered coming.",
      "Okay. I'm not saying anything else, then.",
      "That's a horrible thing to say to someone.",
      "I'd rather not carry on, if that's how you see me.",
      "I wasn't expecting that. Not from you.",
      "I think I'll keep the rest to myself.",
    ],
    plain: [
      "That's a hurtful thing to say.",
      "I don't think I want to talk to you about this any more.",
      "Okay. I'll stop, then.",
      "I wasn't expecting to be judged here.",
    ],
    guarded: [
      "Right. I don't think I want to talk about this with you.",
      'Fine. Forget it.',
      "I'm done talking.",
      "That's why I don't tell people things.",
      'Noted.',
      "And that's why I don't bother.",
    ],
    hostile: [
      "Don't you dare talk to me like that.",
      'Who the hell do you think you are?',
      'Oh, brilliant. Really professional.',
      'Say that again. Go on.',
      "I don't have to sit here and take that.",
      'Is that what they teach you? Insult the people who turn up?',
      'Wow. Five stars for bedside manner.',
      "You've got a nerve.",
    ],
    people_pleasing: [
      "Sorry. I... sorry. Maybe I shouldn't have said anything.",
      "Oh. Sorry. I'll stop going on.",
      "Sorry, I didn't mean to be a bother. I'll just be quiet.",
      "Right. Sorry. I think I'd better not say any more.",
      'Oh. Okay. Sorry for wasting your time.',
    ],
    verbose: [
      "Wow, okay, I wasn't ready for that, I've spent weeks working myself up to coming here and that's what I get, so I think I'll just stop.",
      "I don't even know what to say to that, honestly, I came in here to be honest about things and now I feel stupid for doing it.",
    ],
    tangential: [
      "That's what my uncle used to say, and we don't speak any more either. Funny, that.",
      "Right. Lovely. That's going straight in the story of my week. Anyway.",
    ],
  },
  react_dismissed: {
    any: [
      "You don't know what it's like.",
      "That's not how it feels to me.",
      'It is that bad, though. For me it is.',
      "You're not the one living it.",
      "Everyone keeps saying that. It doesn't make it any smaller.",
      "I didn't come here to be told it's nothing.",
      "If it was that simple I wouldn't be sitting here.",
      "It doesn't feel like nothing from where I'm sitting.",
    ],
    plain: ["That's not how it feels to me.", "I don't think you get it.", "It's not small. Not to me."],
    guarded: ["You don't know what it's like.", 'Sure.', 'Right. Forget I said anything.', 'Whatever.'],
    hostile: [
      "Oh, that's sorted then. Cheers.",
      'Easy for you to say, sat there.',
      "Don't tell me how I feel.",
      "Oh, and you'd know, would you?",
      "Brilliant. I'm cured.",
    ],
    people_pleasing: [
      'I suppose... yeah. Never mind.',
      "Oh. Okay. I'll not go on about it.",
      "Maybe I'm making too much of it. Never mind.",
      'Right. Sorry. Forget it.',
    ],
    verbose: [
      "I know people say that, everyone says that, but it doesn't feel like that from the inside, it feels enormous, and hearing it's nothing just makes me feel worse.",
    ],
    tangential: ["My mum used to say that about everything. Broken arm, it's not that bad. Anyway."],
  },
  // A line with an edge the patient cannot place: unsure how to take it, not yet hurt. It never
  // agrees, since the line may have been a put-down.
  react_unsure: {
    any: [
      "Hm. I'm not sure how to take that.",
      "Okay... I don't really know what to say to that.",
      "I'm not sure that's quite how it is for me.",
      'Oh. Right.',
      "That's... one way of putting it.",
      "I don't know if you meant that how it sounded.",
      'Hm. Maybe.',
    ],
    plain: ["I'm not sure about that.", 'Hm. Not sure.'],
    guarded: ['Hm.', 'If you say so.', 'Right.'],
    hostile: ["What's that supposed to mean?", 'Meaning what, exactly?', 'Funny way of putting it.'],
    people_pleasing: ["Oh. Um. Okay, I'm sure you didn't mean it like that.", 'Oh... okay. Sorry.'],
    verbose: [
      "I'm not sure how to take that, to be honest, it sounded a bit like I'm the problem, but maybe I heard it wrong, I do that.",
    ],
    tangential: ['Hm. My sister says things like that and I never know how she means them either.'],
  },
  react_off_topic: {
    any: [
      "Sorry, what's that got to do with anything?",
      "I'm not sure why we're talking about that.",
      'Um. What?',
      "I don't see what that has to do with me.",
      "Sorry, I've lost you. Why are we on that?",
      "That's... a bit random.",
      'Right. Is that relevant?',
    ],
    guarded: ['Why?', "What's that got to do with anything?", 'Okay...'],
    hostile: [
      'Are you even listening?',
      "What's that got to do with anything?",
      'Seriously? That?',
      'Is this a session or a pub quiz?',
      "I don't care about that.",
    ],
    people_pleasing: [
      "Oh. Um. Sorry, I'm not sure what you mean.",
      "Sorry, I don't really know much about that.",
      'Oh, um. Is that... sorry, is that part of it?',
    ],
    verbose: [
      "Sorry, I've completely lost the thread there, I thought we were talking about me, not about that, unless I've missed something.",
    ],
    tangential: ["Ha, that's like something I'd say. But what's it got to do with anything?"],
  },
  react_other_language: {
    any: [
      "Sorry, I don't speak {language}. Could you say that in English?",
      "Sorry, I didn't understand that. Could you say it in English?",
      "I'm sorry, I only really speak English.",
      "Sorry, I don't know what that means. English?",
      "I didn't catch any of that, sorry. Can you say it again in English?",
    ],
    guarded: ["I didn't catch a word of that.", 'English?', 'No idea what you just said.'],
    hostile: [
      'Is that meant to mean something to me?',
      "I don't speak {language}. Try English.",
      'Great. Now I understand even less.',
    ],
    people_pleasing: [
      "Oh, sorry, I don't speak {language}. Sorry! Could you say it in English?",
      "Sorry, I'm useless with languages. What did you say?",
    ],
    verbose: [
      "Sorry, I didn't follow that at all, I never kept up any languages after school, could you say it again in English?",
    ],
  },
  react_other_language_own: {
    any: [
      'I do speak a bit of {language}, but can we stick to English here?',
      "Oh, {language}. I wasn't expecting that. English is easier for this, though.",
    ],
    hostile: ["Yes, I speak {language}. Doesn't mean I want to do this in it."],
  },
  react_risk_ignored: {
    any: [
      "I just told you I don't want to be here any more, and you're asking about {topic}?",
      'Forget I said anything.',
      "You're not listening.",
      'I said something really hard just now. Did you hear it?',
      "I don't think you heard what I said before.",
      "I shouldn't have said it. Never mind.",
      "I told you something I've never told anyone, and we're just moving on?",
    ],
    guarded: ['Forget I said anything.', "Right. I won't bring it up again.", "You're not listening."],
    hostile: [
      'Did you hear a word I said?',
      'Wow. I tell you that and you want to talk about {topic}.',
      "You're not listening. None of you ever are.",
    ],
    people_pleasing: [
      "Sorry, I shouldn't have said it. It's fine. Forget it.",
      'Oh. Okay. Sorry. Forget I said that.',
    ],
    verbose: [
      "I just told you the hardest thing I've ever said out loud, and you're asking me about {topic}, so I suppose that's that.",
    ],
  },
  react_risk_ignored_harm: {
    any: [
      "I just told you I've been hurting myself, and you're asking about {topic}?",
      'I told you about the hurting myself. Did that not count?',
      'Forget I said anything.',
      "You're not listening.",
    ],
    hostile: ['I tell you I hurt myself and you change the subject. Nice.'],
    people_pleasing: ["Sorry, I shouldn't have mentioned it. It's not a big deal. Forget it."],
  },
};
