import { type Analysis } from '../analysis';
import { clamp100, scale } from '../grades';
import { EVOKE_CHANGE } from '@practicum/coder';
import { type MitiCode, type UtteranceCoding } from '@practicum/coder';
import { type Skill } from '../schemas/insights.schema';
import { normalise } from '@practicum/coder';
import { isHarmful } from '../metrics/credit';
import { cite, evidence, has, notEnough, pick, skill, uniqueEvidence } from './common';

/** MITI 4.2 MI-adherent behaviours, plus advice given with permission. */
const ADHERENT_MOVES: readonly MitiCode[] = [
  'affirm',
  'seeking_collaboration',
  'emphasising_autonomy',
  'persuade_with_permission',
];
/** How the adherent moves read to a student. */
const MOVE_WORDS: Partial<Record<MitiCode, string>> = {
  affirm: 'affirmation',
  seeking_collaboration: 'invitation to work together',
  emphasising_autonomy: "respect for the patient's choice",
  persuade_with_permission: 'advice given with permission',
};

/**
 * Therapeutic interventions, judged by MI consistency: MI-adherent moves (affirm, seek collaboration,
 * emphasise autonomy) outnumber non-adherent ones (confront, persuade without permission); the
 * student evokes the patient's own reasons for change rather than supplying them; information and
 * advice take a modest share of the session and come with permission.
 */
export function interventions(a: Analysis): Skill {
  const turns = a.codes.filter((c) => c.primary !== 'facilitate');
  if (turns.length === 0 || a.evidenceTurns === 0)
    return notEnough('there were no student interventions to assess.');
  const { adherent, nonAdherent } = a.miti;
  const adherence =
    adherent + nonAdherent === 0
      ? 60
      : scale(adherent / (adherent + nonAdherent), [
          [0, 0],
          [0.5, 50],
          [1, 100],
        ]);
  const input = turns.filter((c) =>
    ['giving_information', 'persuade', 'persuade_with_permission', 'confront'].includes(c.primary),
  );
  const inputScore = scale(input.length / turns.length, [
    [0, 100],
    [0.2, 100],
    [0.5, 40],
    [0.8, 0],
  ]);
  const evoking = turns.filter(
    (c) =>
      (has(c, 'question_open') || c.annomi.main === 'question') &&
      EVOKE_CHANGE.test(normalise(a.textBySeq.get(c.seq) ?? '')),
  );
  const evokeScore = scale(evoking.length, [
    [0, 30],
    [1, 70],
    [3, 100],
  ]);
  const score = clamp100(0.4 * adherence + 0.3 * inputScore + 0.3 * evokeScore);

  const adherentTurns = pick(
    turns,
    (c) => c.codes.some((x) => ADHERENT_MOVES.includes(x)),
    2,
    (c) => c.words,
  );
  const move = (c: UtteranceCoding) => c.codes.find((x) => ADHERENT_MOVES.includes(x)) ?? c.primary;
  const strengths = [
    ...evoking.slice(0, 1).map((c) => `Evoked the patient's own motivation for change at ${cite(a, c.seq)}.`),
    ...adherentTurns.map((c) => `MI-consistent ${MOVE_WORDS[move(c)] ?? 'move'} at ${cite(a, c.seq)}.`),
  ];
  // Hurtful lines are answered under empathy and conduct, with advice that fits them better.
  const persuasion = turns.filter((c) => has(c, 'persuade') && !isHarmful(c));
  const areas: string[] = [];
  for (const c of persuasion.slice(0, 2))
    areas.push(
      `${cite(a, c.seq)} tells the patient what to do without asking; ask permission first ("Would it be okay if I shared …?") and then what they make of it.`,
    );
  if (input.length / turns.length > 0.35)
    areas.push(
      `${Math.round((100 * input.length) / turns.length)}% of your turns gave information or advice; elicit what the patient knows and wants before you provide.`,
    );
  if (evoking.length === 0 && turns.length >= 8)
    areas.push(
      'Ask for the patient\'s own reasons, ideas or confidence ("On a scale of 0 to 10, how important …?").',
    );

  return skill({
    score,
    feedback:
      `You made ${adherent} MI-adherent and ${nonAdherent} MI-non-adherent moves, and evoked change talk ${evoking.length} time${evoking.length === 1 ? '' : 's'}.` +
      (persuasion[0] ? ` Watch persuasion such as ${cite(a, persuasion[0].seq)}.` : ''),
    strengths,
    areas_for_improvement: areas,
    evidence: uniqueEvidence([
      ...evoking.slice(0, 2).map((c) => evidence(a, c.seq, 'evoke_change')),
      ...adherentTurns.map((c) => evidence(a, c.seq, move(c))),
      ...persuasion.slice(0, 2).map((c) => evidence(a, c.seq, 'persuade')),
    ]),
    immediate_feedback: areas.slice(0, 1),
  });
}
