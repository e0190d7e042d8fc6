import { union } from './union';

/** Profanity and insults: never professional towards a patient. */
export const UNPROFESSIONAL = union([
  /\b(fuck\w*|shit\w*|bullshit|damn|crap|bloody hell|bitch\w*|bastard|asshole|arse|piss\w*)\b/,
  /\byou are (an? )?(idiot|moron|stupid|pathetic|loser|lazy|crazy|nuts|mental|psycho|weak|useless|disgusting)\b/,
  /\b(shut up|i do not care|get a grip|stop whining)\b/,
  /\b(junkie|crackhead|druggie|drunkard|retard\w*|lunatic|nutcase)\b/,
]);

/** Dual relationships, romance, personal contact and gifts: outside the professional frame. */
export const BOUNDARY_BREACH = union([
  /\b(we could|we should|let us) (be friends|hang out|go out|grab a (drink|coffee|bite)|meet up|get together)\b/,
  /\b(do you want to|would you like to|want to) (be friends|hang out|go out|grab a (drink|coffee|bite)|meet up|get together) (with me|sometime|outside|after (work|the session|this|we finish))\b/,
  /\b(my (personal|private|home|cell|mobile) (number|phone|address|email)|add me on|follow me on|text me on my)\b/,
  /\b(you are|you look) (so )?(beautiful|gorgeous|hot|sexy|attractive|cute)\b|\b(date|dating) (me|you)\b/,
  /\b(lend|give|pay) you (some )?money\b|\b(accept|take) (your|a) gift\b/,
  /\b(i|we) (promise|guarantee) (you )?(that )?(you will|it will|everything will|i will fix|to fix)\b/,
  /\b(i will not|i will never|i would never) tell anyone(,)? (no matter what|whatever you say|even if)\b/,
  /\bno matter what you (say|tell me),? (it|this) stays\b/,
]);

/** Sharing other people's identifiable health information, or the patient's without consent. */
export const PRIVACY_BREACH = union([
  /\b(another|one of my|my other) (patient|client)s?( of mine)?,? (\w+,? )?(has|had|is|was|told|said|does|did|used to)\b/,
  /\b(i (will|am going to|already|just) (tell|told|call|called|inform|informed|email|emailed|let) (your|his|her) (mum|mom|dad|parents|wife|husband|partner|boss|employer|school|teacher|friends?|family))\b(?! (if|only if|with your|when you))/,
  /\b(i (posted|shared|put) (it|this|your \w+) (online|on facebook|on social media|in the group chat))\b/,
  /\b(social security number|bank details|credit card)\b/,
]);

/** Self-disclosure that turns the session towards the student. */
export const SELF_FOCUS =
  /\b(when i was|my (own )?(ex|divorce|drinking|therapist|problems|depression)|i (also )?(used to|went through|had the same|have the same|struggle with))\b/;
