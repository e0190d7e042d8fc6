import { isDisclosure } from '@practicum/coder';
import { THRESHOLDS } from '../grades';
import { HARMFUL_RISK_RESPONSE } from '@practicum/coder';
import { type RiskMove, type UtteranceCoding } from '@practicum/coder';
import { type ScoringUtterance } from '@practicum/coder';
import { normalise } from '@practicum/coder';

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

const SCREEN: readonly RiskMove[] = ['wish_to_be_dead', 'suicidal_thoughts'];

/**
 * What the student did with each risk disclosure: the next few student turns must screen, explore,
 * safety-plan or refer; a dismissive or moralising reply is harmful whatever follows.
 */
export function assessRisk(
  utterances: readonly ScoringUtterance[],
  codes: readonly UtteranceCoding[],
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
    if (!isDisclosure(u) || !studentSinceLast) return;
    studentSinceLast = false;
    const byEngine = u.risk_disclosed === true;
    const byText = isDisclosure({ ...u, risk_disclosed: false });
    const after = utterances.slice(i + 1).filter((x) => x.speaker === 'student');
    const window = after.slice(0, THRESHOLDS.riskResponseWindow);
    const responded = window.find((x) => (bySeq.get(x.seq)?.risk.length ?? 0) > 0);
    const harmfulSeqs = window.filter((x) => HARMFUL_RISK_RESPONSE.test(normalise(x.text))).map((x) => x.seq);
    const moves = after.flatMap((x) => (bySeq.get(x.seq)?.risk ?? []).map((move) => ({ seq: x.seq, move })));
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
