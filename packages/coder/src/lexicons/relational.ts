import { CANDOUR_PRESSED } from '../acts/cues-directive';
import { union } from './union';

const QUALITY =
  '(honest|brave|strong|resourceful|determined|committed|courageous|thoughtful|insightful|hard ?working|' +
  'caring|creative|persistent|motivated|dedicated|open|smart|capable|resilient|patient|organi[sz]ed|good at|' +
  'really good at|a good (mum|mom|dad|father|mother|parent|friend|son|daughter|partner|husband|wife|person))';

/** Affirmations: noticing strengths, efforts and good intentions (MITI "affirm"). */
export const AFFIRM = union([
  /\b(that is|that was|this is|it is|it was|that sounds|those are|these are) (really |very |so |such |a |an |quite |pretty |truly |incredibly |absolutely |a really |a very )*(great|good|wonderful|fantastic|excellent|terrific|brilliant|amazing|impressive|awesome|admirable|remarkable|commendable|encouraging|helpful|good thinking|a good (idea|start|step|point|plan|sign|reason|goal|question)|a great (idea|start|step|point|plan|sign|reason|goal|question)|(big|huge|real|important|great|good|major) (step|achievement|accomplishment|change|improvement|progress|effort|commitment|insight))\b/,
  /\b(well done|good (job|for you|work|on you)|great (job|work)|nice (job|work|going)|way to go|kudos|congratulations|congrats|bravo)\b/,
  /\byou (did|have done|are doing|have been doing|did really|have really done|handled|managed) (it |that |this )?(so |really |very |extremely |incredibly )?(well|great|a great job|a good job|brilliant|an amazing job|fantastic|wonderful|good work)\b/,
  /\bi (really |truly |genuinely )?(appreciate|admire|respect|applaud|value|commend)\b/,
  /\b(thank you|thanks) (so much |very much )?(for (sharing|being|telling|opening|your honesty|trusting|your openness|talking about|explaining))\b/,
  new RegExp(
    `\\byou (are|have been|were|seem|seem to be|sound) (really |very |so |quite |incredibly |clearly |obviously |a )*${QUALITY}\\b`,
  ),
  /\b(that|it|this) (took|takes|shows|showed|must have taken) (a lot of |real |great |some )?(courage|strength|guts|commitment|determination|effort|insight|honesty|resilience)\b/,
  /\b(i am|i am really|i am so|i am very) (impressed|proud of you|glad (that )?you|pleased (that )?you|happy (that )?you|encouraged)\b/,
  /\byou (should|can|must|ought to) (be|feel) (really |very |so )?(proud|pleased|good about)\b/,
  /\b(it is|that is) (so |really |very )?(great|good|wonderful|fantastic|impressive|encouraging|brilliant|awesome) (that|to hear that|to see that|how) you\b/,
  /\byou (have|have got|already have|clearly have|obviously have) (a lot of |some |real |great |good |so many )?(strengths|skills|experience|insight|determination|courage|resources|support|ideas)\b/,
  /\byou (have|have already|already) (made|taken|done) (a lot of |some |real |great |good |so much |such )?(progress|effort|steps|a start|a great start|a good start|changes)\b/,
  /\b(you are|you have been) (already )?(taking|making) (a |some |real |huge |big |great )?(steps?|progress|strides|effort)\b/,
]);

/** Emphasising autonomy: the choice and the capacity to change belong to the patient. */
export const AUTONOMY = union([
  /\b(it is|that is|this is|it will be|the decision is|the choice is) (totally |entirely |completely |really |ultimately |all )?(up to you|your (choice|decision|call|life|body|business))\b/,
  /\byou are the (expert|one who (decides|knows|gets to)|best judge|boss|one in charge)\b/,
  /\b(only )?you (can|get to|will|should) (decide|choose|make (that|the|this) (call|choice|decision)|know what is best|judge)\b/,
  /\b(whatever|however|whenever) you (decide|choose|want|feel ready|think is best)\b/,
  /\bdriver ?s? seat\b|\bin the driver\b/,
  /\byou are (in|the one in) (control|charge)\b/,
  /\b(no one|nobody|i) (can|could|will|am going to|can not|will not|am not going to) (make|force|tell) you\b/,
  /\b(you do not have to|there is no (pressure|rush|right or wrong)|no pressure|in your own time|at your own pace|when you are ready|if and when you)\b/,
  /\b(it is|that is) (your|you) (call|decision|choice)\b/,
  /\byou know (yourself|your life|your situation|what works for you) (best|better than)\b/,
]);

