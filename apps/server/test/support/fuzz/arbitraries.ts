import fc from 'fast-check';

/**
 * fast-check arbitraries derived from JSON Schema, which zod 4 produces from every contract schema
 * (`z.toJSONSchema(schema, { io: 'input' })`). `valueFor` draws values the schema describes;
 * `mutantFor` draws one of those and breaks it at one spot (wrong type, missing field, extra field,
 * hostile string or number, bad id), so both sides of validation are exercised.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  contentEncoding?: string;
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Ids the fuzz draws from for uuid fields: real objects of the seeded database, so requests reach past "not found". */
export interface IdPool {
  ids: readonly string[];
}

/** Strings that break naive code: control characters, NUL, lone surrogates, other scripts, markup, SQL. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uD83D\uDE00',
  '👩‍⚕️🏳️‍🌈',
  'Z̷̢͎̀a̸̧̛l̶g̵o',
  '\u202Eevil',
  '\uFEFF',
  'مرحبا',
  '日本語',
  '\r\n\t',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%s%n',
  '${jndi:ldap://x}',
  '__proto__',
  'constructor',
  'null',
  'true',
  '-1',
  '1e309',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '12345678-1234-1234-1234-1234567890ab',
];

/** Numbers at the edges: negative, zero, fractions where integers go, beyond 2^53, the largest doubles. */
export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  -0.000001,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1.7976931348623157e308,
  -1.7976931348623157e308,
  5e-324,
];

/** Ids that are not ids of anything: malformed, wrong version, uppercase, nil, injection. */
export const BAD_IDS = [
  'not-a-uuid',
  '1',
  '-1',
  '0',
  '00000000-0000-0000-0000-000000000000',
  '00000000-0000-4000-8000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'ZZZZZZZZ-ZZZZ-4ZZZ-8ZZZ-ZZZZZZZZZZZZ',
  '12345678-1234-1234-1234-1234567890ab',
  "1' OR '1'='1",
  '../..',
  '%2e%2e%2f',
  '\u0000',
  '\uD800',
  'a'.repeat(300),
];

const unicodeText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
);

/** A string hostile to whatever reads it; sometimes huge (up to past the 1 MiB body limit). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '😀', '\u0000', ' '), fc.constantFrom(1_000, 70_000, 1_100_000))
      .map(([c, n]) => c.repeat(n)),
  },
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

/** Any JSON value of any shape, including the wrong type for whatever field it lands in. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  {
    weight: 2,
    arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { __proto__: { admin: true } }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(...BAD_IDS) },
);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace(/^#\/\$defs\//, '');
  const target = root.$defs?.[name];
  if (!target) throw new Error(`unresolved $ref ${schema.$ref}`);
  return target;
}

function types(schema: JsonSchema): string[] {
  if (schema.type) return Array.isArray(schema.type) ? schema.type : [schema.type];
  return [];
}

function stringFor(schema: JsonSchema, pool: IdPool): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return fc.oneof(
      {
        weight: pool.ids.length > 0 ? 4 : 0,
        arbitrary: fc.constantFrom(...(pool.ids.length ? pool.ids : ['x'])),
      },
      { weight: 1, arbitrary: fc.uuid({ version: 4 }) },
    );
  }
  if (schema.format === 'email') {
    return fc
      .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,11}$/), fc.constantFrom('example.test', 'example.org'))
      .map(([local, domain]) => `${local.replace(/\.+$/, '').replace(/\.\.+/g, '.')}@${domain}`);
  }
  if (schema.format === 'date')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.contentEncoding === 'base64') {
    return fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes).toString('base64'));
  }
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    const max = schema.maxLength ?? Infinity;
    const min = schema.minLength ?? 0;
    return fc.stringMatching(re).filter((s) => s.length <= max && s.length >= min);
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? minLength + 40, minLength + 200);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength, maxLength }) },
    {
      weight: 1,
      arbitrary: unicodeText.filter(
        (s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity),
      ),
    },
  );
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    schema.minimum ??
    (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 1e-9) : undefined);
  const max =
    schema.maximum ??
    (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - (integer ? 1 : 1e-9) : undefined);
  if (integer) {
    return fc.integer({
      min: Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER),
      max: Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER),
    });
  }
  return fc.double({ min: min ?? -1e6, max: max ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema accepts (up to refinements JSON Schema cannot express, such as "no NUL"). */
