import { ErrorResponseSchema, type ValidationIssue } from '@practicum/contract';
import { vi } from 'vitest';
import type { ZodType } from 'zod';

/**
 * The API server as the browser sees it: window.fetch is replaced by a router that answers by
 * method and path. Every answer body goes through a contract schema first, so a fake can never
 * return something the real server could not, and the app's own strict parsing stays in play.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RecordedRequest {
  method: Method;
  /** Path below the API base, e.g. '/auth/login'. */
  path: string;
  query: URLSearchParams;
  /** The JSON body, parsed; undefined when none was sent. */
  body: unknown;
  headers: Record<string, string>;
}

export interface FakeReply {
  status: number;
  body: unknown;
}

export type Handler = (
  request: RecordedRequest & { params: Record<string, string> },
) => FakeReply | Promise<FakeReply>;

const API_BASE = '/api/v1';

/** A 2xx answer whose body is first validated (and normalised) by the contract schema. */
export function ok<T>(schema: ZodType<T>, body: T, status = 200): FakeReply {
  return { status, body: schema.parse(body) };
}

/** An error answer in the API's error shape: a text detail, or a validation list (422). */
export function problem(status: number, detail: string | ValidationIssue[], code = 'error'): FakeReply {
  return { status, body: ErrorResponseSchema.parse({ detail, code }) };
}

interface Route {
  method: Method;
  pattern: string;
  handler: Handler;
  /** Answers once and then steps aside, for a sequence of answers to the same call. */
  once: boolean;
}

/** '/voice/settings/' and '/voice/settings' are the same route to the server, so to the fake too. */
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = trimSlash(pattern).split('/');
  const got = trimSlash(path).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(g);
    else if (w !== g) return null;
  }
  return params;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

export interface FakeServer {
  /** Answers `method path` (path below /api/v1, `:name` matches one segment) until the test ends. */
  on(method: Method, pattern: string, handler: Handler): FakeServer;
  /** Answers the next matching call only; later calls fall through to other routes. */
  once(method: Method, pattern: string, handler: Handler): FakeServer;
  /** Every call the page made, in order. */
  readonly requests: RecordedRequest[];
  /** The calls to `method path` (the path without the query; a trailing slash does not matter). */
  calls(method: Method, path: string): RecordedRequest[];
  /** Calls no route answered (they got a 404). */
  readonly unhandled: RecordedRequest[];
}

/** Installs the fake as window.fetch for the current test (the setup file removes it afterwards). */
export function createFakeServer(): FakeServer {
  const routes: Route[] = [];
  const requests: RecordedRequest[] = [];
  const unhandled: RecordedRequest[] = [];

  async function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(String(input), window.location.origin);
    const method = (init?.method ?? 'GET').toUpperCase() as Method;
    const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
    const rawBody = typeof init?.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      path,
      query: url.searchParams,
      body: rawBody === undefined ? undefined : (JSON.parse(rawBody) as unknown),
      headers: headersOf(init),
    };
    requests.push(request);

    const index = routes.findIndex((r) => r.method === method && matchPath(r.pattern, path) !== null);
    const route = routes[index];
    if (!route) {
      unhandled.push(request);
      return json(problem(404, `No fake for ${method} ${path}`, 'not_found'));
    }
    if (route.once) routes.splice(index, 1);
    return json(await route.handler({ ...request, params: matchPath(route.pattern, path)! }));
  }

  const server: FakeServer = {
    on(method, pattern, handler) {
      routes.push({ method, pattern, handler, once: false });
      return server;
    },
    once(method, pattern, handler) {
      // Ahead of the standing routes, so a one-off answer wins over the default one.
      const firstStanding = routes.findIndex((r) => !r.once);
      routes.splice(firstStanding === -1 ? routes.length : firstStanding, 0, {
        method,
        pattern,
        handler,
        once: true,
      });
      return server;
    },
    requests,
    unhandled,
    calls: (method, path) =>
      requests.filter((r) => r.method === method && trimSlash(r.path) === trimSlash(path)),
  };
  vi.stubGlobal('fetch', fetch);
  return server;
}

function json(reply: FakeReply): Response {
  const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
  return new Response(text, { status: reply.status, headers: { 'Content-Type': 'application/json' } });
}

/** A promise the test settles itself, to hold an answer back while it looks at the pending state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
