import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { displayNameOf, type Cohort, type CohortMember } from '@practicum/contract';
import type { Db } from '../../db/client';
import { assignments, cohortMembers, cohorts, users, type CohortRow } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/app-error';

/** Who counts as a student: assignments and cohorts are for them, never for admins. */
const STUDENT_TYPES = ['customer', 'moderator'] as const;

export const memberOf = (u: {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  isAnonymous: boolean;
}): CohortMember => ({
  id: u.id,
  email: u.email,
  name: displayNameOf({
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    display_name: u.displayName,
    is_anonymous: u.isAnonymous,
  }),
});

const memberColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  isAnonymous: users.isAnonymous,
};

/** The students among these ids, by id; throws 422 naming how many are not (active) students. */
export async function requireStudents(db: Db, ids: readonly string[]): Promise<Map<string, CohortMember>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        inArray(users.userType, [...STUDENT_TYPES]),
        ne(users.accountStatus, 'rejected'),
      ),
    );
  const missing = ids.length - rows.length;
  if (missing > 0)
    throw new AppError(
      422,
      'students_not_found',
      `${missing} of the chosen students ${missing === 1 ? 'is' : 'are'} not a student account`,
    );
  return new Map(rows.map((r) => [r.id, memberOf(r)]));
}

export async function getCohort(db: Db, id: string): Promise<CohortRow> {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, id)).limit(1);
  if (!row) throw notFound('Cohort not found', 'cohort_not_found');
  return row;
}

/** Every cohort with its members (by name) and how many assignments it carries, by name. */
export async function listCohorts(db: Db, only?: string): Promise<Cohort[]> {
  const rows = await db
    .select()
    .from(cohorts)
    .where(only ? eq(cohorts.id, only) : undefined)
    .orderBy(sql`lower(${cohorts.name})`, asc(cohorts.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [members, counts] = await Promise.all([
    db
      .select({ cohortId: cohortMembers.cohortId, ...memberColumns })
      .from(cohortMembers)
      .innerJoin(users, eq(users.id, cohortMembers.userId))
      .where(inArray(cohortMembers.cohortId, ids)),
    db
      .select({ cohortId: assignments.cohortId, n: count() })
      .from(assignments)
      .where(inArray(assignments.cohortId, ids))
      .groupBy(assignments.cohortId),
  ]);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    members: members
      .filter((m) => m.cohortId === r.id)
      .map(memberOf)
      .sort((a, b) => a.name.localeCompare(b.name)),
    assignment_count: counts.find((c) => c.cohortId === r.id)?.n ?? 0,
    created_at: r.createdAt.toISOString(),
  }));
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
  (err as { cause?: { code?: string } }).cause?.code === '23505';

const nameTaken = (name: string) => conflict(`A cohort named "${name}" already exists`, 'cohort_name_taken');

async function setMembers(db: Db, cohortId: string, studentIds: readonly string[]) {
  await db.delete(cohortMembers).where(eq(cohortMembers.cohortId, cohortId));
  if (studentIds.length)
    await db.insert(cohortMembers).values(studentIds.map((userId) => ({ cohortId, userId })));
}

export async function createCohort(
  db: Db,
  actorId: string,
  body: { name: string; student_ids: string[] },
): Promise<Cohort> {
  await requireStudents(db, body.student_ids);
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cohorts)
        .values({ name: body.name, createdBy: actorId })
        .returning({ id: cohorts.id });
      await setMembers(tx as unknown as Db, row!.id, body.student_ids);
      return row!.id;
    });
    return (await listCohorts(db, id))[0]!;
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name);
    throw err;
  }
}

export async function updateCohort(
  db: Db,
  id: string,
  body: { name: string; student_ids: string[] },
): Promise<Cohort> {
  await getCohort(db, id);
  await requireStudents(db, body.student_ids);
  try {
    await db.transaction(async (tx) => {
      await tx.update(cohorts).set({ name: body.name, updatedAt: new Date() }).where(eq(cohorts.id, id));
      await setMembers(tx as unknown as Db, id, body.student_ids);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(body.name);
    throw err;
  }
  return (await listCohorts(db, id))[0]!;
}

/** Deletes a cohort, and with it the assignments set for it (the confirmation says how many). */
export async function deleteCohort(db: Db, id: string): Promise<CohortRow> {
  const row = await getCohort(db, id);
  await db.delete(cohorts).where(eq(cohorts.id, id));
  return row;
}
