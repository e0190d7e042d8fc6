import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionMessages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/support/build-test-app';
import { bearer, createPersonaPatient, createUser, login } from '../../../test/support/factories';
import { fakeOpenAIHttp, type FakeHttp } from '../../../test/support/fake-openai-http';
import { pcm } from '../../../test/support/fake-server';
import { chunked, SPEECH_RATE, spokenPcm } from '../../../test/support/speech';
import { openSocket } from '../../../test/support/ws-client';
import { pcm16ToBase64 } from '../audio/pcm';

const STT_KEY = 'sk-test-stt-key-offline-4321';
let fake: FakeHttp;
let t: TestApp;
let base = '';
/** "I feel tired all the time." spoken by eSpeak, in the browser's 100 ms chunks. */
let words: Int16Array[] = [];

beforeAll(async () => {
  fake = await fakeOpenAIHttp();
  words = chunked(await spokenPcm('I feel tired all the time.'), SPEECH_RATE / 10);
  // The offline patient (no LLM_*, no TTS_*) with a self-hosted speech-to-text service.
  t = await buildTestApp({
    config: { STT_BASE_URL: fake.baseURL, STT_API_KEY: STT_KEY, AI_TIMEOUT_MS: 2000, AI_MAX_RETRIES: 0 },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api/v1/voice/realtime`;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** The data chunk of the WAV inside a multipart upload (read as latin1), in seconds of 24 kHz PCM16. */
function uploadedSeconds(body: string): number {
  const at = body.indexOf('RIFF');
  expect(at, 'a WAV file in the upload').toBeGreaterThanOrEqual(0);
  const wav = Buffer.from(body.slice(at, at + 44), 'latin1');
  expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
  expect(wav.readUInt32LE(24)).toBe(SPEECH_RATE);
  return wav.readUInt32LE(40) / 2 / SPEECH_RATE;
}

describe('AI_PROVIDER=local with STT_* and no chat model', () => {
  it('transcribes the student’s spoken words on the server, and the offline patient answers them', async () => {
    const u = await createUser(t.database.db, { userType: 'customer', maxMessages: -1 });
    const token = (await login(t.app, u.email, u.password)).access_token;
    // The session screen is told the institution's own service transcribes.
    const policy = await t.app.inject({
      method: 'GET',
      url: '/api/v1/voice/speech-recognition',
      headers: bearer(token),
    });
    expect(policy.json()).toEqual({ server: 'institution', browser_cloud: false });

    const patient = await createPersonaPatient(t.database.db, 0);
    const s = await openSocket(`${base}/${patient.id}?token=${encodeURIComponent(token)}`);
    const hello = await s.next('connection_established');
    expect(hello.capabilities).toEqual({
      server_transcription: true,
      provider: 'local',
      sample_rate: 24_000,
    });
    expect(await s.next('patient_text_response')).toMatchObject({ seq: 1 });
    await s.next('audio_response_complete');

    fake.requests.length = 0;
    for (const chunk of words) s.send({ type: 'audio_data', audio: pcm16ToBase64(chunk) });
    // Enough silence after the sentence for the detector to hear the turn end.
    for (let i = 0; i < 10; i++) s.send({ type: 'audio_data', audio: pcm16ToBase64(pcm(100, false)) });

    await s.next('input_audio_buffer.speech_started');
    await s.next('input_audio_buffer.speech_stopped');
    expect(await s.next('transcription_complete', 10_000)).toMatchObject({
      seq: 2,
      speaker: 'student',
      text: fake.transcript,
    });
    const answer = await s.next('patient_text_response');
    expect(answer.seq).toBe(3);
    expect(answer.text.trim().length).toBeGreaterThan(0);
    // eSpeak NG speaks the engine's answer on the server: nothing else was asked upstream.
    await s.next('response.audio.delta');
    await s.next('audio_response_complete');

    expect(fake.requests.map((r) => r.path)).toEqual(['/audio/transcriptions']);
    const [upload] = fake.requests;
    expect(upload!.headers.authorization).toBe(`Bearer ${STT_KEY}`);
    expect(upload!.body).toContain('whisper-1');
    // The utterance the detector cut: the spoken sentence, not the whole stream of silence after it.
    const spoken = words.length / 10;
    const seconds = uploadedSeconds(upload!.body);
    expect(seconds).toBeGreaterThan(spoken * 0.6);
    expect(seconds).toBeLessThan(spoken + 1);
    expect(JSON.stringify(s.messages)).not.toContain(STT_KEY);

    s.send({ type: 'end_session' });
    await s.next('session_ended');
    const lines = await t.database.db
      .select({ seq: sessionMessages.seq, speaker: sessionMessages.speaker, text: sessionMessages.text })
      .from(sessionMessages)
      .where(eq(sessionMessages.sessionId, hello.session_id))
      .orderBy(asc(sessionMessages.seq));
    expect(lines.slice(0, 3)).toEqual([
      { seq: 1, speaker: 'patient', text: expect.any(String) },
      { seq: 2, speaker: 'student', text: fake.transcript },
      { seq: 3, speaker: 'patient', text: answer.text },
    ]);
  });
});
