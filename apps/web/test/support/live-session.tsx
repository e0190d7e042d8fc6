import {
  InsightsSchema,
  PatientDetailSchema,
  RealtimeTicketResponseSchema,
  SessionDetailSchema,
  SettingsSchema,
  SpeechRecognitionPolicySchema,
  type Insights,
  type ServerMessage,
  type SpeechRecognitionPolicy,
} from '@practicum/contract';
import { screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { FakeContext } from './fake-audio-context';
import { LiveSessionScreen } from '../../src/features/live-session/components/live-session-screen';
import { createFakeServer, ok, type FakeServer } from './fake-server';
import { installFakeWebSocket, type FakeWebSocket } from './fake-socket';
import { makePatientDetail, makeSession, makeSettings, makeUser, uuid } from './fixtures';
import { renderWithApp, type Rendered } from './render';
import { signIn } from './session';

export interface LiveSessionHarness extends Rendered {
  server: FakeServer;
  socket: FakeWebSocket;
  sessionId: string;
  patientName: string;
  /** Answers POST /voice/insights/generate/{session} with these insights. */
  insights: (value: Insights) => void;
  /** How many messages GET /voice/history/sessions/{session} says the session has saved. */
  savedMessages: (count: number) => void;
}

export interface LiveSessionOptions {
  /** What GET /voice/speech-recognition answers (default: an OpenAI realtime server transcribes). */
  policy?: SpeechRecognitionPolicy;
  /** Whether connection_established says the server records the session (default: it does). */
  recorded?: boolean;
}

/**
 * The live session screen of a signed-in student, connected: the HTTP calls it makes are answered,
 * its socket is accepted and the server has said connection_established. Audio output goes to a
 * stand-in AudioContext (the test DOM has none).
 */
export async function openLiveSession(options: LiveSessionOptions = {}): Promise<LiveSessionHarness> {
  const policy = options.policy ?? { server: 'openai', browser_cloud: false };
  const patient = makePatientDetail();
  const sessionId = uuid();
  const server = createFakeServer();
  server.on('POST', '/voice/realtime/ticket', () =>
    ok(RealtimeTicketResponseSchema, { ticket: 'ticket-1', expires_in: 30 }),
  );
  server.on('GET', '/voice/settings/', () => ok(SettingsSchema, makeSettings()));
  server.on('GET', '/voice/speech-recognition', () => ok(SpeechRecognitionPolicySchema, policy));
  server.on('GET', `/voice/patients/${patient.id}`, () => ok(PatientDetailSchema, patient));
  let insights: Insights = { overall_score: 0 };
  server.on('POST', `/voice/insights/generate/${sessionId}`, () => ok(InsightsSchema, insights));
  let saved = 0;
  server.on('GET', `/voice/history/sessions/${sessionId}`, () =>
    ok(SessionDetailSchema, {
      ...makeSession({ id: sessionId, patient_id: patient.id, message_count: saved }),
      transcript: [],
    }),
  );

  const sockets = installFakeWebSocket();
  vi.stubGlobal('AudioContext', FakeContext);
  signIn(makeUser());
  const rendered = renderWithApp(<LiveSessionScreen patientId={patient.id} />, {
    url: `/session/${patient.id}`,
    path: '/session/:patientId',
  });

  await expect.poll(() => sockets.length).toBe(1);
  const socket = sockets[0]!;
  expect(socket.url).toContain(`/api/v1/voice/realtime/${patient.id}?token=ticket-1`);
  socket.accept();
  socket.push(established(sessionId, patient.name, policy.server !== null, options.recorded ?? true));
  await screen.findByRole('heading', { level: 1, name: patient.name });

  return {
    ...rendered,
    server,
    socket,
    sessionId,
    patientName: patient.name,
    insights: (value) => {
      insights = value;
    },
    savedMessages: (count) => {
      saved = count;
    },
  };
}

/** The server's hello; `serverTranscription` false is the offline provider without STT_*. */
export function established(
  sessionId: string,
  patientName: string,
  serverTranscription = true,
  recorded = true,
): ServerMessage {
  return {
    type: 'connection_established',
    patient_name: patientName,
    session_id: sessionId,
    capabilities: {
      server_transcription: serverTranscription,
      provider: serverTranscription ? 'openai-realtime' : 'local',
      sample_rate: 24000,
    },
    recorded,
    transcript: [],
    elapsed_seconds: 0,
  };
}
