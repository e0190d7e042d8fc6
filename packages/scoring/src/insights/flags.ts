import { type Analysis } from '../analysis';
import { type RiskFlag } from '../schemas/insights.schema';
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
