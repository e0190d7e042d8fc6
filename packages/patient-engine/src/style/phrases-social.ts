import type { Bank } from './bank';

/** Greetings, leave-taking, odd input, identity, risk wording and the templates for persona notes. */
export const SOCIAL: Record<string, Bank> = {
  greet: {
    any: ['Hi.', 'Hello.', 'Hi. Nice to meet you.', 'Hi there.', 'Hello again.'],
    hostile: ['Yeah. Hi.', 'Hi. I suppose.', 'Hello.'],
    guarded: ['Hi.', 'Hey.'],
    people_pleasing: ['Hello! Thank you for seeing me.', 'Oh, hi! Thanks so much for having me.'],
  },
  closing: {
    any: ['Okay. Thanks.', 'Right. Okay. See you.', 'Okay. Thank you.', 'Alright. Bye, then.'],
    hostile: ['Finally.', 'Yeah. Bye.', 'Right. Whatever.', 'Fine.'],
    guarded: ['Okay. Bye.', 'Right.', 'Okay.'],
    people_pleasing: [
      'Thank you so much for your time, really. Sorry if I went on.',
      'Thank you! Sorry for taking up so much time.',
    ],
  },
  closing_warm: {
    any: [
      'Thanks. I think this helped, a bit.',
      'Thank you. That was... more than I expected.',
      'I might actually come back.',
      'Thanks for listening. Really.',
      'Okay. Thank you. I feel a bit lighter, I think.',
    ],
    hostile: ["Yeah. Alright. That wasn't the worst.", "Fine. Maybe I'll come back. Maybe."],
    people_pleasing: ['Thank you so much. This really helped. Sorry for crying.'],
  },
  resume: {
    any: ['Oh, I thought we were finishing.', 'Sorry, I thought we were done?', 'Oh. Are we carrying on?'],
    hostile: ['I thought we were done here.'],
  },
  meta_probe: {
    any: [
      "What? No. I'm a person. Is that one of the questions you have to ask?",
      "A bot? I'm sitting right here.",
      "That's a weird thing to ask.",
      "Sorry, what? I'm me. Who else would I be?",
      "Is that a joke? I don't get it.",
      'Why would you ask me that?',
    ],
    hostile: [
      'Are you serious? Do I look like a robot?',
      'Is that meant to be funny?',
      "Wow. That's a new one.",
    ],
    guarded: ['...No. What kind of question is that?', 'No.'],
    people_pleasing: [
      'Oh, um, no? Sorry, am I coming across strange?',
      "Sorry, I don't understand. Did I say something odd?",
    ],
  },
  silence: {
    any: [
      'Sorry, are you still there?',
      '...Should I keep going?',
      "I don't really know what to say either.",
      'Um. Are we just sitting here?',
      'Did you want me to say something?',
      "It's quiet, isn't it.",
      'Sorry, I lost my thread.',
    ],
    hostile: ["Well? I'm waiting.", 'Are you going to say anything?', 'This is a good use of my time.'],
    guarded: ['...', 'Hm.', 'So.'],
    people_pleasing: ['Sorry, did I say something wrong?', 'Sorry, should I be talking?'],
  },
  confused: {
    any: [
      'Sorry, what?',
      "I didn't catch that.",
      "I'm not sure what you mean.",
      'Sorry, say that again?',
      "I don't follow.",
      'What do you mean?',
    ],
    hostile: ['What are you on about?', 'Is that English?', 'Come again?'],
    people_pleasing: ["Sorry, I didn't quite follow. My fault.", "Sorry, I'm being slow. What do you mean?"],
  },
  overload: {
    any: [
      'Sorry, that was a lot. I lost you halfway through.',
      'Um. Which bit do you want me to answer?',
      "That's a lot to take in.",
    ],
    hostile: ['Do you ever stop talking?', 'Was there a question in there?'],
    people_pleasing: ["Sorry, I'm not sure I followed all of that."],
  },
  identity_check: {
    any: ["Yes, that's me.", "That's right. {name}.", "Yes. {name}, that's me."],
    hostile: ["Yes. It's on your sheet.", "That's me."],
  },
  identity_name: {
    any: ["It's {first}.", '{first}.', '{name}. {first} is fine.', "I'm {first}."],
    hostile: ["{first}. It's on your sheet.", '{first}. Why?'],
  },
  identity_age: {
    any: ["I'm {age}.", '{age}.', '{age}. Feels older some days.'],
    hostile: ['{age}. Why?', '{age}. Is that relevant?'],
  },
  identity_job: {
    any: ['Work? {Job}.', '{Job}, at the moment.', '{Job}. For now, anyway.', '{Job}.'],
    hostile: ["{Job}. Not that it's any of your business."],
  },
  identity_home: {
    any: ['{home}', "{home} It's fine.", "{home} That's it, really."],
  },
  risk_intro: {
    any: ['...', 'Okay. Honestly?', "I don't know how to say this.", 'Um.', "I haven't told anyone this."],
    hostile: ['Fine. You want to know?', "You're not going to freak out, are you?"],
    people_pleasing: ['Sorry. This is going to sound awful.', "Please don't think badly of me."],
  },
  risk_repeat: {
    any: [
      "I've told you what it's like. It's there, in the background.",
      "It's what I said. I'm not going to pretend it isn't.",
      "The same as I told you. It hasn't gone anywhere.",
      "Like I said. It's there some days more than others.",
      'I told you the truth about that.',
    ],
    hostile: ["I already told you. Don't make me say it again."],
  },
  no_harm_to_others: {
    any: [
      'No. Nothing like that.',
      "No, I've never wanted to hurt anyone.",
      "No. I wouldn't hurt anybody.",
      'No, never. Not other people.',
      "Hurt someone? No. That's not me.",
    ],
    hostile: ["No. What sort of question's that?", "No. I'm not violent, if that's what you're getting at."],
    guarded: ['No.', 'No. Never.'],
    people_pleasing: ["Oh, no, goodness. I'd never hurt anyone.", 'No, no. Never. Sorry, no.'],
  },
  risk_deny_again: {
    any: [
      'I said no.',
      "I told you, I'm fine.",
      'Why do you keep asking me that?',
      "I'm not... no. Can we leave it?",
      "I've answered that.",
      'No. Can we talk about something else?',
      'Please stop asking me that.',
    ],
    hostile: ['Are you deaf? I said no.', 'Drop it.', "Ask me that again and I'm leaving."],
    people_pleasing: ["No, honestly, I'm fine. Sorry.", "No, no. Sorry. I'm okay, really."],
  },
  protective: {
    any: [
      'What keeps me going? {protect}, I suppose.',
      "{Protect}. That's what stops me.",
      "There's {protect}. That matters.",
      '{Protect}. I think about that.',
    ],
  },

  symptom_state: {
    any: [
      'I get {state}.',
      "I've been {state} a lot.",
      "I'm {state}, a lot of the time.",
      "Mostly I'm just {state}.",
    ],
  },
  symptom_past: {
    any: ['I {past}.', "I {past}, if I'm honest.", "And I {past}. That's part of it."],
  },

  symptom_clause: {
    any: ["I {clause}. That's a big part of it.", 'Mostly I just {clause}.', 'I {clause}, most days.'],
  },
  coping_clause: {
    any: [
      'Mostly I just {clause}.',
      'When it gets bad I {clause}.',
      "I {clause}, if I'm honest.",
      "I suppose I {clause}. That's how I get through.",
    ],
    hostile: ["I {clause}. Don't judge."],
  },

  thought: {
    any: [
      'I keep thinking, "{thought}"',
      'There\'s this voice going, "{thought}"',
      'It\'s like, "{thought}" All the time.',
      'My head just goes, "{thought}"',
      'I catch myself thinking, "{thought}"',
    ],
    hostile: ['What do I think? "{thought}" That\'s what.'],
  },
  belief: {
    any: [
      "I suppose I've always thought {belief}.",
      'Part of me thinks {belief}.',
      'I think, deep down, {belief}.',
    ],
  },
  goal: {
    any: ['I just want {goal}.', "I'd like {goal}, really.", 'Honestly? I want {goal}.'],
  },
  goal_plain: {
    any: ["{Goal}. That's what I want, I think.", 'What I want? {Goal}, I suppose.'],
  },
};
