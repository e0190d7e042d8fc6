import { ProviderError } from './provider-error';

/** One OpenAI-compatible HTTP endpoint (OpenAI itself, Ollama, vLLM, a Whisper or Kokoro server ...). */
export interface Endpoint {
  baseURL: string;
  apiKey?: string;
  model: string;
}

export interface CallOptions {
  timeoutMs: number;
  maxRetries: number;
  /** What the call is, for error messages: "speech recognition", "the chat model" ... */
  what: string;
  signal?: AbortSignal;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RETRYABLE = new Set([408, 429, 500, 502, 503, 504]);

export function url(e: Endpoint, path: string): string {
  return `${e.baseURL.replace(/\/+$/, '')}${path}`;
}

/**
 * POSTs with a timeout (until the response headers arrive) and retries 408/429/5xx and network
 * failures with exponential backoff (honouring a short Retry-After). Returns the OK response.
 */
export async function post(
  e: Endpoint,
  path: string,
  body: string | FormData,
  headers: Record<string, string>,
  o: CallOptions,
): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let failure: ProviderError;
    try {
      const timeout = AbortSignal.timeout(o.timeoutMs);
      const res = await fetch(url(e, path), {
        method: 'POST',
        body,
        headers: { ...headers, ...(e.apiKey ? { authorization: `Bearer ${e.apiKey}` } : {}) },
        signal: o.signal ? AbortSignal.any([o.signal, timeout]) : timeout,
      });
      if (res.ok) return res;
      await res.body?.cancel();
      failure =
        res.status === 429
          ? new ProviderError(`${o.what} is busy (rate limited)`, 'upstream_rate_limited', true)
          : new ProviderError(
              `${o.what} failed (HTTP ${res.status})`,
              'upstream_error',
              RETRYABLE.has(res.status),
            );
      const retryAfter = Number(res.headers.get('retry-after'));
      if (failure.retryable && retryAfter > 0 && retryAfter <= 5) await sleep(retryAfter * 1000);
    } catch (err) {
      if (o.signal?.aborted) throw err;
      const timedOut = (err as Error).name === 'TimeoutError';
      failure = timedOut
        ? new ProviderError(`${o.what} did not answer in time`, 'upstream_timeout', true)
        : new ProviderError(`${o.what} is unreachable`, 'upstream_unreachable', true);
    }
    if (!failure.retryable || attempt >= o.maxRetries) throw failure;
    await sleep(200 * 2 ** attempt);
  }
}

/** The `data:` payloads of a server-sent event stream, as they arrive. */
export async function* sse(res: Response, idleMs: number, what: string): AsyncGenerator<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const chunk = await Promise.race([
      reader.read().catch((err: unknown) => {
        if ((err as Error).name === 'AbortError') throw err;
        // The connection broke mid-answer (reset, server gone): a fault the student can be told about.
        throw new ProviderError(`${what} stopped mid-answer`, 'upstream_disconnected');
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new ProviderError(`${what} stopped answering`, 'upstream_timeout')),
          idleMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).trim();
      buffer = buffer.slice(nl + 1);
      if (line.startsWith('data:')) {
        const data = line.slice(5).trim();
        if (data === '[DONE]') return void (await reader.cancel());
        yield data;
      }
    }
  }
}
