import { asc, desc, eq, sql } from 'drizzle-orm';
import { findModule } from '@practicum/contract';
import { ZipFile } from 'yazl';
import type { Db } from '../../db/client';
import { notifications } from '../../db/notification-schema';
import {
  assignments,
  assignmentStudents,
  auditLog,
  cohortMembers,
  cohorts,
  patients,
  sessions,
  users,
} from '../../db/schema';
import { studentAssignments } from '../assignments/assignments.service';
import { userNotFound } from '../users/admin-users.service';
import { toUser } from '../../lib/accounts/users';
import { recordingExtension, type RecordingStore } from '../../lib/recording-store';
import { getSettings } from '../settings/settings.service';
import { sessionDetail } from '../sessions/sessions.service';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

const README = `This archive holds everything Practicum keeps about your account.

profile.json        your account (names, email, role, plan, university and year) and your settings
sessions.json       every practice session: patient, times, status, scores, report and transcript
recordings/         the recording of each session that still has one (Ogg Opus, or WAV for older ones)
notifications.json  the notices shown under the bell
activity.json       what the audit log holds about your account: sign-ins, changes, downloads
cohorts.json        the cohorts you are in, and those you created (how many students, not who)
assignments.json    the work set for you with where you stand, and the assignments you set
                    (how many students, not who nor how each is doing)
`;

/** The archive's file name: the account's id and the day it was made. */
export const exportFilename = (userId: string, at: Date) =>
  `practicum-data-${userId}-${at.toISOString().slice(0, 10)}.zip`;

/**
 * A user's data as a zip, streamed: profile and settings, each session with its transcript, scores
 * and report, its recording, notifications and the audit log about them. JSON is compressed;
 * recordings are already compressed audio and go in as they are, read one at a time while the
 * archive is sent. Throws 404 before anything is sent when there is no such user.
 */
export async function buildExport(db: Db, store: RecordingStore, userId: string): Promise<ZipFile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw userNotFound();
  const settings = await getSettings(db, userId);
  const ids = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.startTime));
  const details = [];
  for (const { id } of ids) details.push(await sessionDetail(db, id, userId));
  const notices = await db
    .select({
      kind: notifications.kind,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      read_at: notifications.readAt,
      created_at: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
  const activity = await db
    .select({ action: auditLog.action, at: auditLog.createdAt, ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.targetUserId, userId))
    .orderBy(asc(auditLog.createdAt));

  const [cohortsOf, assignmentsOf] = await Promise.all([
    exportedCohorts(db, userId),
    exportedAssignments(db, userId),
  ]);

  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(README, 'utf8'), 'README.txt');
  zip.addBuffer(json({ user: toUser(user), settings }), 'profile.json');
  zip.addBuffer(json(details), 'sessions.json');
  zip.addBuffer(json(notices), 'notifications.json');
  zip.addBuffer(json(activity), 'activity.json');
  zip.addBuffer(json(cohortsOf), 'cohorts.json');
  zip.addBuffer(json(assignmentsOf), 'assignments.json');
  for (const session of details) {
    const fileId = session.audio_file_id;
    if (!fileId) continue;
    // A recording listed but missing from the store (deleted by hand) is left out, not a broken archive.
    const size = await store.size(fileId);
    if (size === null) continue;
    zip.addReadStreamLazy(
      `recordings/session_${session.id}.${recordingExtension(fileId)}`,
      { compress: false, size },
      (cb) => cb(null, store.read(fileId)),
    );
  }
  zip.end();
  return zip;
}

/**
 * The cohorts the user is a member of, and those they created. The archive is one person's data, so
 * a cohort names no other member: the cohorts created carry only how many students they hold.
 */
async function exportedCohorts(db: Db, userId: string) {
  const memberOf = await db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohortMembers)
    .innerJoin(cohorts, eq(cohorts.id, cohortMembers.cohortId))
    .where(eq(cohortMembers.userId, userId))
    .orderBy(sql`lower(${cohorts.name})`);
  const created = await db
    .select({
      id: cohorts.id,
      name: cohorts.name,
      created_at: cohorts.createdAt,
      student_count:
        sql<number>`(select count(*) from ${cohortMembers} where ${cohortMembers.cohortId} = ${cohorts.id})`.mapWith(
          Number,
        ),
    })
    .from(cohorts)
    .where(eq(cohorts.createdBy, userId))
    .orderBy(sql`lower(${cohorts.name})`);
  return { member_of: memberOf, created };
}

/**
 * The work set for the user, with their own standing (as the student's assignment list shows it),
 * and the assignments they set: what, for which cohort, due when, aiming at what score, and for how
 * many students, but neither who those students are nor how each of them is doing.
 */
async function exportedAssignments(db: Db, userId: string) {
  const assignedToMe = await studentAssignments(db, userId);
  // A student named one by one and also in the assignment's cohort counts once.
  const studentCount = sql<number>`(
    select count(*) from (
      select ${assignmentStudents.userId} from ${assignmentStudents}
        where ${assignmentStudents.assignmentId} = ${assignments.id}
      union
      select ${cohortMembers.userId} from ${cohortMembers}
        where ${cohortMembers.cohortId} = ${assignments.cohortId}
    ) as students
  )`.mapWith(Number);
  const rows = await db
    .select({
      id: assignments.id,
      module_id: assignments.moduleId,
      patient_id: assignments.patientId,
      patient_name: patients.name,
      cohort_id: assignments.cohortId,
      cohort_name: cohorts.name,
      due_at: assignments.dueAt,
      target_score: assignments.targetScore,
      created_at: assignments.createdAt,
      student_count: studentCount,
    })
    .from(assignments)
    .leftJoin(patients, eq(patients.id, assignments.patientId))
    .leftJoin(cohorts, eq(cohorts.id, assignments.cohortId))
    .where(eq(assignments.createdBy, userId))
    .orderBy(asc(assignments.dueAt), asc(assignments.createdAt));
  return {
    assigned_to_me: assignedToMe,
    created: rows.map(({ patient_name, cohort_id, cohort_name, ...r }) => ({
      id: r.id,
      title: r.module_id ? (findModule(r.module_id)?.title ?? r.module_id) : (patient_name ?? 'Patient'),
      kind: r.module_id ? ('module' as const) : ('patient' as const),
      module_id: r.module_id,
      patient_id: r.patient_id,
      cohort: cohort_id ? { id: cohort_id, name: cohort_name } : null,
      due_at: r.due_at,
      target_score: r.target_score,
      created_at: r.created_at,
      student_count: r.student_count,
    })),
  };
}
