import { type Analysis } from '../analysis';
import { THRESHOLDS } from '../grades';
import { type RiskFlag, type Skill, type SkillName } from '../schemas/insights.schema';
import { plural, pct, ratio } from '../skills/common';

/** A few sentences a student can read in ten seconds; every figure is computed. */
export function sessionSummary(
  a: Analysis,
  overall: number,
  grade: string,
  engagement: string,
  rapport: string,
  flags: readonly RiskFlag[],
): string {
  const { miti, talk } = a;
  const minutes =
    talk.basis === 'duration'
      ? ` over about ${Math.max(1, Math.round((talk.student + talk.patient) / 60000))} minutes`
      : '';
  const parts = [
    `${a.student.length} student and ${a.patient.length} patient turns${minutes}.`,
    `You reflected ${plural(miti.reflections, 'time')} and asked ${plural(miti.questions, 'question')} (R:Q ${ratio(miti.reflectionToQuestion)}), with ${pct(miti.percentComplex)} complex reflections and ${pct(miti.percentOpen)} open questions.`,
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
  parts.push(`Overall ${overall}/100 (grade ${grade}).`);
  return parts.join(' ');
}

/** The three most useful things to change next time: risk first, then the weakest skills. */
export function immediateFeedback(skills: Record<SkillName, Skill>, flags: readonly RiskFlag[]): string[] {
  const out: string[] = flags.filter((f) => f.severity === 'high').map((f) => f.message);
  const ranked = (Object.entries(skills) as Array<[SkillName, Skill]>)
    .filter(([, s]) => s.score !== null)
    .sort((x, y) => (x[1].score ?? 0) - (y[1].score ?? 0) || x[0].localeCompare(y[0]));
  for (const [, s] of ranked) for (const item of s.areas_for_improvement.slice(0, 1)) out.push(item);
  return [...new Set(out)].slice(0, 3);
}

/** Longer-term goals, each tied to a published benchmark. */
export function longTermDevelopment(a: Analysis, skills: Record<SkillName, Skill>): string[] {
  const { miti, talk } = a;
  const out: string[] = [];
  const rq = miti.reflectionToQuestion;
  if (rq === null || rq < THRESHOLDS.reflectionToQuestion.good)
    out.push(`Work towards two reflections for every question (MITI good 2:1; this session ${ratio(rq)}).`);
  if ((miti.percentComplex ?? 0) < THRESHOLDS.percentComplex.good)
    out.push(
      `Practise complex reflections, naming feeling and meaning, until they are half of your reflections (this session ${pct(miti.percentComplex)}).`,
    );
  if ((miti.percentOpen ?? 0) < THRESHOLDS.percentOpen.good)
    out.push(`Make most of your questions open (MITI 3.1 good 70%; this session ${pct(miti.percentOpen)}).`);
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
      'Keep your MITI profile at this level with harder personas (guarded, hostile or high-risk patients).',
    );
  return out.slice(0, 5);
}
