import {
  DEFAULT_SETTINGS,
  PatientDetailSchema,
  SessionSchema,
  SettingsSchema,
  UserSchema,
  roleOf,
  type PatientDetail,
  type Session,
  type Settings,
  type User,
  type UserType,
} from '@practicum/contract';
import { CATALOGUE } from '@practicum/personas';
import { PersonaSchema } from '@practicum/personas/schema';

/**
 * Contract-valid payloads for fake answers. Each builder parses its result with the contract
 * schema, so a fixture that drifts from the contract fails loudly here instead of passing quietly.
 */

const CREATED = '2026-03-02T09:30:00.000Z';
let sequence = 0;

/** A fresh v4-shaped uuid per call, readable in failure output (…0001, …0002). */
export function uuid(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function makeUser(overrides: Partial<User> = {}): User {
  const userType: UserType = overrides.user_type ?? 'customer';
  const first = overrides.first_name === undefined ? 'Dana' : overrides.first_name;
  const last = overrides.last_name === undefined ? 'Moreau' : overrides.last_name;
  return UserSchema.parse({
    id: uuid(),
    email: 'dana.moreau@university.test',
    name: [first, last].filter(Boolean).join(' ') || 'dana.moreau',
    first_name: first,
    last_name: last,
    display_name: null,
    is_anonymous: false,
    user_type: userType,
    role: roleOf(userType),
    account_status: 'activated',
    is_active: true,
    subscription: 'free',
    subscription_plan: 'free',
    subscription_status: 'active',
    subscription_expires_at: null,
    message_count: 0,
    max_messages: 3,
    university: null,
    year: null,
    discipline: null,
    reset_request: false,
    reset_requested_at: null,
    created_at: CREATED,
    last_login: null,
    ...overrides,
  });
}

export function makeAdmin(overrides: Partial<User> = {}): User {
  return makeUser({
    email: 'alex.admin@university.test',
    first_name: 'Alex',
    last_name: 'Admin',
    name: 'Alex Admin',
    user_type: 'admin',
    role: 'admin',
    ...overrides,
  });
}

export function makeSettings(overrides: Partial<Settings> = {}): Settings {
  return SettingsSchema.parse({ ...structuredClone(DEFAULT_SETTINGS), ...overrides });
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  const id = overrides.id ?? uuid();
  return SessionSchema.parse({
    id,
    session_id: id,
    user_id: uuid(),
    patient_id: uuid(),
    patient_name: 'Maria Santos',
    status: 'completed',
    start_time: CREATED,
    end_time: '2026-03-02T09:45:00.000Z',
    duration: 900,
    score: 82,
    grade: 'B',
    feedback: null,
    audio_enabled: true,
    voice_type: 'female',
    voice_speed: 1,
    audio_file_id: null,
    insights: null,
    insights_generated: false,
    analysis: null,
    performance_metrics: null,
    session_notes: null,
    message_count: 12,
    transcript_deleted_at: null,
    created_at: CREATED,
    updated_at: CREATED,
    ...overrides,
  });
}

/** A catalogue persona (already valid by the persona schema), as the server stores it. */
export function cataloguePersona(index = 0) {
  const persona = CATALOGUE[index];
  if (!persona) throw new Error(`No catalogue persona at ${index}`);
  return PersonaSchema.parse(persona);
}

/** The patient row and full persona an admin receives, built from a catalogue persona. */
export function makePatientDetail(overrides: Partial<PatientDetail> = {}, personaIndex = 0): PatientDetail {
  const persona = cataloguePersona(personaIndex);
  const id = overrides.id ?? uuid();
  return PatientDetailSchema.parse({
    id,
    _id: id,
    name: persona.name,
    age: persona.age,
    avatar: persona.avatar,
    difficulty: persona.difficulty,
    condition: persona.condition,
    condition_category: persona.condition_category,
    discipline: persona.discipline,
    emotional_state: persona.emotional_state,
    personality: persona.personality,
    background: persona.background,
    symptoms: persona.symptoms,
    style: persona.style,
    risk_level: persona.risk.level,
    presenting_problem: persona.presenting_problem,
    station: persona.case
      ? { station: persona.case.station, setting: persona.case.setting, task: persona.case.task }
      : null,
    archived: false,
    catalogue_id: persona.id,
    usage: { sessions_count: 0, scored_sessions: 0, success_rate: null },
    created_at: CREATED,
    updated_at: CREATED,
    persona,
    ...overrides,
  });
}

/** An access token whose `exp` lies far ahead, so the client never tries to refresh it. */
export function accessToken(): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'test', exp: 4_102_444_800 })}.signature`;
}
