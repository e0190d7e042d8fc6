import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { z } from 'zod';
import { ErrorResponseSchema } from '@practicum/contract';
import type { RegisteredRoute } from '../../../src/plugins/access';
import {
  BAD_IDS,
  hostileString,
  hostileValue,
  mutantFor,
  valueFor,
  type IdPool,
  type JsonSchema,
} from './arbitraries';

/**
 * Requests generated from each route's own zod schemas (params, querystring, body), valid and
 * broken, sent through `inject` as every kind of caller. The route list is the app's own
 * `routeRegistry` (filled by the access plugin's onRoute hook), so a new route is fuzzed without
 * being listed anywhere.
 */

/** Who sends a request. `pending` signed in before an admin set the account back to pending. */
export const IDENTITIES = [
  'anonymous',
  'student',
  'pending',
  'admin',
  'super_admin',
  'second_student',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/** Routes whose body is not JSON described by a zod schema: Stripe signs the raw bytes. */
export const RAW_BODY_ROUTES = new Set(['POST /api/v1/subscription/webhook']);

export interface FuzzRoute {
  key: string;
  method: string;
  url: string;
  access: RegisteredRoute['access'];
  websocket: boolean;
  params?: JsonSchema;
  query?: JsonSchema;
  body?: JsonSchema;
  /** Statuses the route declares, and which of them answer a page rather than `{ detail, code }`. */
  declared: Set<number>;
  pageStatuses: Set<number>;
}

const toJson = (schema: unknown): JsonSchema =>
  z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every API route of the app with the JSON Schema of its inputs. */
export function fuzzRoutes(app: FastifyInstance): FuzzRoute[] {
  return app.routeRegistry
    .filter((r) => r.url.startsWith('/api/v1') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => {
      const s = (r.schema ?? {}) as Record<string, unknown>;
      return {
        key: `${r.method} ${r.url}`,
        method: r.method,
        url: r.url,
        access: r.access,
        websocket: r.websocket,
        ...(s.params ? { params: toJson(s.params) } : {}),
        ...(s.querystring ? { query: toJson(s.querystring) } : {}),
        ...(s.body ? { body: toJson(s.body) } : {}),
        ...declaredStatuses(s.response as Record<string, unknown> | undefined),
      };
    });
}

/** An error status answered by something other than the contract's error schema is a page (the demo checkout's). */
function declaredStatuses(response: Record<string, unknown> | undefined) {
  const entries = Object.entries(response ?? {}).map(([status, schema]) => [Number(status), schema] as const);
  return {
    declared: new Set(entries.map(([status]) => status)),
    pageStatuses: new Set(
      entries
        .filter(([status, schema]) => status >= 400 && schema !== ErrorResponseSchema)
        .map(([status]) => status),
    ),
  };
}

/**
 * What a route is missing for the fuzz to generate its requests: a schema at all, a params schema
 * for a path with parameters, a response schema. Any entry fails the fuzz test.
 */
export function missingSchemas(app: FastifyInstance): string[] {
  const problems: string[] = [];
  for (const r of app.routeRegistry) {
    if (!r.url.startsWith('/api/v1') || r.method === 'HEAD' || r.method === 'OPTIONS') continue;
    const key = `${r.method} ${r.url}`;
    const s = r.schema as Record<string, unknown> | undefined;
    if (!s) {
      problems.push(`${key}: no schema`);
      continue;
    }
    if (/:[A-Za-z_]/.test(r.url) && !s.params)
      problems.push(`${key}: path parameters without a params schema`);
    // A socket answers with messages (the contract's ServerMessageSchema), not a response body.
    if (!s.response && !r.websocket) problems.push(`${key}: no response schema`);
  }
  return problems;
}

export interface FuzzRequest {
  identity: Identity;
  /** Whether every part was drawn from its schema (true) or one part was broken on purpose. */
  valid: boolean;
  params: Record<string, string>;
  query: unknown;
  body: unknown;
  encoding: 'json' | 'form' | 'malformed-json' | 'text' | 'none';
  junkAuthorization?: string;
}

function allowedIdentities(access: RegisteredRoute['access']): Identity[] {
  switch (access) {
    case 'public':
      return [...IDENTITIES];
    case 'admin':
      return ['admin', 'super_admin'];
    case 'student':
      return ['student', 'second_student'];
    default:
      return ['student', 'second_student', 'admin', 'super_admin'];
  }
}

/** Mostly callers the route lets in (so validation and the handler run), sometimes anyone. */
function identityArb(route: FuzzRoute): fc.Arbitrary<Identity> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...allowedIdentities(route.access)) },
    { weight: 1, arbitrary: fc.constantFrom(...IDENTITIES) },
  );
}

