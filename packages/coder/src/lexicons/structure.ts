import { union } from './union';

export const GREETING = union([
  /^(hi|hello|hey|hiya|good (morning|afternoon|evening)|welcome|howdy)\b/,
  /\b(nice|good|lovely|pleased|great|glad) to (meet|see) you\b/,
  /\bmy name is\b|^i am (dr|doctor|nurse|a (student|trainee|counsell?or|therapist|nurse|doctor|pharmacist|social worker))\b/,
  /^(thanks|thank you) for coming( in| today| in today)?$/,
  /^how are you( doing)?( today| this (morning|afternoon|evening))?$/,
  /^(come in|have a seat|take a seat)\b/,
  /^i am [a-z]+$/,
  /\b(i )?(really )?(appreciate|thank you for|thanks for) (you )?(coming|being here|making the time|taking the time)\b/,
]);

export const AGENDA = union([
  /\b(what|is there anything|anything) (would you like|do you want|did you want|were you hoping|are you hoping) to (talk about|focus on|discuss|work on|cover|get out of|achieve|start with)\b/,
  /\b(our|the|today s|an) (agenda|plan for today|focus for today|goal for today)\b/,
  /\bwe have (about |around |roughly )?(\d+|ten|fifteen|twenty|thirty|forty|fifty|sixty) minutes\b/,
  /\bbefore we (start|begin|get started)\b/,
  /\b(what|who) (brings|brought|made) you (in|here|to see me|to come)\b/,
  /\b(today|this session|in this session),? (i|we) (would like|want|thought|were going|are going|will|can|could|might)\b/,
  /\b(i|we) (thought|hoped|would like|want) (we|us|to) (could |might |would )?(talk|start|focus|look|spend|go over|discuss)\b/,
  /\b(let us|we could|we can) (start|begin) (by|with)\b/,
  /\bwhere (would you like|do you want) to (start|begin)\b/,
  /\b(is it|would it be) (okay|ok|alright|all right) (if|that) (we|i) (talk|start|focus|spend|ask|take a (look|few minutes))\b/,
]);

export const SUMMARY = union([
  /\b(let me|to|so to|if i (can|could|may)|i want to|i would like to|just to) (just )?(summari[sz]e|sum (it |this |things |that )?up|recap|pull (it|this|that|things) (all )?together|review what)\b/,
  /\b(so far|today),? (we have|you have) (talked|discussed|said|mentioned|covered|told me)\b/,
  /\b(let me|can i|i want to) (see if i|make sure i|check that i|check if i) (have|got|understand|understood|heard)\b/,
  /\b(let me|can i) (just )?(check|see) (if|that|whether) i\b/,
  /\b(you have|we have) (talked|told me|mentioned|said|discussed) (about )?(a (few|lot of|number of|couple of) things|several things|quite a (bit|lot))\b/,
  /\b(to (sum|wrap) up|in summary|all in all|putting it all together|if i put (it|this|that) (all )?together)\b/,
  /^(so )?(so far|overall|altogether)[,:] /,
]);

export const CLOSING = union([
  /\b(good ?bye|bye( bye| now| for now)?|see you (next|soon|later|then|again|on|in)|take care|until next time|have a (good|nice|great|lovely) (day|evening|week|weekend|night|one))\b/,
  /\b(we are|we have) (almost |nearly |just about |pretty much )?(out of|running out of|coming to the end of|at the end of|reached the end of) (our )?(time|the session)\b/,
  /\bour time is (almost |nearly )?(up|over|finished)\b/,
  /\b(that is|that will be) (all|it) (for|we have time for) (today|now|this session)\b/,
  /\b(let us|we will|we need to|we have to|we should) (stop|end|finish|wrap( it| things| this)? up|leave it) (here|there|for today|now|at that)\b/,
  /\b(same time next week|next (session|appointment|visit|time we meet))\b/,
  /\b(book|schedule|arrange|set up|make) (another|a follow ?up|the next|a second|a) (session|appointment|visit)\b/,
  /\b(thanks|thank you) (so much |very much )?for (coming|today|talking|your time|meeting|speaking|coming in)\b/,
  /\b(i|we) (will|ll) see you\b/,
  /\bcall me (any ?time|if)\b/,
]);
