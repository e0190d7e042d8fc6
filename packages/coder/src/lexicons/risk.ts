import { type RiskMove } from '../schemas/codes.schema';
import { union } from './union';

const SELF_KILL =
  '(kill(ing)? yourself|killed yourself|suicid\\w*|end(ing)? (your|it) (life|all)|end(ing)? it all|take (your|your own) life|taking your (own )?life|not (be|being) (alive|here|around)( anymore)?|hurt(ing)? yourself|harm(ing)? yourself|self ?harm\\w*|cut(ting)? yourself)';

/**
 * Wordings that ask about suicide in the words themselves ("suicide", "killing yourself", "end your
 * life"); anything else that screens is indirect ("not waking up", "thoughts of dying").
 */
export const DIRECT_RISK_WORDS =
  /\b(suicid\w*|kill(ing)? (your ?self|your own)|end(ing)? your (own )?life|tak(e|ing) your (own )?life|hurt(ing)? your ?self|harm(ing)? your ?self|self[ -]?harm\w*|cut(ting)? your ?self)\b/;

/** Screening moves: their cues may be heard in any turn. */
export const RISK_SCREEN_CUES: ReadonlyArray<readonly [RiskMove, RegExp]> = [
  [
    'wish_to_be_dead',
    union([
      /\bwish(ed|ing)? (that )?you (were|was|could be) (dead|gone|not here|not around)\b/,
      /\bwish(ed|ing)? you could (just )?(go to sleep and )?(not|never) wake up\b/,
      /\b(go to sleep|fall asleep|sleep|close your eyes) and (just )?(not|never) wake up\b/,
      /\bnot (to )?wake up (again|ever|in the morning)\b/,
      /\b(better off dead|better off without you|better off if you (were|was) (not here|gone|dead))\b/,
      /\b(not|no longer|never) (want|wanting|wanted|wish|wishing) to (be alive|live|be here|wake up|exist|go on|carry on|be around|keep going)\b/,
      /\b(want|wanted|wanting|wish|wished) to (be dead|die|not wake up|disappear|not exist|not be here)\b/,
      /\b(life|living|going on|carrying on) (is not|is no longer|does not feel|is not really|was not) (worth|worth it)\b/,
      /\b(is|was) (life|it all|living) (still )?worth (living|it)\b/,
      /\b(thoughts?|thinking|thought|think|wondered|wondering) (of|about|whether|if) (death|dying|being dead|not being (here|around|alive)|not existing|not waking up|giving up on life|life is worth|it is worth (living|going on)|(you would|everyone would) be better off)\b/,
      /\b(think|thinking|thought) about dying\b/,
      /\b(disappear|vanish) (for good|forever|for ever)\b/,
      /\bdark (thoughts|places?)\b.*\b(you|your)\b|\b(you|your)\b.*\bdark (thoughts|places?)\b/,
      /\b(end|ending) (it all|things|everything)\b/,
      /\b(give|giving|given) up on (life|living|everything)\b/,
      /\b(no|any) (point|reason) (in|to) (living|going on|carrying on|being alive|live)\b/,
      /\b(feel|felt|feeling) like dying\b/,
      /\bnot (being|be) (here|around|alive) (any ?more|at all|tomorrow)\b/,
      /\b(rather|prefer to) (be dead|not be (here|alive|around)|not wake up|not exist)\b/,
      /\b(no|any) way out\b|\b(give|giving|given) up (completely|on (everything|it all|yourself))\b/,
      /\b(think|thinking|thought|thoughts) (a lot )?(about|of) (death|dying|being dead|your (own )?death)\b/,
      // "Do you take your tablets every day?" is adherence: taking them all is the risk.
      /\b(overdos\w*|(take|taking|took) all (of )?(your|the|those) (pills|tablets)|(take|taking|took) (your|the|those) (pills|tablets) all at once)\b/,
      /\bcrossed your mind to (end|kill|hurt|harm|die|take)\b|\b(want|wanting|wanted) to die\b/,
      /\bnot wanting to (be here|be alive|be around|live|go on|wake up)\b/,
      /\b(escape|way) (from|out of) (it all|everything|life)\b.*\b(for good|permanently|forever)\b/,
      // Hopelessness asked about life as a whole: the passive end of the screen.
      /\bbetter off (if you|without you)\b|\b(want|wanted|wanting|wish|wished) (it all|everything|it|life) to (stop|end|be over)\b/,
      /\b(can not|could not|cannot) (go on|keep going|carry on|face (it|another day|tomorrow)|take (it|any more))\b/,
      /\b(go to sleep|sleep) (for a (long|very long) time|forever|for ever|and not (deal|face|wake))\b/,
      /\bno point (any ?more|in anything|to anything|in (going on|carrying on|living|trying))\b|\bthere is no point\b/,
      /\b(a |any )?reasons? to (keep going|keep on|live|go on|carry on|be here|stay alive|get up)\b/,
      /\b(want|wanting|wanted) to (keep living|go on living|stay alive|be alive|live)\b/,
      /\b(just )?(disappear|vanish)\b/,
      /\bif you (did not|would not|never|do not|could not) wake up\b|\bbetter (off )?without you\b/,
      /\b(think|thinking|thought|thoughts) (about|of) end(ing)? it\b(?! (with|between|off))/,
      // Death as a wish or a way out, said in ordinary words rather than the screening phrases above.
      /\b(?<!(your|his|her|their|the|a) (\w+ )?)(death|dying|being dead|not existing|not exist)\b.*\b(way out|seem|seems|appeal\w*|welcome|relief|peace|escape|better|thoughts?|mind|wish|want|frighten\w*|scare\w*|happened for you|crossed)\b/,
      /\b(thoughts?|think|thinking|wish|wishing|want|wanting) (\w+ ){0,3}(about|of) (death|dying|not existing|not being alive)\b/,
      /\b(morning|tomorrow|the next day|the day) (would not|will not|would never|did not|never) come\b|\bhoped? (you )?(would not|would never|did not) wake\b/,
      /\b(world|everyone|everybody|people|they|your family|others) (would|will|could|might) (\w+ ){0,4}without you\b/,
      /\bif something (bad )?(happened|were to happen|was to happen) to you\b|\b(accident|run over|hit by)\b.*\b(would not|not) (really )?(mind|care)\b/,
      /\b(point|worth)\b.*\b(living|being alive|existing)\b|\bpoint (of|in) (anything|it all|going on|carrying on)\b/,
      /\bhad enough( of (it all|everything|life|living))?$|\bhad enough of (it all|everything|life|living)\b/,
      /\b(easier|better) (not to be|to not be|if you were not|if you was not) (around|here|alive)\b|\bif you (were not|was not) (around|here|alive)\b|\bif you (were|was) gone\b/,
      /\b(would not|does not|did not) matter if you (died|were gone|were not here|did not wake up)\b|\b(would not|would it) be (so |that )?bad if (i|you) (crashed|died|did not wake up|was not here|were not here|was gone|were gone)\b/,
      /\btired of (living|life|being alive|it all|everything|being here)\b|\b(not existing|stop existing|cease to exist)\b/,
      /\b(only|one) way out\b|\bway out\b.*\b(die|dying|death|end it)\b/,
    ]),
  ],
  [
    'suicidal_thoughts',
    new RegExp(
      `\\b(thoughts?|thinking|thought|ideas?|urges?|feelings?) (of|about|that you might|like) ${SELF_KILL}|\\b(suicid\\w*)\\b|\\b(kill(ing)? yourself|end(ing)? your (own )?life|tak(e|ing) your (own )?life)\\b`,
    ),
  ],
  [
    'self_harm',
    union([
      /\b(hurt|hurting|harm|harming|injure|injuring|cut|cutting|burn|burning|hit|hitting|punish|punishing) (your ?self|your own body|your arms?|your legs?|your wrists?|your skin)\b|\bself[ -]?(harm|harming|injury|injure)\b/,
      // Several ways of hurting named together ("scratched, hit or burned yourself"), or others' self-harm asked of the patient.
      /\b(hurt|harm|cut|burn|injur|scratch|hit|punch|bang|bite|biting|pinch|starv|scald)\w*( \w+){0,3} (your ?self|your own body)\b/,
      /\b(hurt|harm|cut|injur|burn)\w* (themselves|themself|oneself)\b.*\b(you|your)\b/,
      /\b(on purpose|deliberately|intentionally)\b.*\b(tablets|pills|overdose|hurt|harm|cut|burn|injur\w*)\b|\b(tablets|pills|overdose|hurt|harm|cut|burn|injur\w*)\b.*\b(on purpose|deliberately|intentionally)\b/,
      /\bhurting yourself\b|\b(hurt|harm|injure) yourself\b/,
      /\bhurt(ing)? (their|your) (own )?bod(y|ies)\b|\b(do|have|did) you (ever )?(cut|burn|scratch)( yourself)?$/,
    ]),
  ],
  [
    'harm_to_others',
    union([
      /\b(hurt|hurting|harm|harming|kill|killing|attack|attacking|hit|hitting) (someone|somebody|anyone|anybody|other people|others|him|her|them|your (partner|wife|husband|kids|children|baby|son|daughter|boss|mum|dad|mother|father))\b(?! (feel|think|know|said|says))/,
      /\b(hurt|hurting|harm|harming|attack|attacking|hit|hitting) the (kids|children|baby|boy|girl|family)\b|\b(get|getting) (back at|even with) (him|her|them|someone|anyone)\b|\b(want|wanted|wanting|felt like|feel like) (to )?(hurt|hurting|hit|hitting|attack|attacking)\b/,
      /\b(lash|lashing|lashed) out\b|\b(anyone|anybody|someone|others|other people|your \w+) (else )?(is |are )?(at risk|in danger|unsafe) (from|with|around|because of) you\b/,
      /\b(violent|violence|physically|get physical)\b.*\b(someone|anyone|somebody|anybody|others|people|towards)\b/,
    ]),
  ],
];

