import WebSocket from 'ws';
import type { ServerMessage } from '@practicum/contract';

export interface TestSocket {
  ws: WebSocket;
  messages: ServerMessage[];
  /** Resolves with the next message of `type` not yet taken (waiting up to `timeoutMs`). */
  next<T extends ServerMessage['type']>(
    type: T,
    timeoutMs?: number,
  ): Promise<Extract<ServerMessage, { type: T }>>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

/** Opens a socket and records every server message; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(url: string, headers: Record<string, string> = {}): Promise<TestSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { headers });
    const messages: ServerMessage[] = [];
    const taken = new Set<number>();
    const waiters: (() => void)[] = [];
    ws.on('message', (data) => {
      messages.push(JSON.parse(data.toString()) as ServerMessage);
      for (const w of waiters.splice(0)) w();
    });
    const closed = new Promise<{ code: number; reason: string }>((res) =>
      ws.on('close', (code, reason) => {
        res({ code, reason: reason.toString() });
        for (const w of waiters.splice(0)) w();
      }),
    );
    ws.on('unexpected-response', (_req, res) =>
      reject(Object.assign(new Error(`HTTP ${res.statusCode}`), { status: res.statusCode })),
    );
    ws.on('error', reject);
    ws.on('open', () =>
      resolve({
        ws,
        messages,
        closed,
        send: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
        next(type, timeoutMs = 10_000) {
          return new Promise((res, rej) => {
            const deadline = setTimeout(
              () =>
                rej(
                  new Error(
                    `no ${type} within ${timeoutMs} ms; got ${messages.map((m) => m.type).join(', ')}`,
                  ),
                ),
              timeoutMs,
            );
            const check = () => {
              const i = messages.findIndex((m, k) => m.type === type && !taken.has(k));
              if (i >= 0) {
                taken.add(i);
                clearTimeout(deadline);
                res(messages[i] as never);
              } else if (ws.readyState === ws.CLOSED) {
                clearTimeout(deadline);
                rej(new Error(`socket closed before ${type}`));
              } else waiters.push(check);
            };
            check();
          });
        },
      }),
    );
  });
}
