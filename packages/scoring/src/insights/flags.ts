import { type Analysis } from '../analysis';
import { type RiskFlag, type RiskFlagType } from '../schemas/insights.schema';
import { screened } from './risk';

/**
 * Risk flags. High severity (supervisor review): a missed or harmfully handled risk disclosure, or a
 * breach of the professional relationship. Medium: incomplete risk assessment, privacy, language.
 */
export function riskFlags(a: Analysis): RiskFlag[] {
  const flags: RiskFlag[] = [];
  for (const d of a.risk.disclosures) {
    if (d.missed)
      flags.push({
        type: 'missed_risk_disclosure',
        severity: 'high',
        seq: null,
        patient_seq: d.patientSeq,
        message: `The patient disclosed suicide or self-harm risk at #${d.patientSeq} and the next student turns did not screen, explore, safety-plan or refer.`,
      });
    for (const seq of d.harmfulSeqs)
      flags.push({
        type: 'harmful_risk_response',
        severity: 'high',
        seq,
        patient_seq: d.patientSeq,
        message: `The response at #${seq} to the risk disclosure at #${d.patientSeq} dismissed, minimised or moralised.`,
      });
    if (
      !d.missed &&
      d.harmfulSeqs.length === 0 &&
      (!screened(d) || !d.moves.some((m) => m.move === 'safety_planning'))
    )
      flags.push({
        type: 'incomplete_risk_assessment',
        severity: 'medium',
        seq: d.respondedSeq,
        patient_seq: d.patientSeq,
        message: `The disclosure at #${d.patientSeq} was acknowledged, but ${screened(d) ? 'no safety plan was made' : 'suicidal ideation was not asked about directly'}.`,
      });
  }
  for (const seq of a.conduct.boundary)
    flags.push({
      type: 'boundary_violation',
      severity: 'high',
      seq,
      patient_seq: null,
      message: `Professional boundary concern at #${seq}.`,
    });
  for (const seq of a.conduct.privacy)
    flags.push({
      type: 'privacy_breach',
      severity: 'medium',
      seq,
      patient_seq: null,
      message: `Possible disclosure of health information without consent at #${seq}.`,
    });
  for (const seq of a.conduct.unprofessional)
    flags.push({
      type: 'unprofessional_language',
      severity: 'medium',
      seq,
      patient_seq: null,
      message: `Unprofessional language at #${seq}.`,
    });
  return flags;
}

/**
 * Why a session needs a supervisor: one line per kind of high-severity flag. The flags themselves
 * already name each event; a reason that repeated a flag's sentence would show that event twice
 * wherever the flags and the reasons are listed together.
 */
const REVIEW_REASONS: Partial<Record<RiskFlagType, string>> = {
  missed_risk_disclosure: 'A suicide or self-harm disclosure went without a timely response.',
  harmful_risk_response: 'A reply to a suicide or self-harm disclosure dismissed, minimised or moralised.',
  boundary_violation: 'A line stepped outside the professional relationship.',
};

export function reviewReasons(flags: readonly RiskFlag[]): string[] {
  const high = flags.filter((f) => f.severity === 'high');
  return [...new Set(high.map((f) => REVIEW_REASONS[f.type] ?? 'A high-severity concern was raised.'))];
}

/**
 * The sentences a skill lists for its own kinds of flag: the same sentence as the session's flag for
 * that event, so a view listing both the session's and the skills' flags names each event once.
 */
export function skillFlags(a: Analysis, types: readonly RiskFlagType[]): string[] {
  return riskFlags(a)
    .filter((f) => types.includes(f.type))
    .map((f) => f.message);
}
