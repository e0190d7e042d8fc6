import { type Analysis } from '../analysis';
import { clamp100, MIN_TURNS_FOR_B } from '../grades';
import { type Skill } from '../schemas/insights.schema';
import { cite, evidence, notEnough, skill, uniqueEvidence } from './common';
import { harmArea, harmEvidence, harmsFor } from './harm';
import { skillFlags } from '../insights/flags';

/**
 * Boundary maintenance: keeping the professional frame (no dual relationships, promises or absolute
 * confidentiality, no sharing of others' information, respectful language without insults or blame,
 * the session about the patient rather than the student) and structuring the session (greeting,
 * agenda, summary, closing).
 */
export function boundaries(a: Analysis): Skill {
  const { conduct: c, structure } = a;
  if (!a.student.some((u) => u.text.trim() !== '') || a.evidenceTurns === 0)
    return notEnough(
      'there was no student speech to the patient in which to keep or break the professional frame.',
    );
  const conductHarms = harmsFor(a, 'conduct');
  const hostile = conductHarms.filter((h) => h.kind === 'hostility').map((h) => h.seq);
  const judging = conductHarms.filter((h) => h.kind === 'judgement').map((h) => h.seq);
  const harmed = new Set(conductHarms.map((h) => h.seq));
  // A line the coder already heard as hostile or judging is not charged again for its words.
  const language = c.unprofessional.filter((s) => !harmed.has(s));
  // Insulting the patient costs more than any other lapse: it is the one that ends the relationship.
  const conductScore =
    100 -
    Math.min(80, 40 * c.boundary.length) -
    Math.min(60, 30 * c.privacy.length) -
    Math.min(100, 50 * hostile.length) -
    Math.min(60, 30 * judging.length) -
    Math.min(50, 25 * language.length) -
    Math.min(15, 5 * c.selfFocus.length);
  const moves = Object.values(structure).filter((s) => s !== null).length;
  const score = clamp100(0.75 * Math.max(0, conductScore) + 0.25 * (40 + 15 * moves));

  const areas: string[] = conductHarms.map((h) => harmArea(a, h.seq, h.kind));
  for (const seq of c.boundary) areas.push(`${cite(a, seq)} steps outside the professional relationship.`);
  for (const seq of c.privacy)
    areas.push(`${cite(a, seq)} risks disclosing health information without consent.`);
  for (const seq of language) areas.push(`${cite(a, seq)} is not professional language.`);
  if (c.selfFocus[0] !== undefined)
    areas.push(
      `${cite(a, c.selfFocus[0])} turns the focus to you; keep self-disclosure brief and purposeful.`,
    );
  const missing = (['greeting', 'agenda', 'summary', 'closing'] as const).filter(
    (k) => structure[k] === null,
  );
  if (missing.length > 0) areas.push(`Structure the session: no ${missing.join(', ')} was found.`);

  const concerns = [...new Set([...harmed, ...c.boundary, ...c.privacy, ...language])].sort((x, y) => x - y);
  const strengths: string[] = [];
  // Saying nothing wrong in a couple of lines is not yet keeping a frame: praise needs a session.
  if (concerns.length === 0 && a.evidenceTurns >= MIN_TURNS_FOR_B)
    strengths.push('Kept a professional frame throughout: no boundary, privacy or language concerns.');
  if (structure.agenda !== null)
    strengths.push(`Set an agenda with the patient at ${cite(a, structure.agenda)}.`);
  if (structure.closing !== null)
    strengths.push(`Closed the session clearly at ${cite(a, structure.closing)}.`);

  return skill({
    score,
    feedback:
      concerns.length === 0
        ? `No boundary, privacy or language concerns were found; ${moves} of 4 structural moves (greeting, agenda, summary, closing) were present.`
        : `Concerns were found at ${concerns.map((s) => `#${s}`).join(', ')}; see the areas for improvement.`,
    strengths,
    areas_for_improvement: areas,
    evidence: uniqueEvidence([
      ...conductHarms.map((h) => harmEvidence(a, h.seq, h.kind)),
      ...c.boundary.map((s) => evidence(a, s, 'boundary_breach')),
      ...c.privacy.map((s) => evidence(a, s, 'privacy_breach')),
      ...language.map((s) => evidence(a, s, 'unprofessional_language')),
      ...(['greeting', 'agenda', 'summary', 'closing'] as const).flatMap((k) =>
        structure[k] !== null ? [evidence(a, structure[k], k)] : [],
      ),
    ]),
    immediate_feedback: areas.slice(0, 1),
    risk_flags: skillFlags(a, ['boundary_violation']),
  });
}
