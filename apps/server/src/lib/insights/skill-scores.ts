import { sql, type SQL } from 'drizzle-orm';
import { SKILL_KEYS, type SkillKey } from '@practicum/contract';
import { sessions } from '../../db/schema';

/**
 * The six skill scores of a session, as the columns the database generates from its stored
 * insights (`insights-><skill>->'score'`, and only when it is a JSON number), so every reader agrees
 * on what counts as a score and none parses the JSON itself.
 */
export const SKILL_SCORE_COLUMNS = {
  active_listening: sessions.skillActiveListening,
  empathy_demonstration: sessions.skillEmpathyDemonstration,
  questioning_techniques: sessions.skillQuestioningTechniques,
  boundary_maintenance: sessions.skillBoundaryMaintenance,
  crisis_management: sessions.skillCrisisManagement,
  therapeutic_interventions: sessions.skillTherapeuticInterventions,
} as const satisfies Record<SkillKey, unknown>;

/** A skill's score column on the sessions row aliased `alias`, for hand-written SQL. */
export const skillScoreOf = (alias: string, skill: SkillKey): SQL =>
  sql.raw(`${alias}.${SKILL_SCORE_COLUMNS[skill].name}`);

/** `fn(<skill column>)` for each skill in SKILL_KEYS order, joined as a list of SQL expressions. */
export const perSkill = (alias: string, fn: (column: SQL) => SQL): SQL =>
  sql.join(
    SKILL_KEYS.map((k) => fn(skillScoreOf(alias, k))),
    sql`, `,
  );
