import { union } from './union';

/** Advice offered in question form: MITI codes these as persuasion, whatever the punctuation. */
export const DISGUISED_ADVICE = union([
  /^(have|had|did) you (ever )?(thought about|considered|tried|looked into|thought of) (?!(what|how|why|when|where|who|whether|if|about what|about how|about why|about when|it|that|this)\b)/,
  /^why (do not|not|would not|will not) you\b/,
  /^why not (just |try )/,
  /^(would|will) not it be (better|easier|good|best|a good idea|wise|smart)\b/,
  /^(do|does) not (you|it) (think|feel|seem) (like )?(you|it|that) (should|would be|could|need|ought|must)\b/,
  /^(should not|should) you (be |just |really |maybe |probably )?\w+/,
  /^(how|what) about (just )?(trying|cutting|going|getting|joining|stopping|quitting|taking|talking|calling|seeing|using|switching|doing|making|starting|giving)\b/,
  /^(could|can) you (not )?(just )?(try|stop|cut|quit|go|start|make|give|take|use|switch|avoid)\b/,
  /^(is not it|is it not) (time|about time) (you|to)\b/,
  /^(would|will) you (not )?(be willing to |consider )(trying|cutting|going|stopping|quitting|getting|taking|joining)\b/,
]);

/** Reflective verbs that embed a modal without advising: "you feel like you could", "you said you should". */
const NOT_EMBEDDED =
  '(?<!\\b(you|you are|you were|you have)( really| kind of| sort of| just)? (feel|feels|felt|feeling|think|thought|said|say|believe|guess|mentioned|wonder|hope|hoping|know|knew|realise|realize|wish|worry|worried)( like| that)? )(?<!\\bthat )';

/** Telling the patient what to do, unmistakably: MITI "persuade" unless permission was asked. */
export const STRONG_ADVICE = union([
  new RegExp(
    `${NOT_EMBEDDED}\\byou (really |definitely |just |probably |seriously |absolutely |will |would )?(should|ought to|must|need to|have to|have got to|got to|had better)\\b(?! (be|feel) (proud|pleased))`,
  ),
  /\b(i|we) (would |will |am going to |do |do not |really |strongly |actually |just |definitely |usually |generally )*(suggest|recommend|advise|encourage|urge|want you to|would like you to|need you to)\b/,
  /\bif i were you\b|\bmy (advice|recommendation|suggestion) (is|would be)\b/,
  /\byou are (going to|gonna) (have to|need to|end up|lose|die|damage|kill)\b/,
  /\bdo you (realise|realize|understand) (that|how|what)\b/,
  /\bwe (really |just |definitely )?(should|need to|have to|got to|must|ought to)\b/,
]);

/** Softer steering: suggestions, imperatives and "it is important to" framings. */
export const SOFT_ADVICE = union([
  /\b(it is|it would be|it will be|that is|that would be) (really |very |so |probably |just )?(important|best|better|a good idea|wise|essential|vital|crucial|necessary|key|smart|helpful) (for you to|that you (try|do|get|stop|cut|take|keep|start|make|avoid|think)|to (stop|cut|quit|take|keep|start|get|try|make|avoid|reduce|limit|think|remember|talk|see|have))\b/,
  new RegExp(
    `${NOT_EMBEDDED}\\byou (could|might|may) (also |always |just |maybe |even )?(want to |wish to )?(try|consider|think about|look into|start|cut|switch|join|take|stop|use|ask|call|talk to|speak to|check|bring|pick|set|put|avoid|replace|reduce|give it)\\b`,
  ),
  /\b(the idea|the goal|the aim|the plan) (would be|is|will be) (for you )?to\b/,
  /^(try|make sure|do not|stop|start|cut|quit|avoid|remember to|keep|take|call|drink|eat|exercise|join|use)\b/,
  /\b(the best|the only|a good|the right) (thing|way|option|step|plan|solution|idea) (is|would be|for you)\b/,
  /\b(just )?give it a (try|go|shot)\b/,
  /\bthat is (not )?(good|bad|safe|healthy|unhealthy|dangerous) for you\b/,
]);

