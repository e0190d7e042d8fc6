import { type Analysis } from '../analysis';
import { clamp100, scale, THRESHOLDS } from '../grades';
import { type UtteranceCoding } from '@practicum/coder';
import { type Skill } from '../schemas/insights.schema';
import { cite, evidence, has, notEnough, pct, pick, skill, uniqueEvidence } from './common';
import { harmArea, harmEvidence, harmsFor } from './harm';

const LEVEL = { none: 0, weak: 1, strong: 2 } as const;

/** EPITOME total for a turn: 0-6 over emotional reactions, interpretations and explorations. */
export function epitomeTotal(c: UtteranceCoding): number {
  const e = c.empathy;
  return LEVEL[e.emotional_reactions] + LEVEL[e.interpretations] + LEVEL[e.explorations];
}

const isStrong = (c: UtteranceCoding) => Object.values(c.empathy).includes('strong');

/** Percent complex reflections onto 0-100: MITI fair (40 %) is 70, good (50 %) is 90. */
export function complexScore(percent: number | null): number {
  if (percent === null) return 0;
  const { fair, good } = THRESHOLDS.percentComplex;
  return scale(percent, [
    [0, 20],
    [fair, 70],
    [good, 90],
    [70, 100],
  ]);
}

/**
 * Empathy (EPITOME): how often the student conveys understanding of the patient's experience, names
 * feelings, and invites more; complex reflections and affirmations count, confrontation costs, and so
 * does brushing feelings aside or reassuring before understanding.
 */
export function empathy(a: Analysis): Skill {
  const turns = a.codes.filter((c) => c.primary !== 'facilitate');
  if (turns.length === 0 || a.evidenceTurns === 0)
    return notEnough('there were no student responses to the patient to assess for empathy.');
  const strongShare = turns.filter(isStrong).length / turns.length;
  const anyShare = turns.filter((c) => epitomeTotal(c) > 0).length / turns.length;
  const epitome =
    0.6 *
      scale(strongShare, [
        [0, 0],
        [0.25, 100],
      ]) +
    0.4 *
      scale(anyShare, [
        [0, 0],
        [0.5, 100],
      ]);
  const affirms = a.codes.filter((c) => has(c, 'affirm'));
  const affirmScore = scale((10 * affirms.length) / turns.length, [
    [0, 40],
    [1, 100],
  ]);
  const confronts = a.codes.filter((c) => has(c, 'confront'));
  const dismissals = harmsFor(a, 'empathy');
  // Every line that confronts, dismisses or falsely reassures costs once, however many of these it does.
  const costly = new Set([...confronts.map((c) => c.seq), ...dismissals.map((d) => d.seq)]);
  // MITI's Empathy global falls when the clinician argues for change instead of seeking the patient's view.
  const rightingReflex = scale(a.miti.nonAdherent / turns.length, [
    [0, 0],
    [0.3, 40],
  ]);
  const score = clamp100(
    0.45 * epitome +
      0.35 * complexScore(a.miti.percentComplex) +
      0.2 * affirmScore -
      Math.min(45, 15 * costly.size) -
      rightingReflex,
  );

  const best = pick(
    turns,
    (c) => epitomeTotal(c) >= 2,
    2,
    (c) => 10 * epitomeTotal(c) + (has(c, 'complex_reflection') ? 5 : 0),
  );
  const strengths = best.map(
    (c) => `Conveyed understanding of the patient's experience at ${cite(a, c.seq)}.`,
  );
  if (affirms[0])
    strengths.push(`Affirmed the patient's strengths or efforts at ${cite(a, affirms[0].seq)}.`);

  const areas: string[] = dismissals.map((d) => harmArea(a, d.seq, d.kind));
  const dismissed = new Set(dismissals.map((d) => d.seq));
  // Hostile and judging lines are answered under professional conduct, with advice of their own.
  const judged = new Set(harmsFor(a, 'conduct').map((d) => d.seq));
  for (const c of confronts.filter((x) => !dismissed.has(x.seq) && !judged.has(x.seq)).slice(0, 2))
    areas.push(
      `${cite(a, c.seq)} confronts or judges the patient; reflect the reluctance instead ("Part of you …").`,
    );
  const pcr = a.miti.percentComplex;
  if (pcr === null)
    areas.push(
      'You did not reflect what the patient said: name the feeling or meaning behind their words ("It sounds like …").',
    );
  else if (pcr < THRESHOLDS.percentComplex.fair)
    areas.push(
      `Only ${pct(pcr)} of your reflections went beyond the patient's words (40% is fair, half is good): go beyond repeating, name the feeling or meaning behind what the patient says.`,
    );
  if (affirms.length === 0 && turns.length >= 8)
    areas.push(
      'Notice and name something the patient is doing well: an affirmation builds confidence to change.',
    );
  if (strongShare < 0.1)
    areas.push(
      'Few responses named the patient\'s feelings or explored them; try "It sounds like that left you feeling …".',
    );

  return skill({
    score,
    feedback:
      `${pct(100 * anyShare)} of your responses showed you understood how the patient felt, ${pct(100 * strongShare)} strongly; ${pcr === null ? 'you made no reflections' : `complex reflections were ${pct(pcr)} of reflections`}.` +
      (best[0] ? ` A clear example is ${cite(a, best[0].seq)}.` : ''),
    strengths,
    areas_for_improvement: areas,
    evidence: uniqueEvidence([
      ...best.map((c) =>
        evidence(
          a,
          c.seq,
          `epitome:${c.empathy.interpretations === 'strong' ? 'interpretation' : c.empathy.emotional_reactions === 'strong' ? 'emotional_reaction' : 'exploration'}`,
        ),
      ),
      ...affirms.slice(0, 1).map((c) => evidence(a, c.seq, 'affirm')),
      ...dismissals.map((d) => harmEvidence(a, d.seq, d.kind)),
      ...confronts
        .filter((c) => !dismissed.has(c.seq))
        .slice(0, 2)
        .map((c) => evidence(a, c.seq, 'confront')),
    ]),
    immediate_feedback: areas.slice(0, 1),
  });
}