/** Seeking collaboration: sharing power, asking for the patient's ideas or agreement on direction. */
export const COLLABORATION = union([
  /\b(what|how) do you think (about|of|we|would|might|could|is|will)\b/,
  /\b(would|will|is) it (be )?(okay|ok|alright|all right|fine) (with you )?(if|for) (we|us)\b/,
  /\bhow does (that|this) (sound|feel|seem)\b/,
  /\bwhat would you like to (talk about|focus on|do|start with|work on|happen)\b/,
  /\bwhere would you like to (start|begin|go)\b/,
  /\b(we|you and i) (can|could|might|will) (work|figure|think|sort|plan|look at) (this |it |that |things )?(out |through )?together\b/,
  /\btogether\b/,
  /\bwhat do you make of\b/,
  /\b(does|would|will) (that|this) (work|make sense) for you\b/,
  /\b(shall|should) we\b/,
  /^let us (\w+ )?(do|take|look|talk|see|set|make|go|start|focus|think|figure|work|try|come back|explore|check|have a look|find)\b/,
  /\bwhat (ideas|thoughts) do you have\b/,
  /\b(is there|what is) (anything|something) (else )?(you would like|that would be helpful|that might help)\b/,
  /\byou (probably )?know (better|more) than (me|i do|anyone)\b/,
]);

/** Confronting: disagreeing, correcting, shaming, labelling or moralising (MITI "confront"). */
export const CONFRONT = union([
  /\byou are (just |only |clearly |obviously |really )?(lying(?! (down|still|completely|flat|awake|quietly|in|on|there|back|face|curled|asleep))|in denial|making excuses|kidding yourself|fooling yourself|being (silly|stupid|ridiculous|dramatic|irresponsible|selfish|childish|lazy|difficult|defensive|unreasonable))\b/,
  /\b(that is|it is|this is) (just )?(an excuse|excuses|not true|ridiculous|nonsense|rubbish|irresponsible|silly|stupid|crazy|selfish|pathetic|unacceptable|a cop out)\b/,
  /\byou are (an? )?(alcoholic|addict|junkie|drunk|drunkard|liar|failure)\b/,
  /\byou (obviously|clearly) (are|have|do not|need|can not|did not)\b/,
  /\byou (always|never) (do|say|make|listen|take|try|think)\b/,
  /\b(how|why) (could|would|can|did) you (be so|do that|do this|let|possibly|even)\b/,
  /\byou (have|have got) (an? )?(serious |real |big )?(problem|drinking problem|drug problem|addiction)\b/,
  /\b(do not|can not) you (see|realise|realize|understand)\b/,
  /\bwhat were you thinking\b/,
  /\byou do not (really )?(care|want to get better|seem to care|take (this|it) seriously|listen)\b/,
  /\byou (should|ought to) (be|know) (ashamed|better)\b/,
  /\b(that is|this is|it is) not (going to|gonna) (work|happen|help)\b/,
  CANDOUR_PRESSED,
  /\b(come on|admit it|stop (making excuses|lying|whining|complaining)|i do not believe you|get over it|snap out of it|grow up|man up|pull yourself together)\b/,
  /\byou (can not|could not) (be serious|possibly think|really think|really believe)\b/,
  /\b(that is|it is) your (own )?fault\b/,
  /\bwhat do you mean,? (maybe|no|not sure|you do not know)\b|\bwhat is there to (think about|consider|decide)\b/,
  /\bi (just|already) (told|explained to|showed) you\b|\bas i (just )?(said|told you),? (it|this|that|you) (is|are|will|can)\b/,
  /\b(is not|is not really|will not|does not) (going to )?(do it|cut it|be enough|good enough)\b/,
]);
