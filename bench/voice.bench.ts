/**
 * Turn latency of the local provider (student text_message to the first response.audio.delta,
 * p50/p95 over 200 turns; budget p95 under 50 ms) and concurrency (N sessions streaming real-time
 * microphone audio and talking; the server's event-loop delay p99, budget under 50 ms, and memory
 * per session).
 * The server runs in a child process; this process is the clients.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const TURNS = Number(process.env.BENCH_TURNS ?? 200);
const SESSIONS = Number(process.env.BENCH_SESSIONS ?? 200);
const SECONDS = Number(process.env.BENCH_VOICE_SECONDS ?? 20);

interface Ready {
  port: number;
  tokens: string[];
  patientId: string;
}

function request<T>(child: ChildProcess, cmd: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send({ cmd });
  });
}

const percentile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(2));
};

class Client {
  private waiting: { type: string; resolve: () => void } | null = null;
  onAudio: (() => void) | null = null;
  constructor(readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const type = (JSON.parse(raw.toString()) as { type: string }).type;
      if (type === 'response.audio.delta') this.onAudio?.();
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
  /** Sends a line and resolves with ms to the first audio chunk, after the whole answer has arrived. */
  async turn(text: string): Promise<number> {
    const start = performance.now();
    let first = -1;
    this.onAudio = () => {
      if (first < 0) first = performance.now() - start;
    };
    const done = this.until('audio_response_complete');
    this.ws.send(JSON.stringify({ type: 'text_message', text }));
    await done;
    this.onAudio = null;
    return first;
  }
}

const LINES = [
  'How have things been for you this week?',
  'It sounds like that has been really hard.',
  'What do you notice when that happens?',
  'Tell me more about how you have been sleeping.',
  'You are feeling worn down and nobody seems to see it.',
  'What would you like to be different?',
];

async function main() {
  const child = fork(fileURLToPath(new URL('./voice.server.ts', import.meta.url)), [String(SESSIONS + 1)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const ready = await new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)));
  const url = (token: string) =>
    `ws://127.0.0.1:${ready.port}/api/v1/voice/realtime/${ready.patientId}?token=${token}`;

  // 1. Turn latency on an otherwise idle server.
  const solo = await Client.open(url(ready.tokens[SESSIONS]!));
  await solo.until('audio_response_complete'); // the opening line
  const latencies: number[] = [];
  for (let i = 0; i < TURNS; i++) latencies.push(await solo.turn(`${LINES[i % LINES.length]} (${i})`));
  solo.ws.close(1000);

  // 2. Concurrency: every session streams 100 ms of microphone audio every 100 ms and talks every 4 s.
  await request(child, 'mark');
  const clients: Client[] = [];
  for (let i = 0; i < SESSIONS; i++) clients.push(await Client.open(url(ready.tokens[i]!)));
  const chunk = JSON.stringify({
    type: 'audio_data',
    audio: Buffer.from(
      new Int16Array(2400).map((_, k) => Math.round(3000 * Math.sin(k / 7))).buffer,
    ).toString('base64'),
  });
  const audioTimer = setInterval(() => {
    for (const c of clients) if (c.ws.readyState === c.ws.OPEN) c.ws.send(chunk);
  }, 100);
  const loadedLatencies: number[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (c, i) => {
      await new Promise((r) => setTimeout(r, (i * 4000) / SESSIONS)); // spread the talking
      let k = 0;
      while (Date.now() < deadline) {
        loadedLatencies.push(await c.turn(`${LINES[k++ % LINES.length]} (${i}-${k})`));
        await new Promise((r) => setTimeout(r, 4000));
      }
    }),
  );
  clearInterval(audioTimer);
  const stats = await request<Record<string, number>>(child, 'stats');
  for (const c of clients) c.ws.close(1000);
  child.kill('SIGINT');

  console.log(
    JSON.stringify({
      bench: 'voice',
      provider: 'local',
      turn_latency_ms: {
        turns: latencies.length,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        budget_p95: 50,
      },
      concurrency: {
        sessions: SESSIONS,
        seconds: SECONDS,
        turns: loadedLatencies.length,
        turn_latency_p50_ms: percentile(loadedLatencies, 0.5),
        turn_latency_p95_ms: percentile(loadedLatencies, 0.95),
        event_loop_delay_p99_ms: stats.p99_ms,
        event_loop_delay_max_ms: stats.max_ms,
        budget_event_loop_p99_ms: 50,
        server_rss_mb: stats.rss_mb,
        memory_per_session_mb: Number(((stats.rss_growth_mb ?? 0) / SESSIONS).toFixed(2)),
      },
    }),
  );
}

void main();
