import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../../test/support/build-test-app';
import { bearer, createUser, login } from '../../../test/support/factories';

/** Distinctive keys: none of them may ever appear in an answer. */
const KEYS = {
  OPENAI_API_KEY: 'sk-provider-card-openai-7f3a9c',
  STT_API_KEY: 'sk-provider-card-stt-1b2d4e',
  LLM_API_KEY: 'sk-provider-card-llm-5c6f8a',
  TTS_API_KEY: 'sk-provider-card-tts-9e0b1d',
};
// Addresses nothing listens on: the endpoint must answer from configuration alone.
const HOSTS = {
  OPENAI_BASE_URL: 'http://127.0.0.1:9/openai/v1',
  STT_BASE_URL: 'http://127.0.0.1:9/stt/v1',
  LLM_BASE_URL: 'http://127.0.0.1:9/llm/v1',
  TTS_BASE_URL: 'http://127.0.0.1:9/tts/v1',
};

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** GET /voice/provider on an app with `config`, as an admin and as a student. */
async function getProvider(config: Record<string, unknown>) {
  const t = await buildTestApp({ database, config: { ...KEYS, ...config } });
  try {
    const admin = await createUser(database.db, { userType: 'admin' });
    const student = await createUser(database.db, { userType: 'customer' });
    const adminToken = (await login(t.app, admin.email, admin.password)).access_token;
    const studentToken = (await login(t.app, student.email, student.password)).access_token;
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/voice/provider',
      headers: bearer(adminToken),
    });
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/v1/voice/provider',
      headers: bearer(studentToken),
    });
    return { res, denied, fetched: fetchSpy.mock.calls.length, logs: t.logs };
  } finally {
    await t.close();
  }
}

const expectNoKey = (body: string, logs: string[]) => {
  for (const key of Object.values(KEYS)) {
    expect(body).not.toContain(key);
    expect(logs.join('\n')).not.toContain(key);
  }
};

describe('GET /voice/provider', () => {
  it('reports the offline provider by default', async () => {
    const { res, denied, fetched, logs } = await getProvider({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'local',
      components: [{ component: 'local', base_url: null, model: null }],
    });
    expect(denied.statusCode).toBe(403);
    expect(fetched).toBe(0);
    expectNoKey(res.body, logs);
  });

  it('reports the realtime model and host, without the key or a network call', async () => {
    const { res, fetched, logs } = await getProvider({
      AI_PROVIDER: 'openai-realtime',
      OPENAI_BASE_URL: HOSTS.OPENAI_BASE_URL,
      OPENAI_REALTIME_MODEL: 'gpt-realtime-card-test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'openai-realtime',
      components: [
        { component: 'realtime', base_url: HOSTS.OPENAI_BASE_URL, model: 'gpt-realtime-card-test' },
      ],
    });
    expect(fetched).toBe(0);
    expectNoKey(res.body, logs);
  });

  it('reports each configured cascade component with its model, without keys or a network call', async () => {
    const { res, fetched, logs } = await getProvider({
      AI_PROVIDER: 'cascade',
      ...HOSTS,
      STT_MODEL: 'whisper-card-test',
      LLM_MODEL: 'chat-card-test',
      TTS_MODEL: 'tts-card-test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      provider: 'cascade',
      components: [
        { component: 'stt', base_url: HOSTS.STT_BASE_URL, model: 'whisper-card-test' },
        { component: 'llm', base_url: HOSTS.LLM_BASE_URL, model: 'chat-card-test' },
        { component: 'tts', base_url: HOSTS.TTS_BASE_URL, model: 'tts-card-test' },
      ],
    });
    expect(fetched).toBe(0);
    expectNoKey(res.body, logs);
  });

  it('lists only the cascade components that are configured', async () => {
    const { res } = await getProvider({ AI_PROVIDER: 'cascade', LLM_BASE_URL: HOSTS.LLM_BASE_URL });
    expect(res.json()).toEqual({
      provider: 'cascade',
      components: [{ component: 'llm', base_url: HOSTS.LLM_BASE_URL, model: 'gpt-4o-mini' }],
    });
  });
});
