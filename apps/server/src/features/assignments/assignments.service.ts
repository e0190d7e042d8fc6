import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import {
  ASSIGNMENT_STATUSES,
  findModule,
  type Assignment,
  type AssignmentStatus,
  type CreateAssignmentBody,
  type ModuleId,
  type StudentAssignment,
} from '@practicum/contract';
import type { Db } from '../../db/client';
import {
  assignments,
  assignmentStudents,
  cohortMembers,
  cohorts,
  patients,
  users,
  type AssignmentRow,
} from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import {
  meanOf,
  patientRecords,
  patientsByCatalogueId,
  recordOf,
  type PatientRecord,
} from '../modules/modules.service';
import { getCohort, memberOf, requireStudents } from './cohorts.service';

/** The patients an assignment asks for, in the order to practise them, and its title. */
interface AssignmentWork {
  title: string;
  patients: { id: string; name: string }[];
}

async function workOf(db: Db, rows: readonly AssignmentRow[]): Promise<Map<string, AssignmentWork>> {
  const moduleIds = [...new Set(rows.flatMap((r) => (r.moduleId ? [r.moduleId] : [])))];
  const modules = moduleIds.flatMap((id) => {
    const m = findModule(id);
    return m ? [m] : [];
  });
  const byCatalogue = await patientsByCatalogueId(
    db,
    modules.flatMap((m) => m.persona_ids),
  );
  const patientIds = [...new Set(rows.flatMap((r) => (r.patientId ? [r.patientId] : [])))];
  const single = patientIds.length
    ? await db
        .select({ id: patients.id, name: patients.name })
        .from(patients)
        .where(inArray(patients.id, patientIds))
    : [];
  const work = new Map<string, AssignmentWork>();
  for (const r of rows) {
    if (r.moduleId) {
      const m = findModule(r.moduleId);
      work.set(r.id, {
        title: m?.title ?? r.moduleId,
        patients: (m?.persona_ids ?? []).flatMap((c) => {
          const p = byCatalogue.get(c);
          return p ? [{ id: p.id, name: p.name }] : [];
        }),
      });
    } else {
      const p = single.find((s) => s.id === r.patientId);
      work.set(r.id, { title: p?.name ?? 'Patient', patients: p ? [p] : [] });
    }
  }
  return work;
}

/**
 * How one student stands with one assignment. Only sessions started since the assignment was set
 * count. A patient is done once a completed session with it scores the target or more; the
 * assignment is done once every patient is; before that it is overdue past its due time, in
 * progress once any session with its patients has started, else not started.
 */
function standing(
  row: AssignmentRow,
  work: AssignmentWork,
  records: Map<string, PatientRecord>,
  userId: string,
  now: Date,
) {
  const patientsProgress = work.patients.map((p) => {
    const r = recordOf(records, userId, p.id);
    return {
      patient_id: p.id,
      name: p.name,
      sessions_completed: r.completed,
      best_score: r.bestScore,
      started: r.started,
    };
  });
  const isDone = (p: (typeof patientsProgress)[number]) =>
    p.sessions_completed > 0 && p.best_score !== null && p.best_score >= row.targetScore;
  const done = patientsProgress.filter(isDone).length;
  const total = patientsProgress.length;
  let status: AssignmentStatus;
  if (total > 0 && done === total) status = 'done';
  else if (now > row.dueAt) status = 'overdue';
  else if (patientsProgress.some((p) => p.started > 0)) status = 'in_progress';
  else status = 'not_started';
  return {
    status,
    patients_done: done,
    patients_total: total,
    best_score: meanOf(patientsProgress.flatMap((p) => (p.best_score === null ? [] : [p.best_score]))),
    patients: patientsProgress.map(({ started: _s, ...p }) => p),
    next_patient_id: patientsProgress.find((p) => !isDone(p))?.patient_id ?? null,
  };
}

const baseFields = (row: AssignmentRow, work: AssignmentWork) => ({
  id: row.id,
  title: work.title,
  kind: row.moduleId ? ('module' as const) : ('patient' as const),
  module_id: (row.moduleId as ModuleId | null) ?? null,
  patient_id: row.patientId,
  due_at: row.dueAt.toISOString(),
  target_score: row.targetScore,
  created_at: row.createdAt.toISOString(),
});

