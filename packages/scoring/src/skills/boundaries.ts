import { type Analysis } from '../analysis';
import { clamp100 } from '../grades';
import { type Skill } from '../schemas/insights.schema';
import { cite, evidence, skill, uniqueEvidence } from './common';

/**
 * Boundary maintenance: keeping the professional frame (no dual relationships, promises or absolute
 * confidentiality, no sharing of others' information, professional language, the session about the
 * patient rather than the student) and structuring the session (greeting, agenda, summary, closing).
 */
export function boundaries(a: Analysis): Skill {
  const { conduct: c, structure } = a;
  if (!a.student.some((u) => u.text.trim() !== ''))
    return skill({
      score: 0,
      feedback: 'There was no student speech in which to keep or break the professional frame.',
    });
  const conductScore =
    100 -
    Math.min(80, 40 * c.boundary.length) -
    Math.min(60, 30 * c.privacy.length) -
    Math.min(50, 25 * c.unprofessional.length) -
    Math.min(15, 5 * c.selfFocus.length);
  const moves = Object.values(structure).filter((s) => s !== null).length;
  const score = clamp100(0.75 * Math.max(0, conductScore) + 0.25 * (40 + 15 * moves));

  const areas: string[] = [];
  const flags: string[] = [];
  for (const seq of c.boundary) {
    areas.push(`${cite(a, seq)} steps outside the professional relationship.`);
    flags.push(`Boundary concern at #${seq}.`);
  }
  for (const seq of c.privacy)
    areas.push(`${cite(a, seq)} risks disclosing health information without consent.`);
  for (const seq of c.unprofessional) areas.push(`${cite(a, seq)} is not professional language.`);
  if (c.selfFocus[0] !== undefined)
    areas.push(
      `${cite(a, c.selfFocus[0])} turns the focus to you; keep self-disclosure brief and purposeful.`,
    );
  const missing = (['greeting', 'agenda', 'summary', 'closing'] as const).filter(
    (k) => structure[k] === null,
  );
  if (missing.length > 0) areas.push(`Structure the session: no ${missing.join(', ')} was found.`);

  const strengths: string[] = [];
  if (c.boundary.length + c.privacy.length + c.unprofessional.length === 0)
    strengths.push('Kept a professional frame throughout: no boundary, privacy or language concerns.');
  if (structure.agenda !== null)
    strengths.push(`Set an agenda with the patient at ${cite(a, structure.agenda)}.`);
  if (structure.closing !== null)
    strengths.push(`Closed the session clearly at ${cite(a, structure.closing)}.`);

  return skill({
    score,
    feedback:
      c.boundary.length + c.privacy.length + c.unprofessional.length === 0
        ? `No boundary, privacy or language concerns were found; ${moves} of 4 structural moves (greeting, agenda, summary, closing) were present.`
        : `Concerns were found at ${[...c.boundary, ...c.privacy, ...c.unprofessional].map((s) => `#${s}`).join(', ')}; see the areas for improvement.`,
    strengths,
    areas_for_improvement: areas,
    evidence: uniqueEvidence([
      ...c.boundary.map((s) => evidence(a, s, 'boundary_breach')),
      ...c.privacy.map((s) => evidence(a, s, 'privacy_breach')),
      ...c.unprofessional.map((s) => evidence(a, s, 'unprofessional_language')),
      ...(['greeting', 'agenda', 'summary', 'closing'] as const).flatMap((k) =>
        structure[k] !== null ? [evidence(a, structure[k], k)] : [],
      ),
    ]),
    immediate_feedback: areas.slice(0, 1),
    risk_flags: flags,
  });
}