/**
 * Follow-up moves: heard only once risk is in the conversation (a disclosure, or risk words in the
 * same turn), because their words ("when", "a plan", "access to") are everyday words elsewhere.
 */
export const RISK_FOLLOW_UP_CUES: ReadonlyArray<readonly [RiskMove, RegExp]> = [
  [
    'method',
    /\b(picture|imagine|pictured|imagined|see|thought of|thinking of|think of) (a |any )?(particular |specific |certain )?(way|method|means)\b|\b(decided how|know how|how (would|might|could|will|were|are) you (going to |thinking of |planning to )?(do|go about|end|kill|hurt|harm|try|use)|how you (would|might|could|will|were going to|are going to) (do|go about|end|kill|hurt|harm)|what you (would|might|will|were going to) (do|use)|what (way|method|means)|method|thought about how|which way|in what way would you|(particular|specific|certain) (way|method|means))\b/,
  ],
  [
    'means',
    /\b(access|the means|means to|get hold|hold of|tablets|pills|medication|medicines?|meds|paracetamol|gun|guns|firearms?|weapons?|rope|knife|knives|blades?|razors?|car keys|stockpil\w*|stash\w*|at home|in the house|to hand|lying around)\b/,
  ],
  [
    'intent',
    /\bhow safe (would|will|are|do|did) you\b|\bscale of (0|nought|zero|one|1) to (10|ten)\b.*\b(urge|urges|thoughts?|pull|likely|strong|intense|serious)\b|\bhow strong (is|are) (the|those|these|that) (urge|urges|thoughts?|pull|feeling)\b|\b(intend\w*|intention|act on|acting on|do it|go through with|going to (do|act|go through)|would you (actually |really |ever )?(do|act|go through)|mean to|how (likely|serious|strong|close|real)|want to act|think you (will|would|might) (do|act)|feel able to keep yourself)\b/,
  ],
  [
    'plan',
    /\b(?<!safety )(plan|plans|planned|planning)\b(?! (for|at|over) (the )?(holidays?|weekend|christmas|summer|easter|birthday|tonight|dinner|lunch|later|tomorrow))|\b(prepar\w*|arrangements?|thought (it )?through|worked out|the details|thought about where)\b/,
  ],
  [
    'timing',
    /\b(deadline|a date|tied (it|this|that) to|event coming up|anniversary|how soon|any time soon|in the next (few )?(days|hours|week))\b|\b(when (would|will|were|might|are|do) you|what (day|date|time) would|a (date|day|time) (in mind|set|picked|chosen)|(picked|chosen|set) a (date|day|time)|thought about when)\b/,
  ],
  [
    'behaviour',
    union([
      /\b(done|started to do|prepared to do|did) anything to (end|hurt|kill|harm|get ready)\b/,
      /\b(collected|bought|saved|stockpiled|gathered|kept back|been keeping) (up )?(pills|tablets|a gun|medications?|rope)\b/,
      /\b(written|wrote) (a |any )?(note|will|goodbye|letters?)\b|\b(written|wrote) (anything|something)\b.{0,20}\b(note|letters?|goodbye)\b/,
      /\b(given away|giving away) (your )?(things|belongings|possessions)\b/,
      /\b(rehearsed|practised|practiced|looked up|researched)\b/,
      /\b(got|getting|get|put|putting|gathered|gathering) (anything|things|something|stuff|it all) (together|ready|aside|in place|to one side)\b|\b(gone|got|come) as far as\b/,
      /\b(given|giving|gave) (\w+ ){0,2}away\b|\baffairs in order\b|\b(sorted|sorting|put|putting) (out )?(your|my) (affairs|things|will)\b|\b(bought|got|buy|get) (hold of )?(anything|something) (you|to) (might |could |would )?use\b/,
    ]),
  ],
  [
    'frequency',
    /\bhow often (do|does|have|has|are) (these|those|the|such) (thoughts|feelings|urges)\b|\b(when|whenever|once) (these|those|the|such) (thoughts|feelings|urges) (come|arrive|start|hit|happen)\b|\bhow long (do|does|did) (they|these|those|the thoughts|the urges|the feelings|it) (last|stay|go on|hang around|stick around)\b|\b(thoughts|urges|feelings) (come|happen|are there) (every day|daily|all the time|often)\b/,
  ],
  [
    'past_attempts',
    /\b(tried|done it|done that|acted on (it|them)) before\b|\b(attempt\w*|tried to (end|kill|hurt|harm|take|do it)|ever (tried|acted on|gone through)|ever done (it|that|anything like that)|previous (attempts?|times you)|(felt|been) (like this|this way) before)\b/,
  ],
  [
    'protective_factors',
    /\bwhat is (stopped|kept|held|helped|got) you\b|\b(what (keeps|has kept|is keeping|stops|has stopped|stopped|holds|is holding|helps|has helped|makes you want|gets you through|got you through)|keeps you (going|safe|alive|here)|reasons? (for living|to (live|keep going|stay|be here|carry on|stay alive))|hold(ing)? on|who would you (miss|live for)|live for|worth (living|staying) for)\b/,
  ],
];

