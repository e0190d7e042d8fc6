import { sql, type SQL } from 'drizzle-orm';
import { SKILL_KEYS } from '@practicum/contract';

/**
 * Reading the six skill scores out of a session's stored insights, in SQL, so every reader agrees
 * on what counts as a score: `insights-><skill>->'score'`, and only when it is a JSON number (older
 * scorers wrote words such as "high", which are not scores to average).
 */

/** A skill's extracted score when it is a number, as float8; null otherwise. */
export const numericScore = (value: SQL) =>
  sql`case when jsonb_typeof(${value}) = 'number' then (${value})::float8 end`;

/** The raw JSON score of each skill, in SKILL_KEYS order, as columns k0..k5 of `alias`'s row. */
export const rawSkillScoreColumns = (alias: string) =>
  sql.join(
    SKILL_KEYS.map((k, i) => sql`${sql.raw(alias)}.insights->${k}->'score' as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );

/** The numeric score of one skill read straight from `alias`'s insights. */
export const skillScoreOf = (alias: string, skill: (typeof SKILL_KEYS)[number]) =>
  numericScore(sql`${sql.raw(alias)}.insights->${skill}->'score'`);
