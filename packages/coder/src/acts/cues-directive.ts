import { feelingsIn } from './feelings';

/**
 * Cues for the directive and structuring acts: advice, premature reassurance, confrontation,
 * psychoeducation, self-disclosure and agenda-setting. Normalised text (see normalize.ts).
 */

/** "You must be exhausted" names a feeling; it is not an instruction. */
const MUST_FEEL =
  /\byou must (be|have been|feel|have felt)( so| really| very| quite| pretty)? (feeling |exhausted|tired|scared|frightened|worried|overwhelmed|lonely|angry|frustrated|sad|upset|hurt|heartbroken|devastated|terrified|anxious|drained|worn out|confused|gutted|relieved|proud|furious|ashamed|embarrassed|exhausting|hard|difficult)/;

/**
 * "You must be Lucy?", "you must be Mr Hughes", "you must be Gareth's wife": a guess at who the
 * student is speaking to, not an instruction. Read on the line as typed, where a name after "you
 * must be" is capitalised; a relation needs no capital.
 */
const GUESSED_NAME = /\b([Yy])ou must be (?=(?:(?:Mr|Mrs|Ms|Miss|Mx|Dr|Doctor)\.?\s+)?[A-Z])/g;
const GUESSED_RELATION =
  /\b([Yy])ou must be (?=(?:(?:the|his|her|their|[\p{L}'’]+)\s+){0,2}(?:wife|husband|partner|daughter|son|mum|mother|dad|father|sister|brother|carer|friend|grandson|granddaughter|nephew|niece|relative)\b)/gu;

/** The line as typed, with its guesses at who the listener is said as plain statements ("you are Lucy"). */
export function asNameCheck(raw: string): string {
  return raw.replace(GUESSED_NAME, '$1ou are ').replace(GUESSED_RELATION, '$1ou are ');
}

export function mustFeel(text: string): boolean {
  if (MUST_FEEL.test(text)) return true;
  const m = /\byou must (be|feel|have been|have felt)\b(.{0,40})/.exec(text);
  return m !== null && feelingsIn(m[2] ?? '').length > 0;
}

/**
 * Advice that no reflective frame can soften: "you should", "what you need is", "just ignore them".
 * The rest of ADVICE ("you could try", "you can see") also fits inside a reflection, so only counts
 * where the MITI coder heard no reflection.
 */
export const STRONG_ADVICE = [
  /(?<!\b(would|do|did|could|might|will|what|when) )\byou (really |definitely |just |probably |totally |honestly |seriously |absolutely |simply |still )?(should|need to|needs to|ought to|got to)\b/,
  /\bwhy (do not|not|dont) you\b/,
  /^why not\b/,
  /\bi (would |really |strongly )?(suggest|recommend|advise|encourage you)\b/,
  /\bmy (advice|suggestion|recommendation)\b/,
  /\bif i were you\b/,
  /\bthe (best|only|first) (thing|way|option|solution|step) (is|would be|to do|you can do)\b/,
  /\bwhat you need (is|to do)\b/,
  /^(just |simply )?(stop|quit|ignore|relax|cut|avoid|get|go|try|make sure|remember to|join|download|call|leave|eat|exercise|keep busy|think positive)\b(?! on\b| ahead\b)/,
  /\bthink (more )?positive(ly)?\b/,
];

export const ADVICE = [
  /(?<!\b(would|do|did|could|might|will|what|when) )\byou (really |definitely |just |probably |totally |honestly |seriously |absolutely |simply |still )?(should|need to|needs to|have to|has to|must|ought to|got to)\b/,
  /\bwhy (do not|not|dont) you\b/,
  /^why not\b/,
  /\bhave you (ever )?(tried|thought about|considered|looked into) (?!anything|something|any |other|before|that before|it before)\w+/,
  /\bi (would |really |strongly )?(suggest|recommend|advise|encourage you)\b/,
  /\bmy (advice|suggestion|recommendation)\b/,
  /\bif i were you\b/,
  /\bthe (best|only|first) (thing|way|option|solution|step) (is|would be|to do|you can do)\b/,
  /\bit (would|might|could|will|may) (really )?(be )?(help|helpful|good|better|best|wise|a good idea) (for you )?(to|if you)\b/,
  /\bwhat you need (is|to do)\b/,
  /\b(just|simply) (stop|try|go|get|tell|ignore|relax|think positive|do|say|leave|quit|talk|focus|take|make|start|avoid|breathe|cut|eat|sleep|exercise|put|walk away|calm down|be)\b/,
  /^(stop|quit|go(?! on\b| ahead\b)|get|start|avoid|cut|make sure|do not(?! worry| know)|remember to|eat|exercise|drink (more|less|water)|sleep more|call|write|keep a|relax|breathe|ignore|leave|join|download|consider|limit|try)\b/,
  /\b(?<!wish )you (could|can|might|may want to|might want to) (try|always|just|consider|start|go|talk|ask|get|make|join|take|use|see|think about|set|write|cut|stop|reduce)\b/,
  /\b(exercise|meditation|mindfulness|yoga|journaling|a hobby|a walk|walking|running|sleep hygiene|a routine|medication|volunteering) (would|will|might|could|can|really) (help|make|do you)\b/,
  /\byou would (feel|be|do) (so much |much |a lot )?better if\b/,
  /\b(how about|what about) (you |we )?(try|trying|going|getting|talking|taking|writing|doing|joining|cutting|stopping|calling)\b/,
  /\byou (need|have) to (learn|stop|start|try|get|let go|move on|be)\b/,
  /\blet go of\b/,
  /\bthink (more )?positive(ly)?\b/,
];

/** Promising an outcome nobody can promise: "it will all be fine", "do not worry". */
export const REASSURANCE = [
  /\bdo not (you )?worry\b/,
  /\b(no|nothing) (need )?to worry\b/,
  /\b(it|everything|things|you|this|that|all|it all) (will|are going to|is going to|is gonna|are gonna) (all )?(be (totally |completely |absolutely |just )?(fine|okay|ok|all right|alright|great|better|good)|turn out (fine|okay|well|all right|for the best)|work (itself )?out|get better|get easier|sort (it)?self out|pass|improve|come good|fall into place|be over soon)\b/,
  /\bi am (sure|certain|confident|positive) (it will be|it is going to be|you will be|things will|everything will|it will work|they will come round|it is nothing)\b/,
  /\bthere is nothing (to (worry|be (scared|afraid|ashamed|worried)) about)\b/,
  /\byou will (be|feel) (fine|okay|all right|better|great|good as new)\b/,
  /\bthings (always )?(get|will get|do get) better\b/,
  /\btime (heals|is a (great )?healer)\b/,
  /\byou have got this$|\byou have got nothing to (worry|be (worried|scared|afraid|frightened|nervous|anxious))\b/,
  /\bi am sure (they|he|she|everyone|your \w+) (love|loves|cares|care|did not mean|does not mean|meant)\b|\bi am sure it is (nothing|fine|not serious)\b/,
  /\byou will (get over|get through|bounce back|be back)\b/,
  // A promise of what the speaker will do ("I promise I'll call you as soon as the results are in")
  // commits them; a promise of an outcome reassures falsely.
  /\bi (promise|guarantee)\b(?! (you )?(that )?(i|we) (will|are going to|am going to|can)\b)(?! (you )?to\b)/,
  // Certainty about an outcome nobody controls: "he'll come back, I just know it", "you're definitely
  // going to pass", "the tablets will absolutely fix it". The speaker's own plans ("I'll definitely
  // ring you") promise only what they can do.
  /\b(?!i |we )(you|he|she|they|it|everything|things|this|that|the \w+|your \w+|these \w+)( \w+)? (will|are going to|is going to)\b(?=.*\b(definitely|certainly|absolutely|for sure|guaranteed|one hundred percent|100 percent|no question|no doubt|i (just )?know it|i can tell(?! you)|i am (certain|positive) of it|trust me)\b)/,
  /\b(definitely|certainly|absolutely|for sure|guaranteed|trust me)\b(?=.*\b(?!i |we )(you|he|she|they|it|everything|things|the \w+|your \w+) (will|are going to|is going to) (\w+ ){0,3}(fine|okay|all right|better|gone|pass|work|fix|forgive|come back|pull through|stop|never)\b)/,
  /\b(you|he|she|they|it|everything|things|your \w+) (are|is|will) (definitely|certainly|absolutely|one hundred percent|100 percent) (going to )?(be (fine|okay|all right|better|cured|happy|great)|pass|recover|get (better|the job|the kids|the flat|through|over)|come (back|round)|forgive|pull through|beat (this|it)|make it|win|feel better|work)\b/,
  /\b(you|he|she|they) will never (\w+ ){0,3}(again|another)\b(?=.*\b(i can tell(?! you)|i know|definitely|for sure|i am (sure|certain)|once you)\b)/,
  // The certainty can follow the outcome or lead it: "he'll come back, I know he will", "trust me, the
  // chemo will get rid of it completely", "your scan will be fine, I've got a good feeling about it".
  /\b(?!i |we )(you|he|she|they|it|everything|things|this|that|the \w+|your \w+)( \w+){0,2} (will|is going to|are going to)\b(?=.*\b(i (just )?know (he|she|they|it|you|everything) (will|is going to|are going to)|i have (got )?a (really |very )?good feeling|i am sure of it|mark my words|they always do|i swear)\b)/,
  /\b(trust me|i swear|honestly|i (just )?know it)\b.*\bwill (\w+ ){0,4}(completely|for good|forever|in no time|the rest of your life|gone|cured|pain free|never)\b|\bwill (\w+ ){0,4}(completely|for good|forever|in no time|the rest of your life|gone|cured|pain free)\b.*\b(trust me|i swear|honestly|i (just )?know it|i promise)\b/,
  // Outcomes nobody can rule out, ruled out: "nothing can go wrong", "zero side effects", "lumps like
  // that are never cancer", "no judge would ever...", "the last time you'll ever need to come in".
  /\bnothing (bad |at all )?(can|could|will|is going to) (possibly )?(go wrong|happen to you)\b|\bno (chance|risk|way) (of )?(anything|it) (going wrong|coming back|happening)\b|\bzero (side effects|risk|chance)\b|\b(totally|completely|perfectly|one hundred percent|100 percent) safe\b/,
  /\b(are|is) never (cancer|serious|dangerous|anything (serious|bad))\b|\bwill be (perfectly|completely|totally) (healthy|fine|normal|safe)\b|\byou will not (notice|feel) a thing\b|\bi can promise\b(?! (is )?(you )?(that )?(i|we) (will|are going to|am going to|can)\b| (you )?(that )?you will not be (on your own|alone))|\b(it is|that is) definitely nothing\b|\bdefinitely nothing (serious|to worry|bad)\b/,
  /\bno (judge|court|one|doctor|employer|school|panel) (would|will|could) ever\b|\b(the|this) (last|only) time you will ever\b|\bnever (want|need|have|get) (a drink|another \w+|to come (in|back)) again\b|\bhappy for the rest of your life\b|\b(back to normal|yourself again|your old self) in no time\b|\bnothing to be (scared|afraid|frightened) of\b/,
];

/** Saying what cannot be promised is honest, not false reassurance: "I can't promise it'll be fine". */
export const HONEST_LIMITS =
  /\b(can not|cannot|could not|will not|would not|am not going to|do not want to|no one can|nobody can|i wish i could) (promise|guarantee|say for (sure|certain)|tell you for (sure|certain))\b|\bno (guarantees?|promises)\b/;

/**
 * Minimising or invalidating what the patient feels: it is not that bad, others have it worse,
 * everyone feels that, you are overreacting, you do not really mean it, you have so much to live for.
 */
export const MINIMISING = [
  /\b(it is|that is|this is|it was|that was|things are|it can not be|it cannot be|surely it is) not (that|so|as|really that|all that) (bad|serious|big a deal|terrible|hard)\b/,
  /\b(could|can|might) (be|have been|always be) (a lot |much |so much )?worse\b/,
  /\bat least (you|it|they|he|she|there|that|your)\b/,
  /\b(look on the bright side|cheer up|chin up|stay positive|keep your chin up|be positive|think positive|smile more)\b/,
  /\b(everyone|everybody|we all|all of us) (feels|feel|gets|get|goes through|go through|has|have|struggles|struggle|worries|worry|feels like|has days like)\b/,
  /\b(lots of|many|plenty of|other|some) people (have it|are|have had it|had it) (so |much |far |a lot )?worse\b/,
  /\bworse off\b/,
  /\bit is (probably |just |only )(nothing|stress|a phase|a bad patch|hormones|in your head)\b/,
  /\byou have (so much|a lot|plenty|everything) to (live for|be grateful|be thankful|be happy)\b/,
  /\b(so much|everything|a lot) to live for\b/,
  /\b(it happens to (everyone|the best of us)|no (big|real) deal|not the end of the world|first world problems?)\b/,
  /\byou are (just |being |so |really |a bit |clearly |totally |completely )*(over ?reacting|over ?thinking|exaggerating|too sensitive|oversensitive|over ?sensitive|being dramatic|dramatic|making (a|such a) (big deal|fuss|drama))\b/,
  /\b(you|you are|you have been) (just |being |a bit |totally )?(making a mountain|making a big deal|making a fuss|making too much)\b/,
  /\byou do not (really |actually |honestly )?mean (that|it)\b/,
  /\b(it is|that is|this is) (all )?in your head\b/,
  /\b(get over it|move on from it|snap out of it)\b|^(just |you need to |you should |you just need to )?(relax|calm down|let it go)\b/,
  /\b(stop|quit) (being )?(so )?(negative|dramatic|sad|down|mopey|gloomy|worrying|overthinking)\b/,
  /\bthat is (nothing|not a real problem|not a big deal|normal,? (everyone|we all))\b/,
  /\b(let us|can we|we should|i would rather) not (go there|dwell on that|dwell on it)\b/,
  /\b(let us|can we) talk about something (nicer|more positive|happier|cheerful)\b/,
  /^(but |honestly,? |look,? |oh )?you are (absolutely |totally |perfectly |completely )?(fine|okay|all right)$/,
  /\b(you|people) (cope|manage|get by) with (much )?worse\b/,
  // Brushing the patient off: their concern does not matter, or has been heard too often.
  /^(whatever|okay,? anyway|anyway,? moving on|moving on|fine,? whatever)\b/,
  /\b(that is|it is|this is) (not|hardly) (really |that |very |all that )?(important|relevant|a big deal|a real problem|worth (talking|worrying) about|interesting)\b/,
  /\bi (do not|really do not) have (time|the time) for (this|that)\b|\b(not this again|here we go again|i have heard (it|this|that) (all )?before)\b/,
  /\b(can we|let us) (skip|not bother with|move past) (that|this|all that)\b|\bsomething more (interesting|important|useful)\b/,
  /^(so what|big deal|who cares)$|\bwho cares\b/,
  /\b(nothing|not much) to (be upset|cry|worry|get upset) about\b|\b(hardly|not exactly) a (reason|tragedy|crisis)\b/,
  /\b(worse|real) problems\b|\byour problems are (nothing|small|tiny|not real)\b/,
  /^((okay|yeah|mm|right|so),? )*anyway$|^anyway,|\b(that is|that is quite) enough (about|of) (that|this|your)\b|^enough (about|of) (that|this|your)\b/,
  /\b(let us not|can we not|we do not need to|there is no need to|no need to) (get into|go into|dwell on|talk about) (all )?(that|your feelings|feelings|the past|it)\b/,
  /\bi am (not|never) (really |that |very )?(interested|bothered) (in|about)\b|^(can you |could you |just |please )*(get|come) to the point\b|\b(facts|the facts),? not (feelings|emotions)\b/,
  /\byou (will|would|are going to) (just )?have to (deal with it|live with it|get on with it|accept it)\b|\b(just )?get on with it\b/,
  /\b(that is|it is) (just |simply )?(life|how it is|the way it is|what it is)\b|\b(everyone|everybody|we all) (has|have|has got|have got|gets|get) (problems|issues|bad days|stuff)\b/,
  /\b(stop|quit) (going on|banging on|dwelling|living in the past)\b|\bit is (in the past|history|done),? (move on|let it go|get over it)\b/,
];

/**
 * "Be honest" that presses or accuses ("come on, be honest", "be honest now", "be honest for once"),
 * not a request for a straight answer to a question or about a subject.
 */
export const CANDOUR_PRESSED =
  /(?<!\b(please|can you|could you|would you|will you|need you to|want you to|like you to|try to|important that you|important you) )\bbe honest with me\b(?!,? (about|as|so|because|it|how|what|when|where|which|who|whether|do|does|did|have|has|are|is|was|were|can|could|would|will)\b)|\bbe honest now\b|\b(come on|just|for once),? be honest\b|\bbe honest for once\b/;

export const CONFRONTATION = [
  /\b(that is|it is|this is|that was|it was) (all |just |entirely |completely |really |so |a bit |pretty )?(your (own )?fault|on you|ridiculous|stupid|silly|crazy|irrational|pathetic|selfish|irresponsible|childish|wrong of you|an excuse|no excuse|unacceptable|absurd|dramatic|a choice|a cop out|nonsense|rubbish)\b/,
  /\bwhat were you thinking\b/,
  /\bwhy (would|on earth|the hell|the heck) (you|would you|do you|did you)\b(?! (be|say|pick|choose|rate|put) (at|up at|a|an|\w+ at))/,
  /\bwhy (did not|could not|cannot|will not|would not|can not) you (just )?(?!(pick|choose|say|give|rate|put|go (lower|higher)))/,
  /\bwhy do you (keep|always|even)\b/,
  /\b(you )?(brought|bring|bringing) (this|it|that) on (your ?self)\b/,
  /\b(get|got) over it\b/,
  /\b(snap out of it|man up|toughen up|grow up|pull yourself together|get a grip|get yourself together)\b/,
  /\bstop (making excuses|feeling sorry|complaining|whining|moaning|lying|being (so )?(dramatic|silly|lazy|selfish|negative|difficult))\b/,
  // "Be honest now" presses; asking for a straight answer about something ("can you be honest with
  // me about the drinking?", "be honest with me, how many a day?") is history taking.
  CANDOUR_PRESSED,
  /\b(you|that) (should|ought to) (be ashamed|know better|have known better)\b/,
  /\byou (should not|should never|ought not to) have\b/,
  /\b(no one|nobody) (is )?(forced|made|makes|forces|forcing|making) you\b/,
  /\bblame (everyone|everybody|everything|anyone|other people|others|the world) (else )?(but|except|apart from|other than) yourself\b|\b(act|behave) like it\b|\bact your age\b|\byou are a grown (man|woman|adult|up)\b/,
  /\byou (are not|were not|have not been|do not seem to be) (really |even |actually |exactly )?(trying|making (an|any) effort|bothering|helping yourself)\b/,
  /\bi do not (think|believe|feel like) you are (really |even |actually )?(trying|making (an|any) effort|bothering)\b/,
  // Blame by counterfactual: had they tried harder, it would not have happened.
  /\bif you (had|would|would have) (just |only |actually |really )?(tried|listened|worked|been|done|made|stopped|taken|gone|not|put|bothered|made an effort)\b.*\b(would not|would never|would have been|might not|could have)\b/,
  // "You cannot keep drinking like this" confronts; "you can't keep going" is hopelessness asked about.
  /\byou cannot (keep (doing|drinking|using|smoking|blaming|expecting|making|saying|lying)|blame|just|expect)\b/,
  /\bthat is not (normal|healthy|okay|acceptable|how (it works|adults|normal people))\b/,
  /\b(that|this|it) (is|was) not (very |exactly |particularly |terribly |a very |a )?(sensible|smart|wise|clever|bright|mature|grown up|rational|reasonable|intelligent)( thing| way| idea| move| choice)?\b/,
  /^(seriously|come on)\s*\?*$/,
  /^(come on|seriously)\b/,
  /\byou are (going to|gonna) (lose|ruin|destroy|kill|end up)\b/,
  /\bdo you (even|actually) (want|care|try|listen)\b/,
  /\bi (do not|cannot) believe (you|that you|a word)\b/,
  /\b(your|the) (real )?problem is (you|that you)\b/,
  /\bwhat is wrong with you\b/,
  /\b(just|only) (an excuse|excuses|attention)\b/,
  /\bwho (do you think you are|are you trying to (kid|fool))\b/,
  /\byou (only have|have only) yourself\b|\bonly (got |have )?yourself to blame\b/,
  /\b(you chose|your choice|you chose this|you did this to)\b/,
  /\bthat is (on|down to) you\b/,
  /\bit is all in your head\b/,
  /\byou are (wasting|not taking this seriously)\b/,
  /\bif you (had|would have) (just )?(tried|been|done|listened|stopped|made|put|worked|not)\b.*\b(would not|would never) (have )?(happened|be (here|in this))\b/,
  // Blame in everyday words: the common factor, "serves you right", what would not have happened.
  /\b(the )?common (factor|denominator)\b|\bserves you right\b|\bwhat did you expect\b|\bshame on you\b|\bat your age\b/,
  /\byou (kind of |sort of |basically |really |pretty much )?asked for (it|that|this)\b|\byou made your (own )?bed\b/,
  /\b(none of this|any of this) would (not |never )?have happened\b|\byou would not be in (this|that) (mess|situation|position|state)\b/,
  /\bhow could you (do|say|let|be so|think)\b|^how could you$|^(do you|you do|you) (even )?reali[sz]e (that )?you are\b/,
  /\bif you (would|had) (\w+ed|gone|done|been|made|taken|left|got|gotten|kept|stayed|slept|eaten|said|told|put|stopped|listened|tried)\b.*\byou (would not|would never) (be|have|feel|get|end up)\b/,
  /\byou (have )?(basically |really |kind of |just |sort of )?(pushed|driven|drove|chased|scared) (them|him|her|everyone|everybody|people|us|others|your \w+|(all|most) (of )?(them|your \w+)) away\b|\bbrought (\w+ ){0,3}on yourself\b|\byou made your choices?\b/,
  /\b(that is|this is) what happens when you\b|\bif you were (nicer|kinder|less (selfish|lazy|difficult|negative)|not so (selfish|lazy|difficult|negative|needy))\b/,
  /\b(made your bed|asked for it|had it coming|reap what you sow|your own doing|your own fault)\b|\byou (deserve|deserved) (it|this|what you)\b/,
  /\byour own (choices|decisions|actions|behaviour|mistakes) (got|led|brought|put) you\b|\bcommon denominator\b/,
  /\bwhose fault (is|was) (that|it|this)\b|\bwho (else )?(is|was) to blame\b/,
];

/** A judgement of the person ("you are lazy"), unless it reports what others think. */
export const YOU_ARE_JUDGEMENT =
  /\byou are (just |being |so |really |clearly |obviously |such )*(lazy|selfish|dramatic|overreacting|exaggerating|in denial|making excuses|lying(?! (down|still|completely|flat|awake|quietly|in|on|there|back|face|curled|asleep))|weak|irrational|ridiculous|paranoid|childish|immature|an addict|an alcoholic|a drunk|difficult|attention seeking|manipulative|the problem|not trying|not listening|wallowing|playing the victim|silly|stupid|hysterical|making (it|this|that) up|too sensitive|a hypochondriac|a mess|the one|self centred|self centered|ungrateful|irresponsible|crazy)\b/;

export const PSYCHOEDUCATION = [
  /\b(depression|anxiety|panic( attacks?)?|ptsd|trauma|grief|ocd|insomnia|addiction|bipolar|eating disorders?|stress|worry|avoidance|adrenaline|the brain|your brain|the body|your body|cbt|therapy|treatment|medication|antidepressants?|exposure|mindfulness|alcohol|withdrawal|cravings?|the nervous system|fight or flight|serotonin|rumination|flashbacks|nightmares|low mood|mania|hypomania) (?!(is|are|was) (still|really|so|very|quite|getting|always|just)\b)(is|are|can|tends? to|often|usually|affects?|works?|causes?|means|involves|helps?|makes?|releases?|lies|changes?)\b/,
  /\b(it is|that is|this is|that is a|it is a|this is a) (very |really |quite |pretty |extremely |incredibly )?(common|normal|typical|natural|known|well known|recognised|recognized|classic) (response|reaction|symptom|experience|thing|part|sign|pattern|effect|feature)\b/,
  /\b(it is|that is) (very |really |quite |pretty |extremely )?(common|normal|typical) (for|in|among|after|when|with)\b/,
  /\b(many|lots of|a lot of|most|plenty of|some) (people|patients|clients|folks|students|parents|veterans|adults|teenagers|new mums|carers)( who| with| in| after| going through)?\b.{0,60}\b(experience|feel|find|have|go through|struggle|notice|report|get|describe)\b/,
  /\b(research|studies|evidence|science|the evidence) (shows?|suggests?|says?|tells us|has shown)\b/,
  /\b(this|that|it) is (called|known as)\b/,
  /\bwhat (happens|we know) (is|in|when|about)\b/,
  /\b(is|are) (a )?(common |typical |classic )?(symptom|sign|part|feature) of\b/,
  /\b(one|some) of the (symptoms|signs|effects|features)\b/,
  /\b(vicious (circle|cycle)|the cycle of|a cycle where|feedback loop)\b/,
  /\bthe (body|brain|mind) (is|has|does|can|goes|reacts)\b/,
  /\b(treatments?|therapy|medication) (for|like|such as) (this|depression|anxiety|it)\b/,
  /\bthe way (anxiety|depression|panic|trauma|grief|worry|alcohol|the brain) works\b/,
  // A doctor explaining in lay words: what a result shows, what a condition or a test is, what a
  // procedure or a treatment involves, what happens next. (What is happening in the body is left to
  // the MITI reading: "your heart is racing" is as often a reflection.)
  /\b(the|your|this|these|those|his|her) (\w+ )?(scans?|tests?|results?|x ?rays?|ecg|tracing|bloods|swabs?|biopsy|mri|ct|ultrasound|hba1c|readings?|levels?|angiogram|colonoscopy|endoscopy|examination) (shows?|showed|came back|suggests?|suggested|found|means|confirms?|confirmed|tells? us|told us|(is|are|was|were) (normal|raised|high|low|positive|negative|clear|abnormal|up|down))\b/,
  /\b(is|are) (a|an|the) (\w+ ){0,3}(test|condition|procedure|operation|scan|infection|tablets?|medicines?|treatment|illness|disease|problem|camera|tube|injection|blood test) (where|that|which|when|for|to|in)\b/,
  /^(\w+ ){1,3}(is|are|just means|means) (when|where) /,
  /\b(the|this|that) (procedure|operation|test|treatment|tablet|medicine|injection|sedation|scan|camera|tube|drug|course) (involves|takes|lasts|works|means|helps|lowers|relaxes|stops|reduces|causes|makes|goes|is (usually|done|given|a|an|very|quite|pretty))\b/,
  /\b(the )?(main |common |usual |possible |serious )?(side effects?|risks?|benefits?|complications?) (is|are|include|includes|of (the|this|it|taking|having))\b/,
  /\b(we|i) (will|would|are going to|am going to|can|could|need to|want to|would like to|would want to|have to|should) (normally |usually |probably |then |also |just )?(give|put|pass|insert|inject|do|arrange|book|refer|start|treat|admit|keep an eye|rule out|scan|test|check your|send you|take some|take a)\b/,
  /\bthe plan (is|would be|will be) to (keep|admit|start|give|do|send|refer|repeat|arrange|book|take|treat|scan|check|get|stop|change|increase|reduce)\b/,
];

export const SELF_DISCLOSURE = [
  /\bwhen i was (a |your |younger|at|in|going|little|young|growing)/,
  /\bi have been (through|there)\b/,
  /\bi (went|go) through (something|the same|a similar|that|a lot)\b/,
  /\bi (had|have) (a|the) (similar|same) (thing|experience|problem|issue)\b/,
  /\bsame (thing )?happened to me\b/,
  /^me too\b/,
  /\bi (also|too) (have|had|struggle|struggled|get|got|felt|feel|lost|went|used to|suffer|suffered)\b/,
  /\bin my (own )?(experience|life|family|past|twenties|teens)\b/,
  /\bmy (own )?(mum|mom|mother|dad|father|brother|sister|husband|wife|partner|ex|son|daughter|grandmother|grandfather|grandad|grandpa|grandma|granny|gran|nan|friend|best friend|family|uncle|aunt|cousin|dog|cat) (was|had|has|is|used|went|died|drank|struggled|passed|got|suffered|also)\b/,
  /^i (used to|also|have|had|was|went|did|get|got)\b.*\b(too|as well)$/,
  /\bso i (understand|know|get it)\b/,
  /\bi (struggled|used to struggle|lost my|used to drink|used to have|suffered|once had|remember when i|have struggled|have suffered)\b/,
  /\bi know (exactly )?(how you feel|what it is like|how that feels|what that feels like|what you mean)\b/,
  /\bpersonally,? i\b/,
  /\bi myself\b/,
  // The student's own doings and belongings: the conversation turns to them.
  /^i (went|did|bought|watched|played|made|tried|started|finished|won|booked|baked|ran|cooked|visited) (a |an |the |my |some |it |to |this |that |at |on |in |out )/,
  /^i (have|have just|just) (been (doing|going|playing|watching|reading|learning|trying|baking|running|getting into)|started|got(?! to)|bought|booked|watched|finished)\b/,
  /^i am (thinking of|planning to|getting into|trying to get into|obsessed with|really into|learning)\b(?! (ask|talk|check|say|suggest|share|stop|pause|summari\w*|reflect))/,
  // Going somewhere is the student's own life; "I'm going to take some bloods", "I'm going to be
  // straight with you" announce what happens here and now.
  /^i am going to (the |a |an |my |see (my|a) |visit |stay with |spend (the|my|next) )|^i am going to (?!\w+ (you|your)\b)\w+( \w+)? (this|next|on|for|at) (week|weekend|month|year|summer|winter|holiday|holidays|christmas|easter|friday|saturday|sunday|monday|tuesday|wednesday|thursday)\b/,
  /^mine (keep|keeps|is|are|was|were|always|never)\b|^(my|our) (cat|dog|kids|weekend|holiday|garden|plants|car|flat|house|team|band) (is|are|was|were|keeps?|has|have|just)\b/,
];

export const AGENDA = [
  /\b(we have|we have got|we have) (about |around |roughly )?(\d+|fifty|forty|forty five|thirty|twenty|an hour|half an hour)( minutes)?\b/,
  /\b(today|this session|in this session) (we|i thought|i would like|i was hoping|i am hoping|we could|we will|we might|i want)\b/,
  /\bwhat would (you like|be (most |more )?(helpful|useful|important)) (for us )?(to )?(talk about|focus on|cover|get out of|start with|work on|look at)\b/,
  /\bwhere would you like to (start|begin)\b/,
  /\b(is it|would it be) (okay|all right|alright|fine|helpful) (with you )?(if|for) (i|we|me)\b/,
  /\b(do|would) you mind if (i|we)\b/,
  /\b(can|could|shall|should) we (talk|start|focus|come back|go back|spend|look|move|switch|turn|pause|take|think|try)\b/,
  /\blet us (start|begin|focus|talk|look|come back|go back|move|spend|take|pause|think|see|try|explore|work|set)\b/,
  /\bconfidential(ity)?\b/,
  /\b(i would|i am going to|i am gonna|i will) (like to )?(ask|start|begin|explain|check|go through|mention|summari[sz]e|tell you (a bit|about how))\b/,
  // Saying what the doctor will do next in the room, and asking if that is all right.
  /\b(i would|i am going to|i am gonna|i will|i need to|i just need to|can i|could i|may i) (like to |just |quickly )?(examine|have a (quick )?(look|listen|feel)|listen to your|feel your|press on|take your|take a (look|sample)|check your (pulse|blood pressure|temperature|tummy|chest|back))\b/,
  /\bif that is (okay|ok|all right|alright) with you\b|\bif that is (okay|ok|all right|alright)$/,
  /\bthe plan (for|is)\b/,
  /\bfirst(ly)?,? (i would|let us|we|i will)\b/,
  /\bwhat (do|would) you (hope|want|like) to (get|achieve|gain|take away)\b/,
  /\b(how does that sound|does that sound (okay|ok|all right|good|reasonable|fair))\b/,
  /\bis there anything (else )?you would like to (add|talk|cover|discuss|focus)\b/,
  /\bmy role\b/,
  /\blet me (explain|tell you (a bit|about how)|check|just check|start by)\b/,
  /\bhow (we|this|these sessions|therapy) (work|works|will work)\b/,
  /\bwould you like (me )?to (share|hear|tell you|go over|try)\b/,
  /\bcan i (ask|share|offer|check)\b/,
  /\bwould it help if (i|we)\b/,
];
