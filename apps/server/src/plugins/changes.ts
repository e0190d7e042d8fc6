import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * The database announces on this channel what servers cache (migration 0015's triggers): a user's
 * row or sign-ins (`user:<id>`), the patients and their usage (`patients`). PostgreSQL delivers a
 * notice to every listening server when the writer's transaction commits, in commit order, whoever
 * the writer is: a route on any instance, a data step, a script, psql.
 */
export const CHANGES_CHANNEL = 'practicum_changes';

/** What changed; `reset` means notices may have been missed (the listener was down), so forget everything. */
export type Change = { kind: 'user'; userId: string } | { kind: 'patients' } | { kind: 'reset' };

export interface ChangeFeed {
  /** True while this server hears every notice; caches are read and filled only then. */
  readonly listening: boolean;
  subscribe(listener: (change: Change) => void): void;
  /**
   * Resolves once this server has heard every notice of the transactions committed before the call
   * (a notice of its own, sent now, comes back after them), so its caches hold nothing older.
   */
  caughtUp(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}

/** Methods that write nothing; any other request waits, before its answer, until its own writes were heard. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const CAUGHT_UP_TIMEOUT_MS = 2_000;
const RECONNECT_MS = [250, 1_000, 5_000];

function parse(payload: string): Change | null {
  if (payload === 'patients') return { kind: 'patients' };
  if (payload.startsWith('user:')) return { kind: 'user', userId: payload.slice(5) };
  return null;
}

interface Connection {
  close(): Promise<void>;
}

/** The embedded PGlite delivers a notice to its listeners as the committing statement returns. */
interface NotifyingClient {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

export const changeFeedPlugin = fp(
  async (app: FastifyInstance) => {
    const listeners: ((change: Change) => void)[] = [];
    const waiting = new Map<string, () => void>();
    const syncPrefix = `sync:${randomUUID()}:`;
    let syncs = 0;
    let listening = false;
    let closing = false;
    let connection: Connection | null = null;

    const emit = (change: Change) => {
      for (const listener of listeners) listener(change);
    };
    const hear = (payload: string) => {
      if (payload.startsWith('sync:')) {
        waiting.get(payload)?.();
        waiting.delete(payload);
        return;
      }
      const change = parse(payload);
      if (change) emit(change);
    };
    const setListening = (now: boolean) => {
      listening = now;
      // Whatever was read while notices could be missed may be stale: drop it and any fill in flight.
      emit({ kind: 'reset' });
    };

    const client = (app.db as unknown as { $client?: unknown }).$client;
    if (client instanceof pg.Pool) {
      // A connection of its own outside the pool: LISTEN holds it for the server's life.
      let attempt = 0;
      const connect = async () => {
        const listener = new pg.Client(client.options);
        let lost = false;
        const onLost = (err?: Error) => {
          if (lost) return;
          lost = true;
          if (connection?.close === close) connection = null;
          setListening(false);
          if (closing) return;
          if (err)
            app.log.warn({ reason: err.message }, 'change feed connection lost; caches off until it is back');
          const wait = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
          setTimeout(() => void connect(), wait).unref();
        };
        const close = () => listener.end().catch(() => undefined);
        listener.on('notification', (msg) => {
          if (msg.channel === CHANGES_CHANNEL && msg.payload) hear(msg.payload);
        });
        listener.on('error', onLost);
        listener.on('end', () => onLost());
        try {
          await listener.connect();
          await listener.query(`LISTEN ${CHANGES_CHANNEL}`);
        } catch (err) {
          onLost(err as Error);
          await close();
          return;
        }
        if (closing) return void (await close());
        attempt = 0;
        connection = { close };
        setListening(true);
      };
      await connect();
    } else if (client && typeof (client as NotifyingClient).listen === 'function') {
      const stop = await (client as NotifyingClient).listen(CHANGES_CHANNEL, hear);
      connection = { close: () => stop().catch(() => undefined) };
      setListening(true);
    }

    const feed: ChangeFeed = {
      get listening() {
        return listening;
      },
      subscribe: (listener) => void listeners.push(listener),
      async caughtUp() {
        if (!listening) return;
        const token = `${syncPrefix}${++syncs}`;
        const heard = new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), CAUGHT_UP_TIMEOUT_MS);
          waiting.set(token, () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        try {
          await app.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${token})`);
        } catch {
          waiting.delete(token);
          return void emit({ kind: 'reset' });
        }
        if (!(await heard)) {
          waiting.delete(token);
          // Not heard in time: the caches cannot tell what they missed, so they start over.
          app.log.warn('change feed did not hear its own notice in time; caches cleared');
          emit({ kind: 'reset' });
        }
      },
    };
    app.decorate('changes', feed);

    // A callback hook, not an async one: reads, nearly every request, pass without a promise.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (SAFE_METHODS.has(request.method)) return done(null, payload);
      feed.caughtUp().then(() => done(null, payload), done);
    });
    app.addHook('onClose', async () => {
      closing = true;
      listening = false;
      await connection?.close();
      connection = null;
    });
  },
  { name: 'changes', dependencies: ['core'] },
);

/**
 * Values read from the database, kept while the change feed says nothing they hold has changed,
 * and at most `ttlMs` (a bound should a notice ever be missed unnoticed). Entries sit in groups (a
 * user's sign-ins) that the owner forgets together when a notice names them. A fill that began
 * before a forget or a reset is used for its request but not kept: it may have read what the notice
 * replaced. Nothing is kept while the feed is not listening.
 */
export class ChangeCache<V> {
  private readonly groups = new Map<string, Map<string, { value: V; expires: number }>>();
  private size = 0;
  private generation = 0;

  constructor(
    private readonly feed: ChangeFeed,
    private readonly options: { ttlMs: number; maxEntries: number },
  ) {}

  async get(group: string, key: string, load: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.feed.listening) return load();
    const entry = this.groups.get(group)?.get(key);
    if (entry && entry.expires > Date.now()) return entry.value;
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && generation === this.generation && this.feed.listening)
      this.keep(group, key, value);
    return value;
  }

  forget(group: string): void {
    this.generation++;
    const entries = this.groups.get(group);
    if (!entries) return;
    this.size -= entries.size;
    this.groups.delete(group);
  }

  clear(): void {
    this.generation++;
    this.groups.clear();
    this.size = 0;
  }

  private keep(group: string, key: string, value: V) {
    let entries = this.groups.get(group);
    if (!entries) {
      // Full: the group kept longest goes first.
      while (this.size >= this.options.maxEntries && this.groups.size > 0) {
        const [oldest, its] = this.groups.entries().next().value!;
        this.size -= its.size;
        this.groups.delete(oldest);
      }
      entries = new Map();
      this.groups.set(group, entries);
    }
    if (!entries.has(key)) this.size++;
    entries.set(key, { value, expires: Date.now() + this.options.ttlMs });
  }
}
