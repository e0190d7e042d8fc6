/**
 * The simulated browsers of the voice bench (voice.bench.ts): a student's WebSocket session that
 * sends a line and times the patient's answer, the microphone's room noise every session streams,
 * and a class of them talking for a while.
 */
import WebSocket from 'ws';

/** The student's pause after the patient's answer has played. */
export const TALK_AFTER_MS = 4000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The type of a server message, read from its first bytes (audio deltas are too big to parse). */
function typeOf(raw: Buffer): string {
  return /"type":"([^"]+)"/.exec(raw.subarray(0, 64).toString('latin1'))?.[1] ?? '';
}

/**
 * Where a turn's wait goes, as the client sees it: until the line is saved (`text_message_sent`),
 * until the answer's text (`patient_text_response`), until its first audio.
 */
export const phases = { saved: [] as number[], answered: [] as number[], spoken: [] as number[] };
/** The patient's speech the clients received: seconds and answers. */
export const spoken = { seconds: 0, answers: 0 };

export class Client {
  private waiting: { type: string; resolve: () => void } | null = null;
  onAudio: ((bytes: number) => void) | null = null;
  /** When the current turn's line was sent, its line saved and its answer's text arrived. */
  private sentAt = -1;
  private savedAt = -1;
  private answeredAt = -1;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw: Buffer) => {
      const type = typeOf(raw);
      if (type === 'text_message_sent' && this.sentAt >= 0) this.savedAt = performance.now();
      if (type === 'patient_text_response' && this.sentAt >= 0) this.answeredAt = performance.now();
      if (type === 'response.audio.delta') this.onAudio?.(raw.length);
      if (this.waiting && this.waiting.type === type) {
        const w = this.waiting;
        this.waiting = null;
        w.resolve();
      }
    });
  }
  static open(url: string): Promise<Client> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url);
      const c = new Client(ws);
      ws.once('open', () => resolve(c));
      ws.once('error', reject);
    });
  }
  until(type: string): Promise<void> {
    return new Promise((resolve) => (this.waiting = { type, resolve }));
  }
  /** ms from the last turn's first audio to the end of its playback (0 when it had none). */
  playsFor = 0;
  /** Sends a line and resolves with ms to the first audio chunk, after the whole answer has arrived. */
  async turn(text: string): Promise<number> {
    const start = performance.now();
    let first = -1;
    let bytes = 0;
    this.sentAt = start;
    this.savedAt = this.answeredAt = -1;
    this.onAudio = (n) => {
      if (first < 0) {
        first = performance.now() - start;
        if (this.savedAt >= 0 && this.answeredAt >= 0) {
          phases.saved.push(this.savedAt - start);
          phases.answered.push(this.answeredAt - this.savedAt);
          phases.spoken.push(start + first - this.answeredAt);
        }
      }
      bytes += n;
    };
    const done = this.until('audio_response_complete');
    this.ws.send(JSON.stringify({ type: 'text_message', text }));
    await done;
    this.onAudio = null;
    this.sentAt = -1;
    // Base64 PCM16 at 24 kHz in JSON: about 64,000 bytes a second.
    const seconds = (bytes * 3) / 4 / 2 / 24_000;
    spoken.seconds += seconds;
    spoken.answers += 1;
    this.playsFor = first < 0 ? 0 : Math.max(0, start + first + seconds * 1000 - performance.now());
    return first;
  }
}

export const LINES = [
  'How have things been for you this week?',
  'It sounds like that has been really hard.',
  'What do you notice when that happens?',
  'Tell me more about how you have been sleeping.',
  'You are feeling worn down and nobody seems to see it.',
  'What would you like to be different?',
];

/**
 * What a student's microphone sends while they listen: the noise of a room at about -40 dBFS
 * (white, deterministic, in eight different 100 ms chunks taken in turn), loud enough that every
 * frame passes detection's silence gate and the model must judge it. (A tone cut into 100 ms
 * chunks, as this bench sent before, clicks at every chunk's edge, which the model takes for the
 * start of speech ten times a second: no microphone sounds like that.)
 */
const MIC_CHUNKS = (() => {
  let seed = 7;
  const uniform = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return (seed + 1) / 2_147_483_649;
  };
  const gaussian = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  return Array.from({ length: 8 }, () =>
    JSON.stringify({
      type: 'audio_data',
      audio: Buffer.from(
        Int16Array.from({ length: 2400 }, () => Math.round(300 * gaussian())).buffer,
      ).toString('base64'),
    }),
  );
})();

/** What the clients of one `talk` saw. */
export interface Talked {
  /** Every turn's latency (ms to the answer's first audio). */
  latencies: number[];
  /**
   * Latencies of turns after a session's first: in the burst the first turns all come within 4 s
   * (about 50 a second at 200 sessions); later turns show how the server keeps up once sessions have
   * spread out.
   */
  later: number[];
  /** Turns still waiting `graceSeconds` after the end, counted at the time waited. */
  unfinished: number;
}

/**
 * `clients` stream microphone audio and talk for `seconds`, their first turns spread evenly over
 * `spreadMs`, each speaking again 4 s after the patient's answer has played.
 */
export async function talk(
  clients: Client[],
  { seconds, spreadMs, graceSeconds }: { seconds: number; spreadMs: number; graceSeconds: number },
  onTurn?: () => void,
): Promise<Talked> {
  // Each browser sends its microphone on its own clock: a tenth of the sessions every 10 ms, each
  // every 100 ms, rather than all of them in the same instant.
  let tick = 0;
  const audioTimer = setInterval(() => {
    const chunk = MIC_CHUNKS[Math.floor(tick / 10) % MIC_CHUNKS.length]!;
    const slot = tick++ % 10;
    for (let i = slot; i < clients.length; i += 10) {
      const c = clients[i]!;
      if (c.ws.readyState === c.ws.OPEN) c.ws.send(chunk);
    }
  }, 10);
  const latencies: number[] = [];
  const later: number[] = [];
  let unfinished = 0;
  const deadline = Date.now() + seconds * 1000;
  const giveUp = deadline + graceSeconds * 1000;
  await Promise.all(
    clients.map(async (c, i) => {
      await sleep((i * spreadMs) / clients.length);
      let k = 0;
      while (Date.now() < deadline) {
        const began = performance.now();
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<null>((r) => (timer = setTimeout(() => r(null), giveUp - Date.now())));
        const latency = await Promise.race([c.turn(`${LINES[k++ % LINES.length]} (${i}-${k})`), late]);
        clearTimeout(timer);
        if (latency === null) {
          unfinished += 1;
          latencies.push(performance.now() - began);
          if (k > 1) later.push(performance.now() - began);
          return;
        }
        latencies.push(latency);
        if (k > 1) later.push(latency);
        onTurn?.();
        await sleep(c.playsFor + TALK_AFTER_MS);
      }
    }),
  );
  clearInterval(audioTimer);
  return { latencies, later, unfinished };
}
