import http from 'node:http';

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  errors: number;
  p50_ms: number;
  p99_ms: number;
}

/** Closed-loop load: `connections` keep-alive clients each send the next request when the last answers. */
export async function load(
  url: string,
  opts: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections });
  const target = new URL(url);
  const latencies: number[] = [];
  let errors = 0;
  const deadline = Date.now() + opts.seconds * 1000;
  const one = () =>
    new Promise<void>((resolve) => {
      const start = process.hrtime.bigint();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search, // the query string too, e.g. ?limit=10
          agent,
          headers: opts.headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) errors++;
            latencies.push(Number(process.hrtime.bigint() - start) / 1e6);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
  const began = Date.now();
  await Promise.all(
    Array.from({ length: opts.connections }, async () => {
      while (Date.now() < deadline) await one();
    }),
  );
  const seconds = (Date.now() - began) / 1000;
  agent.destroy();
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
