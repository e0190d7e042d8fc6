import { z } from 'zod';

export const TEXT_NOT_ALLOWED_MESSAGE = 'Contains characters that are not allowed';

/**
 * A NUL or an unpaired UTF-16 surrogate: PostgreSQL cannot store the first in text, and the second
 * cannot be encoded as UTF-8 (it would be stored as a replacement character, or fail the write).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string can be stored and echoed back exactly as it was sent. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * Every free-text input string starts here, so text that cannot be stored is refused with a 422
 * naming the field instead of failing deep in the database. Chain `.trim()`, `.min()`, `.max()` on it.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, TEXT_NOT_ALLOWED_MESSAGE);
