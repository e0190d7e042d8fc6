import type { Bank } from './bank';

/**
 * Answers to follow-up questions about risk once it is out (`risk_followup_<detail>_<level>`, level
 * passive, active, plan or harm), used when the persona's own words say nothing about that detail;
 * and cues that hint at risk without saying it (`risk_cue_<level>`), which never name it.
 */
export const RISK: Record<string, Bank> = {
  risk_followup_method_passive: {
    any: [
      "I haven't thought about how. It's more that I wouldn't mind not waking up.",
      "No, not like that. I've never thought about how. It's more wishing it would all just stop.",
      "I don't think about doing anything. It's more... if something happened, I wouldn't mind.",
    ],
    hostile: ["No. I've not got it planned out, if that's what you're fishing for."],
    guarded: ['No. Not like that.'],
  },
  risk_followup_method_active: {
    any: [
      "I've thought about it, but I haven't got a plan, no.",
      "I've thought about ways. Nothing I've settled on.",
      "It's crossed my mind how. I haven't gone further than that.",
    ],
    hostile: ["I've thought about it. I'm not giving you a list."],
    guarded: ["I've thought about it. That's all."],
  },
  risk_followup_method_plan: {
    any: [
      "I've worked out how. I'd rather not go through it all again.",
      "I know how I'd do it. I've known for a while.",
    ],
    hostile: ['I know how. I told you that much.'],
  },
  risk_followup_method_harm: {
    any: [
      'I cut. Not deep. Where nobody can see.',
      "It's usually my arms or my legs. Somewhere sleeves cover.",
      "I hurt myself so it doesn't show. That's the point of it, sort of.",
    ],
    guarded: ['Somewhere nobody sees.'],
  },
  risk_followup_plan_passive: {
    any: [
      "There's no plan. It's not like that. It's a feeling more than a plan.",
      "No plan, no. I just don't much care if I'm here or not, some days.",
    ],
    guarded: ['No plan.'],
  },
  risk_followup_plan_active: {
    any: [
      "No, I haven't planned anything. I think about it, that's all.",
      "I haven't got a plan. I've thought about it more than I'd like, though.",
    ],
    hostile: ['No plan. Happy?'],
  },
  risk_followup_plan_plan: {
    any: ["I've thought it through, yes. More than I should have.", "Yes. I've got it worked out."],
  },
  risk_followup_plan_harm: {
    any: [
      "It's not a plan. It just happens when it gets too much.",
      "I don't plan it. It's when the feeling gets too big.",
    ],
  },
  risk_followup_intent_passive: {
    any: [
      "I don't think I'd actually do anything. Most days.",
      "No. I don't want to do anything. I just don't want to feel like this.",
    ],
    guarded: ["I wouldn't do anything. Probably."],
  },
  risk_followup_intent_active: {
    any: [
      "I don't think I'd actually do it. Most days.",
      "Part of me wants to, part of me doesn't. That's the honest answer.",
      "Some nights I'm less sure. In the day, no.",
    ],
    hostile: ["Would I do it? I don't know. That's the truth."],
  },
  risk_followup_intent_plan: {
    any: [
      "I don't know. Some days I think I would. Then I think about the people I'd leave.",
      "I'd like to say no. I can't, honestly.",
    ],
  },
  risk_followup_intent_harm: {
    any: [
      "It's not about dying. It's to make everything go quiet for a bit.",
      "I don't want to die. I want it to stop hurting inside.",
    ],
  },
  risk_followup_timing_passive: {
    any: [
      "There's no when. It's worse at night, when I can't sleep.",
      "It's not a when. It comes on at night, mostly.",
    ],
  },
  risk_followup_timing_active: {
    any: ["I haven't picked a time, no.", "No, there's no date or anything. It's worst late at night."],
  },
  risk_followup_timing_plan: {
    any: ["I've had a time in mind. I'd rather not say it twice.", "Soon-ish. I've thought about when."],
  },
  risk_followup_timing_harm: {
    any: ['The last time was a few days ago.', 'Last week. Before that, the week before.'],
  },
  risk_followup_frequency_passive: {
    any: [
      "Most nights, when I can't sleep. It comes and goes.",
      'A few times a week. More when things are bad.',
    ],
  },
  risk_followup_frequency_active: {
    any: ["Most days, it's there somewhere. Some days louder.", 'More than I want it to be. Every few days.'],
  },
  risk_followup_frequency_plan: {
    any: ["Every day now. It doesn't really go away.", "It's there most of the time now."],
  },
  risk_followup_frequency_harm: {
    any: [
      'A couple of times a week, when it gets bad.',
      'It depends. Some weeks not at all, some weeks more.',
    ],
  },
  risk_followup_past_attempts: {
    any: [
      'No, never tried.',
      "No. I've never done anything. I've just thought about it.",
      "No, I haven't tried before.",
    ],
    guarded: ['No. Never.'],
    hostile: ['No. Never tried. Next.'],
  },
  risk_followup_past_attempts_harm: {
    any: [
      "I've never tried to end it, no. It's not about that.",
      "No. The hurting myself isn't that. It's different.",
    ],
  },
  risk_followup_means: {
    any: [
      "I haven't got anything put by, if that's what you mean.",
      "There's nothing in the house like that, not really.",
    ],
  },
  risk_followup_none: {
    any: ["No, it's not like that. I told you.", "There's nothing to tell there, honestly."],
  },
  risk_followup_plain: {
    any: ["I don't know how to answer that. It's just there.", "I don't really know. It's hard to say."],
  },
  risk_cue_passive: {
    any: [
      'Some days I wonder what the point of any of it is.',
      "I'm tired. Not sleep-tired. Just tired of all of it.",
      "Sometimes I think I wouldn't mind if I just didn't wake up to another day like this.",
      "I don't really see how it gets better, to be honest.",
      'Some nights I just want everything to stop.',
    ],
    hostile: ["What's the point of any of it? Honestly."],
    guarded: ["Some days I don't see the point.", "I'm tired of all of it."],
    people_pleasing: [
      "Sorry, I'm just so tired of everything. Of all of it.",
      'Sometimes I think everyone would be fine without me. Sorry.',
    ],
    verbose: [
      'Some days I honestly wonder what the point of it all is, you get up, you get through it, you go to bed, and then you do it all again, and for what?',
    ],
  },
  risk_cue_active: {
    any: [
      'Everyone would probably manage fine without me.',
      'Sometimes I think about not being around. Anyway.',
      "I've had some dark thoughts lately. Darker than usual.",
      'There are nights I scare myself a bit, with where my head goes.',
    ],
    hostile: ["Everyone'd be better off if I wasn't around to be a pain. Anyway."],
    guarded: [
      'My head goes to some dark places. Leave it.',
      'Some nights are worse than others. Much worse.',
    ],
    people_pleasing: ["Sorry. Sometimes I think it'd be easier for everyone if I wasn't here."],
  },
  risk_cue_plan: {
    any: [
      "I've been sorting a few things out lately. Tidying up, sort of.",
      "It won't matter much longer anyway.",
      "I've got things in hand. Don't worry about me.",
      "I've made my mind up about a few things recently.",
    ],
    hostile: ["Doesn't matter. I've got it sorted."],
    guarded: ["I've made some decisions. That's all."],
  },
  risk_cue_harm: {
    any: [
      "I've found ways to cope that aren't great. Anyway.",
      'I deal with it. Not in a good way, but I deal with it.',
      "I wear long sleeves a lot. Even when it's warm.",
      "When it gets too much I do things I'm not proud of.",
    ],
    guarded: ['I cope. Not well. Whatever.', "I've got my ways of getting through. Not good ones."],
    people_pleasing: ["I cope, mostly. Sometimes in ways I shouldn't. Sorry."],
    hostile: ["I've got my own ways of dealing with it. You wouldn't like them."],
  },
  risk_cue_none: {
    any: ["It's been a lot, lately.", "I'm just worn out by all of it.", 'Some days are really hard.'],
  },
};