/**
 * Short follow-ups that name nothing ("when?", "have you decided how?", "is anything in place?"):
 * about the risk only when they bring in no other subject (see readRisk).
 */
export const RISK_FOLLOW_UP_GENERIC: ReadonlyArray<readonly [RiskMove, RegExp]> = [
  ['method', /\b(how\??$|decided how|know how|(particular|certain|specific) (way|method))\b/],
  [
    'plan',
    /\b(decided|in place|(getting|got|get) (anything|things|something) ready|ready|how far (have|has|did)|where (would|will|might)|where\??$|(particular|certain|specific) (place|spot|location)|thought about where|a place (in mind|you have thought)|(picked|chosen|found|settled on) (a |the )?(spot|place|location|day|date)|somewhere (specific|particular|in mind))\b/,
  ],
  [
    'timing',
    /\b(when\??$|what (day|date|time)|how soon|particular (time|day|date)|a time\b|tonight|any ?time soon)\b/,
  ],
  ['intent', /\bhow (far|close|strong|likely|serious)\b/],
  [
    'frequency',
    /\bhow (often|frequently|many times|long (do|does|have|has))\b|\b(every day|daily|all the time)\b/,
  ],
];

/** Keeping the patient safe now and signposting help: heard in any turn. */
export const RISK_SAFETY_CUES: ReadonlyArray<readonly [RiskMove, RegExp]> = [
  [
    'safety_planning',
    union([
      /\bsafety plan\w*|\bkeep (yourself |you )?safe\b|\bstay(ing)? safe\b|\bbe safe\b|\b(need|take|help you|helps you|help) (\w+ )?to (feel|be|stay|keep) (safe|safer)\b|\bfeel (safe|safer) (tonight|today|right now|now|until|this week|over the weekend)\b/,
      /\b(who|what|where) (could|can|would|might) you (call|reach out|turn to|contact|go|talk to|be with|ring)\b/,
      /\b(remove|lock (up|away)|give away|get rid of|hand over|hand in|take back|hand) (the |your |any |those )?(pills|tablets|gun|guns|medication|means|weapons?|rope|tin)( in| over| back| away)?\b/,
      /\b(someone|somebody|anyone|a friend|family) (who )?(could|can|would|might) (stay|be) with you\b/,
      /\bwarning signs\b|\bcoping (strategies|plan)\b/,
      /\b(stay|be) with (someone|somebody|a friend|family)\b|\bagree to (call|contact|reach out)\b/,
      /\b(until|before) (our next|the next|i see you)\b.*\b(safe|call)\b/,
      /\bif (the thoughts|those thoughts|it|things|the urges?|they) (get|gets|come back|comes back|become|becomes|return)( worse| stronger| too much)?\b/,
    ]),
  ],
  [
    'referral',
    union([
      /\b(988|911|999|112|111|samaritans|lifeline|hotline|helpline|crisis (line|team|service|centre|center|number)|emergency (services|department|room)|a and e|the er|shout|text line)\b/,
      /\brefer(ral|ring)? (you )?(to|for)\b/,
      /\b(see|talk to|speak to|speak with|contact|call|get in touch with|let) (a|your|the|my) (doctor|gp|psychiatrist|crisis team|specialist|supervisor|mental health team|counsellor|counselor|therapist)\b/,
      /\b(get|bring|find) (you )?(some )?(more|extra|further|urgent|immediate|professional) (help|support)\b/,
    ]),
  ],
];

