import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '@practicum/contract';
import { userSettings } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPatientRow, createUser, login } from '../../../test/support/factories';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signIn(userType: 'customer' | 'admin' = 'customer') {
  const u = await createUser(t.database.db, { userType });
  return { id: u.user.id, token: (await login(t.app, u.email, u.password)).access_token };
}

const api = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const locs = (body: { detail: { loc: (string | number)[] }[] }) =>
  body.detail.map((d) => d.loc.join('.')).sort();
const messages = (body: { detail: { msg: string }[] }) => body.detail.map((d) => d.msg);

describe('GET /api/v1/voice/settings/', () => {
  it('answers the default settings for a user who never saved anything', async () => {
    const { token } = await signIn();
    const res = await api('GET', '/voice/settings/', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
    expect(res.json<Settings>().audio).toMatchObject({
      enabled: true,
      volume: 75,
      voice_type: 'female',
      voice_speed: 1,
    });
  });

  it('is served without the trailing slash too, and needs a signed-in user', async () => {
    const { token } = await signIn();
    expect((await api('GET', '/voice/settings', token)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/voice/settings/' })).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/voice/settings/', () => {
  it('round-trips every group, changes only the fields sent, and keeps users apart', async () => {
    const alice = await signIn();
    const bob = await signIn('admin');
    const changed: Settings = {
      notifications: { sessions: false, feedback: false, updates: true, email_notifications: true },
      audio: {
        enabled: false,
        volume: 30,
        speech_recognition_language: 'fr-FR',
        voice_type: 'neutral',
        voice_speed: 1.7,
        auto_play_responses: false,
      },
      display: {
        theme: 'dark',
        font_size: 'large',
        animations: false,
        high_contrast: true,
        reduce_motion: true,
      },
      privacy: { data_collection: false, analytics: false, session_recording: false },
    };
    const put = await api('PUT', '/voice/settings/', alice.token, changed);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual(changed);
    expect((await api('GET', '/voice/settings/', alice.token)).json()).toEqual(changed);

    // A partial update leaves the other fields and groups as they were.
    const partial = await api('PUT', '/voice/settings/', alice.token, { audio: { volume: 55 } });
    expect(partial.json()).toEqual({ ...changed, audio: { ...changed.audio, volume: 55 } });

    expect((await api('GET', '/voice/settings/', bob.token)).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('accepts an empty update and answers the current settings', async () => {
    const { token } = await signIn();
    const res = await api('PUT', '/voice/settings/', token, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
  });

  it('rejects unknown groups and fields', async () => {
    const { token } = await signIn();
    const res = await api('PUT', '/voice/settings/', token, { colours: {}, audio: { loudness: 3 } });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('validation_error');
  });

  it('two saves of different groups at the same moment both stick', async () => {
    const { token } = await signIn();
    await Promise.all([
      api('PUT', '/voice/settings/audio', token, { volume: 10 }),
      api('PUT', '/voice/settings/display', token, { theme: 'dark' }),
      api('PUT', '/voice/settings/', token, { privacy: { analytics: false } }),
    ]);
    const now = (await api('GET', '/voice/settings/', token)).json<Settings>();
    expect(now.audio.volume).toBe(10);
    expect(now.display.theme).toBe('dark');
    expect(now.privacy.analytics).toBe(false);
  });
});

describe('PUT /api/v1/voice/settings/{group}: validation of each group', () => {
  const cases: { group: string; body: object; fields: string[]; text?: string }[] = [
    {
      group: 'notifications',
      body: { sessions: 'yes', email_notifications: 1 },
      fields: ['body.email_notifications', 'body.sessions'],
      text: 'sessions must be true or false',
    },
    {
      group: 'audio',
      body: { volume: 101 },
      fields: ['body.volume'],
      text: 'Volume must be between 0 and 100',
    },
    {
      group: 'audio',
      body: { volume: -1 },
      fields: ['body.volume'],
      text: 'Volume must be between 0 and 100',
    },
    {
      group: 'audio',
      body: { voice_speed: 0.4 },
      fields: ['body.voice_speed'],
      text: 'Voice speed must be between 0.5 and 2',
    },
    { group: 'audio', body: { voice_speed: 2.1 }, fields: ['body.voice_speed'] },
    {
      group: 'audio',
      body: { voice_speed: 1.25 },
      fields: ['body.voice_speed'],
      text: 'Voice speed goes in steps of 0.1',
    },
    { group: 'audio', body: { voice_type: 'robot' }, fields: ['body.voice_type'] },
    {
      group: 'audio',
      body: { speech_recognition_language: 'it-IT' },
      fields: ['body.speech_recognition_language'],
    },
    {
      group: 'display',
      body: { theme: 'sepia' },
      fields: ['body.theme'],
      text: 'Theme must be one of: light, dark, auto',
    },
    {
      group: 'display',
      body: { font_size: 'huge' },
      fields: ['body.font_size'],
      text: 'Font size must be one of: small, medium, large',
    },
    {
      group: 'display',
      body: { high_contrast: 'on', reduce_motion: null },
      fields: ['body.high_contrast', 'body.reduce_motion'],
    },
    { group: 'privacy', body: { session_recording: 'no' }, fields: ['body.session_recording'] },
  ];

  it.each(cases)('$group rejects $body', async ({ group, body, fields, text }) => {
    const { token } = await signIn();
    const res = await api('PUT', `/voice/settings/${group}`, token, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(locs(res.json())).toEqual(fields);
    if (text) expect(messages(res.json())).toContain(text);
    // Nothing was stored.
    expect((await api('GET', '/voice/settings/', token)).json()).toEqual(DEFAULT_SETTINGS);
  });

  it('the same rules apply inside PUT /voice/settings/', async () => {
    const { token } = await signIn();
    const res = await api('PUT', '/voice/settings/', token, {
      audio: { volume: 150, voice_speed: 3 },
      display: { theme: 'sepia' },
    });
    expect(res.statusCode).toBe(422);
    expect(locs(res.json())).toEqual(['body.audio.voice_speed', 'body.audio.volume', 'body.display.theme']);
  });

  it.each([
    ['notifications', { updates: true }, (s: Settings) => s.notifications.updates],
    ['audio', { voice_speed: 0.5, volume: 0 }, (s: Settings) => [s.audio.voice_speed, s.audio.volume]],
    ['display', { font_size: 'small' }, (s: Settings) => s.display.font_size],
    ['privacy', { data_collection: false }, (s: Settings) => s.privacy.data_collection],
  ] as const)('%s accepts valid values at the bounds', async (group, body, read) => {
    const { token } = await signIn();
    const res = await api('PUT', `/voice/settings/${group}`, token, body);
    expect(res.statusCode, res.body).toBe(200);
    const expected = group === 'audio' ? [0.5, 0] : Object.values(body)[0];
    expect(read(res.json())).toEqual(expected);
  });
});

describe('DELETE /api/v1/voice/settings/', () => {
  it('restores the defaults and forgets what was stored', async () => {
    const { id, token } = await signIn();
    await api('PUT', '/voice/settings/', token, { display: { theme: 'dark' }, audio: { volume: 5 } });
    const res = await api('DELETE', '/voice/settings/', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_SETTINGS);
    expect((await api('GET', '/voice/settings/', token)).json()).toEqual(DEFAULT_SETTINGS);
    expect(await t.database.db.select().from(userSettings).where(eq(userSettings.userId, id))).toEqual([]);
  });
});

describe('stored values that no longer pass the contract', () => {
  it('fall back to their defaults field by field', async () => {
    const { id, token } = await signIn();
    await t.database.db.insert(userSettings).values({
      userId: id,
      settings: { audio: { volume: 999, voice_type: 'male' }, display: 'nonsense', extra: true },
    });
    const res = await api('GET', '/voice/settings/', token);
    expect(res.json()).toEqual({
      ...DEFAULT_SETTINGS,
      audio: { ...DEFAULT_SETTINGS.audio, voice_type: 'male' },
    });
  });
});

describe('audio settings are the defaults of new sessions', () => {
  it('fill what POST /voice/history/sessions leaves out; values sent still win', async () => {
    const { token } = await signIn();
    await api('PUT', '/voice/settings/audio', token, {
      enabled: false,
      voice_type: 'male',
      voice_speed: 1.5,
    });
    const first = await api('POST', '/voice/history/sessions', token, {
      patient_id: (await createPatientRow(t.database.db)).id,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ audio_enabled: false, voice_type: 'male', voice_speed: 1.5 });

    const second = await api('POST', '/voice/history/sessions', token, {
      patient_id: (await createPatientRow(t.database.db)).id,
      voice_type: 'neutral',
    });
    expect(second.json()).toMatchObject({ audio_enabled: false, voice_type: 'neutral', voice_speed: 1.5 });
  });
});