function paramsArb(route: FuzzRoute, pool: IdPool, broken: boolean): fc.Arbitrary<Record<string, string>> {
  const props = route.params?.properties ?? {};
  const names = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  const model = Object.fromEntries(
    names.map((name) => {
      const valid = props[name] ? valueFor(props[name], pool).map(String) : fc.constantFrom(...pool.ids);
      const bad = fc.oneof(
        fc.constantFrom(...BAD_IDS),
        hostileString.filter((s) => s.length < 5000),
      );
      return [name, broken ? fc.oneof(valid, bad) : valid];
    }),
  );
  return fc.record(model) as fc.Arbitrary<Record<string, string>>;
}

function partArb(
  schema: JsonSchema | undefined,
  pool: IdPool,
  broken: boolean,
  absent: unknown,
): fc.Arbitrary<unknown> {
  if (!schema) return broken ? fc.oneof(fc.constant(absent), hostileValue) : fc.constant(absent);
  return broken ? mutantFor(schema, pool) : valueFor(schema, pool);
}

/** One request for `route`: all parts valid, or one part (params, query or body) broken. */
export function requestArb(route: FuzzRoute, pool: IdPool): fc.Arbitrary<FuzzRequest> {
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  return fc
    .record({
      identity: identityArb(route),
      broken: fc.constantFrom('none', 'none', 'params', 'query', 'body', 'body'),
      encoding: hasBody
        ? fc.oneof(
            { weight: 12, arbitrary: fc.constant('json' as const) },
            {
              weight: 1,
              arbitrary: fc.constantFrom(
                'form' as const,
                'malformed-json' as const,
                'text' as const,
                'none' as const,
              ),
            },
          )
        : fc.constant('none' as const),
      junk: fc.option(
        fc.oneof(
          hostileString.filter((s) => s.length < 4000),
          fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', 'Bearer a.b.c', 'bearer  x'),
        ),
        { freq: 4 },
      ),
    })
    .chain(({ identity, broken, encoding, junk }) =>
      fc.record({
        identity: fc.constant(identity),
        valid: fc.constant(broken === 'none'),
        params: paramsArb(route, pool, broken === 'params'),
        query: partArb(route.query, pool, broken === 'query', undefined),
        body: hasBody ? partArb(route.body, pool, broken === 'body', undefined) : fc.constant(undefined),
        encoding: fc.constant(encoding),
        ...(identity === 'anonymous' && junk !== null ? { junkAuthorization: fc.constant(junk) } : {}),
      }),
    );
}

function queryString(query: unknown): string {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  if (query && typeof query === 'object' && !Array.isArray(query)) {
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value])
        search.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
    }
  } else search.append('q', typeof query === 'string' ? query : JSON.stringify(query));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Only well-formed UTF-16 can be put in a URL; a lone surrogate is sent as its raw escape. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return escape(value);
  }
}

function safeQuery(query: unknown): string {
  try {
    return queryString(query);
  } catch {
    return `?q=${escape(JSON.stringify(query))}`;
  }
}

export function toInject(
  route: FuzzRoute,
  req: FuzzRequest,
  tokens: Record<Identity, string | null>,
): InjectOptions {
  const url =
    route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) => encodeSegment(req.params[name] ?? '')) +
    safeQuery(req.query);
  const headers: Record<string, string> = {};
  const token = tokens[req.identity];
  if (token) headers.authorization = `Bearer ${token}`;
  else if (req.junkAuthorization !== undefined)
    headers.authorization = req.junkAuthorization.replace(/[^\t\x20-\x7e]/g, '?');
  const options: InjectOptions = { method: route.method as 'GET', url, headers };
  if (req.encoding === 'none' || req.body === undefined) return options;
  switch (req.encoding) {
    case 'json':
      headers['content-type'] = 'application/json';
      options.payload = JSON.stringify(req.body) ?? 'null';
      break;
    case 'form': {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      options.payload = safeQuery(req.body).slice(1);
      break;
    }
    case 'malformed-json':
      headers['content-type'] = 'application/json';
      options.payload = (JSON.stringify(req.body) ?? '').slice(0, -1) + '\u0000{';
      break;
    case 'text':
      headers['content-type'] = 'text/plain';
      options.payload = String(JSON.stringify(req.body));
      break;
  }
  return options;
}

export interface FuzzFailure {
  route: string;
  reason: string;
  status: number;
  /** The shrunk request, ready to paste into `app.inject` (long strings abbreviated). */
  request: string;
  seed: number;
  path?: string;
}

