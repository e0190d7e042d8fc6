import { and, asc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { SKILL_KEYS, type Progress, type ProgressSession, type SkillKey } from '@practicum/contract';
import type { Difficulty } from '@practicum/personas';
import type { Db } from '../../db/client';
import { patients, sessions } from '../../db/schema';
import { SKILL_SCORE_COLUMNS } from '../../lib/insights/skill-scores';
import { suggestPersona, type Candidate } from './progress.suggest';
import { skillTrends, targetDifficulty, weakestSkill } from './progress.trends';

const toNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/** The student's scored sessions (not cancelled, with an overall score) in time order. */
async function scoredSessions(db: Db, userId: string) {
  const rows = await db
    .select({
      id: sessions.id,
      startTime: sessions.startTime,
      patientId: sessions.patientId,
      patientName: sessions.patientName,
      score: sessions.score,
      ...SKILL_SCORE_COLUMNS,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.status, 'cancelled'), isNotNull(sessions.score)))
    .orderBy(asc(sessions.startTime), asc(sessions.id));
  return rows.map((r) => ({
    patientId: r.patientId,
    session: {
      session_id: r.id,
      date: r.startTime.toISOString(),
      patient_name: r.patientName,
      score: r.score!,
      skills: Object.fromEntries(SKILL_KEYS.map((k) => [k, toNumber(r[k])])) as Record<
        SkillKey,
        number | null
      >,
    } satisfies ProgressSession,
  }));
}

/** The active (not archived) patient library, with the persona traits the suggestion reads. */
async function activePersonas(db: Db): Promise<Candidate[]> {
  const rows = await db
    .select({
      id: patients.id,
      name: patients.name,
      condition: patients.condition,
      difficulty: patients.difficulty,
      style: sql<string | null>`${patients.persona}->>'style'`,
      riskLevel: sql<string | null>`${patients.persona}->'risk'->>'level'`,
      emotions: sql<unknown>`${patients.persona}->'emotions'`,
    })
    .from(patients)
    .where(isNull(patients.archivedAt));
  return rows.map((r) => ({
    ...r,
    difficulty: r.difficulty as Difficulty,
    emotions: Array.isArray(r.emotions) ? r.emotions.filter((e): e is string => typeof e === 'string') : [],
  }));
}

/** A student's progress; the caller has already decided they may see it. */
export async function progressOf(db: Db, userId: string): Promise<Progress> {
  const scored = await scoredSessions(db, userId);
  const list = scored.map((s) => s.session);
  const skills = skillTrends(list);
  const weakest = weakestSkill(skills);
  const suggestion =
    weakest === null
      ? null
      : suggestPersona(
          weakest,
          targetDifficulty(list.map((s) => s.score)),
          await activePersonas(db),
          scored.at(-1)?.patientId ?? null,
        );
  return { sessions: list, skills, weakest_skill: weakest, suggestion };
}
