import { InsightsSchema, SKILL_KEYS, SkillAssessmentSchema, type Insights } from '@practicum/contract';
import type { z } from 'zod';

/**
 * Stored insights in any shape an earlier scorer wrote, turned into the shape the contract's
 * `InsightsSchema` describes, so every reader (the web parses strictly) gets one shape:
 *
 * - `risk_flags` and `recommended_resources` written as objects (`{ type, severity, message }`,
 *   `{ title, citation, reason }`) become the sentences the contract lists; the objects themselves
 *   move to `risk_flag_details` / `resource_details`, where today's scorer keeps them, unless those
 *   are already there.
 * - A field the schema cannot read (a score written as text, a skill written as a sentence) is
 *   dropped from its place and kept, as it was, under `legacy_fields` by its path, so nothing stored
 *   is lost. A skill block keeps its readable fields; a list keeps its readable items.
 * - Fields an older scorer did not write get defaults that claim nothing: lists empty, everything
 *   else null. A skill with a numeric score is applicable (only inapplicable skills have none);
 *   scores, grades and compliance verdicts are never made up.
 *
 * Pure and idempotent: upgrading current insights, or upgraded ones, changes nothing. Returns null
 * when there are no insights to read (nothing stored, an empty object, or not an object at all).
 */
export function upgradeInsights(raw: unknown): Insights | null {
  if (!isRecord(raw) || Object.keys(raw).length === 0) return null;
  const legacy: Record<string, unknown> = {};
  const out: Record<string, unknown> = { ...raw };

  const flags = sentences(raw.risk_flags, (f) => sentence(f.message));
  applyList(out, legacy, 'risk_flags', flags, 'risk_flag_details');
  const resources = sentences(raw.recommended_resources, (r) => sentence(r.title, r.citation, r.reason));
  applyList(out, legacy, 'recommended_resources', resources, 'resource_details');

  const skillKeys: readonly string[] = SKILL_KEYS;
  for (const [key, field] of Object.entries(InsightsSchema.shape)) {
    if (key === 'risk_flags' || key === 'recommended_resources') continue;
    const value = raw[key];
    if (skillKeys.includes(key)) out[key] = upgradeSkill(value, key, legacy);
    else if (value === undefined) out[key] = isList(field) ? [] : null;
    else out[key] = readable(field, value, key, legacy);
  }

  if (Object.keys(legacy).length > 0) {
    const before = isRecord(raw.legacy_fields) ? raw.legacy_fields : {};
    out.legacy_fields = { ...before, ...legacy };
  }
  return InsightsSchema.parse(out);
}

const SKILL_LISTS = ['strengths', 'areas_for_improvement', 'immediate_feedback', 'risk_flags', 'evidence'];

function upgradeSkill(value: unknown, key: string, legacy: Record<string, unknown>): unknown {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) {
    legacy[key] = value;
    return null;
  }
  const out: Record<string, unknown> = { ...value };
  for (const [name, field] of Object.entries(SkillAssessmentSchema.shape)) {
    const path = `${key}.${name}`;
    const item = value[name];
    if (item === undefined) out[name] = SKILL_LISTS.includes(name) ? [] : null;
    else if (name === 'risk_flags' && Array.isArray(item)) {
      const flags = sentences(item, (f) => sentence(f.message));
      if (flags.dropped.length > 0) legacy[path] = flags.dropped;
      if (flags.objects.length > 0) legacy[`${path}.objects`] = flags.objects;
      out[name] = flags.texts;
    } else out[name] = readable(field, item, path, legacy);
  }
  if (out.applicable === null) out.applicable = typeof out.score === 'number' ? true : null;
  return out;
}

/**
 * The value when its schema reads it; a list keeps the items that read; anything else is set aside
 * under `path` and replaced by the field's empty value.
 */
function readable(field: z.ZodType, value: unknown, path: string, legacy: Record<string, unknown>): unknown {
  const whole = field.safeParse(value);
  if (whole.success) return whole.data;
  const list = isList(field);
  if (list && Array.isArray(value)) {
    const item = itemSchema(field);
    const kept = value.filter((v) => item?.safeParse(v).success);
    legacy[path] = value.filter((v) => !item?.safeParse(v).success);
    return kept;
  }
  legacy[path] = value;
  return list ? [] : null;
}

interface Sentences {
  /** The list as sentences, or null when the value was not a list at all. */
  texts: string[] | null;
  /** Object items, kept whole for the details list. */
  objects: Record<string, unknown>[];
  /** Items that are neither sentences nor objects. */
  dropped: unknown[];
}

/** Reads a list whose items an older scorer wrote as objects: strings stay, objects become a sentence. */
function sentences(list: unknown, toText: (item: Record<string, unknown>) => string | null): Sentences {
  if (!Array.isArray(list)) return { texts: null, objects: [], dropped: [] };
  const texts: string[] = [];
  const objects: Record<string, unknown>[] = [];
  const dropped: unknown[] = [];
  for (const item of list) {
    if (typeof item === 'string') texts.push(item);
    else if (isRecord(item)) {
      objects.push(item);
      const text = toText(item);
      if (text !== null) texts.push(text);
    } else dropped.push(item);
  }
  return { texts, objects, dropped };
}

function applyList(
  out: Record<string, unknown>,
  legacy: Record<string, unknown>,
  key: string,
  read: Sentences,
  detailsKey: string,
): void {
  const value = out[key];
  if (read.texts === null) {
    // Not a list: missing gets the empty list, null stays, anything else is set aside.
    if (value === null) return;
    if (value !== undefined) legacy[key] = value;
    out[key] = [];
    return;
  }
  out[key] = read.texts;
  if (read.dropped.length > 0) legacy[key] = read.dropped;
  if (read.objects.length > 0) {
    if (out[detailsKey] === undefined || out[detailsKey] === null) out[detailsKey] = read.objects;
    else legacy[`${key}.objects`] = read.objects;
  }
}

/** Joins the text parts of an object item the way the scorer writes its sentences ("a — b — c"). */
function sentence(...parts: unknown[]): string | null {
  const texts = parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim());
  return texts.length > 0 ? texts.join(' — ') : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The array schema inside a `.nullish()` field, when the field is a list. */
function itemSchema(field: z.ZodType): z.ZodType | null {
  let inner: unknown = field;
  for (let i = 0; i < 4 && inner; i++) {
    const def = (inner as { def?: { type?: string; innerType?: unknown; element?: unknown } }).def;
    if (!def) return null;
    if (def.type === 'array') return def.element as z.ZodType;
    inner = def.innerType;
  }
  return null;
}

function isList(field: z.ZodType): boolean {
  return itemSchema(field) !== null;
}
