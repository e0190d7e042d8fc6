import { and, asc, count, eq, getTableColumns, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type {
  Patient,
  PatientDetail,
  PatientLibrarySummary,
  PatientListQuery,
  PatientUsage,
  StationBrief,
} from '@practicum/contract';
import {
  AGE_GROUP_RANGES,
  CATALOGUE,
  PersonaSchema,
  type Discipline,
  type Persona,
  type PersonaInput,
  type RiskLevel,
} from '@practicum/personas';
import type { Db } from '../../db/client';
import { auditLog, patients, patientUsage, sessions, type PatientRow } from '../../db/schema';
import { conflict, notFound } from '../../lib/app-error';
import { matchesSearch, patientSearchText } from './patients.search';

const NO_USAGE: PatientUsage = { sessions_count: 0, scored_sessions: 0, success_rate: null };

/** Sessions scoring this or more count as a success on the Patient Library cards (migration 0014 counts them with the same figure). */
export const SUCCESS_SCORE = 70;

/** The persona fields a list row shows; the rest of the case formulation stays for the detail view. */
const LIST_PERSONA_FIELDS = [
  'age',
  'avatar',
  'condition_category',
  'emotional_state',
  'personality',
  'background',
  'symptoms',
  'style',
] as const;

/**
 * A patient as the list reads it: the row with only the persona fields a card shows, and of the risk
 * profile only its level (what the patient would disclose stays in the formulation).
 */
export type PatientListRow = Omit<PatientRow, 'persona'> & {
  persona: Pick<PatientRow['persona'], (typeof LIST_PERSONA_FIELDS)[number]> & {
    risk: { level: RiskLevel };
  };
};

export function toPatient(row: PatientListRow, usage: PatientUsage = NO_USAGE): Patient {
  const p = row.persona;
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    age: p.age,
    avatar: p.avatar,
    difficulty: row.difficulty,
    condition: row.condition,
    condition_category: p.condition_category,
    discipline: row.discipline as Discipline,
    emotional_state: p.emotional_state,
    personality: p.personality,
    background: p.background,
    symptoms: p.symptoms,
    style: p.style,
    risk_level: p.risk.level,
    archived: row.archivedAt !== null,
    catalogue_id: row.catalogueId,
    usage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A medical case's brief, picked field by field so nothing else of the case block reaches a student. */
function stationBriefOf(persona: PersonaInput): StationBrief | null {
  const c = persona.case;
  return c ? { station: c.station, setting: c.setting, task: c.task } : null;
}

export function toPatientDetail(row: PatientRow, usage: PatientUsage, withPersona: boolean): PatientDetail {
  return {
    ...toPatient(row, usage),
    presenting_problem: row.persona.presenting_problem,
    station: stationBriefOf(row.persona),
    persona: withPersona ? PersonaSchema.parse(row.persona) : null,
  };
}

type Filter<K extends keyof PatientListQuery> = PatientListQuery[K];

export interface ListOptions {
  search?: string;
  difficulty?: Filter<'difficulty'>;
  category?: Filter<'category'>;
  style?: Filter<'style'>;
  risk?: Filter<'risk'>;
  ageGroup?: Filter<'age_group'>;
  discipline?: Filter<'discipline'>;
  /** The student's own discipline: its patients (and those for both) are listed first. */
  firstDiscipline?: Discipline | null;
  includeArchived: boolean;
  limit: number;
  offset: number;
}

const chosen = <T extends string>(value: T | 'all' | undefined): value is T =>
  value !== undefined && value !== 'all';

/**
 * The cases a discipline's student practises with: its own and those written for both. Choosing
 * both asks for the cases written for both alone.
 */
export const disciplinesFor = (d: Discipline): Discipline[] => (d === 'both' ? ['both'] : [d, 'both']);

/** The list's filters as SQL conditions (search, difficulty, category, style, risk, age group, discipline). */
function listConditions(opts: ListOptions): SQL[] {
  const where: SQL[] = [];
  const persona = patients.persona;
  if (!opts.includeArchived) where.push(isNull(patients.archivedAt));
  if (chosen(opts.difficulty)) where.push(eq(patients.difficulty, opts.difficulty));
  if (chosen(opts.category)) where.push(eq(patients.conditionCategory, opts.category));
  if (chosen(opts.style)) where.push(sql`${persona}->>'style' = ${opts.style}`);
  if (opts.risk === 'any') where.push(ne(sql`${persona}->'risk'->>'level'`, 'none'));
  else if (chosen(opts.risk)) where.push(sql`${persona}->'risk'->>'level' = ${opts.risk}`);
  if (chosen(opts.ageGroup)) {
    const { min, max } = AGE_GROUP_RANGES[opts.ageGroup];
    where.push(sql`(${persona}->>'age')::int between ${min} and ${max}`);
  }
  if (chosen(opts.discipline)) where.push(inArray(patients.discipline, disciplinesFor(opts.discipline)));
  const search = matchesSearch(patientSearchText(), opts.search);
  if (search) where.push(search);
  return where;
}

function toUsage(r: { sessions: number; scored: number; passed: number }): PatientUsage {
  return {
    sessions_count: r.sessions,
    scored_sessions: r.scored,
    success_rate: r.scored > 0 ? Math.round((r.passed / r.scored) * 100) : null,
  };
}

/** A patient's usage as patient_usage keeps it (triggers on sessions); no row means no session yet. */
const usageColumns = {
  sessions: sql<number>`coalesce(${patientUsage.sessions}, 0)`.mapWith(Number),
  scored: sql<number>`coalesce(${patientUsage.scored}, 0)`.mapWith(Number),
  passed: sql<number>`coalesce(${patientUsage.passed}, 0)`.mapWith(Number),
};

/**
 * One page of patients with their usage, and the total, in one round trip: the page is chosen
 * first (the total counted over the same filter as a window over it), then each of its rows gets
 * the persona fields a card shows and its usage row. A row carries only those persona fields:
 * a whole case formulation is about 8 KB of JSON to transfer and parse per row.
 */
export async function listPatients(
  db: Db,
  opts: ListOptions,
): Promise<{ rows: PatientListRow[]; usage: Map<string, PatientUsage>; total: number }> {
  const where = listConditions(opts);
  const condition = where.length ? and(...where) : undefined;
  const { persona: _persona, ...columns } = getTableColumns(patients);
  const keys = sql.join(
    LIST_PERSONA_FIELDS.map((f) => sql`${f}`),
    sql`, `,
  );
  const persona = sql<PatientListRow['persona']>`(
    (select jsonb_object_agg(key, value) from jsonb_each(${patients.persona}) where key in (${keys}))
    || jsonb_build_object('risk', jsonb_build_object('level', ${patients.persona}->'risk'->'level')))`;
  const first = opts.firstDiscipline && opts.firstDiscipline !== 'both' ? opts.firstDiscipline : null;
  const order = [
    ...(first ? [sql`(${patients.discipline} in (${first}, 'both')) desc`] : []),
    sql`lower(${patients.name}) collate "C"`,
    asc(patients.id),
  ];
  const page = db.$with('page').as(
    db
      .select({
        pageId: sql<string>`${patients.id}`.as('page_id'),
        total: sql<number>`count(*) over ()`.as('total'),
      })
      .from(patients)
      .where(condition)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.offset),
  );
  const found = await db
    .with(page)
    .select({
      ...columns,
      persona,
      total: sql`${page.total}`.mapWith(Number),
      ...usageColumns,
    })
    .from(page)
    .innerJoin(patients, eq(patients.id, page.pageId))
    .leftJoin(patientUsage, eq(patientUsage.patientId, page.pageId))
    .orderBy(...order);
  const rows: PatientListRow[] = found.map(
    ({ total: _t, sessions: _s, scored: _c, passed: _p, ...row }) => row,
  );
  const usageMap = new Map(found.map((r) => [r.id, toUsage(r)]));
  // The window counts nothing when the page is past the last row; only then is the total asked apart.
  const total =
    found[0]?.total ??
    (opts.offset > 0 ? ((await db.select({ n: count() }).from(patients).where(condition))[0]?.n ?? 0) : 0);
  return { rows, usage: usageMap, total };
}

/** Per patient: sessions that used it, and the share of scored ones at SUCCESS_SCORE or more. */
export async function usageOf(db: Db, patientIds: string[]): Promise<Map<string, PatientUsage>> {
  const usage = new Map<string, PatientUsage>();
  if (patientIds.length === 0) return usage;
  const rows = await db
    .select({ patientId: patientUsage.patientId, ...usageColumns })
    .from(patientUsage)
    .where(inArray(patientUsage.patientId, patientIds));
  for (const r of rows) usage.set(r.patientId, toUsage(r));
  return usage;
}

export async function usageOfOne(db: Db, patientId: string): Promise<PatientUsage> {
  return (await usageOf(db, [patientId])).get(patientId) ?? NO_USAGE;
}

export async function librarySummary(db: Db): Promise<PatientLibrarySummary> {
  const [[library], [active]] = await Promise.all([
    db
      .select({
        total: count(),
        conditions: sql<number>`count(distinct lower(${patients.condition}))`.mapWith(Number),
      })
      .from(patients)
      .where(isNull(patients.archivedAt)),
    db.select({ n: count() }).from(sessions).where(eq(sessions.status, 'active')),
  ]);
  return {
    total_patients: library?.total ?? 0,
    conditions: library?.conditions ?? 0,
    active_sessions: active?.n ?? 0,
  };
}

export async function getPatient(db: Db, id: string): Promise<PatientRow> {
  const [row] = await db.select().from(patients).where(eq(patients.id, id)).limit(1);
  if (!row) throw notFound('Patient not found', 'patient_not_found');
  return row;
}

function columnsOf(persona: Persona) {
  return {
    name: persona.name,
    condition: persona.condition,
    conditionCategory: persona.condition_category,
    difficulty: persona.difficulty,
    persona: persona as PersonaInput,
  };
}

/**
 * Adds the catalogue personas the database lacks. Idempotent: rows already present (edited by an
 * instructor or not, archived or not) are left exactly as they are.
 */
/**
 * Adds the catalogue patients not in the database, except those an admin deleted: the deletion's
 * audit entry (written in the deletion's transaction) names the catalogue id, so anyone's later
 * initialisation, a student's included, leaves them deleted.
 */
export async function initializeCatalogue(db: Db): Promise<number> {
  const deleted = await db
    .select({ catalogueId: sql<string>`${auditLog.oldValue}->>'catalogue_id'` })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'patient.delete'), sql`${auditLog.oldValue}->>'catalogue_id' is not null`),
    );
  const gone = new Set(deleted.map((d) => d.catalogueId));
  const values = CATALOGUE.map((input) => PersonaSchema.parse(input))
    .filter((persona) => !gone.has(persona.id))
    .map((persona) => ({ catalogueId: persona.id, ...columnsOf(persona) }));
  if (values.length === 0) return 0;
  const inserted = await db
    .insert(patients)
    .values(values)
    .onConflictDoNothing({ target: patients.catalogueId })
    .returning({ id: patients.id });
  return inserted.length;
}

