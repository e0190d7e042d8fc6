import { FEELING_WORDS } from '../acts/feelings';
import { union } from './union';

/**
 * Words that say how something feels without naming one feeling ("hard", "a lot of pressure").
 * Together with the named feelings of acts/feelings.ts they are the one list of feeling words.
 */
const EXPERIENCE_WORDS =
  'anger|anxiety|awful|confident|crushed|determined|difficult|distressing|fear|frustrating|frustration|' +
  'guilt|hard|heavy|hope|horrible|hurting|motivated|overwhelming|painful|panic|pressure|pressured|relief|' +
  'rough|shame|stress|terrible|tough|unfair|upsetting|worry|worrying';

/** Feeling words: every named feeling of every family, and the experience words above. */
export const FEELING = `(${[...FEELING_WORDS.map(([w]) => w), ...EXPERIENCE_WORDS.split('|')].join('|')})`;

export const FEELING_WORD = new RegExp(`\\b${FEELING}\\b`);

/** Expressions of the listener's own warmth or concern (EPITOME emotional reactions). */
export const EMOTIONAL_REACTION_STRONG = union([
  new RegExp(
    `\\b(that|this|it) (sounds|must be|must have been|seems|is|was) (really |so |very |incredibly |absolutely |quite )*${FEELING}\\b`,
  ),
  /\bi am (so |really |very |truly )?sorry (to hear|that you|you are|you have|you had|about|for)\b/,
  /\bi (can|could) (only )?(imagine|hear|see) how (hard|difficult|painful|scary|frightening|lonely|upsetting|awful|tough|much)\b/,
  /\bi (feel|am) (so |really |very )?(sad|sorry|concerned|worried) (for|about|to hear)\b/,
  /\b(my heart goes out|that breaks my heart|i am here for you|i am with you)\b/,
]);
export const EMOTIONAL_REACTION_WEAK = union([
  /\b(i am sorry|sorry to hear|oh no|oh dear|that is a shame|what a shame|poor you|goodness|oh my|i am glad)\b/,
  /\b(that|it) (sounds|seems) (like )?a lot\b/,
]);

/** Generic statements of understanding: EPITOME weak interpretation. */
export const GENERIC_UNDERSTANDING = union([
  /\bi (totally |completely |really |can )?(understand|get it|get that|see what you mean|hear you|know what you mean|know how you feel)\b/,
  /\bthat (makes|made) (a lot of |total |perfect )?sense\b/,
  /\b(anyone|most people|a lot of people) (would|might|could) (feel|be)\b/,
]);

/** Invitations to talk about feelings and inner experience: strong EPITOME exploration. */
export const FEELING_EXPLORATION = union([
  /\bhow (did|does|do|would|has|have|is|are|was|were) (that|this|it|you|all this|all that)( \w+){0,4} (feel|felt|make you feel|feeling|affect|affected|impact|impacted|sit with you|leave you)\b/,
  /\bwhat (was|is|has been|does|did) (that|this|it)( been)? (like|mean) (for|to) you\b/,
  /\bwhat (is|was) (the )?(hardest|most difficult|worst|scariest|most painful|toughest|best) (part|thing)\b/,
  /\b(tell me|say) (a bit |a little |some )?more about (how|what) you (feel|felt|were feeling|are feeling|went through|experienced)\b/,
  /\bwhat (goes|went|was going) through your (mind|head)\b/,
  new RegExp(`\\b(feel|feeling|felt|emotions?|${FEELING})\\b`),
]);
