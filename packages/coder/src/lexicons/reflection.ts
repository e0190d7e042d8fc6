import { union } from './union';

/** Openers that explicitly frame what follows as the listener's understanding of the speaker. */
export const REFLECTION_FRAME = union([
  /^(it )?(sounds|seems|looks|feels|appears)( to me)? (like|as if|as though|that)\b/,
  /^(it )?(sounds|seems)( to me)? (\w+ )?(really|very|quite|pretty|so|a bit|a little|kind of|sort of|hard|difficult|tough|important|frustrating|scary|confusing)\b/,
  /^(so )?(what )?i (am )?(hearing|hear|heard)( you (say|saying))?( is| that)?\b/,
  /^i (get|have) (the|a) (sense|feeling|impression)\b/,
  /^i (sense|imagine|suspect|gather|guess|bet) (that |you |it |this |there )/,
  /^i can (see|tell|imagine|hear) (that|how|why|you|it)\b/,
  /^(if i|let me (see if i|make sure i|check (that )?i)) (can )?(understand|understood|heard|have|got|get|summari[sz]e|sum up|recap)\b/,
  /^(in other words|on (the )?one hand|on the other hand|part of you|a part of you|for you|to you)\b/,
  /^(so )?(you are (feeling|saying|telling me|wondering|thinking|worried|concerned|afraid|scared|not sure|unsure|torn|hoping|looking)|you feel|you felt|you have been feeling|you think|you want|you wanted|you would like|you do not want|you wish|you worry|you believe|you mean|you said|you mentioned|you told me|you notice|you noticed|you seem|you value|you care|you miss|you really|you kind of|you sort of|you are kind of|you are sort of)\b/,
  /^(both|either|neither|not only)\b/,
  /^(so )?(there is|there are) (a part|part) of you\b/,
  /^(what|where) you (really )?(want|need|are saying|are looking for|care about)( is| are)?\b/,
  /^(this|that|it) (must be|must have been|sounds)\b/,
]);

/** Statements about the patient that often mirror what was said; weaker than an explicit frame. */
export const REFLECTION_WEAK = union([
  /^(you|your)\b/,
  /^(this|that|it|which) (is|was|has been|can be|could be|would be|feels|felt) (really |very |so |quite |pretty |kind of |sort of )?\w+/,
  /^(and|but) (you|your|it|that|this)\b/,
  /^(so )?(there is|there are|there has been) (some|something|a lot|no|nothing)\b/,
]);

/** Markers of added meaning: feeling, inference, metaphor, double-sided or amplified content. */
export const COMPLEX_MARKERS = union([
  /\b(on (the )?one hand|on the other( hand)?|part of you|a part of you|at the same time|and yet|but also|even though|although|while you|whereas|not only|not just)\b/,
  /, (and|but) (then )?you (also |still )?(pay|worry|feel|know|want|wish|miss|wonder|are|have)\b/,
  /\b(sounds like|seems like|i get the sense|i sense|i imagine|i wonder if|i guess|i suspect|almost like|as if|as though|kind of like|like a|like you are)\b/,
  /\b(really important|matters|means a lot|important to you|care about|value|values|proud|identity|who you are|the kind of person|the person you)\b/,
  /\b(you are (not )?(ready|sure|willing)|torn|stuck|trapped|caught|between|conflicted|mixed feelings|ambivalen|struggl|fed up|sick of|tired of)\b/,
  /\b(because|so that|which means|that is why|what that means|and that|and so)\b/,
  /\b(worried|afraid|scared|frustrated|angry|sad|hurt|lonely|ashamed|guilty|embarrassed|overwhelmed|anxious|upset|disappointed|hopeless|helpless|relieved|hopeful|excited|confident|determined|motivated)\b/,
]);

/** Paraphrase markers typical of repeating back what was said. */
export const SIMPLE_MARKERS = union([
  /^(so )?you (said|mentioned|told me|have|had|are|were|drink|smoke|use|go|went|do|did)\b/,
  /^(so )?(about|around|roughly|maybe|like) (\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple)\b/,
]);

/** The patient's inner state stated by the listener: wants, feelings, values, intentions. */
export const INNER_STATE =
  /\byou( are| were| have| had| really| kind of| sort of| just| also| still| do not| did not| are not| have been)* (want|wanted|care|cared|feel|felt|feeling|wonder|wondering|worry|worried|hope|hoping|afraid|scared|decided|trying|value|need|needed|wish|believe|think|thinking|concerned|struggling|torn|ready|determined|committed|proud|frustrated|like|love|hate|miss|enjoy|mean|meant)\b/;