export async function createPatient(db: Db, persona: Persona, actorId: string): Promise<PatientRow> {
  const [row] = await db
    .insert(patients)
    .values({ ...columnsOf(persona), createdBy: actorId, editedAt: new Date() })
    .returning();
  return row!;
}

export async function updatePatient(db: Db, id: string, persona: Persona): Promise<PatientRow> {
  const [row] = await db
    .update(patients)
    .set({ ...columnsOf(persona), editedAt: new Date(), updatedAt: new Date() })
    .where(eq(patients.id, id))
    .returning();
  if (!row) throw notFound('Patient not found', 'patient_not_found');
  return row;
}

export async function setArchived(db: Db, id: string, archived: boolean): Promise<PatientRow> {
  const [row] = await db
    .update(patients)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(eq(patients.id, id))
    .returning();
  if (!row) throw notFound('Patient not found', 'patient_not_found');
  return row;
}

/** Deletes a patient no session refers to; otherwise refuses and points to archiving. */
export async function deletePatient(db: Db, id: string): Promise<PatientRow> {
  const row = await getPatient(db, id);
  const [used] = await db.select({ n: count() }).from(sessions).where(eq(sessions.patientId, id));
  const n = used?.n ?? 0;
  if (n > 0) {
    throw conflict(
      `${row.name} is used in ${n} session${n === 1 ? '' : 's'} and cannot be deleted. Archive the patient instead.`,
      'patient_in_use',
    );
  }
  await db.delete(patients).where(eq(patients.id, id));
  return row;
}
