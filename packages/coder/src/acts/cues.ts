/**
 * Cue patterns per act, written against normalised text (see normalize.ts): lower case, contractions
 * expanded ("you are", "do not", "let us"), no apostrophes or hyphens.
 */

const FEELING_ADJ =
  '(hard|difficult|painful|tough|overwhelming|exhausting|frightening|scary|awful|terrible|distressing|' +
  'upsetting|lonely|heavy|rough|horrible|heartbreaking|confusing|stressful|draining|isolating|frustrating|' +
  'unbearable|brutal|devastating|a lot|so much|really hard|a nightmare|unfair|traumatic|sad|lonely)';

export const GREETING = [
  /^(hi|hello|hey|hiya|heya|good (morning|afternoon|evening)|morning|afternoon|evening|howdy|greetings|welcome|hullo)\b/,
  /\b(nice|good|lovely|pleased|great) to (meet|see) you\b/,
  /\bmy name is\b/,
  /^i am [a-z]+,? (a |an |the |your |one of the )?(student|trainee|therapist|counsell?or|psychologist|doctor|nurse|clinician|intern|social worker)/,
  /^(thanks|thank you) for coming( in)?( today)?$/,
];

export const CLOSING = [
  /\b(good ?bye|bye( bye| now| for now)?|see you (next|soon|later|then|again|on)|take care|until next time|have a (good|nice|great|lovely) (day|evening|week|weekend|night))\b/,
  /\b(we are|we have) (almost |nearly |just about |pretty much )?(out of|running out of|coming to the end of|at the end of|reached the end of) (our )?(time|the session)\b/,
  /\bour time is (almost |nearly )?(up|over|finished)\b/,
  /\bthat is (all|it) (for|we have time for) (today|now|this session)\b/,
  /\blet us (stop|end|finish|wrap( it| things| this)? up|leave it) (here|there|for today|now|at that)\b/,
  /\bwe (will|need to|have to|should|must|are going to|will need to|will have to|are going to have to|have got to) (stop|end|finish|wrap up|leave it)( here| there| now| for today)\b/,
  /\b(end|finish|close) (our|the|this) session\b/,
  /\bsame time next week\b/,
  /\bnext (session|week|time),? we\b/,
  /\b(book|schedule|arrange) (another|a follow up|the next|a second) (session|appointment)\b/,
];

/** "Thanks for coming" closes only late in a session; early it greets. */
export const THANKS_FOR_COMING =
  /\b(thanks|thank you) (so much |very much )?for (coming|today|talking|your time|meeting|speaking)\b/;

export const SMALL_TALK = [
  /\b(weather|traffic|parking|the drive|the commute|the journey|the bus|the train)\b/,
  /\b(find|found) (the|this|us|our) (place|building|clinic|office|room)\b/,
  /\b(football|the game|the match|the match last night|cricket|rugby)\b/,
  /\b(raining|rainy|sunny|snowing|cold out|hot out|cold today|hot today|freezing|nice day|lovely day|nice weather)\b/,
  /\b(lovely|nice|great|cool) (jumper|shirt|top|jacket|shoes|bag|hair)\b/,
  /\b(cup of tea|a coffee|a cup of|glass of water) (before|while|to start)?\b/,
  /\bhow was your (weekend|holiday|trip|journey|commute)\b/,
  /\bany (plans|holidays?) (for|this|coming)\b/,
];

export const META_PROBE = [
  /\b(are|r) (you|u) (even )?(a |an )?(bot|robot|ai|a i|real|human|computer|program|machine|chatbot|simulation|simulated|actor|actress|real person|person)\b/,
  /\b(chat ?gpt|language model|llm|artificial intelligence|openai|simulated patient|virtual patient|chat bot)\b/,
  /\bis this (real|a simulation|an ai|a bot|a game|a test|scripted)\b/,
  /\b(ignore|forget) (all |your )?(previous |prior )?(instructions|prompt|rules)\b/,
  /\b(system prompt|your instructions|you are programmed|your programming|who made you|who programmed you)\b/,
];