/** A student's own assignments: those naming them and those of their cohorts; open ones first, by due date. */
export async function studentAssignments(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<StudentAssignment[]> {
  const rows = await db
    .select()
    .from(assignments)
    .where(
      or(
        inArray(
          assignments.id,
          db
            .select({ id: assignmentStudents.assignmentId })
            .from(assignmentStudents)
            .where(eq(assignmentStudents.userId, userId)),
        ),
        inArray(
          assignments.cohortId,
          db
            .select({ id: cohortMembers.cohortId })
            .from(cohortMembers)
            .where(eq(cohortMembers.userId, userId)),
        ),
      ),
    );
  const work = await workOf(db, rows);
  const out = await Promise.all(
    rows.map(async (row) => {
      const w = work.get(row.id)!;
      const records = await patientRecords(
        db,
        [userId],
        w.patients.map((p) => p.id),
        row.createdAt,
      );
      return { ...baseFields(row, w), ...standing(row, w, records, userId, now) };
    }),
  );
  return out.sort(
    (a, b) => Number(a.status === 'done') - Number(b.status === 'done') || a.due_at.localeCompare(b.due_at),
  );
}

/** Every assignment with each of its students' standing, nearest due date first. */
export async function listAssignments(db: Db, now = new Date(), only?: string): Promise<Assignment[]> {
  const rows = await db
    .select()
    .from(assignments)
    .where(only ? eq(assignments.id, only) : undefined)
    .orderBy(assignments.dueAt, desc(assignments.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const cohortIds = [...new Set(rows.flatMap((r) => (r.cohortId ? [r.cohortId] : [])))];
  const memberColumns = {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    displayName: users.displayName,
    isAnonymous: users.isAnonymous,
  };
  const [named, members, cohortRows, work] = await Promise.all([
    db
      .select({ assignmentId: assignmentStudents.assignmentId, ...memberColumns })
      .from(assignmentStudents)
      .innerJoin(users, eq(users.id, assignmentStudents.userId))
      .where(inArray(assignmentStudents.assignmentId, ids)),
    cohortIds.length
      ? db
          .select({ cohortId: cohortMembers.cohortId, ...memberColumns })
          .from(cohortMembers)
          .innerJoin(users, eq(users.id, cohortMembers.userId))
          .where(inArray(cohortMembers.cohortId, cohortIds))
      : Promise.resolve([]),
    cohortIds.length
      ? db.select({ id: cohorts.id, name: cohorts.name }).from(cohorts).where(inArray(cohorts.id, cohortIds))
      : Promise.resolve([]),
    workOf(db, rows),
  ]);
  return Promise.all(
    rows.map(async (row) => {
      const w = work.get(row.id)!;
      const students = new Map<string, ReturnType<typeof memberOf>>();
      for (const s of named) if (s.assignmentId === row.id) students.set(s.id, memberOf(s));
      for (const s of members) if (s.cohortId === row.cohortId) students.set(s.id, memberOf(s));
      const records = await patientRecords(
        db,
        [...students.keys()],
        w.patients.map((p) => p.id),
        row.createdAt,
      );
      const standings = [...students.values()]
        .map((s) => {
          const { patients: _p, next_patient_id: _n, ...st } = standing(row, w, records, s.id, now);
          return { id: s.id, name: s.name, ...st };
        })
        .sort((a, b) => a.name.localeCompare(b.name));
      const counts = Object.fromEntries(
        ASSIGNMENT_STATUSES.map((status) => [status, standings.filter((s) => s.status === status).length]),
      ) as Record<AssignmentStatus, number>;
      const cohort = cohortRows.find((c) => c.id === row.cohortId) ?? null;
      return {
        ...baseFields(row, w),
        cohort,
        students: standings,
        counts,
        average_best_score: meanOf(standings.flatMap((s) => (s.best_score === null ? [] : [s.best_score]))),
      };
    }),
  );
}

export async function createAssignment(
  db: Db,
  actorId: string,
  body: Omit<CreateAssignmentBody, 'student_ids'> & { student_ids: string[] },
): Promise<Assignment> {
  if (body.patient_id) {
    const [p] = await db
      .select({ id: patients.id })
      .from(patients)
      .where(and(eq(patients.id, body.patient_id), isNull(patients.archivedAt)))
      .limit(1);
    if (!p) throw notFound('Patient not found', 'patient_not_found');
  }
  if (body.cohort_id) await getCohort(db, body.cohort_id);
  await requireStudents(db, body.student_ids);
  const dueAt = new Date(body.due_at);
  if (Number.isNaN(dueAt.getTime())) throw new AppError(422, 'invalid_due_date', 'Due date is not a date');
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(assignments)
      .values({
        moduleId: body.module_id ?? null,
        patientId: body.patient_id ?? null,
        cohortId: body.cohort_id ?? null,
        dueAt,
        targetScore: body.target_score,
        createdBy: actorId,
      })
      .returning({ id: assignments.id });
    if (body.student_ids.length)
      await tx
        .insert(assignmentStudents)
        .values(body.student_ids.map((userId) => ({ assignmentId: row!.id, userId })));
    return row!.id;
  });
  return (await listAssignments(db, new Date(), id))[0]!;
}

export async function deleteAssignment(db: Db, id: string): Promise<AssignmentRow> {
  const [row] = await db.delete(assignments).where(eq(assignments.id, id)).returning();
  if (!row) throw notFound('Assignment not found', 'assignment_not_found');
  return row;
}
