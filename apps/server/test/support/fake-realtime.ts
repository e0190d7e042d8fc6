/** A local fake of the OpenAI Realtime event protocol: a `ws` server with injectable faults. */
import { createServer, type IncomingMessage } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { listen, pcm, type Listening } from './fake-server';

export interface RealtimeFaults {
  /** Refuse the next upgrades with this status (429, 500 ...), `count` times. */
  reject?: { status: number; count: number };
  /** Wait this long before accepting the upgrade. */
  acceptDelayMs?: number;
  /** Drop the socket after the first audio delta of the next response. */
  dropMidResponse?: boolean;
}

export interface FakeRealtime extends Listening {
  faults: RealtimeFaults;
  /** Every client event received, as raw JSON text, and every upgrade's headers. */
  received: string[];
  headers: IncomingMessage['headers'][];
  connections: number;
  /** Audio deltas per response and the delay between them. */
  chunks: number;
  chunkDelayMs: number;
  /** performance.now() at which each audio delta was sent (for the relay benchmark). */
  audioSentAt: number[];
  /** What the fake's transcription hears the student say. */
  heardText: string;
}

export async function fakeRealtime(): Promise<FakeRealtime> {
  const server = createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ noServer: true });
  const fake: FakeRealtime = {
    baseURL: '',
    faults: {},
    received: [],
    headers: [],
    connections: 0,
    chunks: 6,
    chunkDelayMs: 0,
    audioSentAt: [],
    heardText: 'How have you been sleeping?',
    close: async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  server.on('upgrade', (req, socket, head) => {
    fake.headers.push(req.headers);
    const reject = fake.faults.reject;
    if (reject && reject.count > 0) {
      reject.count--;
      socket.end(`HTTP/1.1 ${reject.status} Refused\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
      return;
    }
    setTimeout(() => wss.handleUpgrade(req, socket, head, (ws) => serve(ws)), fake.faults.acceptDelayMs ?? 0);
  });

  const serve = (ws: WebSocket) => {
    fake.connections++;
    const send = (e: Record<string, unknown>) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(e));
    let items = 0;
    let inSpeech = false;
    let heard = 0;
    let response: { id: string; timer: NodeJS.Timeout | null; sent: number } | null = null;
    /** Server VAD answers by itself unless the session turned that off (turn_detection.create_response). */
    let autoRespond = true;
    /** The student's last words (typed or transcribed), for the fake model below. */
    let lastUser = '';
    let obeyedUser = true;

    const finish = (status: 'completed' | 'cancelled') => {
      if (!response) return;
      if (response.timer) clearTimeout(response.timer);
      send({
        type: 'response.done',
        response: { id: response.id, status, usage: { input_tokens: 120, output_tokens: 40 } },
      });
      response = null;
    };
    /**
     * A compliant but gullible model: it says the line its instructions quote, except that it obeys
     * a student who tells it to drop the role, once.
     */
    const fakeModel = (instructions: string | undefined): string => {
      if (!obeyedUser && /ignore (?:all |your |previous )*instructions|you are an ai/i.test(lastUser)) {
        obeyedUser = true;
        return 'As an AI language model, I do not actually have feelings or a history to share.';
      }
      obeyedUser = true;
      const quoted = /"([^"]+)"\s*$/.exec(instructions ?? '');
      return quoted?.[1] ?? 'It has been a hard few weeks for me.';
    };
    const respond = (text: string) => {
      if (response) finish('cancelled');
      const id = `resp_${++items}`;
      response = { id, timer: null, sent: 0 };
      send({ type: 'response.created', response: { id } });
      const words = text.split(' ');
      const step = () => {
        const r = response;
        if (!r || r.id !== id) return;
        if (r.sent < fake.chunks) {
          const word = words[r.sent];
          if (word !== undefined)
            send({ type: 'response.output_audio_transcript.delta', delta: (r.sent ? ' ' : '') + word });
          fake.audioSentAt.push(performance.now());
          send({
            type: 'response.output_audio.delta',
            delta: Buffer.from(pcm(100, true).buffer).toString('base64'),
          });
          r.sent++;
          if (fake.faults.dropMidResponse) {
            fake.faults.dropMidResponse = false;
            ws.terminate();
            return;
          }
          r.timer = setTimeout(step, fake.chunkDelayMs);
        } else {
          const rest = words.slice(r.sent).join(' ');
          if (rest) send({ type: 'response.output_audio_transcript.delta', delta: ' ' + rest });
          finish('completed');
        }
      };
      response.timer = setTimeout(step, fake.chunkDelayMs);
    };

    send({ type: 'session.created', session: { id: 'sess_fake' } });
    ws.on('message', (raw) => {
      const text = raw.toString();
      fake.received.push(text);
      const e = JSON.parse(text) as { type: string; audio?: string; response?: { instructions?: string } };
      switch (e.type) {
        case 'session.update': {
          const vad = (e as { session?: { audio?: { input?: { turn_detection?: unknown } } } }).session?.audio
            ?.input?.turn_detection as { create_response?: boolean } | undefined;
          autoRespond = vad?.create_response !== false;
          return send({ type: 'session.updated' });
        }
        case 'conversation.item.create': {
          const item = (e as { item?: { role?: string; content?: { text?: string }[] } }).item;
          if (item?.role === 'user') {
            lastUser = item.content?.[0]?.text ?? '';
            obeyedUser = false;
          }
          return send({ type: 'conversation.item.created' });
        }
        case 'response.create':
          // As upstream: one answer at a time.
          if (response)
            return send({
              type: 'error',
              error: {
                code: 'conversation_already_has_active_response',
                message: 'Conversation already has an active response in progress.',
              },
            });
          return respond(fakeModel(e.response?.instructions));
        case 'response.cancel':
          if (!response)
            return send({ type: 'error', error: { code: 'response_cancel_not_active', message: 'none' } });
          return finish('cancelled');
        case 'input_audio_buffer.append': {
          const samples = new Int16Array(new Uint8Array(Buffer.from(e.audio ?? '', 'base64')).buffer);
          const loud = samples.some((v) => Math.abs(v) > 1000);
          if (loud && !inSpeech) {
            inSpeech = true;
            heard = 0;
            send({ type: 'input_audio_buffer.speech_started' });
            if (response) finish('cancelled'); // server VAD interrupts the answer
          }
          if (inSpeech) heard += samples.length;
          if (!loud && inSpeech) {
            inSpeech = false;
            const item = `item_${++items}`;
            send({ type: 'input_audio_buffer.speech_stopped' });
            send({ type: 'input_audio_buffer.committed', item_id: item });
            // The transcript lands after the answer has started, as it often does upstream.
            if (autoRespond) respond('I have not been sleeping at all.');
            setTimeout(() => {
              lastUser = fake.heardText;
              obeyedUser = false;
              send({
                type: 'conversation.item.input_audio_transcription.completed',
                item_id: item,
                transcript: fake.heardText,
                usage: { input_tokens: Math.round(heard / 2400), output_tokens: 6 },
              });
            }, 5);
          }
          return;
        }
      }
    });
    ws.on('close', () => {
      if (response?.timer) clearTimeout(response.timer);
    });
  };

  fake.baseURL = await listen(server);
  return fake;
}
