/**
 * A local fake of the OpenAI HTTP API (transcription, streamed and structured chat completions,
 * speech, models): a `node:http` server with injectable faults.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { listen, pcm, type Listening } from './fake-server';

export interface HttpFaults {
  /** Answer the next `count` requests to `path` (e.g. "/chat/completions") with `status`. */
  fail?: { path: string; status: number; count: number };
  /** Delay before answering any request (ms). */
  delayMs?: number;
  /** Cut the connection halfway through the next streamed chat answer. */
  dropMidStream?: boolean;
}

export interface FakeHttp extends Listening {
  faults: HttpFaults;
  /** Every request: path, headers and body (latin1 text). */
  requests: { path: string; headers: IncomingMessage['headers']; body: string }[];
  /** What the chat model answers (streamed word by word). */
  answer: string;
  /**
   * The message content of a non-streamed chat completion (a request without `stream: true`), e.g.
   * structured-output JSON text; null answers `answer`.
   */
  json: string | null;
  transcript: string;
}

/** Whether a chat request asks for a streamed answer. */
function streamed(body: string): boolean {
  try {
    return (JSON.parse(body) as { stream?: unknown }).stream === true;
  } catch {
    return false;
  }
}

export async function fakeOpenAIHttp(): Promise<FakeHttp> {
  const fake: FakeHttp = {
    baseURL: '',
    faults: {},
    requests: [],
    answer: 'I have not been sleeping well. Most nights I just lie there.',
    json: null,
    transcript: 'How have you been sleeping lately?',
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      const path = (req.url ?? '').replace(/^\/v1/, '').split('?')[0]!;
      const body = Buffer.concat(parts).toString('latin1');
      fake.requests.push({ path, headers: req.headers, body });
      setTimeout(() => {
        const fail = fake.faults.fail;
        if (fail && fail.count > 0 && fail.path === path) {
          fail.count--;
          res.writeHead(fail.status, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ error: { message: 'injected fault' } }));
        }
        if (path === '/models') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ data: [{ id: 'fake' }] }));
        }
        if (path === '/audio/transcriptions') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ text: fake.transcript }));
        }
        if (path === '/audio/speech') {
          res.writeHead(200, { 'content-type': 'audio/pcm' });
          return res.end(Buffer.from(pcm(300, true).buffer));
        }
        if (path === '/chat/completions' && !streamed(body)) {
          const content = fake.json ?? fake.answer;
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(
            JSON.stringify({
              id: 'chatcmpl-fake',
              object: 'chat.completion',
              choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
              usage: { prompt_tokens: 300, completion_tokens: content.length },
            }),
          );
        }
        if (path === '/chat/completions') {
          res.writeHead(200, { 'content-type': 'text/event-stream' });
          const words = fake.answer.split(' ');
          for (const [i, w] of words.entries()) {
            if (fake.faults.dropMidStream && i === Math.floor(words.length / 2)) {
              fake.faults.dropMidStream = false;
              // Once the first half has reached the client.
              return void setTimeout(() => res.socket?.destroy(), 50);
            }
            res.write(
              `data: ${JSON.stringify({ choices: [{ delta: { content: (i ? ' ' : '') + w } }] })}\n\n`,
            );
          }
          res.write(
            `data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 300, completion_tokens: words.length } })}\n\n`,
          );
          return res.end('data: [DONE]\n\n');
        }
        res.writeHead(404).end();
      }, fake.faults.delayMs ?? 0);
    });
  });
  fake.baseURL = await listen(server);
  return fake;
}
