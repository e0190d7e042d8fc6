/**
 * What the benches that need a populated database share: the seeding of students, patients and
 * sessions (as the app writes them), signing in as a browser does, and percentiles.
 */
import { sql } from 'drizzle-orm';
import type { buildApp } from '../apps/server/src/app';
import type { Database } from '../apps/server/src/db/client';

export const percentile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(1));
};

/** An access token as a browser gets one, through the login endpoint. */
export async function signIn(
  app: Awaited<ReturnType<typeof buildApp>>,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
  return res.json<{ access_token: string }>().access_token;
}

/** Students, a dozen patients and the sessions, each in one statement built from generate_series. */
export async function seed(
  database: Database,
  size: {
    sessions: number;
    students: number;
    studentPasswordHash?: string;
    /** Spread the sessions over patients already in the library instead of a dozen made here. */
    existingPatients?: boolean;
  },
) {
  const STUDENTS = size.students;
  const SESSIONS = size.sessions;
  const skill = sql`jsonb_build_object('score', round((30 + random() * 70)::numeric, 1))`;
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select setseed(0.42)`);
    await tx.execute(sql`
      insert into users (email, password_hash, first_name, last_name, user_type, account_status, is_active)
      select 'student' || i || '@bench.test', ${size.studentPasswordHash ?? 'unused'}, 'Student', i::text, 'customer', 'activated', true
      from generate_series(1, ${STUDENTS}) i`);
    if (!size.existingPatients)
      await tx.execute(sql`
      insert into patients (name, condition, condition_category, difficulty, persona)
      select 'Patient ' || i, 'Major Depressive Disorder', 'depression', 'beginner',
             jsonb_build_object('name', 'Patient ' || i)
      from generate_series(1, 12) i`);
    await tx.execute(sql`
      with u as (select array_agg(id order by email) as ids from users where user_type = 'customer'),
           p as (select array_agg(id order by name) as ids, array_agg(name order by name) as names from patients)
      insert into sessions (user_id, patient_id, patient_name, status, start_time, end_time, duration,
                            score, insights, insights_generated, engine_seed)
      select u.ids[1 + i % ${STUDENTS}], p.ids[1 + i % 12], p.names[1 + i % 12],
             (case when i % 25 = 0 then 'cancelled' else 'completed' end)::session_status,
             x.start, x.start + make_interval(secs => x.duration), x.duration, x.score,
             jsonb_build_object(
               'overall_score', x.score,
               'supervisor_review_required', random() < 0.05,
               'active_listening', ${skill}, 'empathy_demonstration', ${skill},
               'questioning_techniques', ${skill}, 'boundary_maintenance', ${skill},
               'crisis_management', ${skill}, 'therapeutic_interventions', ${skill}),
             true, 'bench'
      from generate_series(1, ${SESSIONS}) i, u, p,
           lateral (select now() - random() * interval '400 days' + i * interval '0 s' as start,
                           (300 + random() * 1500)::int as duration,
                           round((35 + random() * 65)::numeric, 1)::float8 as score) x
      -- Sessions are written as they start, so the table and its indexes grow in start-time order.
      order by x.start`);
  });
  // What autovacuum does for a table in use after a burst of inserts: statistics for the planner,
  // and the visibility map that lets analytics read a period from the index alone.
  await database.db.execute(sql`vacuum analyze`);
}
