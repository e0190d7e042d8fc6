import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { buildTestApp, type TestApp } from '../../test/support/build-test-app';
import { fakeOpenAIHttp, type FakeHttp } from '../../test/support/fake-openai-http';
import { bearer, createPersonaPatient, createUser, login } from '../../test/support/factories';
import { previewLine, VOICE_PREVIEWS_PER_MINUTE } from './voice-preview.routes';

const indexOf = (id: string) => CATALOGUE.findIndex((p) => p.id === id);
const url = (patientId: string) => `/api/v1/voice/patients/${patientId}/voice-preview`;

async function student(t: TestApp): Promise<string> {
  const u = await createUser(t.database.db, { userType: 'customer' });
  return (await login(t.app, u.email, u.password)).access_token;
}

describe('GET /api/v1/voice/patients/:id/voice-preview (offline voices)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("answers a signed-in student with the start of the patient's opening line as 24 kHz WAV", async () => {
    const patient = await createPersonaPatient(t.database.db, indexOf('callum-fraser'));
    const res = await t.app.inject({
      method: 'GET',
      url: url(patient.id),
      headers: bearer(await student(t)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    const wav = res.rawPayload;
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.readUInt32LE(24)).toBe(24_000);
    expect(wav.readUInt16LE(22)).toBe(1);
    const seconds = (wav.length - 44) / 2 / 24_000;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(15);
  });

  it('sounds different for patients of different backgrounds', async () => {
    const token = await student(t);
    const callum = await createPersonaPatient(t.database.db, indexOf('callum-fraser'));
    const andre = await createPersonaPatient(t.database.db, indexOf('andre-baptiste'));
    const a = await t.app.inject({ method: 'GET', url: url(callum.id), headers: bearer(token) });
    const b = await t.app.inject({ method: 'GET', url: url(andre.id), headers: bearer(token) });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(false);
  });

  it('refuses anonymous callers and answers 404 for a patient that does not exist', async () => {
    const patient = await createPersonaPatient(t.database.db, 0);
    expect((await t.app.inject({ method: 'GET', url: url(patient.id) })).statusCode).toBe(401);
    const missing = await t.app.inject({
      method: 'GET',
      url: url('00000000-0000-4000-8000-000000000000'),
      headers: bearer(await student(t)),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('patient_not_found');
  });

  it('limits each account to a dozen previews a minute; other accounts are not held back', async () => {
    const patient = await createPersonaPatient(t.database.db, indexOf('olivia-grant'));
    const token = await student(t);
    const codes: number[] = [];
    for (let i = 0; i <= VOICE_PREVIEWS_PER_MINUTE; i++) {
      codes.push(
        (await t.app.inject({ method: 'GET', url: url(patient.id), headers: bearer(token) })).statusCode,
      );
    }
    expect(codes.slice(0, VOICE_PREVIEWS_PER_MINUTE).every((c) => c === 200)).toBe(true);
    const limited = await t.app.inject({ method: 'GET', url: url(patient.id), headers: bearer(token) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    const other = await t.app.inject({
      method: 'GET',
      url: url(patient.id),
      headers: bearer(await student(t)),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('GET /api/v1/voice/patients/:id/voice-preview with a speech service (TTS_*)', () => {
  let fake: FakeHttp;
  let t: TestApp;
  beforeAll(async () => {
    fake = await fakeOpenAIHttp();
    t = await buildTestApp({
      config: {
        AI_PROVIDER: 'cascade',
        LLM_BASE_URL: fake.baseURL,
        TTS_BASE_URL: fake.baseURL,
        TTS_API_KEY: 'sk-test-tts-preview-4821',
        // As loadConfig reads TTS_VOICES=callum-fraser=fable.
        TTS_VOICES: { 'callum-fraser': 'fable' },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("asks the speech service for the persona's voice and says the preview line", async () => {
    fake.requests.length = 0;
    const patient = await createPersonaPatient(t.database.db, indexOf('callum-fraser'));
    const res = await t.app.inject({
      method: 'GET',
      url: url(patient.id),
      headers: bearer(await student(t)),
    });
    expect(res.statusCode, res.body).toBe(200);
    const speech = fake.requests.filter((r) => r.path === '/audio/speech');
    expect(speech.length).toBeGreaterThan(0);
    const bodies = speech.map((r) => JSON.parse(r.body) as { voice: string; input: string });
    expect(bodies.every((b) => b.voice === 'fable')).toBe(true);
    expect(bodies.map((b) => b.input).join(' ')).toBe(
      previewLine(PersonaSchema.parse(CATALOGUE[indexOf('callum-fraser')])),
    );
    expect(speech[0]!.headers.authorization).toBe('Bearer sk-test-tts-preview-4821');
    // Nothing else is asked of the model servers (no chat, no transcription).
    expect(fake.requests.every((r) => r.path === '/audio/speech')).toBe(true);
    expect(res.rawPayload.length).toBeGreaterThan(44);
  });
});

describe('previewLine', () => {
  it('keeps whole sentences of the opening statement, short enough to hear at once', () => {
    for (const p of CATALOGUE) {
      const persona = PersonaSchema.parse(p);
      const line = previewLine(persona);
      // A leading trail-off ("...Hey.") is not spoken on its own.
      const opening = persona.opening_statement.replace(/^[.…\s]+/, '');
      expect(opening.startsWith(line.split(' ').slice(0, 3).join(' ')), line).toBe(true);
      expect(line.length).toBeLessThanOrEqual(Math.max(140, opening.split(/[.!?]/)[0]!.length + 1));
    }
  });
});
