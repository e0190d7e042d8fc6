import { connect as netConnect } from 'node:net';
import OpenAI from 'openai';
import { OpenAIRealtimeWS } from 'openai/realtime/ws';
import { ProviderError, type ProviderSessionInput } from './provider';
import type { Upstream } from './openai-realtime.protocol';

export interface RealtimeSettings {
  apiKey: string;
  /** e.g. https://api.openai.com/v1; an http:// address is dialled without TLS (local fakes, proxies). */
  baseURL?: string;
  model: string;
  voices: Record<ProviderSessionInput['voice'], string>;
  transcriptionModel: string;
  timeoutMs: number;
  maxRetries: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens one Realtime socket and resolves once it is open (or rejects on error/timeout). */
async function dial(s: RealtimeSettings): Promise<OpenAIRealtimeWS> {
  const client = new OpenAI({ apiKey: s.apiKey, baseURL: s.baseURL, maxRetries: 0 });
  const plain = s.baseURL?.startsWith('http://') ? new URL(s.baseURL) : null;
  const rt = new OpenAIRealtimeWS(
    {
      model: s.model,
      // The package always dials wss; for an http:// base address hand ws a plain TCP socket instead.
      options: plain
        ? { createConnection: () => netConnect(Number(plain.port || 80), plain.hostname) }
        : undefined,
    },
    client,
  );
  // Without a listener the package turns socket errors into unhandled rejections; failures to connect
  // are handled below, and later upstream `error` events through the `event` stream.
  rt.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      rt.socket.terminate();
      reject(new ProviderError('The voice service did not answer in time', 'upstream_timeout', true));
    }, s.timeoutMs);
    rt.socket.once('open', () => {
      clearTimeout(timer);
      resolve();
    });
    rt.socket.once('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      const status = res.statusCode ?? 0;
      res.resume();
      rt.socket.terminate();
      reject(
        status === 429
          ? new ProviderError('The voice service is busy (rate limited)', 'upstream_rate_limited', true)
          : status === 401 || status === 403
            ? new ProviderError('The voice service refused the API key', 'upstream_auth', false)
            : new ProviderError(`The voice service failed (HTTP ${status})`, 'upstream_error', status >= 500),
      );
    });
    rt.socket.once('error', (err) => {
      clearTimeout(timer);
      reject(
        new ProviderError(`The voice service is unreachable (${err.message})`, 'upstream_unreachable', true),
      );
    });
  });
  return rt;
}

/** Dials with exponential backoff on retryable failures (429, 5xx, network, timeout). */
export async function dialWithRetry(s: RealtimeSettings): Promise<OpenAIRealtimeWS> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await dial(s);
    } catch (err) {
      if (!(err instanceof ProviderError) || !err.retryable || attempt >= s.maxRetries) throw err;
      await sleep(250 * 2 ** attempt);
    }
  }
}

/** What the session needs to hear from the connection. */
export interface ConnectionHooks {
  /** Every upstream event, in the order it arrived. */
  event(e: Upstream): void;
  /** A socket has just opened (the first, or one after a drop): the upstream session is configured anew. */
  opened(): void;
  /** The socket dropped while the session was still running; a reconnection follows at once. */
  dropped(): void;
  /** A reconnection failed for good (its retries used up). */
  reconnectFailed(err: unknown): void;
}

/**
 * The socket to the Realtime API over the life of one session: dialled with retries, dialled again
 * after an unexpected drop, closed once. Events sent while no socket is open are dropped.
 */
export class RealtimeConnection {
  private rt: OpenAIRealtimeWS | null = null;
  private closed = false;
  /** The reconnection in progress, if any: callers wait on it rather than dialling twice. */
  private reconnecting: Promise<void> | null = null;

  constructor(
    private readonly settings: RealtimeSettings,
    private readonly hooks: ConnectionHooks,
  ) {}

  get isOpen(): boolean {
    return this.rt !== null;
  }

  send(event: Upstream): void {
    this.rt?.send(event as never);
  }

  async open(): Promise<void> {
    const socket = await dialWithRetry(this.settings);
    this.rt = socket;
    socket.on('event', (e) => this.hooks.event(e as unknown as Upstream));
    socket.socket.on('close', () => {
      if (this.closed || this.rt !== socket) return;
      this.rt = null;
      this.hooks.dropped();
      void this.reconnect();
    });
    this.hooks.opened();
  }

  /** Dials again (once, however many callers ask); resolves when that attempt has ended either way. */
  reconnect(): Promise<void> {
    return (this.reconnecting ??= this.open()
      .catch((err: unknown) => this.hooks.reconnectFailed(err))
      .finally(() => (this.reconnecting = null)));
  }

  close(): void {
    this.closed = true;
    this.rt?.close();
    this.rt = null;
  }
}