/** A turn with any of these words may be about risk; follow-up cues are heard in it. */
export const RISK_WORDS =
  /\b(suicid\w*|kill\w*|die|dying|dead|death|end(ing)? (it|your|things)|hurt(ing)? your ?self|harm\w*|cut(ting)? your ?self|overdose|pills|tablets|self ?harm|not wake up|better off)\b/;

/**
 * Medicines are everyday talk in a consultation ("are you taking any tablets at the moment?"): named
 * on their own they neither bring risk into a turn nor ask about means. "Do you take any
 * medication?" after a suicide question met with a no is a medication history; access, an amount
 * or a disclosure just before makes it a question about means.
 */
export const MEDICINES = /\b(tablets|pills|medication|medicines?|meds|paracetamol)\b/g;
/**
 * An injury asked about in a fall or an accident ("did you hurt yourself when you fell?") is a
 * history question; only one meant ("on purpose") is self-harm.
 */
export const ACCIDENT =
  /\b(fell|fall|falls|falling|slipped|slip|tripped|trip|accident\w*|crash\w*|collision|knocked over|came off|fainted|blacked out|collapsed|playing|sport|at work)\b/;
export const ON_PURPOSE = /\b(on purpose|deliberately|intentionally|meant to|wanted to)\b/;
export const MEANS_AMOUNT = /\b(how many|how much|enough|a supply|stock|spare|extra)\b/;

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
  /\bnot (be )?(here|around) (anymore|any more|much longer|for long)\b/,
  /\b(do not|can not|could not) see (the |any )?(point|way out|way forward|future|reason to)\b/,
  /\b(no|what is the|there is no) point (in )?(any of it|going on|carrying on|living|being (here|alive)|trying any ?more)\b/,
  /\b(stockpil\w*|saving up|saved up|hoard\w*|collecting|collected) (my |the |some |all )?(pills|tablets|meds|medication|painkillers|sleeping pills)\b|\b(keeping|kept|been keeping|saving|saved|putting|put) (them |my |the |some |all )?(pills|tablets|meds|painkillers)? ?(back|aside|by)\b/,
  /\b(pills|tablets|meds|painkillers) (saved|stashed|hidden|put away|in a tin|in the (shed|drawer|cupboard))\b/,
  /\b(cutting|cut|burning|burnt|burned|scratching|hitting|hurting|harming) (again|myself|my (arms?|legs?|wrists?|skin|thighs?))\b/,
  /\b(everyone|everybody|they|my (family|kids|wife|husband|partner|mum|dad)|people) (would|will|might) be (better|happier|fine|better off) (off )?without me\b/,
  /\b(doing|do) everyone a favour\b/,
  /\b(easier|better) (for everyone )?if i (just )?(was not|were not|was not here|were not here|was gone|were gone|did not wake up|was not around|were not around)\b/,
  /\b(i wish i|wish i) (was not|were not|was never|were never) (here|born|alive|around)\b/,
  /\b(thinking|thought|think) (a lot )?about (dying|death|ending it|not being here|not waking up|the bridge|the train|the tracks|jumping|how i would do it)\b/,
  /\b(hang|hanging|drown|drowning|shoot|shooting) myself\b|\b(jump|jumping|step|stepping) (off|in front of)\b/,
  /\b(written|wrote|writing) (a |the |my )?(note|letters?|goodbye)\b/,
  /\b(picked|chosen|set) a (date|day|time)\b|\b(that|then) would be the time\b/,
  /\b(want|wanted|need|needed) (it|everything) (all )?to (stop|end|be over)\b/,
  /\bi (have|had) (got )?(it )?(all )?(planned|a plan|worked out how)\b/,
  /\b(life|living) is (not|no longer) worth\b|\bnot worth (living|being alive|it any ?more)\b/,
  /\bgo to sleep and (never|not) wake\b|\bnot wake up\b/,
  /\bdo not want to (be alive|live|exist|be here|go on|wake up)\b/,
  /\b(tablets|pills|meds|painkillers|paracetamol|medication)\b.{0,40}\b(put by|put away|saved|stashed|hidden|kept back|in a tin|in a drawer|in the shed|ready|enough to)\b/,
  /\b(looked up|googled|searched|read up on) (how|what|ways|the dose|how many)\b/,
  /\b(rope|hose|noose|gun|shotgun|the bridge|the railway|the tracks|the cliff)\b.{0,40}\b(garage|shed|ready|bought|got|kept|been (going|thinking))\b/,
  /\b(drive|driving|crash|crashing|walk|walking|step|stepping) (into|in front of|off) (a |the )?(tree|wall|lorry|truck|train|bus|traffic|bridge|cliff|edge)\b/,
  /\b(rather|prefer to) be dead\b|\bwish (it|everything|this) would (all )?(end|stop)\b/,
  /\b(go to sleep|sleep) (forever|for ever|and stay asleep)\b/,
  /\b(giving|given|gave) (away )?(my )?(things|stuff|belongings|possessions) away\b|\bgiving away my\b/,
  /\bwhat is the point (of|in) (living|life|being alive|going on|carrying on|any of it)\b/,
  // Passive risk through recklessness or high places: not caring whether they survive, standing at an edge.
  /\b(do not|did not|would not|would not really|no longer) (care|mind) (if|whether) (i|it|the car|something) (crash|crashed|crashes|die|died|end|ended|hit me|killed me|did not come back|do not come back|do not make it|did not make it|never (wake|woke|come|came))\b/,
  /\b(stood|standing|stand|been going|went|go|sat|sitting|walked) (\w+ ){0,2}(on|at|to|near|by) (the|a) (edge|bridge|cliff|ledge|roof|platform|tracks|railway|top of)\b/,
  /\b(look|looks|looking|looked|stare|stared|staring|peer|peered) (down )?(at|over|into) the (water|edge|drop|tracks|river)\b.{0,60}\b(wonder|thought|think|tempt|step|jump|easy)\w*/,
  /\b(drive|driving|drove) (\w+ ){0,3}(too fast|recklessly|without (a |my )?(seatbelt|belt)|at (90|ninety|100|a hundred))\b/,
  /\b(hope|hoped|hoping|half hope|part of me hopes) (that )?(i|i will|i would|i might) (crash|die|not make it|do not make it|get hit|not wake up|not come back|never come back)\b/,
  /\b(not|without|stop) (brake|braking|stopping|slowing down)\b.{0,60}\b(wall|tree|traffic|bridge|lorry|truck|edge|matter|care|easy)\b|\b(swerve|swerving|veer|veering|steer|steering) (\w+ ){0,2}into\b/,
  /\b(do not|did not|never|stopped|no longer) (bother(ing)? to )?(brake|braking|slow(ing)? down|stop(ping)? at (the )?(lights|junctions?|roundabouts?)|wear(ing)? (a |my )?seat ?belt)\b/,
  /\b(would not|would it) (matter|really matter) if i (crashed|died|did not make it|was not here|did not come home|did not come back)\b/,
  /\b(i am|i have been) (done|finished) with (life|living|everything|it all)\b|\bi can not do (this|it|life) any ?more\b/,
  /\b(hurt|hurting|harmed|harming|cut|cutting|burned|burning|scratched|punched|hit) myself\b/,
  /\b(nobody|no one|anyone) would (even )?(notice|care|miss me)\b.{0,30}\b(gone|dead|not here|died|disappeared)\b|\bif i (was|were) (gone|dead|not here)\b/,
  /\b(not caring|do not care|would not care|would not mind) (if|whether) i (crash\w*|die|died|live|lived|woke up|wake up|did not wake)\b/,
]);

