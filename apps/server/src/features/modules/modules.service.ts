import { and, count, eq, gte, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { MODULES, type ModuleProgress, type TrainingModule } from '@practicum/contract';
import type { Db } from '../../db/client';
import { patients, sessions } from '../../db/schema';

/** A library patient standing for a catalogue persona. */
export interface ModulePatient {
  id: string;
  catalogueId: string;
  name: string;
  condition: string;
}

/**
 * The library's patients for these catalogue ids, by catalogue id. Archived patients are left out:
 * a module or assignment offers only patients a student can start.
 */
export async function patientsByCatalogueId(
  db: Db,
  catalogueIds: readonly string[],
): Promise<Map<string, ModulePatient>> {
  if (catalogueIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: patients.id,
      catalogueId: patients.catalogueId,
      name: patients.name,
      condition: patients.condition,
    })
    .from(patients)
    .where(and(inArray(patients.catalogueId, [...catalogueIds]), isNull(patients.archivedAt)));
  return new Map(
    rows.flatMap((r) => (r.catalogueId ? [[r.catalogueId, { ...r, catalogueId: r.catalogueId }]] : [])),
  );
}

/** What a student has done with one patient: completed sessions, best score, first completion, any start. */
export interface PatientRecord {
  completed: number;
  bestScore: number | null;
  firstCompletedAt: Date | null;
  /** Sessions of any status but cancelled (a started one counts as work in progress). */
  started: number;
}

const key = (userId: string, patientId: string) => `${userId}:${patientId}`;

/**
 * Per (student, patient), what the students did with those patients, from sessions started at or
 * after `since` (all of them without). Cancelled sessions count for nothing; only completed ones
 * give a score. One grouped query over the sessions index by user.
 */
export async function patientRecords(
  db: Db,
  userIds: readonly string[],
  patientIds: readonly string[],
  since?: Date,
): Promise<Map<string, PatientRecord>> {
  const out = new Map<string, PatientRecord>();
  if (userIds.length === 0 || patientIds.length === 0) return out;
  const where: SQL[] = [
    inArray(sessions.userId, [...userIds]),
    inArray(sessions.patientId, [...patientIds]),
    ne(sessions.status, 'cancelled'),
  ];
  if (since) where.push(gte(sessions.startTime, since));
  const completed = and(eq(sessions.status, 'completed'), isNotNull(sessions.endTime));
  const rows = await db
    .select({
      userId: sessions.userId,
      patientId: sessions.patientId,
      started: count(),
      completed: sql<number>`count(*) filter (where ${completed})`.mapWith(Number),
      bestScore: sql<number | null>`max(${sessions.score}) filter (where ${completed})`,
      // As epoch milliseconds: PGlite and node-postgres read a bare timestamp expression differently.
      firstCompletedAt: sql<
        number | null
      >`(extract(epoch from min(${sessions.endTime}) filter (where ${completed})) * 1000)::float8`,
    })
    .from(sessions)
    .where(and(...where))
    .groupBy(sessions.userId, sessions.patientId);
  for (const r of rows) {
    out.set(key(r.userId, r.patientId), {
      started: r.started,
      completed: r.completed,
      bestScore: r.bestScore == null ? null : Number(r.bestScore),
      firstCompletedAt: r.firstCompletedAt == null ? null : new Date(Number(r.firstCompletedAt)),
    });
  }
  return out;
}

export function recordOf(
  records: Map<string, PatientRecord>,
  userId: string,
  patientId: string,
): PatientRecord {
  return (
    records.get(key(userId, patientId)) ?? {
      completed: 0,
      bestScore: null,
      firstCompletedAt: null,
      started: 0,
    }
  );
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export const meanOf = (values: readonly number[]): number | null =>
  values.length ? round1(values.reduce((a, b) => a + b, 0) / values.length) : null;

/** Every module with where the student stands in it, in catalogue order. */
export async function moduleProgress(db: Db, userId: string): Promise<ModuleProgress[]> {
  const ids = [...new Set(MODULES.flatMap((m) => m.persona_ids))];
  const byCatalogue = await patientsByCatalogueId(db, ids);
  const records = await patientRecords(
    db,
    [userId],
    [...byCatalogue.values()].map((p) => p.id),
  );
  return MODULES.map((m) => progressOf(m, byCatalogue, records, userId));
}

function progressOf(
  module: TrainingModule,
  byCatalogue: Map<string, ModulePatient>,
  records: Map<string, PatientRecord>,
  userId: string,
): ModuleProgress {
  const personas = module.persona_ids.map((catalogueId) => {
    const patient = byCatalogue.get(catalogueId);
    const r = patient ? recordOf(records, userId, patient.id) : null;
    return {
      catalogue_id: catalogueId,
      patient_id: patient?.id ?? null,
      name: patient?.name ?? null,
      condition: patient?.condition ?? null,
      sessions_completed: r?.completed ?? 0,
      best_score: r?.bestScore ?? null,
      completed_at: r?.firstCompletedAt?.toISOString() ?? null,
    };
  });
  const offered = personas.filter((p) => p.patient_id !== null);
  const done = offered.filter((p) => p.sessions_completed > 0);
  const all = offered.length > 0 && done.length === offered.length;
  const last =
    done
      .map((p) => p.completed_at!)
      .sort()
      .at(-1) ?? null;
  return {
    module,
    personas,
    available: offered.length,
    completed: done.length,
    completed_at: all ? last : null,
    average_best_score: meanOf(done.flatMap((p) => (p.best_score === null ? [] : [p.best_score]))),
  };
}
