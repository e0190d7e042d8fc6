import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  boolean,
  customType,
  doublePrecision,
  index,
  date,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DIFFICULTIES, type PersonaInput } from '@practicum/personas/schema';
import { DISCIPLINES } from '@practicum/personas';
import {
  ACCOUNT_STATUSES,
  DEFAULT_MAX_MESSAGES,
  SESSION_STATUSES,
  SPEAKERS,
  SKILL_KEYS,
  SUBSCRIPTION_PLANS,
  USER_TYPES,
  type SkillKey,
} from '@practicum/contract';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A skill's score copied out of the stored insights by the database itself, so analytics aggregate
 * a plain column instead of parsing every session's JSON. Only a JSON number counts (older scorers
 * wrote words such as "high", which are not scores to average).
 */
const skillScore = (skill: SkillKey) =>
  doublePrecision(`skill_${skill}`).generatedAlwaysAs(
    sql.raw(
      `case when jsonb_typeof("insights"->'${skill}'->'score') = 'number' then ("insights"->'${skill}'->'score')::float8 end`,
    ),
  );

export const userType = pgEnum('user_type', USER_TYPES);
export const discipline = pgEnum('discipline', DISCIPLINES);
export const accountStatus = pgEnum('account_status', ACCOUNT_STATUSES);
export const subscriptionPlan = pgEnum('subscription_plan', SUBSCRIPTION_PLANS);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique case-insensitively. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    displayName: text('display_name'),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    userType: userType('user_type').notNull().default('customer'),
    accountStatus: accountStatus('account_status').notNull().default('requested'),
    isActive: boolean('is_active').notNull().default(false),
    subscriptionPlan: subscriptionPlan('subscription_plan').notNull().default('free'),
    subscriptionStatus: text('subscription_status').notNull().default('none'),
    subscriptionExpiresAt: tz('subscription_expires_at'),
    messageCount: integer('message_count').notNull().default(0),
    /** -1 means unlimited. */
    maxMessages: integer('max_messages').notNull().default(DEFAULT_MAX_MESSAGES),
    university: text('university'),
    year: smallint('year'),
    /** What the student trains for (therapy, medicine or both); null until they choose, which shows everything. */
    discipline: discipline('discipline'),
    resetRequest: boolean('reset_request').notNull().default(false),
    resetRequestedAt: tz('reset_requested_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    lastLogin: tz('last_login'),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_account_status_idx').on(t.accountStatus),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Every token issued from one login shares a family; reuse of a rotated token revokes it all. */
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    revokedAt: tz('revoked_at'),
    /** Set when the token was rotated (as opposed to revoked by logout or an admin). */
    replacedBy: uuid('replaced_by'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. auth.login.success, auth.login.failure, auth.signup, user.account_status. */
    action: text('action').notNull(),
    oldValue: jsonb('old_value'),
    newValue: jsonb('new_value'),
    reason: text('reason'),
    ip: text('ip'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_target_idx').on(t.targetUserId),
    index('audit_log_action_idx').on(t.action),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const difficulty = pgEnum('difficulty', DIFFICULTIES);

/**
 * Simulated patients. The whole case formulation lives in `persona` (validated by PersonaSchema);
 * the columns beside it are copies for searching, filtering and listing.
 */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The catalogue persona this row came from; null for patients an instructor created. */
    catalogueId: text('catalogue_id'),
    name: text('name').notNull(),
    condition: text('condition').notNull(),
    conditionCategory: text('condition_category').notNull(),
    difficulty: difficulty('difficulty').notNull(),
    persona: jsonb('persona').$type<PersonaInput>().notNull(),
    /**
     * Generated from the persona on every write, so no writer has to keep it: a persona without a
     * discipline (every one written before disciplines existed) is a therapy case.
     */
    discipline: text('discipline')
      .notNull()
      .generatedAlwaysAs(sql.raw(`coalesce("persona"->>'discipline', 'therapy')`)),
    /** Set once an instructor edits the row; initialisation never touches such rows. */
    editedAt: tz('edited_at'),
    archivedAt: tz('archived_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('patients_catalogue_idx').on(t.catalogueId),
    index('patients_difficulty_idx').on(t.difficulty),
    index('patients_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const sessionStatus = pgEnum('session_status', SESSION_STATUSES);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'restrict' }),
    /** The patient's name when the session started (the persona may be renamed later). */
    patientName: text('patient_name').notNull(),
    status: sessionStatus('status').notNull().default('active'),
    startTime: tz('start_time').notNull().defaultNow(),
    endTime: tz('end_time'),
    /** Seconds. */
    duration: integer('duration'),
    /** 0-100. */
    score: doublePrecision('score'),
    grade: text('grade'),
    feedback: text('feedback'),
    audioEnabled: boolean('audio_enabled').notNull().default(true),
    voiceType: text('voice_type').notNull().default('female'),
    voiceSpeed: doublePrecision('voice_speed').notNull().default(1),
    audioFileId: text('audio_file_id'),
    insights: jsonb('insights'),
    insightsGenerated: boolean('insights_generated').notNull().default(false),
    // Generated from `insights` on every write (and for existing rows when the column was added).
    skillActiveListening: skillScore('active_listening'),
    skillEmpathyDemonstration: skillScore('empathy_demonstration'),
    skillQuestioningTechniques: skillScore('questioning_techniques'),
    skillBoundaryMaintenance: skillScore('boundary_maintenance'),
    skillCrisisManagement: skillScore('crisis_management'),
    skillTherapeuticInterventions: skillScore('therapeutic_interventions'),
    /** The scorer asks a supervisor to look; read as text so any older shape compares safely. */
    reviewRequired: boolean('review_required')
      .notNull()
      .generatedAlwaysAs(sql.raw(`coalesce(("insights"->>'supervisor_review_required') = 'true', false)`)),
    analysis: jsonb('analysis'),
    performanceMetrics: jsonb('performance_metrics'),
    sessionNotes: text('session_notes'),
    /**
     * When the institution's retention rule deleted this session's transcript and recording. The
     * scores and report stay, and are never recomputed from the now empty transcript.
     */
    transcriptDeletedAt: tz('transcript_deleted_at'),
    /** Seed of the patient engine, so a session can be rebuilt from its transcript. */
    engineSeed: text('engine_seed').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('sessions_user_start_idx').on(t.userId, t.startTime),
    // Analytics and the admin lists select sessions by start time across all students. Analytics
    // read a period's sessions from this index alone (an index-only scan once vacuum has marked the
    // pages visible), never the wide rows that carry the insights JSON; drizzle cannot declare
    // INCLUDE columns, so the columns they read follow start time as key columns.
    index('sessions_start_idx').on(
      t.startTime,
      t.status,
      t.userId,
      t.patientId,
      t.score,
      t.duration,
      t.reviewRequired,
      t.skillActiveListening,
      t.skillEmpathyDemonstration,
      t.skillQuestioningTechniques,
      t.skillBoundaryMaintenance,
      t.skillCrisisManagement,
      t.skillTherapeuticInterventions,
    ),
    index('sessions_patient_idx').on(t.patientId),
    index('sessions_status_idx').on(t.status),
    // The supervisor review queue and the flagged counts read only the few sessions asking for review;
    // status and id follow, so the open count is an index-only scan joined to the reviews.
    index('sessions_review_start_idx')
      .on(t.startTime, t.status, t.id)
      .where(sql`${t.reviewRequired}`),
  ],
);

/**
 * What a rollup row adds up over its sessions (never cancelled ones): sums, and counts of the
 * sessions that had a value, so a mean is taken only once rows are added up (sum / count).
 */
const rollupSum = (name: string) => doublePrecision(name).notNull().default(0);
const rollupCount = (name: string) => integer(name).notNull().default(0);
type SkillRollupColumns = { [K in `${SkillKey}Sum`]: ReturnType<typeof rollupSum> } & {
  [K in `${SkillKey}N`]: ReturnType<typeof rollupCount>;
};
const rollupFigures = () => ({
  sessions: integer('sessions').notNull().default(0),
  scoreSum: rollupSum('score_sum'),
  scoreN: integer('score_n').notNull().default(0),
  durationSum: rollupSum('duration_sum'),
  durationN: integer('duration_n').notNull().default(0),
  flagged: integer('flagged').notNull().default(0),
  ...(Object.fromEntries(
    SKILL_KEYS.flatMap((k) => [
      [`${k}Sum`, rollupSum(`skill_${k}_sum`)],
      [`${k}N`, rollupCount(`skill_${k}_n`)],
    ]),
  ) as SkillRollupColumns),
});

/**
 * Per UTC day and patient, the sessions that started that day (analytics charts and persona usage).
 * Kept by database triggers on sessions (migration 0010), so every writer keeps it without knowing;
 * see docs/decisions/023-analytics-rollups.md.
 */
export const analyticsDays = pgTable(
  'analytics_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    patientId: uuid('patient_id').notNull(),
    ...rollupFigures(),
    /** Scored sessions per score band, as SCORE_BANDS: below 60, 60-69, 70-79, 80-89, 90 and up. */
    bandBelow60: integer('band_below_60').notNull().default(0),
    band60s: integer('band_60s').notNull().default(0),
    band70s: integer('band_70s').notNull().default(0),
    band80s: integer('band_80s').notNull().default(0),
    band90Up: integer('band_90_up').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.patientId] })],
);

