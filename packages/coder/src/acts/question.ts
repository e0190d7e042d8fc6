import type { Sentence } from './normalize';

/**
 * Open or closed question. Open questions invite the patient to tell their story ("What has that
 * been like?", "Tell me more"); closed ones ask for a fact or a yes/no ("Do you sleep?", "When did
 * it start?"). Statements ending in "?" count as closed unless they are reflections (decided by the
 * caller).
 */
export type QuestionKind = 'open' | 'closed';

/** Discourse particles and greetings that precede the real start of a sentence. */
const LEAD =
  /^((so|okay|well|all right|right|um+|uh+|er+|hmm+|and|but|now|then|hi|hello|hey|also|just|oh|ah|yeah|yes|sure|great|good|thanks|thank you|i see|mm+|mhm|m hm|gotcha|cool|fine|anyway|sorry|actually|alright|ok)\b[ ,]*)+/;

export function stripLead(text: string): string {
  return text.replace(LEAD, '').trim();
}

const OPEN_INVITATION = [
  /^(please )?(tell|talk|walk) me (more|a bit|a little|about|what|how|why|through|everything|something)\b/,
  /^(please )?(describe|explain|share|say more|go on|keep going|carry on|help me understand|give me an example|paint me a picture|fill me in)\b/,
  /^(can|could|would|will) you (please )?(tell|say (more|a bit|a little|something)|describe|share|talk|explain|walk|help me understand|give me (a sense|an idea|an example)|paint|expand|elaborate|fill me in)\b/,
  /^(would|do) you (be willing|mind|want|like) (to )?(tell|say|describe|share|talk|explain|walk me)\b/,
  /^i am (curious|wondering|interested) (about|what|how|why|to (hear|know|understand))\b/,
  /^i (wonder|was wondering) (what|how|why)\b/,
  /^i would (like|love) to (hear|know|understand|learn) (more|what|how|why|about|a bit|a little)\b/,
  /^(what|how) about\b/,
  /^where (would|do) you (like|want) to (start|begin)\b/,
  /^where (do|would) you (think|feel|see)\b/,
  /^(anything|what) else\b/,
  /^(do|did|have|has) you (have )?(any|some) (idea|ideas|thoughts|sense|theories) (about |of |on )?(what|why|how|where)\b/,
  /^and (then|what|how)\b/,
  /^(more|anything more) (about|on) (that|this)\b/,
];

const CLOSED_LEAD =
  /^(do|does|did|is|are|was|were|have|has|had|can|could|will|would|should|shall|may|might|am|any|anything|anyone|anybody|is not|are not|do not|does not|did not|have not|has not|will not|would not|could not|cannot)\b/;

const OPEN_WH = /^(what|how|why|in what way|in which way|how come|whats)\b/;
/** A wh-word followed by an auxiliary or verb asks even without "?"; "how hard that is" exclaims. */
const INTERROGATIVE_SHAPE =
  /^(what|how|why) (is|was|are|were|do|does|did|has|have|had|would|could|can|will|should|happened|made|makes|brings|brought|else|kind|sort|part|goes|went|comes|came|helps|helped|worries|matters|keeps|stops|led|leads|gets|got|come)\b/;

const WH_AUX =
  /^(when|where|who|which|how (many|much|long|often|old)) (did|do|does|is|was|are|were|have|has|had|will|would|can|could|should)\b/;

const CLOSED_WH = [
  /^how (many|much|long|often|old|far|big|bad|severe|frequently|soon|late|early|tall)\b/,
  /^what (time|age|year|day|month|date|dose|number|kind of medication|medication|pills|school|job|grade)\b/,
  /^what (is|was|are) your (name|age|job|address|date|dose|number|occupation|birthday)\b/,
  /^(when|where|who|whom|which|whose)\b/,
  /^(what|how) (is|was) (the|your) (score|rating|number)\b/,
  /^on a scale\b/,
];

function wholeKind(t: string, question: boolean): QuestionKind | null {
  if (OPEN_INVITATION.some((re) => re.test(t))) return 'open';
  if (/\bor (not|something|what|anything)?$/.test(t) && question) return 'closed';
  if (CLOSED_WH.some((re) => re.test(t))) return question || WH_AUX.test(t) ? 'closed' : null;
  if (OPEN_WH.test(t)) return question || INTERROGATIVE_SHAPE.test(t) ? 'open' : null;
  if (CLOSED_LEAD.test(t)) return question || t.split(' ').length <= 12 ? 'closed' : null;
  if (/, (right|yeah|correct|is that right|is that so|isn t it|do you|did you|are you|no|yes|true)$/.test(t))
    return 'closed';
  return question ? 'closed' : null;
}

/**
 * The question kind of one sentence, or null for a statement. Looks at the sentence start after
 * discourse particles, and at the last clause when a statement leads into a question ("That sounds
 * hard, how did you cope?").
 */
export function questionKind(sentence: Sentence): QuestionKind | null {
  const t = stripLead(sentence.text);
  if (t.length === 0) return sentence.question ? 'closed' : null;
  if (sentence.question) {
    const clauses = t.split(/,\s*/);
    if (clauses.length > 1) {
      const last = stripLead(clauses[clauses.length - 1] as string);
      if (OPEN_WH.test(last) && !CLOSED_WH.some((re) => re.test(last))) return 'open';
      if (OPEN_INVITATION.some((re) => re.test(last))) return 'open';
      if (CLOSED_LEAD.test(last) || CLOSED_WH.some((re) => re.test(last))) {
        return OPEN_INVITATION.some((re) => re.test(t)) || OPEN_WH.test(t) ? 'open' : 'closed';
      }
    }
  }
  // Interrogatives without a question mark still ask ("what happened then").
  const kind = wholeKind(t, sentence.question);
  if (kind && !sentence.question && kind === 'closed' && !CLOSED_WH.some((re) => re.test(t))) {
    // "Do you sleep" without "?" is still a question; "I do" is not, and does not match CLOSED_LEAD.
    return CLOSED_LEAD.test(t) &&
      /^(do|does|did|is|are|was|were|have|has|can|could|would|will)\s+(you|your|it|that|there|things|anyone|anything|he|she|they|we)\b/.test(
        t,
      )
      ? 'closed'
      : null;
  }
  return kind;
}
