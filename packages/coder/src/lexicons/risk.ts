import { type RiskMove } from '../schemas/codes.schema';
import { union } from './union';

const SELF_KILL =
  '(kill(ing)? yourself|killed yourself|suicid\\w*|end(ing)? (your|it) (life|all)|end(ing)? it all|take (your|your own) life|taking your (own )?life|not (be|being) (alive|here|around)( anymore)?|hurt(ing)? yourself|harm(ing)? yourself|self ?harm\\w*|cut(ting)? yourself)';

/** The C-SSRS screen in order, then safety planning and referral; each move's cues. */
export const RISK_MOVE_CUES: ReadonlyArray<readonly [RiskMove, RegExp]> = [
  [
    'wish_to_be_dead',
    union([
      /\bwish(ed)? (that )?you (were|was) dead\b/,
      /\bwish(ed)? you could (go to sleep and )?not wake up\b/,
      /\b(better off dead|not wanting to (be alive|live|be here|wake up)|want(ed)? to (be dead|die|not wake up|disappear))\b/,
      /\b(life|living) (is not|is no longer|does not feel) worth\b/,
    ]),
  ],
  [
    'suicidal_thoughts',
    new RegExp(
      `\\b(thoughts?|thinking|thought|ideas?|urges?|feelings?) (of|about|that you might|like) ${SELF_KILL}|\\b(suicid\\w*)\\b|\\b(kill(ing)? yourself|end(ing)? your (own )?life|take your (own )?life|hurt(ing)? yourself|harm(ing)? yourself|self ?harm\\w*)\\b`,
    ),
  ],
  [
    'method',
    union([
      /\b(how|which way) (you )?(would|might|could|were going to|thought about how to|planned to) (do it|kill|end|hurt|harm)\b/,
      /\b(thought|think|thinking) about how (you )?(would|might|could)\b/,
      /\b(method|means|access to (pills|guns?|firearms?|weapons?|medications?|tablets|rope|a gun))\b/,
      /\b(do you have|have you got|is there) (any )?(pills|a gun|guns|firearms?|weapons?|medications?|tablets|rope) (at home|in the house|around|with you)\b/,
    ]),
  ],
  [
    'intent',
    union([
      /\b(intention|intent|intend(ing)?|mean|meant) (of |on )?(acting|to act|to do|to kill|to end|to go through|doing it|to die)\b/,
      /\bact on (them|those thoughts|these thoughts|it|that|the thoughts|those feelings|those urges)\b/,
      /\b(would|will|do you think you (would|might)) (you )?(actually |ever )?(do it|go through with it|act on)\b/,
    ]),
  ],
  [
    'plan',
    union([
      /\b(worked out|work out|made|have|had|thought through|come up with|figured out) (a |any |the )?(plan|plans|details)\b/,
      /\bplan(ned|ning)? (to|how to|on) (kill|end|hurt|harm|do it|take your)\b/,
      /\b(when|where) (would|will|were) you (going to )?(do it|kill|end)\b/,
    ]),
  ],
  [
    'behaviour',
    union([
      /\b(done|started to do|prepared to do|did) anything to (end|hurt|kill|harm)\b/,
      /\b(attempt(ed|s)?|tried to (kill|end|hurt|harm|take))\b/,
      /\b(collected|bought|saved|stockpiled|gathered) (pills|tablets|a gun|medications?|rope)\b/,
      /\b(written|wrote) (a |any )?(note|will|goodbye)\b/,
      /\b(given away|giving away) (your )?(things|belongings|possessions)\b/,
    ]),
  ],
  [
    'safety_planning',
    union([
      /\bsafety plan\w*|\bkeep (yourself |you )?safe\b|\bstay(ing)? safe\b/,
      /\b(who|what|where) (could|can|would|might) you (call|reach out|turn to|contact|go|talk to|be with)\b/,
      /\b(remove|lock (up|away)|give away|get rid of|hand over) (the |your |any )?(pills|tablets|gun|guns|medication|means|weapons?|rope)\b/,
      /\bwarning signs\b|\bcoping (strategies|plan|skills)\b|\breasons (for living|to (live|keep going|stay alive))\b/,
      /\b(stay|be) with (someone|somebody|a friend|family)\b|\bagree to (call|contact|reach out)\b/,
      /\b(until|before) (our next|the next|i see you)\b.*\b(safe|call)\b/,
    ]),
  ],
  [
    'referral',
    union([
      /\b(988|911|999|112|111|samaritans|lifeline|hotline|helpline|crisis (line|team|service|centre|center|number)|emergency (services|department|room)|a and e|the er)\b/,
      /\brefer(ral|ring)? (you )?(to|for)\b/,
      /\b(see|talk to|speak to|speak with|contact|call|get in touch with) (a|your|the) (doctor|gp|psychiatrist|crisis team|specialist|supervisor|mental health team|counsellor|counselor|therapist)\b/,
      /\b(get|bring|find) (you )?(some )?(more|extra|further|urgent|immediate|professional) (help|support)\b/,
    ]),
  ],
];