/**
 * Per student and UTC calendar month (`month` is its first day), the sessions they started in it
 * (analytics' student rows and active-student counts). Kept by the same triggers as analytics_days.
 */
export const analyticsStudentMonths = pgTable(
  'analytics_student_months',
  {
    userId: uuid('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...rollupFigures(),
    /** The latest start among the month's sessions. */
    lastStart: tz('last_start').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    index('analytics_student_months_month_idx').on(t.month),
  ],
);

/**
 * Per patient, what the Patient Library shows of its sessions: every session, the scored ones and
 * those scoring SUCCESS_SCORE (70) or more. Kept by database triggers on sessions (migration 0014),
 * so the list reads three numbers instead of counting each patient's sessions; see
 * docs/decisions/031-cached-sign-ins-and-patient-usage.md.
 */
export const patientUsage = pgTable('patient_usage', {
  patientId: uuid('patient_id')
    .primaryKey()
    .references(() => patients.id, { onDelete: 'cascade' }),
  sessions: integer('sessions').notNull().default(0),
  scored: integer('scored').notNull().default(0),
  passed: integer('passed').notNull().default(0),
});

export const speaker = pgEnum('speaker', SPEAKERS);

/** Append-only transcript: one row per utterance, written when it is produced. */
export const sessionMessages = pgTable(
  'session_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    speaker: speaker('speaker').notNull(),
    text: text('text').notNull(),
    emotion: text('emotion'),
    /** Offsets from the session start, in milliseconds, when measured. */
    startedMs: integer('started_ms'),
    endedMs: integer('ended_ms'),
    /** The patient engine's state after a patient turn (for scoring and review). */
    engineState: jsonb('engine_state'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('session_messages_seq_idx').on(t.sessionId, t.seq)],
);

export type PatientRow = typeof patients.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type SessionMessageRow = typeof sessionMessages.$inferSelect;

/**
 * Per-user settings (notifications, audio, display, privacy): one JSON document validated by the
 * contract's schema.
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/**
 * Choices an admin makes for the whole institution, one row per name, each value validated by the
 * contract's schema for that name (e.g. `speech_recognition`: whether the browser vendor's cloud may
 * transcribe students' voices).
 */
export const institutionSettings = pgTable('institution_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

/** Checkout attempts for paid plans: Stripe's, or the built-in demo checkout when no key is set. */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: subscriptionPlan('plan').notNull(),
    /** 'stripe' or 'demo'. */
    provider: text('provider').notNull(),
    /** The provider's id for this checkout (Stripe's cs_...), when there is one. */
    providerSessionId: text('provider_session_id'),
    /** open, completed, cancelled, expired. */
    status: text('status').notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    completedAt: tz('completed_at'),
  },
  (t) => [
    uniqueIndex('checkout_sessions_provider_idx').on(t.providerSessionId),
    index('checkout_sessions_user_idx').on(t.userId),
  ],
);

