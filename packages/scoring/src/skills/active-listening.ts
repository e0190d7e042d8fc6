import { type Analysis } from '../analysis';
import { clamp100, MIN_TURNS_FOR_B, scale, THRESHOLDS } from '../grades';
import { type Skill } from '../schemas/insights.schema';
import { wordCount } from '@practicum/coder';
import { cite, evidence, has, notEnough, pct, pick, plural, ratio, skill, uniqueEvidence } from './common';

/** Reflection-to-question ratio onto 0-100: fair (1:1) is 60, good (2:1) is 90. */
export function rqScore(rq: number | null, reflections: number): number {
  if (rq === null) return reflections > 0 ? 100 : 0;
  const { fair, good } = THRESHOLDS.reflectionToQuestion;
  return scale(rq, [
    [0, 0],
    [fair, 60],
    [good, 90],
    [good + 1, 100],
  ]);
}

/** How far the student's share of talk sits outside the optimal band, onto 0-100. */
export function talkScore(studentPercent: number, optimal: boolean): number {
  if (optimal) return 100;
  const { min, max } = THRESHOLDS.studentTalk;
  const off = studentPercent < min ? min - studentPercent : studentPercent - max;
  return scale(off, [
    [0, 100],
    [25, 0],
  ]);
}

/**
 * Active listening: reflecting more than asking (MITI R:Q), reflecting often, letting the patient do
 * most of the talking, and pulling threads together in summaries. A reflection of something the
 * patient never said is a missed attempt: it counts as a turn but not as a reflection.
 */
export function activeListening(a: Analysis): Skill {
  const { miti, talk, structure } = a;
  if (miti.substantive === 0 || a.evidenceTurns === 0)
    return notEnough('there were no listening responses (questions or reflections) to assess.');
  const density = miti.reflections / miti.substantive;
  const densityScore = scale(density, [
    [0, 0],
    [THRESHOLDS.reflectionDensity, 100],
  ]);
  // Talking at the patient (information and advice) is time not spent listening.
  const input = a.codes.filter((c) =>
    ['giving_information', 'persuade', 'persuade_with_permission', 'confront'].includes(c.primary),
  );
  const lecturing = scale(input.length / miti.substantive, [
    [0.2, 0],
    [0.6, 30],
  ]);
  const monologue =
    talk.longestMonologue &&
    talk.monologueShare > THRESHOLDS.monologueShare &&
    talk.longestMonologue.words > 120;
  const score = clamp100(
    0.4 * rqScore(miti.reflectionToQuestion, miti.reflections) +
      0.35 * densityScore +
      0.25 * talkScore(talk.studentPercent, talk.optimal) +
      (structure.summary !== null ? 5 : 0) -
      (monologue ? 10 : 0) -
      lecturing,
  );

  const best = pick(
    a.codes,
    (c) => c.primary === 'simple_reflection' || c.primary === 'complex_reflection',
    2,
    (c) => (has(c, 'complex_reflection') ? 1000 + c.words : c.words),
  );
  const strengths = best.map((c) => `Reflected the patient's meaning at ${cite(a, c.seq)}.`);
  if (structure.summary !== null)
    strengths.push(`Summarised the conversation at ${cite(a, structure.summary)}.`);
  // A share of talk over a handful of turns says nothing about how the student listens.
  if (talk.optimal && a.evidenceTurns >= MIN_TURNS_FOR_B)
    strengths.push(
      `Left the patient most of the talking (${talk.patientPercent}% patient, ${talk.studentPercent}% you).`,
    );

  const areas: string[] = a.misfits
    .slice(0, 2)
    .map(
      (seq) =>
        `${cite(a, seq)} reflected something the patient had not said, so it did not count as a reflection. Reflect only what they told or showed you, and check you have it right ("Have I got that right?").`,
    );
  const rq = miti.reflectionToQuestion;
  if (rq !== null && rq < THRESHOLDS.reflectionToQuestion.fair) {
    // Closed questions right after the patient said a lot are where a reflection would have fitted best.
    const missed = pick(
      a.codes,
      (c) => has(c, 'question_open', 'question_closed') && !has(c, 'simple_reflection', 'complex_reflection'),
      1,
      (c) => (has(c, 'question_open') ? 0 : 1000) + wordCount(previousPatient(a, c.seq)),
    );
    const where = missed[0]
      ? ` For example, after the patient's answer you asked ${cite(a, missed[0].seq)}; reflecting what you heard first would have shown you were listening.`
      : '';
    areas.push(
      `You asked ${plural(miti.questions, 'question')} and reflected ${plural(miti.reflections, 'time')} (${ratio(rq)} reflections per question; one per question is fair, two is good).${where}`,
    );
  }
  if (!talk.optimal)
    areas.push(
      `You spoke ${talk.studentPercent}% of the time; aim for 25-40% so the patient does 60-75% of the talking.`,
    );
  if (monologue && talk.longestMonologue)
    areas.push(
      `Your longest uninterrupted stretch ran ${talk.longestMonologue.words} words from ${cite(a, talk.longestMonologue.seq, 60)}; pause and check in sooner.`,
    );
  if (structure.summary === null && a.codes.length >= 10)
    areas.push(
      'Offer a summary before moving on or closing: it shows you have held on to what the patient said.',
    );

  const misfitNote =
    a.misfits.length > 0
      ? ` ${a.misfits.length === 1 ? 'One reflection' : `${a.misfits.length} reflections`} (${a.misfits.map((s) => `#${s}`).join(', ')}) did not match what the patient had said and ${a.misfits.length === 1 ? 'was' : 'were'} not counted.`
      : '';
  const feedback =
    `Reflections made up ${pct(100 * density)} of your responses${rq === null ? '' : ` (${ratio(rq)} per question asked)`}, and you spoke ${talk.studentPercent}% of the time.` +
    misfitNote +
    (best[0]
      ? ` Your strongest listening moment was ${cite(a, best[0].seq)}.`
      : ' You did not reflect back what the patient said.');
  return skill({
    score,
    feedback,
    strengths,
    areas_for_improvement: areas,
    evidence: uniqueEvidence([
      ...best.map((c) => evidence(a, c.seq, c.primary)),
      ...(structure.summary !== null ? [evidence(a, structure.summary, 'summary')] : []),
      ...a.misfits.slice(0, 2).map((seq) => evidence(a, seq, 'misfit_reflection')),
    ]),
    immediate_feedback: areas.slice(0, 1),
  });
}

/** The patient's words just before a student turn. */
export function previousPatient(a: Analysis, seq: number): string {
  let text = '';
  for (const u of a.utterances) {
    if (u.seq >= seq) break;
    text = u.speaker === 'patient' ? u.text : '';
  }
  return text;
}