/**
 * Every risk-move cue above contains one of these; a cheap scan that lets most student turns skip the
 * families. Keep it in step when adding cues (the coder tests exercise every family through it).
 */
export const RISK_TRIGGER =
  /\b(?:dead|wake|wanting to|die\b|disappear|worth|kill|suicid|(end|ending|take|taking) (your|it|my)( own)? (life|all)|(be|being) (alive|here|around)|hurt|harm|cut|do it|about how|method|means|access|pill|gun|firearm|weapon|medication|tablet|rope|inten|(mean|meant) (to|of|on)|act on|go through|plan|detail|anything to|attempt|tried to|written|wrote|away|safe|(could|can|would|might) you (call|reach|turn|contact|go|talk|be)|warning|coping|reasons|(stay|be) with|agree to|(until|before) (our|the|i)|988|911|999|112|111|samaritan|lifeline|hotline|helpline|crisis|emergency|a and e|the er\b|refer|doctor|gp\b|psychiatr|specialist|supervisor|mental health|counsel|therapist|(more|extra|further|urgent|immediate|professional) (help|support))/;

/** Patient statements that disclose suicidal ideation or self-harm. */
export const PATIENT_RISK = union([
  /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting|burn|burning) myself\b/,
  /\bsuicid\w*/,
  /\bend(ing)? (it all|my life|things|everything|it)( for good| now)?\b/,
  /\btake my (own )?life\b/,
  /\b(better off|be better) (dead|without me|if i (was|were) (gone|dead|not here))\b/,
  /\b(do not|did not|no longer) want to (be here|live|be alive|wake up|exist|go on)\b/,
  /\bno (point|reason|use) (in )?(living|going on|to live|being alive|carrying on)\b/,
  /\b(want|wanted|wanting) to (die|be dead|disappear (forever|for good)|not wake up|not exist)\b/,
  /\bwish(ed)? i (was|were) (dead|gone|never born)\b|\bwish i could (just )?(die|disappear|not wake up)\b/,
  /\b(take|took|taking|swallow|swallowed) (all )?(of )?(my|the|those|these) (pills|tablets|meds)\b/,
  /\b(take|took|taking) an overdose\b|\boverdos\w* on purpose\b/,
  /\bcan not (go on|keep going|do this anymore|take (it|this) anymore)\b/,
  /\b(sleep|go to sleep|fall asleep) and (not|never) wake up\b/,
  /\bnot (be )?(here|around) (anymore|much longer|for long)\b/,
]);

/** Statements that deny risk: "I would never hurt myself" is an answer, not a disclosure. */
export const PATIENT_RISK_DENIAL =
  /\b(never|not|no|would not|will not|do not|did not|have not) (\w+ ){0,2}(kill|hurt|harm|end|suicid\w*)|\b(no|not) (suicidal|thoughts of)\b/;

/** Responses that dismiss, minimise or moralise about a disclosure: harmful handling. */
export const HARMFUL_RISK_RESPONSE = union([
  /\byou do not (really )?mean (that|it)\b/,
  /\b(do not|you should not|you must not) (say|talk like|think like|be) (that|silly|so dramatic|ridiculous)\b/,
  /\b(you have|you have got) (so much|everything|a lot) to live for\b/,
  /\b(everyone|everybody|we all) (feels|feel|gets|get) (like )?that( way)?( sometimes)?\b/,
  /\b(that is|it is) (selfish|a sin|a coward\w*|silly|ridiculous|attention seeking)\b/,
  /\bthink (about|of) (how|what) (your|it would do to your) (family|kids|children|mum|mom|parents)\b/,
  /\b(snap out of it|cheer up|look on the bright side|it is not that bad|you will be fine|you are fine|get over it)\b/,
  /\blet us (move on|talk about something else|change the subject|get back to)\b/,
]);