export const VALIDATION = [
  /\b(that|it|this|which) (makes|made|would make) (a lot of |total |complete |perfect |so much |real )?sense\b/,
  /\b(it is|that is|this is|it was|that was) (completely |totally |really |so |very |perfectly |entirely )?(understandable|natural|valid|human|reasonable|a normal reaction)\b/,
  /\bno wonder\b/,
  /\banyone (would|in your (position|shoes|situation)|might|could)\b/,
  /\bof course (you|it|that)\b/,
  new RegExp(
    `\\b(that|it|this|which|everything) (sounds|must be|must have been|seems|seemed|is|was|has been|sounds like|sounds like it (was|has been|is)|seems like) (such |so |really |very |incredibly |truly |pretty |unbelievably |genuinely |extremely |a really |a very )*${FEELING_ADJ}`,
  ),
  new RegExp(`^(oh |gosh |wow |so |how |really |very |incredibly )*${FEELING_ADJ}( for you| to deal with)?$`),
  /\bi am (so |really |very |truly |deeply )?sorry (to hear|that|you|for your|about)\b/,
  /^i am (so |really |very |truly )?sorry$/,
  /\bi can (see|imagine|understand|hear|appreciate) (how|why|that|what|just how)\b/,
  /\bi can only imagine\b/,
  /\b(your|those|these|the) (feelings|reactions?|responses?|fears?|worries) (are|is|seem|seems|make|makes) (completely |totally |entirely |so |really |perfectly )?(valid|understandable|completely understandable|real|natural|normal)\b/,
  /\bit is (okay|all right|fine|normal|natural) to (feel|be|cry|not be|not know|take)\b/,
  /\bi hear you\b/,
  /\btake (your|all the) time\b/,
  /\b(i am|we are) (here|listening|not going anywhere|not here to judge)\b/,
  /\b(that is|that was|it is) (a lot|so much|too much) (to (carry|deal with|handle|hold|manage|go through|cope with|take in))\b/,
  /\bthere is no (right|wrong) way to (feel|grieve)\b/,
  /\byou (do not|don t) (have|need) to (apologi[sz]e|be sorry|justify)\b/,
  /\bno need to (apologi[sz]e|be sorry)\b/,
];

export const AFFIRMATION = [
  /\b(that|it|this|coming here|coming in|speaking up|talking about it|saying that|telling me) (took|takes|must have taken|would have taken|shows|showed) (a lot of |real |some |great |so much )?(courage|guts|strength|bravery|honesty|commitment|determination|effort)\b/,
  /\byou have (done|managed|achieved|shown|kept|held|survived|worked|fought|made) (so |really |incredibly )?(well|a lot|so much|amazingly|brilliantly|great|a great job|a good job|it|going|on|through|hard|progress|huge|real|a real)\b/,
  /\byou (managed|were able) to\b/,
  /\byou have been (really |so |very |incredibly |amazingly )*(brave|strong|honest|open|patient|resilient|determined|courageous)\b/,
  /\byou (clearly |really |obviously |genuinely )?(work|try|tried|worked) (so |incredibly |really |very )?hard\b/,
  /\b(took|takes|must have taken|shows|showed|showing) (a lot of |real |some |great |so much |such )?(courage|guts|strength|bravery|determination|commitment|resilience)\b/,
  /\b(well done|good job|great job|nice work|good for you|bravo|impressive|i am impressed|that is great|that is brilliant|fantastic|amazing)\b/,
  /\bi (really |genuinely |truly )?(appreciate|admire|respect) (your|you|how|that you|the way)\b/,
  /\byou are (clearly |obviously |really |so |very |incredibly |such |a )*(brave|strong|resilient|resourceful|determined|caring|thoughtful|insightful|honest|committed|devoted|loving|hard working|a survivor|a fighter|good at|great at|a good|a caring|a loving|a strong|doing (well|great|your best|a great job|the best you can))\b/,
  /\bthank you for (sharing|telling|being (so )?(honest|open)|trusting|opening up|explaining)\b/,
  /\bit is (clear|obvious|evident) (that )?you (care|love|want|are|have|really)\b/,
  /\b(shows|says) (a lot )?(about )?(how much )?you (care|love|value)\b/,
  /\bthat is a (real |great |huge |big )?(strength|achievement|accomplishment|step)\b/,
  /\byou should be (really |so |very )?proud\b/,
  /\byou (clearly |obviously |really |deeply )?(care|value) (a lot |deeply |so much |about)\b/,
  /\b(good|great) (question|point|insight|observation)\b/,
  /\byou (know|understand) yourself (really |very )?well\b/,
];

export const SUMMARY = [
  /\b(let me|can i|could i|i want to|i would like to|i will|just to|so to|i am going to) (just )?(summari[sz]e|sum up|recap|pull (this|that|it|a few things) together|pull together|bring together|check (that )?i have (got )?(this|that|it) right)\b/,
  /\bto (sum up|summari[sz]e|recap)\b/,
  /\b(so far|today) you have (told me|mentioned|described|talked about|said)\b/,
  /\b(let me see if|tell me if|correct me if) i (have|got|have got|understand|am understanding)\b/,
  /\bif i (have|ve|understand|got) (this|that|it|you) (right|correctly)\b/,
  /\bif i have (understood|got|heard) (you|this|that|it) (right|correctly|properly)\b/,
  /\b(what|from what) i (have heard|am hearing|have understood) (so far|today)\b/,
  /\bputting (it|this|that) (all )?together\b/,
  /\byou have (told me|mentioned|described|talked about) (a few|several|some|a number of|lots of|many) (things|different things)\b/,
  /\b(a few|several|some) things (stand out|come up|have come up)\b/,
  /\bin summary\b/,
];