export function valueFor(
  schema: JsonSchema,
  pool: IdPool,
  root: JsonSchema = schema,
  depth = 0,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (union) return fc.oneof(...union.map((option) => valueFor(option, pool, root, depth + 1)));
  if (s.allOf?.length) return valueFor(s.allOf[0]!, pool, root, depth + 1);
  const ts = types(s);
  if (ts.length > 1) return fc.oneof(...ts.map((type) => valueFor({ ...s, type }, pool, root, depth)));
  switch (ts[0]) {
    case 'string':
      return stringFor(s, pool);
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => valueFor(p, pool, root, depth + 1)));
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? minLength + 3, minLength + (depth > 2 ? 1 : 4));
      return fc.array(s.items ? valueFor(s.items, pool, root, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength,
      });
    }
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model = Object.fromEntries(
        Object.entries(properties).map(([key, prop]) => [key, valueFor(prop, pool, root, depth + 1)]),
      );
      const requiredKeys = Object.keys(properties).filter((k) => required.has(k));
      return fc.record(model, { requiredKeys }) as fc.Arbitrary<unknown>;
    }
    default:
      // Unrepresentable in JSON Schema (a custom check, a transform): anything goes.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

type Path = (string | number)[];

/** Every place inside a JSON value, the root included, as a path of keys. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const out: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...prefix, k]));
  return out;
}

function clone<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T);
}

export type Mutation =
  | { kind: 'replace'; at: number; with: unknown }
  | { kind: 'remove'; at: number }
  | { kind: 'extra'; at: number; key: string; with: unknown };

/** Applies one mutation at the `at`-th place (modulo the number of places) of a copy of `value`. */
export function mutate(value: unknown, m: Mutation): unknown {
  const copy = clone(value);
  const paths = pathsOf(copy);
  const path = paths[m.at % paths.length]!;
  if (m.kind === 'extra') {
    const containers = paths.filter((p) => {
      const v = get(copy, p);
      return v !== null && typeof v === 'object' && !Array.isArray(v);
    });
    if (containers.length === 0) return { [m.key]: m.with };
    const target = get(copy, containers[m.at % containers.length]!) as Record<string, unknown>;
    Object.defineProperty(target, m.key, {
      value: m.with,
      enumerable: true,
      writable: true,
      configurable: true,
    });
    return copy;
  }
  if (path.length === 0) return m.kind === 'replace' ? m.with : undefined;
  const parent = get(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  const key = path[path.length - 1]!;
  if (m.kind === 'remove') {
    if (Array.isArray(parent)) parent.splice(key as number, 1);
    else delete parent[key];
  } else parent[key] = m.with;
  return copy;
}

function get(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);
}

export const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), with: hostileValue }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('extra' as const),
      at: fc.nat(),
      key: fc.oneof(
        fc.constantFrom('__proto__', 'constructor', 'id', 'user_id', 'role', 'user_type', 'is_admin'),
        hostileString.filter((s) => s.length < 100),
      ),
      with: hostileValue,
    }),
  },
);

/** A value the schema accepts, broken at one spot. */
export function mutantFor(schema: JsonSchema, pool: IdPool): fc.Arbitrary<unknown> {
  return fc.tuple(valueFor(schema, pool), mutationArb).map(([value, m]) => mutate(value, m));
}

/** The run's seed: FUZZ_SEED, `random` for a fresh one (printed, so a failure can be replayed), or CI's fixed seed. */
export function fuzzSeed(): number {
  const raw = process.env.FUZZ_SEED;
  if (raw === 'random') return Math.floor(Math.random() * 2 ** 31);
  return raw ? Number(raw) : 20_261_125;
}
