import { InsightsSchema, SKILL_KEYS, SkillAssessmentSchema, type Insights } from '@practicum/contract';
import type { z } from 'zod';

interface ObjectSchema {
  shape: Record<string, z.ZodType>;
  safeParse(value: unknown): z.ZodSafeParseResult<unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/** Keeps each field that matches its schema (and unknown fields), dropping only the malformed ones. */
function lenient(schema: ObjectSchema, raw: Record<string, unknown>): Record<string, unknown> {
  const whole = schema.safeParse(raw);
  if (whole.success) return whole.data as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const field = schema.shape[key];
    if (!field) out[key] = value;
    else {
      const parsed = field.safeParse(value);
      if (parsed.success) out[key] = parsed.data;
    }
  }
  return out;
}

const sentence = (...parts: unknown[]): string | null => {
  const texts = parts
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .map((p) => p.trim());
  return texts.length > 0 ? texts.join(' — ') : null;
};

/**
 * Lists that a generator may fill with structured items (the scoring package writes risk flags as
 * `{ type, severity, message, ... }` and resources as `{ title, citation, reason }`) are read as the
 * sentences the contract describes, so those items show instead of failing the whole list.
 */
function asSentences(list: unknown, toText: (item: Record<string, unknown>) => string | null): unknown {
  if (!Array.isArray(list)) return list;
  return list
    .map((item) => (typeof item === 'string' ? item : isRecord(item) ? toText(item) : null))
    .filter((item): item is string => item !== null);
}

/**
 * Reads a session's insights defensively: null when there are none, else every well-formed field (a
 * skill block with one bad field keeps its other fields). Insights come from a generator that may
 * change, so one odd field must never blank the whole report.
 */
export function readInsights(raw: unknown): Insights | null {
  if (!isRecord(raw) || Object.keys(raw).length === 0) return null;
  const out = lenient(InsightsSchema, {
    ...raw,
    ...('risk_flags' in raw ? { risk_flags: asSentences(raw.risk_flags, (f) => sentence(f.message)) } : {}),
    ...('recommended_resources' in raw
      ? {
          recommended_resources: asSentences(raw.recommended_resources, (r) =>
            sentence(r.title, r.citation, r.reason),
          ),
        }
      : {}),
  });
  for (const key of SKILL_KEYS) {
    const block = raw[key];
    if (isRecord(block)) out[key] = lenient(SkillAssessmentSchema, block);
  }
  return out as Insights;
}
