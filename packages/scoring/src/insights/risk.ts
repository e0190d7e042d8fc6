import {
  HARMFUL_CONDUCT,
  HARMFUL_RISK_RESPONSE,
  isDisclosure,
  normalise,
  type RiskMove,
  type ScoringUtterance,
  type UtteranceCoding,
} from '@practicum/coder';
import { THRESHOLDS } from '../grades';

export interface DisclosureResponse {
  patientSeq: number;
  /** Whether the engine flagged it, the text showed it, or both. */
  source: 'engine' | 'text' | 'both';
  /** First student turn in the response window that screened, explored, safety-planned or referred. */
  respondedSeq: number | null;
  /** Student turns in the window that dismissed, minimised or moralised. */
  harmfulSeqs: number[];
  /** Every risk move the student made from the disclosure to the end of the session. */
  moves: Array<{ seq: number; move: RiskMove }>;
  missed: boolean;
}

export interface RiskAssessment {
  disclosures: DisclosureResponse[];
  /** Risk moves made when no risk had been disclosed (proactive screening). */
  proactive: Array<{ seq: number; move: RiskMove }>;
}

const SCREEN: readonly RiskMove[] = ['wish_to_be_dead', 'suicidal_thoughts', 'self_harm'];
/** Student turns before a disclosure whose screening question drew it out (and earns its credit). */
const ELICITING_TURNS = 2;

/** Dismissing, minimising, moralising or hostile: harmful right after a disclosure, whatever its words. */
function harmful(u: ScoringUtterance, coding: UtteranceCoding | undefined): boolean {
  const conduct = coding?.conduct ?? [];
  return conduct.some((c) => HARMFUL_CONDUCT.includes(c)) || HARMFUL_RISK_RESPONSE.test(normalise(u.text));
}

/**
 * Whether a student turn takes up a disclosure: a risk question, safety planning or referral, or
 * exploring what was said; advice or information that merely shares a word with it does not.
 */
function takesUp(c: UtteranceCoding | undefined): boolean {
  if (!c) return false;
  if (c.risk.some((m) => m !== 'explore')) return true;
  return (
    c.risk.includes('explore') &&
    !['persuade', 'persuade_with_permission', 'giving_information'].includes(c.primary)
  );
}

/**
 * What the student did with each risk disclosure: the next few student turns must screen, explore,
 * safety-plan or refer; a dismissive or moralising reply is harmful whatever follows.
 */
export function assessRisk(
  utterances: readonly ScoringUtterance[],
  codes: readonly UtteranceCoding[],
  material: readonly string[] = [],
): RiskAssessment {
  const bySeq = new Map(codes.map((c) => [c.seq, c]));
  const disclosures: DisclosureResponse[] = [];
  const proactive: RiskAssessment['proactive'] = [];
  let studentSinceLast = true;
  utterances.forEach((u, i) => {
    if (u.speaker === 'student') {
      studentSinceLast = true;
      if (disclosures.length === 0)
        for (const move of bySeq.get(u.seq)?.risk ?? [])
          if (move !== 'explore') proactive.push({ seq: u.seq, move });
      return;
    }
    // Several disclosing turns before the student replies are one disclosure.
    if (!isDisclosure(u, material) || !studentSinceLast) return;
    studentSinceLast = false;
    const byEngine = u.risk_disclosed === true;
    const byText = isDisclosure({ ...u, risk_disclosed: false }, material);
    const after = utterances.slice(i + 1).filter((x) => x.speaker === 'student');
    const before = utterances
      .slice(0, i)
      .filter((x) => x.speaker === 'student')
      .slice(-ELICITING_TURNS);
    const window = after.slice(0, THRESHOLDS.riskResponseWindow);
    const harmfulSeqs = window.filter((x) => harmful(x, bySeq.get(x.seq))).map((x) => x.seq);
    const responded = window.find((x) => !harmfulSeqs.includes(x.seq) && takesUp(bySeq.get(x.seq)));
    // The question that drew the disclosure out counts: a student who asked directly has screened.
    const asked = before.flatMap((x) =>
      (bySeq.get(x.seq)?.risk ?? []).filter((m) => SCREEN.includes(m)).map((move) => ({ seq: x.seq, move })),
    );
    const moves = [
      ...asked,
      ...after.flatMap((x) => (bySeq.get(x.seq)?.risk ?? []).map((move) => ({ seq: x.seq, move }))),
    ];
    disclosures.push({
      patientSeq: u.seq,
      source: byEngine && byText ? 'both' : byEngine ? 'engine' : 'text',
      respondedSeq: responded?.seq ?? null,
      harmfulSeqs,
      moves,
      missed: responded === undefined,
    });
  });
  return { disclosures, proactive };
}

/** Whether the moves after a disclosure include a direct question about suicidal ideation. */
export function screened(d: DisclosureResponse): boolean {
  return d.moves.some((m) => SCREEN.includes(m.move));
}
