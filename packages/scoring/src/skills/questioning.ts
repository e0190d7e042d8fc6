import { type Analysis } from '../analysis';
import { clamp100, MIN_TURNS_FOR_B, scale, THRESHOLDS } from '../grades';
import { type Skill } from '../schemas/insights.schema';
import { cite, evidence, has, notEnough, pct, pick, plural, skill, uniqueEvidence } from './common';

/** Percent open questions onto 0-100: fair (50 %) is 70, good (70 %) is 95. */
export function openScore(percent: number | null): number {
  if (percent === null) return 0;
  const { fair, good } = THRESHOLDS.percentOpen;
  return scale(percent, [
    [0, 10],
    [fair, 70],
    [good, 95],
    [100, 100],
  ]);
}

/**
 * Questioning: open more than closed, one question at a time, no advice dressed up as a question,
 * no runs of closed questions (interrogation), and questions that explore the patient's experience.
 */
export function questioning(a: Analysis): Skill {
  const { miti } = a;
  const asks = a.codes.filter((c) => has(c, 'question_open', 'question_closed'));
  const disguised = a.codes.filter((c) => has(c, 'persuade') && c.annomi.main === 'question');
  // No question in a handful of turns is too little to say the student does not ask.
  if (asks.length === 0 && disguised.length === 0 && a.evidenceTurns < MIN_TURNS_FOR_B)
    return notEnough('you asked no questions in this short exchange.');
  if (asks.length === 0 && disguised.length === 0)
    return skill({
      score: miti.substantive > 0 ? 40 : 0,
      feedback: 'You asked no questions, so the patient had no invitations to open up.',
      areas_for_improvement: [
        'Use open questions ("What …", "How …", "Tell me about …") to invite the patient to talk.',
      ],
    });

  // Three or more closed questions in a row feel like an interrogation.
  let run = 0;
  const runs: number[] = [];
  for (const c of a.codes) {
    if (c.primary === 'facilitate') continue;
    run = has(c, 'question_closed') && !has(c, 'question_open') ? run + 1 : 0;
    if (run === 3) runs.push(c.seq);
  }
  const stackShare = miti.questions > 0 ? miti.stacked / miti.questions : 0;
  const explorations = a.codes.filter((c) => c.empathy.explorations === 'strong');
  const score = clamp100(
    openScore(miti.percentOpen) -
      scale(stackShare, [
        [0, 0],
        [0.5, 25],
      ]) -
      Math.min(24, 8 * disguised.length) -
      Math.min(20, 10 * runs.length) +
      (explorations.length > 0 ? 5 : 0),
  );

  const best = pick(
    asks,
    (c) => has(c, 'question_open'),
    2,
    (c) => (c.empathy.explorations === 'strong' ? 100 : 0) + c.words,
  );
  const strengths = best.map(
    (c) => `Asked an open question that invited the patient to elaborate: ${cite(a, c.seq)}.`,
  );
  const areas: string[] = [];
  const closed = asks.find((c) => has(c, 'question_closed') && !has(c, 'question_open'));
  if ((miti.percentOpen ?? 0) < THRESHOLDS.percentOpen.fair && closed)
    areas.push(
      `Only ${pct(miti.percentOpen)} of your questions were open. ${cite(a, closed.seq)} invites a yes/no answer; try "What …" or "Tell me about …" instead.`,
    );
  for (const c of disguised.slice(0, 2))
    areas.push(
      `${cite(a, c.seq)} is advice phrased as a question; ask what the patient has considered, or ask permission before suggesting.`,
    );
  if (runs[0] !== undefined)
    areas.push(
      `Several closed questions in a row ending at ${cite(a, runs[0], 60)} can feel like an interrogation; follow an answer with a reflection.`,
    );
  const stackedTurn = asks.find((c) => c.questions >= 2);
  if (stackShare >= 0.2 && stackedTurn)
    areas.push(
      `${cite(a, stackedTurn.seq)} asks several questions at once; ask one and wait for the answer.`,
    );

  return skill({
    score,
    feedback:
      `You asked ${plural(miti.questions, 'question')}${miti.percentOpen === null ? '' : `, ${pct(miti.percentOpen)} of them open (half is fair, 70% is good)`}.` +
      (best[0] ? ` ${cite(a, best[0].seq)} is a good open question.` : ''),
    strengths,
    areas_for_improvement: areas,
    evidence: uniqueEvidence([
      ...best.map((c) => evidence(a, c.seq, 'question_open')),
      ...(closed ? [evidence(a, closed.seq, 'question_closed')] : []),
      ...disguised.slice(0, 2).map((c) => evidence(a, c.seq, 'persuade (question form)')),
    ]),
    immediate_feedback: areas.slice(0, 1),
  });
}
