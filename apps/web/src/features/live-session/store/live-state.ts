import type { RecognitionPath } from '../../../lib/audio/speech-recognition';
import type { ClockBase } from '../lib/clock';
import type { SessionSummary } from '../lib/summary';
import type { TranscriptLine } from '../lib/transcript';

/** Where a turn stands: idle, listening (speech started), processing (transcribing, ending), responding. */
export type Phase = 'idle' | 'listening' | 'processing' | 'responding';
export type Connection = 'connecting' | 'open' | 'reconnecting' | 'failed' | 'closed';
/** live -> ending (end sent, insights being generated) -> complete; or cancelled. */
export type EndStage = 'live' | 'ending' | 'complete' | 'cancelled';
export type Recognition = 'off' | 'on' | 'unavailable';

export interface LiveState {
  connection: Connection;
  /** connection_established received on the current socket: the microphone may start. */
  connected: boolean;
  reconnectAttempt: number;
  sessionId: string | null;
  /** From the server once connected. */
  patientName: string | null;
  serverTranscription: boolean;
  /** The server records this session's audio (connection_established); the Recording light follows it. */
  recorded: boolean;
  clock: ClockBase | null;
  phase: Phase;
  /** Processing only because speech stopped: nothing may follow when no recogniser is there. */
  awaitingTranscript: boolean;
  /** Between the server's speech_started and speech_stopped. */
  studentSpeaking: boolean;
  /**
   * Utterances the server is still transcribing (server transcription: speech stopped, no
   * transcript or failure yet); the transcript shows Transcribing… meanwhile.
   */
  pendingTranscripts: number;
  /**
   * The patient's answer was cancelled (barge-in, or withdrawn by the server): what still arrives of
   * it (audio, streamed words) is dropped until the next answer starts (processing_status responding).
   */
  responseCancelled: boolean;
  /** The conversation as heard here, every line of it: what is saved, scored, counted and exported. */
  lines: TranscriptLine[];
  /**
   * Keys of the lines Clear took off the screen. Clear only tidies the view: the lines stay in
   * `lines`, so the summary's message count, the export and duplicate detection still see them.
   */
  clearedKeys: readonly string[];
  /** The patient's words as they stream in, before the line is stored. */
  patientDraft: string;
  /** What the speech recogniser has heard so far of the current phrase. */
  interim: string;
  paused: boolean;
  recording: boolean;
  micStarting: boolean;
  level: number;
  aiSpeaking: boolean;
  audioEnabled: boolean;
  recognition: Recognition;
  /**
   * Where the student's speech is turned into text (or why nowhere), shown before the microphone
   * starts; null while the policy and the browser are still being asked.
   */
  voicePath: RecognitionPath | null;
  end: EndStage;
  endedSessionId: string | null;
  summary: SessionSummary | null;
  /** A voice error text, shown in a dismissible banner. */
  error: string | null;
  /**
   * A typed line the server refused unsaved (too many still waiting to be answered): the composer
   * puts it back in the message box, so the student can send it again without retyping it.
   */
  refusedText: string | null;
  /** A polite message (e.g. the empty-export alert). */
  notice: string | null;
  /** response.audio.delta chunks received, over the whole session. */
  audioChunks: number;
  /** Patient turns finished (audio_response_complete). */
  turns: number;
  /** When the last typed or spoken text went out (performance.now), until its answer starts playing. */
  textSentAt: number | null;
  /** Text sent to the first patient audio heard, for the last turn (ms). */
  lastLatencyMs: number | null;
  /** Text sent to its answer's first audio chunk arriving (network and server), for the last turn (ms). */
  lastDeltaLatencyMs: number | null;
  /** A text went out and its answer's first audio chunk has not arrived yet. */
  awaitingAudio: boolean;
}

export const initialLiveState: LiveState = {
  connection: 'connecting',
  connected: false,
  reconnectAttempt: 0,
  sessionId: null,
  patientName: null,
  serverTranscription: false,
  recorded: false,
  clock: null,
  phase: 'idle',
  awaitingTranscript: false,
  studentSpeaking: false,
  pendingTranscripts: 0,
  responseCancelled: false,
  lines: [],
  clearedKeys: [],
  patientDraft: '',
  interim: '',
  paused: false,
  recording: false,
  micStarting: false,
  level: 0,
  aiSpeaking: false,
  audioEnabled: true,
  recognition: 'off',
  voicePath: null,
  end: 'live',
  endedSessionId: null,
  summary: null,
  error: null,
  refusedText: null,
  notice: null,
  audioChunks: 0,
  turns: 0,
  textSentAt: null,
  lastLatencyMs: null,
  lastDeltaLatencyMs: null,
  awaitingAudio: false,
};

export type StatusLabel =
  'Connecting' | 'Ready' | 'Listening' | 'Processing' | 'AI Responding' | 'Disconnected';

/**
 * The transcript panel's status (Connecting, Ready, Listening, Processing, AI Responding), plus
 * Disconnected once reconnecting gave up.
 */
export function statusLabel(s: LiveState): StatusLabel {
  if (s.end === 'live' && (s.connection === 'failed' || s.connection === 'closed')) return 'Disconnected';
  if (!s.connected && s.end === 'live') return 'Connecting';
  switch (s.phase) {
    case 'listening':
      return 'Listening';
    case 'processing':
      return 'Processing';
    case 'responding':
      return 'AI Responding';
    default:
      // The server is done sending; the patient may still be talking through the queue.
      return s.aiSpeaking ? 'AI Responding' : 'Ready';
  }
}