/**
 * Data steps that ran after the SQL migrations (rewriting stored rows into a newer shape), one row
 * each, so a step runs once per database however often the server starts.
 */
export const dataMigrations = pgTable('data_migrations', {
  name: text('name').primaryKey(),
  appliedAt: tz('applied_at').notNull().defaultNow(),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres reads bytea as a Buffer, PGlite as a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Session recordings kept in the database (PostgreSQL, where every instance reaches them; ADR 032):
 * each write of a recording is a row of its bytes at their position, so a flush is one insert and
 * a crash loses only what was not flushed. Rows of one recording never overlap.
 */
export const recordingChunks = pgTable(
  'recording_chunks',
  {
    fileId: text('file_id').notNull(),
    position: bigint('position', { mode: 'number' }).notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.position] })],
);

/**
 * Which runner holds each live session (ADR 032). A runner claims its session as it starts; one that
 * finds the claim taken by another (the student reconnected to another instance) lets the session go
 * instead of ending it or writing more of its recording.
 */
export const sessionRunners = pgTable('session_runners', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  runnerId: uuid('runner_id').notNull(),
  claimedAt: tz('claimed_at').notNull().defaultNow(),
});

/** Named groups of students an instructor assigns work to (a class, a rotation, a tutorial group). */
export const cohorts = pgTable(
  'cohorts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cohorts_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const cohortMembers = pgTable(
  'cohort_members',
  {
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cohortId, t.userId] }), index('cohort_members_user_idx').on(t.userId)],
);

/**
 * Work an instructor set: one training module (by its id in the module catalogue) or one patient,
 * for a cohort (its members at any time, so a student who joins later gets it too) and/or students
 * named one by one (`assignment_students`), due at `due_at`, aiming at `target_score`.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    moduleId: text('module_id'),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'cascade' }),
    dueAt: tz('due_at').notNull(),
    /** 0-100, compared with the best session score per patient. */
    targetScore: smallint('target_score').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('assignments_cohort_idx').on(t.cohortId),
    index('assignments_due_idx').on(t.dueAt),
    check('assignments_one_target', sql`(${t.moduleId} is null) <> (${t.patientId} is null)`),
  ],
);

export const assignmentStudents = pgTable(
  'assignment_students',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.userId] }),
    index('assignment_students_user_idx').on(t.userId),
  ],
);

export type CohortRow = typeof cohorts.$inferSelect;
export type AssignmentRow = typeof assignments.$inferSelect;