export interface FuzzSummary {
  seed: number;
  requests: number;
  routes: number;
  byStatus: Record<string, number>;
  /** Answers with a status the route's response schema does not list (route -> statuses). */
  undeclared: Record<string, number[]>;
  failures: FuzzFailure[];
}

/**
 * What is wrong with an answer, or null: a 5xx, or an error body not in the contract's
 * `{detail, code}` shape (unless the route declares a page for that status and sent HTML).
 */
export function judge(
  status: number,
  body: string,
  contentType = '',
  pageStatuses: ReadonlySet<number> = new Set(),
): string | null {
  if (status >= 500) return `server error ${status}: ${body.slice(0, 300)}`;
  if (pageStatuses.has(status) && contentType.startsWith('text/html')) return null;
  if (status >= 400) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return `error body is not JSON: ${body.slice(0, 200)}`;
    }
    const shape = ErrorResponseSchema.safeParse(parsed);
    if (!shape.success) return `error body is not {detail, code}: ${body.slice(0, 300)}`;
  }
  return null;
}

/** JSON with long strings abbreviated, so a 1 MiB payload stays readable in a report. */
export function describe(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'string' && v.length > 120)
      return `<${JSON.stringify(v.slice(0, 12))} ... ${v.length} chars>`;
    return v;
  });
}

/** Fuzzes each route with `runsPerRoute` requests; a failing route is shrunk to its smallest failing request. */
export async function fuzzHttp(opts: {
  app: FastifyInstance;
  routes: FuzzRoute[];
  pool: IdPool;
  tokens: Record<Identity, string | null>;
  runsPerRoute: number;
  seed: number;
  /** fast-check's replay path of a reported failure (with its seed and route): runs just that request. */
  path?: string;
}): Promise<FuzzSummary> {
  const summary: FuzzSummary = {
    seed: opts.seed,
    requests: 0,
    routes: 0,
    byStatus: {},
    undeclared: {},
    failures: [],
  };
  for (const route of opts.routes) {
    if (route.websocket) continue;
    summary.routes++;
    const property = fc.asyncProperty(requestArb(route, opts.pool), async (req) => {
      const inject = toInject(route, req, opts.tokens);
      const res = await opts.app.inject(inject);
      summary.requests++;
      summary.byStatus[res.statusCode] = (summary.byStatus[res.statusCode] ?? 0) + 1;
      if (!route.declared.has(res.statusCode)) {
        const seen = (summary.undeclared[route.key] ??= []);
        if (!seen.includes(res.statusCode)) seen.push(res.statusCode);
      }
      const problem = judge(
        res.statusCode,
        res.body,
        String(res.headers['content-type'] ?? ''),
        route.pageStatuses,
      );
      if (problem) throw new Error(problem);
    });
    const details = await fc.check(property, {
      seed: opts.seed,
      numRuns: opts.runsPerRoute,
      endOnFailure: false,
      ...(opts.path ? { path: opts.path } : {}),
    });
    if (details.failed && details.counterexample) {
      const [req] = details.counterexample;
      const inject = toInject(
        route,
        req,
        Object.fromEntries(IDENTITIES.map((i) => [i, i === 'anonymous' ? null : `<${i} token>`])) as Record<
          Identity,
          string | null
        >,
      );
      summary.failures.push({
        route: route.key,
        reason: (details.errorInstance as Error | undefined)?.message ?? String(details.errorInstance),
        status: 0,
        request: describe({
          identity: req.identity,
          method: inject.method,
          url: inject.url,
          headers: inject.headers,
          payload: inject.payload,
        }),
        seed: details.seed,
        // fast-check's replay path; a long shrink makes it unwieldy, and the request says it all.
        ...(details.counterexamplePath && details.counterexamplePath.length < 200
          ? { path: details.counterexamplePath }
          : {}),
      });
    }
  }
  return summary;
}

export function formatSummary(summary: FuzzSummary): string {
  const lines = [
    `contract fuzz (seed ${summary.seed}): ${summary.requests} requests over ${summary.routes} routes`,
    `by status: ${Object.entries(summary.byStatus)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}`,
    `statuses a route does not declare: ${
      Object.entries(summary.undeclared)
        .map(([route, statuses]) => `${route} (${statuses.join(', ')})`)
        .join('; ') || 'none'
    }`,
    `failures: ${summary.failures.length}`,
  ];
  for (const f of summary.failures) {
    lines.push(`- ${f.route}: ${f.reason}`);
    lines.push(`  request: ${f.request}`);
    lines.push(
      `  reproduce: FUZZ_SEED=${f.seed}${f.path ? ` FUZZ_PATH=${f.path}` : ''} FUZZ_ROUTE='${f.route}'`,
    );
  }
  return lines.join('\n');
}
