import net from 'node:net';

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  errors: number;
  p50_ms: number;
  p99_ms: number;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNK_END = Buffer.from('0\r\n\r\n');

/**
 * Closed-loop load: `connections` keep-alive HTTP/1.1 connections each send the next GET when the
 * last answer has arrived in full. The client is a plain socket that writes one prepared request
 * and reads only the status line and the body's length: Node's own HTTP client spent more CPU per
 * request than the bare route's server and, sharing two cores with the server measured, capped
 * every target at what it could send (a 13 KB answer cost it about twice a small one).
 */
export async function load(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const target = new URL(url);
  const request = Buffer.from(
    [
      `GET ${target.pathname}${target.search} HTTP/1.1`, // the query string too, e.g. ?limit=10
      `Host: ${target.host}`,
      ...Object.entries(opts.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
      '',
      '',
    ].join('\r\n'),
    'latin1',
  );
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + opts.seconds * 1000;

  const connection = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host: target.hostname, port: Number(target.port) });
      socket.setNoDelay(true);
      let start = 0n;
      let pending: Buffer | null = null; // bytes of an answer whose head has not arrived in full
      let status = 0;
      let bodyLeft = -1; // bytes of the body still to come; -1: reading the head
      let chunked = false;
      let tail = Buffer.alloc(0); // the last bytes of a chunked body, to find its end across reads
      let connected = false;

      const send = () => {
        if (Date.now() >= deadline) return void socket.end();
        start = process.hrtime.bigint();
        socket.write(request);
      };
      const answered = () => {
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
        if (status !== 200) errors++;
        bodyLeft = -1;
        chunked = false;
        send();
      };
      socket.on('connect', () => {
        connected = true;
        send();
      });
      socket.on('data', (data: Buffer) => {
        let buf = pending ? Buffer.concat([pending, data]) : data;
        pending = null;
        while (buf.length > 0) {
          if (bodyLeft < 0 && !chunked) {
            const end = buf.indexOf(HEADER_END);
            if (end < 0) return void (pending = buf);
            const head = buf.toString('latin1', 0, end);
            status = Number(head.slice(9, 12));
            const length = /\r\ncontent-length: *(\d+)/i.exec(head);
            chunked = !length && /\r\ntransfer-encoding: *chunked/i.test(head);
            bodyLeft = length ? Number(length[1]) : 0;
            buf = buf.subarray(end + 4);
            tail = Buffer.alloc(0);
            if (!chunked && bodyLeft === 0) answered();
            continue;
          }
          if (chunked) {
            // The answers measured carry a length; a chunked one is read to its last, empty chunk.
            const seen = Buffer.concat([tail, buf]);
            if (seen.indexOf(CHUNK_END) >= 0) {
              buf = Buffer.alloc(0);
              answered();
            } else {
              tail = seen.subarray(Math.max(0, seen.length - CHUNK_END.length));
              buf = Buffer.alloc(0);
            }
            continue;
          }
          const used = Math.min(bodyLeft, buf.length);
          bodyLeft -= used;
          buf = buf.subarray(used);
          if (bodyLeft === 0) answered();
        }
      });
      // An answer that never ends (or one this reader misjudged) must not hold the run past its time.
      const guard = setTimeout(() => socket.destroy(), Math.max(0, deadline - Date.now()) + 10_000);
      const closed = () => {
        clearTimeout(guard);
        if (!connected || bodyLeft >= 0 || chunked || pending) errors++; // refused, or cut off mid-answer
        resolve();
      };
      socket.on('error', () => undefined);
      socket.on('close', closed);
    });

  const began = Date.now();
  // A connection the server closed early is opened again until the time is up.
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (Date.now() < deadline) await connection();
    }),
  );
  const seconds = (Date.now() - began) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.floor(q * (latencies.length - 1))] ?? 0).toFixed(2));
  return {
    requests: latencies.length,
    seconds,
    rps: Math.round(latencies.length / seconds),
    errors,
    p50_ms: at(0.5),
    p99_ms: at(0.99),
  };
}