/** Unmistakable information: evidence, norms, numbers, procedures, the clinician's role. */
export const STRONG_INFORMATION = union([
  /\b(research|studies|study|evidence|data|science|statistics|guidelines?|experts?|doctors|the literature) (shows?|says?|suggests?|tells? us|indicates?|has shown|have shown|found|recommends?)\b/,
  /\bwe (now )?know (that|from)\b|\bwhat we call\b|\b(is|are) (called|known as)\b/,
  /\b(recommended|safe|low risk|high risk|risky|at risk|healthy|daily|weekly) (limit|limits|level|levels|amount|drinking|range|dose)\b/,
  /\b(can|could|may|might|will|does|do|tends to|tend to) (cause|lead to|increase|reduce|decrease|affect|damage|raise|lower|worsen|improve|trigger|contribute)\b/,
  /\b(is|are) (linked|associated|related|connected) (to|with)\b/,
  /\b(can|could|may|might|will|does|do) (have|has) (a |an |some |serious |real )?(\w+ )?(effects?|impact|consequences|risks?|benefits?|side effects?)\b/,
  /\b(puts?|putting|places?) (you|people|them|someone) (at|in) (\w+ )?(risk|danger|category|group)\b/,
  /\b(increases?|raises?|reduces?|lowers?|doubles?|triples?) (your|the|their) (\w+ )?(risk|chances?|odds|likelihood)\b/,
  /\b(is|are) (a |an )?(known |common |major )?(risk factor|cause|side effect|symptom|sign)s? (of|for)\b/,
  /\b(my|our) (job|role|goal|purpose|aim) (here |today )?(is|will be)\b/,
  /\b(what|all) (i|we) (can|could|will|am going to|would like to) (do|offer)\b/,
  /\blet me (explain|tell you|show you|give you|share|just tell|just explain|just show)\b/,
  /\b(confidential|confidentiality|insurance|referral|prescribe|prescribing)\b/,
  /\bi (will|am going to|can|could|would (love|like) to) (\w+ )?(give|send|refer|write|prescribe|arrange|book|schedule|set up|print|email|get you|set you up|put you|share|explain|show you|tell you)\b/,
  /\b(people|patients|women|men|adults|teenagers|teens|adolescents|kids|folks|most people|a lot of people|many people|some people) (who|with|that|often|usually|tend|find|are more|are less|can|may|will)\b/, // What people in general do: a quantified "people" speaks of the many, not of this patient.
  /\b(some|many|most|a lot of|lots of|plenty of) people (your age |like you )?(actually |really |still )?(do|does|pick|try|use|say|get|go|start|stop|choose|quit|need|manage|make|experience|report|gain|lose|put|keep)\b/,
]);

/** Cues that lean towards information when nothing about the patient is being reflected. */
export const WEAK_INFORMATION = union([
  /\byou can (also |always |just )?(try|call|get|take|use|ask|talk to|speak to|check|bring|come back|book|join|find|contact|reach)\b/,
  /\b\d+ (drinks?|units?|cigarettes?|milligrams?|mg|percent|per cent|%|times|hours|minutes|days|weeks|months|years|pounds|kilos|points)\b/,
  /\b(side effects?|withdrawal|diagnosis|blood pressure|cholesterol|liver|lungs?|heart disease|cancer|diabetes|medication|prescription|dosage|treatment options?|patch|patches|inhaler|program|programme|clinic|test results?)\b/,
  /\b(this|the|that) (form|card|leaflet|handout|sheet|questionnaire|test|scan|screen|chart|pamphlet|brochure|website|app|hotline)\b/,
  /\b(it is|that is|which is) (called|known as)\b/,
  /^there (is|are) (also )?(a lot of|lots of|many|several|different|other|various|a few|a number of|plenty of|all kinds of|new) \w+/,
  /\b(it is|that is) (highly |very |quite |pretty |really )?(likely|unlikely|possible|normal|common|rare|uncommon|typical|safe|unsafe|dangerous|recommended)\b/,
  /\b(we|i) (have|offer|run|provide|do) (a |an |some |that |this |those |these )?(\w+ )?(here|available|program|programme|group|groups|service|services|class|classes|sessions|options)\b/,
  /\b(usually|typically|generally|normally|in general|on average|statistically)\b.*\b(people|patients|they)\b/,
]);

/** Permission to share information or advice: makes later advice "persuade with permission". */
export const PERMISSION = union([
  /\b(would|will|is) it (be )?(okay|ok|alright|all right|fine) (with you )?(if|for me to|that) (i|we)\b/,
  /\b(may|can|could|might) i (share|offer|give you|tell you|suggest|make a suggestion|mention|add|show you|run something)\b/,
  /\b(would|do) you (like|want|mind|be interested in) (me to |if i |to hear|some|hearing|knowing|any)( some)? (share|tell|give|offer|suggest|information|ideas|suggestions|advice|options|about|what)/,
  /\bif (it is|that is) (okay|ok|alright|all right) with you\b/,
  /\bwith your permission\b/,
  /\b(is|would) (that|it) be (helpful|useful|of interest|something you would want)\b/,
]);

/** Hedges that hand choice back when advice is given ("some people find ... you may or may not"). */
export const OPTION_HEDGE = union([
  /\b(some|other|many) people (find|have found|try|choose|prefer|like)\b/,
  /\b(might|may) or (might|may) not (work|fit|suit|apply)\b/,
  /\b(one|another) option (is|would be|might be)\b/,
  /\bthere are (a few|several|a number of|some|different) (options|ways|things|choices|approaches)\b/,
  /\b(whatever|whichever) (works|fits|suits) (for )?you\b/,
]);
