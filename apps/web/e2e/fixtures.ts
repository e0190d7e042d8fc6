/**
 * Arranging data through the real API, for stories that are not about creating it: a fresh student,
 * patients to practise with, finished practice sessions with their messages, and their insights.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import type { Insights, Patient, PatientListResponse, Session, TranscriptEntry } from '@practicum/contract';
import { credentialsFor, type ServerName } from './servers';
import { uniqueEmail } from './helpers';

export interface ApiUser {
  email: string;
  password: string;
  token: string;
}

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { username: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The seeded super admin, signed in through the API. */
export async function adminUser(request: APIRequestContext, server: ServerName = 'main'): Promise<ApiUser> {
  const { admin } = credentialsFor(server);
  return { ...admin, token: await login(request, admin.email, admin.password) };
}

/**
 * A new, activated student with an empty history and no session cap, created by the admin: counts
 * and orders on the history page then depend on this story alone, whatever other specs did to the
 * demo student.
 */
export async function freshStudent(
  request: APIRequestContext,
  firstName = 'Hana',
  lastName = 'Practice',
): Promise<ApiUser> {
  const admin = await adminUser(request);
  // The address keeps only the name's plain letters ("Zoë" signs in as zoe-...).
  const email = uniqueEmail(
    firstName
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase(),
  );
  const password = `pw-${Math.random().toString(36).slice(2, 12)}`;
  const res = await request.post('/api/v1/users/admin/create-user?user_type=customer', {
    headers: bearer(admin.token),
    data: { first_name: firstName, last_name: lastName, email, password },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  // Free-plan students may start only a few sessions; stories that need many lift the cap. A server
  // without allowances (404 here) has no cap to lift.
  const unlimited = await request.put(`/api/v1/users/admin/users/${id}/allowance`, {
    headers: bearer(admin.token),
    data: { max_messages: -1 },
  });
  expect([200, 404], await unlimited.text()).toContain(unlimited.status());
  return { email, password, token: await login(request, email, password) };
}

async function listPatients(request: APIRequestContext, token: string): Promise<PatientListResponse> {
  const res = await request.get('/api/v1/voice/patients/?limit=50', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as PatientListResponse;
}

/**
 * At least `count` patients (in name order), adding the persona catalogue when the library is empty,
 * and creating the rest as the admin from catalogue personas when it still holds too few.
 */
export async function somePatients(
  request: APIRequestContext,
  token: string,
  count = 1,
  discipline?: Patient['discipline'],
): Promise<Patient[]> {
  let { patients } = await listPatients(request, token);
  if (patients.length < count) {
    const init = await request.post('/api/v1/voice/patients/initialize', { headers: bearer(token) });
    expect(init.status(), await init.text()).toBe(200);
    ({ patients } = await listPatients(request, token));
  }
  if (patients.length < count) {
    const admin = await adminUser(request);
    const { CATALOGUE, PersonaSchema } = await import('@practicum/personas');
    for (let i = patients.length; i < count; i += 1) {
      const base = PersonaSchema.parse(CATALOGUE[i % CATALOGUE.length]);
      const suffix = Math.random().toString(36).slice(2, 8);
      const res = await request.post('/api/v1/voice/patients', {
        headers: bearer(admin.token),
        data: { ...base, id: `e2e-${suffix}`, name: `${base.name} ${suffix}` },
      });
      expect(res.status(), await res.text()).toBe(201);
    }
    ({ patients } = await listPatients(request, token));
  }
  // A story written as a counselling conversation asks for therapy patients: the catalogue's
  // medical cases sort among them by name.
  const chosen = discipline ? patients.filter((p) => p.discipline === discipline) : patients;
  expect(chosen.length).toBeGreaterThanOrEqual(count);
  return chosen.slice(0, count);
}

/** The id of some patient to practise with. */
export async function somePatientId(request: APIRequestContext, token: string): Promise<string> {
  const [patient] = await somePatients(request, token, 1);
  return patient!.id;
}

export interface FinishedSession {
  session: Session;
  messages: TranscriptEntry[];
}

/**
 * A session run to its end: started, the lines said in turn (student first), then ended. `holdMs`
 * keeps it open that long first, for a longer duration. Only one session per student and patient may
 * be active, so each is ended before the next starts.
 */
export async function finishedSession(
  request: APIRequestContext,
  token: string,
  patientId: string,
  lines: string[],
  holdMs = 0,
): Promise<FinishedSession> {
  const headers = bearer(token);
  const started = await request.post('/api/v1/voice/history/sessions', {
    headers,
    data: { patient_id: patientId, audio_enabled: true, voice_type: 'female', voice_speed: 1 },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id } = (await started.json()) as Session;
  const messages: TranscriptEntry[] = [];
  for (const [i, text] of lines.entries()) {
    const res = await request.post(`/api/v1/voice/history/sessions/${id}/messages`, {
      headers,
      data: {
        speaker: i % 2 === 0 ? 'student' : 'patient',
        text,
        ...(i % 2 === 1 ? { emotion: 'anxious' } : {}),
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    messages.push((await res.json()) as TranscriptEntry);
  }
  if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
  const ended = await request.post(`/api/v1/voice/history/sessions/${id}/end`, { headers });
  expect(ended.status(), await ended.text()).toBe(200);
  return { session: (await ended.json()) as Session, messages };
}

/** Scores a session through the real insights endpoint; the stored insights are returned. */
export async function generateInsights(
  request: APIRequestContext,
  token: string,
  sessionId: string,
): Promise<Insights> {
  const res = await request.post(`/api/v1/voice/insights/generate/${sessionId}`, { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Insights;
}

/** Sample conversations (student first) that the scorer rates well and poorly. */
export const CONVERSATIONS = {
  empathic: [
    "Hi, I'm glad you came in today. What would you like to talk about?",
    "I've been feeling really down since I lost my job. I can't sleep and I feel useless.",
    'It sounds like losing your job has shaken how you see yourself, and the nights are hard.',
    'Yes, exactly. I lie awake thinking I have let my family down.',
    'You care a lot about your family, and you feel you have disappointed them. Tell me more about that.',
    'My wife says it is fine but I can see she is worried about money.',
    'So on one hand she reassures you, and on the other you notice her worry. What is that like for you?',
    'Lonely, I suppose. Like I am carrying it on my own.',
  ],
  directive: [
    'So what is wrong with you?',
    'I have been feeling low.',
    'You should exercise more and stop worrying. Why do you not just get a new job?',
    'It is not that simple.',
    'Well you need to try harder.',
    'Okay.',
  ],
};

export type MadeSession = FinishedSession & { insights: Insights | null };

/**
 * The Session History scenario: a fresh student with 14 finished sessions over three patients,
 * oldest first. `longest` was held open 3 s; `silent` has no messages; `scored` (empathic) and
 * `directive` and every third two-line session have insights from the real endpoint; `chatty`, the
 * newest, has 13 messages and no insights.
 */
export async function historyScenario(request: APIRequestContext) {
  const student = await freshStudent(request, 'Hist');
  const patients = await somePatients(request, student.token, 3);
  const [a, b, c] = patients as [Patient, Patient, Patient];
  const made: MadeSession[] = [];
  const run = async (p: Patient, lines: string[], opts: { holdMs?: number; score?: boolean } = {}) => {
    const done = await finishedSession(request, student.token, p.id, lines, opts.holdMs);
    const insights = opts.score ? await generateInsights(request, student.token, done.session.id) : null;
    made.push({ ...done, insights });
    return made.at(-1)!;
  };
  const longest = await run(a, ['Hello', 'Hi'], { holdMs: 3_000 });
  for (let i = 0; i < 9; i += 1) {
    await run([a, b, c][i % 3]!, [`Opening ${i}`, `Reply ${i}`], { score: i % 3 === 0 });
  }
  const silent = await run(c, []);
  const scored = await run(a, CONVERSATIONS.empathic, { score: true });
  await run(b, CONVERSATIONS.directive, { score: true });
  const chattyLines = Array.from({ length: 13 }, (_, i) =>
    i % 2 === 0
      ? `Student line ${i + 1}: how has your week been?`
      : `Patient line ${i + 1}: it has been hard.`,
  );
  const chatty = await run(b, chattyLines);
  return { student, patients, made, longest, silent, scored, chatty, chattyLines };
}
