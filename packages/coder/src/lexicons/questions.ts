import { union } from './union';

const SUBJECT =
  '(you|it|that|this|there|they|he|she|we|i|your|anyone|anybody|anything|someone|somebody|something|any|' +
  'the|a|an|these|those|people|everyone|everybody|things|his|her|their|our|my|some|alcohol|drinking|smoking)';
const AUX = '(do|does|did|is|are|was|were|have|has|had|can|could|would|will|should|shall|may|might|am|must)';

/** Interrogative word order: a question even when the transcript lost its question mark. */
export const WH_START = /^(what|how|why|when|where|who|whom|whose|which|in what way|in what ways)\b/;
export const AUX_INVERSION = new RegExp(`^${AUX}( not|nt)? ${SUBJECT}\\b`);
/** Without a question mark only a pronoun subject marks inversion ("do your homework" is an order). */
export const AUX_INVERSION_PRONOUN = new RegExp(
  `^${AUX}( not|nt)? (you|it|that|this|there|they|he|she|we|i|anyone|anybody|anything|someone|somebody|something)\\b`,
);
/** "What I would like to do is ...": a wh-word opening a statement (pseudo-cleft), not a question. */
export const PSEUDO_CLEFT =
  /^(what|how|why|where|when) (i|we|you|they|he|she|it|people|most people|the research|research|this)( \w+){0,6} (is|was|are|means) /;
export const WH_INTERROGATIVE = new RegExp(
  `^(what|how|why|when|where|who|which)( \\w+){0,3} ${AUX}( not)? ${SUBJECT}\\b|^(what|how|who|which)( \\w+)? (is|are|was|were|has|have|happens|happened|makes|made|brings|brought|would|could|might|will|helps|helped|gets|keeps|stops|worries|concerns)\\b|^how (come|about|so)\\b|^why not\\b`,
);

/** Requests for elaboration that work as open questions without a question mark. */
export const OPEN_REQUEST = union([
  /^(please )?(tell|remind) me( a (little|bit) (more )?| more| some more| again)?\b/,
  /^(please )?(describe|explain|elaborate|walk me through|talk (to me |me through )?(a (little|bit) )?(more )?about|help me (to )?understand|fill me in|paint me a picture)\b/,
  /^(please )?(say|share|talk) (a (little|bit) |some )?(more|with me)\b/,
  /^give me (an example|a sense|an idea|a picture|a flavou?r)\b/,
  /^(can|could|would|will) you (please )?(tell|describe|explain|share|say|walk|talk|help me understand|give me|fill me in|elaborate|expand|paint)\b/,
  /^(i am|i was|i would be|i am just|i am really|i am kind of|i guess i am|i guess what i am) (wondering|curious|interested)( to know| to hear)? (about|what|how|why|when|where|who|which)\b/,
  /^i (wonder|wondered) (about|what|how|why|when|where|who|which)\b/,
  /^(i am |i was |i am just |i am really |i guess i am )?(wondering|curious|interested|i wonder|i wondered)( to know)? (if|whether) (you|we|i) (would|might|could|can|will|have|had|did|do|are|were|ever)( \w+){0,2} (be open|be interested|be willing|be ready|like|want|tell|describe|share|talk|say|mind|consider|think|thought|given|tried|noticed|agree|take|look|explore|go over|come back)\b/,
  /^i would (like|love|be interested) (you )?to (hear|know|understand|learn|explore|talk about|ask)\b/,
  /^(let us|let me) (hear|explore|understand)\b/,
  /^(what about|how about) (you|your|the|that|this|when|in)\b/,
]);

/** Yes/no in form, but inviting the patient to add or elaborate: AnnoMI's coders count these open. */
export const OPEN_FORM = union([
  /^(is there |are there )?(anything|any other|anything else|something else|any more|what else)\b/,
  /\bor$/,
  /^(do|did|have) you (have |got )?(any )?(ideas?|thoughts|sense|notion) (about|on|of|why|what|how|as to)\b/,
]);

/** Which of those requests are yes/no in form ("I wonder if ..." asks for a yes or no). */
export const CLOSED_REQUEST =
  /\b(wondering|curious|wonder|wondered|interested)( to know)? (if|whether)\b(?!.*\b(tell|describe|explain|talk|say|share|elaborate|expand)\b)/;

/** Wh-questions after a specific fact, a number or a time: closed in MITI terms. */
export const CLOSED_WH =
  /^how (many|much|often|long|old|far|soon|frequently)\b|^what (time|day|year|age|date|percentage|dose|amount)\b|^what (is|was) (your|his|her|their) (name|age|number|address|job)\b|^when (did|does|do|was|were|is) (this|it|that|the|you|your|all)\b|^(who|where) (do|does|did) you (live|work|stay|study|go to school)\b|^(what|which) (medication|medicines?|meds|tablets|pills|dose)\b|\bon a scale of\b/;

/** Yes/no in form but asking for a story: "can you tell me", "would you say more". */
export const OPEN_AUX =
  /^(can|could|would|will) you (please )?(tell|describe|explain|share|say more|talk|walk|help me|elaborate|expand|give me)\b/;

/** Tag and check-in endings that turn a statement into a request for confirmation. */
export const TAG_QUESTION =
  /,? (right|is that right|is that true|is that correct|correct|yes|no|okay|ok|is it|is not it|are not you|do not you|did not you|have not you|yeah|huh|am i right|did i get that right|does that sound right|or not|or what|or no|true)$/;

/** Comprehension checks after giving information; they hand the floor back rather than ask. */
export const CHECK_IN = union([
  /^(does|did) (that|this|it|all that|all this) (make sense|sound (right|clear)|help)/,
  /^(do|did) you (have )?(any|other) questions/,
  /^(any|other) questions/,
  /^(okay|ok|alright|all right|yeah|right|fair|you know|got it|see)$/,
  /^(do you|does that) (know|see) what i mean/,
  /^(is that|was that) clear/,
]);

/** A wh-word in place ("you drink how often?", "over what period?"), asking despite statement order. */
export const WH_IN_SITU =
  /(?<!\b(is|was|not|that|know|about|like) )\b(what|which|how (many|much|often|long|far|old))(?! (you|i|we|they|he|she|it|to|is|was|are)\b)( \w+){0,3}$/;
export const WH_EMBEDDED =
  /\b(know|sure|wonder|wondering|about|decide|understand|see|figure out|tell me|idea|think about|thought about|ask you|asking|explain) (what|which|how)\b/;

/** Checks that a reflection landed ("did I get that right?"): they belong to the reflection. */
export const REFLECTION_CHECK =
  /^(is that|was that|have i got (that|it|this)|did i get (that|it|this)|am i|do i have (that|it)|does that sound|is this) (\w+ ){0,3}(right|correct|accurate|fair|true|close|what (it|you|that))|^(right|is that right|is that it|yes|no|true|correct)$/;
