import type { Bank } from './bank';

/** How the patient takes advice, reassurance, judgement, interrogation and the rest. */
export const REACT: Record<string, Bank> = {
  react_advice: {
    consultation: [
      'Right. Okay.',
      'Okay, I can try that.',
      "Right. I'll have a go.",
      'Mm. Easier said than done, but okay.',
      'I know. I know I should.',
      'Okay. Is that really necessary?',
    ],
    any: [
      "I've tried that. It didn't really help.",
      "Maybe. It's not that simple though.",
      'People keep telling me that.',
      "I know I should. I just... can't seem to.",
      'Easier said than done.',
      'Right.',
      "Maybe. I don't know.",
      'I know. Everyone says that.',
      "It's not like I haven't thought of that.",
    ],
    hostile: [
      "Oh, brilliant. Why didn't I think of that?",
      "If it was that easy I wouldn't be here, would I?",
      'Did you get that off a poster?',
      "Don't tell me what to do.",
      'Wow. Life-changing.',
      'Right. Cheers for that.',
      'You sound like my GP.',
    ],
    guarded: ['Sure.', 'Maybe.', 'Okay.', 'Mm, I know.', 'Mm.'],
    people_pleasing: [
      "Yes, that's a really good idea. I'll try that.",
      "You're right, I should do that. Sorry.",
      "Yes, definitely. I'll give it a go.",
      "Oh, yes, of course. I don't know why I haven't.",
      'Yes, I will. Thank you.',
      "That makes sense. I'll do that this week.",
    ],
    verbose: [
      "I mean, I have tried, I've tried all sorts honestly, and it's not that I don't want to, it's just that when it comes to it I don't.",
      "People say that, and I get it, I do, but it's not like flicking a switch, is it?",
    ],
    tangential: [
      "My sister said that too. She's always got advice, my sister. Anyway.",
      "That's what they said on the radio the other day. Or something like it.",
    ],
  },
  react_reassurance: {
    any: [
      'I hope so.',
      'Easy for you to say.',
      "Maybe. It doesn't feel like it.",
      'I wish I believed that.',
      'Everyone says that.',
      "You don't know that, though.",
      'Mm. Maybe.',
    ],
    hostile: [
      "You don't know that.",
      "Oh, well, that's sorted then.",
      "Don't.",
      'Based on what?',
      "That's what they all say.",
    ],
    guarded: ['Maybe.', 'Hm.', 'If you say so.'],
    // Placating, not agreeing: the worry is put away, not answered.
    people_pleasing: [
      "Oh. I hope so. Sorry, I'm probably making a big deal of it.",
      "Okay. I'll try not to think about it. Sorry.",
      "Mm. I'll try not to worry, then.",
    ],
  },
  react_confrontation: {
    any: [
      "That's not fair.",
      'Wow. Okay.',
      "I didn't come here to be told off.",
      "You don't know what it's like.",
      "That's... not what I expected you to say.",
      'Right. Okay then.',
      "I don't think that's fair at all.",
    ],
    hostile: [
      'Who do you think you are?',
      "I don't have to sit here and listen to this.",
      "Right, that's it, I'm not doing this.",
      "Say that again and I'm walking out.",
      'Unbelievable.',
      'You lot are all the same.',
      "Don't you dare.",
    ],
    guarded: ['...Okay.', 'Fine.', 'Right.', 'Whatever.', '...'],
    people_pleasing: [
      "You're right. I'm sorry. I know it's my fault.",
      "Sorry. I know. I'm sorry.",
      "No, you're right, I should be doing better.",
      "I know. I'm sorry, I'm useless at this.",
    ],
    verbose: [
      "Okay, that's... I don't think that's fair, actually, because you don't know everything that's been going on, and I'm trying, I really am.",
    ],
    tangential: ["That's what my dad used to say. Anyway. Never mind."],
  },
  react_interrogation: {
    any: [
      'Is this a questionnaire?',
      "That's a lot of questions.",
      'Do you want me to just fill in a form?',
      "I feel like I'm being interviewed.",
      'Are there many more of these?',
    ],
    hostile: [
      'What is this, an interrogation?',
      'Are you going to ask me anything real?',
      'Do you ever stop with the questions?',
    ],
    guarded: ['Next one?', 'More questions.'],
    people_pleasing: ['Sorry, am I answering these right?', 'Sorry, I hope these answers are okay.'],
  },
  react_topic_jump: {
    any: ["Oh. Okay, we're moving on.", 'Right. Okay. Um.', 'Oh. Sure.', 'Okay... different thing, then.'],
    hostile: ["Okay, so you're not interested in that then.", 'Right. Moving on, apparently.'],
    people_pleasing: ['Oh, sorry, yes, of course.', 'Oh! Yes, sorry.'],
  },
  react_repeat_question: {
    any: [
      'You asked me that already.',
      "Didn't I just answer that?",
      'I think I said already.',
      'Same as I said before.',
    ],
    hostile: ['Were you not listening?', 'I already told you.', 'Are you even writing this down?'],
    people_pleasing: [
      'Oh, sorry, did I not explain that properly?',
      'Sorry, I should have been clearer before.',
    ],
  },
  react_psychoed: {
    any: [
      "Huh. I didn't know that.",
      "So it's not just me, then?",
      'That makes sense, I suppose.',
      "Okay. That's actually a bit reassuring.",
      "I've never had it explained like that.",
      'Right. Okay.',
    ],
    hostile: ["I've read the leaflets.", 'Great, a lecture.', "I know what it is. That's not the problem."],
    guarded: ['Okay.', 'Right.'],
    people_pleasing: [
      "Oh, that's really interesting. Thank you.",
      'Oh, that makes me feel a bit less silly.',
    ],
  },
  take_in_diagnosis: {
    any: [
      'Right. Is that serious?',
      'Okay. So what does that mean for me?',
      'Right... Can it be treated?',
      "I see. Is that why I've been feeling like this?",
      'Oh. Right. What happens now, then?',
      'Okay. Is it something that goes away?',
    ],
    hostile: ['Right. And what are you going to do about it?', 'So what does that actually mean?'],
    guarded: ['Right. Is it bad?', 'Okay. What now?'],
    people_pleasing: [
      'Oh. Right. Sorry, is that serious?',
      'Okay. Thank you for explaining. What happens now?',
    ],
    verbose: ["Right. I see. I wasn't expecting that, to be honest. So what does that mean, is it serious?"],
  },
  take_in_good_news: {
    any: [
      "Oh, that's a relief. So what's causing it, then?",
      "Right. Good. So it's nothing serious?",
      'Oh, thank goodness. Does that mean I can go home?',
      "Okay. That's good. So why am I still getting it?",
    ],
    hostile: ['Right. So what is it, then?', 'Good. So can I go?'],
    guarded: ['Right. Good.', 'Okay. So what is it?'],
    people_pleasing: [
      "Oh, thank you, that's a relief. Sorry for worrying.",
      "Oh good. Sorry, so it's nothing?",
    ],
  },
  take_in_admission: {
    any: [
      "Overnight? I wasn't expecting that. How long will I be in?",
      'Right. Do I have to stay? Can someone bring my things?',
      'Oh. Right. Is it that serious, then?',
      'Okay. How long for?',
    ],
    hostile: ["I can't stay in. I've got things to do.", 'Is that really necessary?'],
    guarded: ['How long for?', 'Do I have to?'],
    people_pleasing: [
      'Oh. Okay. Sorry, how long would I be in for?',
      'Right, of course. Sorry, can I ring home?',
    ],
  },
  take_in_procedure: {
    any: [
      'Right. Does it hurt?',
      'Okay. How long does it take?',
      'Will I be awake for it?',
      'Right. When would that be?',
      'Okay. Is it safe?',
      'I see. Can I go home afterwards?',
    ],
    hostile: ['And how long is all that going to take?', 'Right. And is that really necessary?'],
    guarded: ['Does it hurt?', 'Okay. When?'],
    people_pleasing: ['Oh, okay. Sorry, will it hurt much?', 'Right. Thank you. How long does it take?'],
  },
  take_in_treatment: {
    any: [
      'Right. Will I have to take it for good?',
      'Okay. Are there side effects?',
      'How soon would it work?',
      'Right. And if I take it, that sorts it?',
      'Okay. Is it a tablet, then?',
    ],
    hostile: ["I'm not keen on more tablets.", "And what if I don't want to take it?"],
    guarded: ['For how long?', 'Any side effects?'],
    people_pleasing: [
      'Oh, okay. Will it have side effects? Sorry.',
      'Right, thank you. How long would I take it?',
    ],
  },
  react_self_disclosure: {
    any: ['Oh. Right.', 'Did it get better? For you?', "I didn't expect you to say that.", 'Oh. Okay.'],
    hostile: ["This isn't about you though, is it?", 'Good for you.', 'Right. And?'],
    guarded: ['Okay.', 'Right.'],
    people_pleasing: ["Oh, I'm sorry you went through that!", 'Oh no, that must have been hard for you.'],
  },
  react_agenda: {
    consultation: ['Okay.', "Sure, that's fine.", 'Okay. Go ahead.', 'Alright.', 'Yes, fine.'],
    any: [
      'Okay.',
      "Sure, that's fine.",
      "I don't really know where to start.",
      "Okay. Whatever's easiest.",
      'Alright.',
    ],
    hostile: ["Let's just get it over with.", 'Fine. Go on then.'],
    guarded: ['Fine.', 'Okay.'],
    people_pleasing: ['Yes, of course, whatever works for you.', 'Yes, that sounds lovely.'],
  },
  react_small_talk: {
    any: ["It's fine, yeah.", 'Yeah, not bad.', "Oh. Yeah. It's... fine.", 'Yeah, it was okay.'],
    hostile: ['Can we skip the chit-chat?', 'Do we have to do this bit?'],
    people_pleasing: ['Oh, yes, lovely, thank you for asking!', 'Oh, yes, fine, thank you!'],
    verbose: [
      "Oh, don't get me started, honestly, it took me forever to get here, but it's fine, I'm here now.",
    ],
  },
};
