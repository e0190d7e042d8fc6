import { type Analysis } from '../analysis';
import { MIN_TURNS_FOR_B, THRESHOLDS } from '../grades';
import { type RiskFlag, type Skill, type SkillName } from '../schemas/insights.schema';
import { plural, pct, ratio } from '../skills/common';
import { HARMS } from '../metrics/credit';
import { harmArea, harmSummary } from '../skills/harm';

/** Reflections per question and the complex and open shares, leaving out those with nothing to count. */
function shares(miti: Analysis['miti']): string {
  const parts = [
    miti.percentComplex === null ? null : `${pct(miti.percentComplex)} complex reflections`,
    miti.percentOpen === null ? null : `${pct(miti.percentOpen)} open questions`,
  ].filter((x) => x !== null);
  const rq =
    miti.reflectionToQuestion === null
      ? ''
      : ` (${ratio(miti.reflectionToQuestion)} reflections per question)`;
  return rq + (parts.length > 0 ? `, with ${parts.join(' and ')}` : '');
}

/** Why a short session's grade is capped, in the student's terms (cap: the overall score's ceiling). */
export function shortSessionNote(a: Analysis, cap: number): string {
  const n = a.evidenceTurns;
  const said = n === 0 ? 'No exchanges' : `Only ${plural(n, 'exchange')}`;
  return `${said}: too little to judge reliably, so the grade is capped at ${cap} (at least ${MIN_TURNS_FOR_B} are needed for a full grade).`;
}

/** A few sentences a student can read in ten seconds; every figure is computed. */
export function sessionSummary(
  a: Analysis,
  overall: number,
  grade: string,
  engagement: string,
  rapport: string,
  flags: readonly RiskFlag[],
  cap: number | null = null,
): string {
  const { miti, talk } = a;
  const minutes =
    talk.basis === 'duration'
      ? ` over about ${plural(Math.max(1, Math.round((talk.student + talk.patient) / 60000)), 'minute')}`
      : '';
  const parts = [
    `${a.student.length} student and ${a.patient.length} patient turns${minutes}.`,
    miti.reflections + miti.questions === 0
      ? 'You neither reflected nor asked a question.'
      : `You reflected ${plural(miti.reflections, 'time')} and asked ${plural(miti.questions, 'question')}${shares(miti)}.`,
    `You spoke ${talk.studentPercent}% of the time (${talk.optimal ? 'optimal' : 'outside the optimal 25-40%'}); patient engagement was ${engagement} and rapport ${rapport}.`,
  ];
  const disclosures = a.risk.disclosures.length;
  if (disclosures > 0) {
    const missed = flags.filter((f) => f.type === 'missed_risk_disclosure').length;
    parts.push(
      missed > 0
        ? `The patient disclosed suicide or self-harm risk and ${missed === disclosures ? 'it was' : `${missed} of ${disclosures} disclosures were`} not followed up: this session needs supervisor review.`
        : 'The patient disclosed suicide or self-harm risk and you responded to it.',
    );
  }
  const harmed = harmSummary(a);
  if (harmed) parts.push(harmed);
  if (cap !== null) parts.push(shortSessionNote(a, cap));
  parts.push(`Overall ${overall}/100 (grade ${grade}).`);
  return parts.join(' ');
}

/**
 * The three most useful things to change next time: risk first, then any line that hurt the patient,
 * then why a short session's grade is capped, then the weakest skills.
 */
export function immediateFeedback(
  a: Analysis,
  skills: Record<SkillName, Skill>,
  flags: readonly RiskFlag[],
  cap: number | null = null,
): string[] {
  const out: string[] = flags.filter((f) => f.severity === 'high').map((f) => f.message);
  // The most hurtful lines first (insults before blame before dismissal), then in session order.
  const worst = [...a.harms]
    .sort((x, y) => HARMS.indexOf(x.kinds[0]!) - HARMS.indexOf(y.kinds[0]!) || x.seq - y.seq)
    .slice(0, 2);
  for (const h of worst) out.push(harmArea(a, h.seq, h.kinds[0]!));
  if (cap !== null) out.push(shortSessionNote(a, cap));
  const ranked = (Object.entries(skills) as Array<[SkillName, Skill]>)
    .filter(([, s]) => s.score !== null)
    .sort((x, y) => (x[1].score ?? 0) - (y[1].score ?? 0) || x[0].localeCompare(y[0]));
  // A hurtful line already named above is not named again under another skill.
  const named = new Set(worst.map((h) => `#${h.seq} `));
  for (const [, s] of ranked)
    for (const item of s.areas_for_improvement
      .filter((x) => ![...named].some((n) => x.startsWith(n)))
      .slice(0, 1))
      out.push(item);
  return [...new Set(out)].slice(0, 3);
}

/** Longer-term goals, each tied to a published benchmark. */
export function longTermDevelopment(a: Analysis, skills: Record<SkillName, Skill>): string[] {
  const { miti, talk } = a;
  const out: string[] = [];
  const rq = miti.reflectionToQuestion;
  if (rq !== null ? rq < THRESHOLDS.reflectionToQuestion.good : miti.reflections === 0)
    out.push(
      `Work towards two reflections for every question (this session: ${rq === null ? 'no reflections' : `${ratio(rq)} per question`}).`,
    );
  if ((miti.percentComplex ?? 0) < THRESHOLDS.percentComplex.good)
    out.push(
      `Practise complex reflections, naming feeling and meaning, until they are half of your reflections (this session ${miti.percentComplex === null ? 'no reflections' : pct(miti.percentComplex)}).`,
    );
  if ((miti.percentOpen ?? 0) < THRESHOLDS.percentOpen.good)
    out.push(
      `Make most of your questions open (70% is good; this session ${miti.percentOpen === null ? 'had no questions' : pct(miti.percentOpen)}).`,
    );
  if (miti.nonAdherent > 0)
    out.push(
      'Replace persuasion and confrontation with eliciting: ask permission, offer options, and ask what the patient makes of them.',
    );
  if (!talk.optimal) out.push('Keep your share of talk between 25% and 40% across sessions.');
  if (skills.crisis_management.applicable && (skills.crisis_management.score ?? 0) < 80)
    out.push(
      'Learn the C-SSRS screener and the Stanley-Brown safety plan until you can use them without notes.',
    );
  if (out.length === 0)
    out.push(
      'Keep your listening and questioning at this level with harder personas (guarded, hostile or high-risk patients).',
    );
  return out.slice(0, 5);
}
