/** "Active Listening" from "active_listening" or "activeListening". */
export function humanize(key: string): string {
  return key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\w/, (c) => c.toUpperCase());
}

/**
 * Any JSON value as one line of text, for data whose shape is not fixed (a session's analysis and
 * performance metrics, free-form insight fields): numbers to at most two decimals, booleans as
 * Yes/No, lists joined by commas, objects as "Key: value" pairs.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(Math.round(value * 100) / 100) : 'N/A';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map(valueText).join(', ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return 'N/A';
    return entries.map(([k, v]) => `${humanize(k)}: ${valueText(v)}`).join('; ');
  }
  return String(value);
}

/** The entries of a free-form object as label and text, or [] when it is not an object. */
export function describeEntries(value: unknown): Array<{ key: string; label: string; text: string }> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  return Object.entries(value as Record<string, unknown>).map(([key, v]) => ({
    key,
    label: humanize(key),
    text: valueText(v),
  }));
}

/**
 * A level or rating for display: the token "needs_attention" reads "Needs attention", "high" "High";
 * a sentence only gets a capital letter. Null when empty.
 */
export function levelLabel(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') return valueText(value);
  const text = value.trim();
  if (!text) return null;
  return /\s/.test(text) ? text[0]!.toUpperCase() + text.slice(1) : humanize(text);
}

export interface Assessment {
  /** The headline verdict ("Good", a sentence, a number). */
  headline: string | null;
  /** Why, when the generator said. */
  reason: string | null;
  /** Any other measured parts, labelled. */
  details: Array<{ key: string; label: string; text: string }>;
}

/**
 * A free-form assessment (silence management, session structure) in three parts. Objects shaped
 * `{ rating, reason, ...measures }` read as the rating, the reason and the measures; a sentence or
 * number is the headline alone.
 */
export function readAssessment(value: unknown): Assessment {
  if (value === null || value === undefined || value === '')
    return { headline: null, reason: null, details: [] };
  if (typeof value !== 'object' || Array.isArray(value))
    return { headline: valueText(value), reason: null, details: [] };
  const { rating, reason, ...rest } = value as Record<string, unknown>;
  return {
    headline: levelLabel(rating),
    reason: typeof reason === 'string' && reason.trim() ? reason.trim() : null,
    details: describeEntries(rest).filter((d) => d.text !== 'N/A'),
  };
}