/** Statements that deny risk: "I would never hurt myself" is an answer, not a disclosure. */
export const PATIENT_RISK_DENIAL =
  /\b(never|not|no|would not|will not|do not|did not|have not) (\w+ ){0,4}(kill|hurt|harm|end|suicid\w*)|\b(no|not) (suicidal|thoughts of)\b/;

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
  /\b(let us|can we|we should|i would rather) not (go there|talk about that|get into that|dwell on)\b/,
  /\b(tell me|talk|let us talk) about (work|your (work|job|week|weekend|hobbies|day|family|kids|sleep|plans)|something else)( instead)?\b.*\binstead\b|\binstead\b.*\b(tell me|talk) about\b/,
  /^(anyway|moving on|right,? anyway|okay,? moving on)\b/,
  /\byou (would|will) never (do that|do it|go through with it)\b|\byou are not (the type|that sort of person|someone who would)\b/,
  /\b(that is|you are being) (a bit |quite |so )?(dramatic|melodramatic|over the top)\b/,
  /\b(do not|you should not) (talk|speak|think) like that\b/,
  /\b(i am sure|surely) you (do not|did not) (mean|really mean)\b/,
  // Doubting the disclosure: "you wouldn't actually do anything", "I'm sure you don't really feel that".
  /\b(i am sure|surely|i know) you (do not|did not|would not|will not) (really |actually |ever )?(mean|feel|think|want|do)\b/,
  /\b(do not|don't) (really |honestly )?think you (would|will) (ever |actually |really )?(do|go through with|act on)\b/,
  /\byou (would|will) not (ever |actually |really )?(do|go through with|act on) (it|that|this|anything|something)\b/,
  /\byou (do not|did not) (really |actually )(mean|feel|want) (that|it|this|to)\b/,
  // Shutting it down or moralising: "let's not be morbid", "think of everyone you'd leave behind".
  /\b(let us not|do not|please do not|stop) (be|being|get|getting|talk|talking|say|saying) (so |all |too )?(morbid|dark|negative|gloomy|depressing|silly|dramatic|like that|things like that|stuff like that)\b/,
  /\b(makes|making) me (uncomfortable|nervous|awkward|upset|worried)\b|\bi (do not|can not) (want to )?(hear|talk about) (that|this|things like that)\b/,
  /^think (of|about) (everyone|everybody|your|the people|those|how)\b|\b(unfair|selfish|cruel|hurtful) (on|to|of|for) (them|everyone|your \w+)\b/,
  /\b(park|parking) (that|this|it)\b|\bsomething (more |a bit more |a little more )?(positive|cheerful|happier|lighter|uplifting)\b|\bfocus on the (good|positive|bright) (stuff|things|side)\b/,
  /\bpermanent solution to a temporary problem\b|\bsuicide is (selfish|cowardly|never the answer|not the answer|a sin)\b/,
  /\bpeople who (talk|say|speak)\b.*\b(do not|never|rarely) (usually |actually |really )?(do|go through|act)\b|\b(i am )?not (too |that |very |overly )?worried\b/,
  /\b(do not|need not|let us not) (need to )?go there\b|\b(stay|get back|keep|keep things) on track\b|\bpretend i did not hear\b|^(okay|ok|right|mm),? noted\b|^noted\b/,
  /\byou (seem|look|sound) (fine|ok|okay|alright|all right|well|normal|happy|perfectly fine)\b|\b(can not|cannot) be (that|so|too|all that) bad\b|\byou (do not|did not) (seem|look|strike me as) (like )?the type\b/,
  /\bi (can not|cannot) help (you )?with (that|this|those)( kind of)?( thing| things| stuff)?\b/,
  /\b(things|it|everything) (always|will) (work|works|worked) out\b|\bit (will|is going to) pass\b|\bjust the (depression|illness|tiredness|stress) talking\b/,
]);
