/**
 * Turns a line into a sentence vector. The coder does no I/O, so the runtime that has a sentence
 * encoder (the server, the evaluation scripts) lends it with `useSentenceEncoder`; without one the
 * coder's rules stand alone.
 */
export interface SentenceEncoder {
  /** Length of the vectors. */
  readonly dims: number;
  /** One line's vector now (the caller's thread waits), or null if the encoder is unavailable. */
  embedSync(text: string): Float32Array | null;
  /** Many lines' vectors without blocking, or null if the encoder is unavailable. */
  embed(texts: readonly string[]): Promise<Float32Array[] | null>;
}

/** The vector length every learned reading of the coder was trained on. */
export const SENTENCE_DIMS = 512;

let encoder: SentenceEncoder | null = null;

/**
 * Vectors by line, shared by the learned readings (harm and the main behaviour): a session codes the
 * same lines again as the conversation grows. 2 KB each.
 */
const CACHE_LIMIT = 6_000;
const cache = new Map<string, Float32Array>();
function remember(text: string, v: Float32Array): void {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(text, v);
}

/** The form a line is embedded and looked up in. */
export const lineKey = (text: string) => text.trim().replace(/\s+/g, ' ');

/** Lends the coder a sentence encoder (null takes it back: the rules then stand alone). */
export function useSentenceEncoder(next: SentenceEncoder | null): void {
  if (next && next.dims !== SENTENCE_DIMS)
    throw new Error('the sentence encoder does not match the learned readings');
  encoder = next;
  cache.clear();
}

/** Whether a sentence encoder is lent (the learned readings are on). */
export const hasSentenceEncoder = () => encoder !== null;

/** One line's vector (computed now if it was not prepared), or null without an encoder or for an empty line. */
export function sentenceVector(text: string): Float32Array | null {
  if (!encoder) return null;
  const k = lineKey(text);
  if (k === '') return null;
  const known = cache.get(k);
  if (known) return known;
  const v = encoder.embedSync(k);
  if (!v) return null;
  remember(k, v);
  return v;
}

/**
 * Embeds lines ahead without blocking the caller's thread, so the coder then finds them ready: the
 * live session prepares each student line before the patient answers, the scorer a whole transcript.
 */
export async function prepareReadings(texts: readonly string[]): Promise<void> {
  if (!encoder) return;
  const todo = [...new Set(texts.map(lineKey))].filter((t) => t !== '' && !cache.has(t));
  const BATCH = 64;
  for (let i = 0; i < todo.length; i += BATCH) {
    const part = todo.slice(i, i + BATCH);
    const vectors = await encoder?.embed(part);
    if (!vectors) return;
    part.forEach((t, j) => remember(t, vectors[j]!));
  }
}

/** Prepares every student line of a transcript before it is coded as a whole. */
export function prepareTranscriptReadings(transcript: {
  utterances: readonly { speaker: string; text: string }[];
}): Promise<void> {
  return prepareReadings(transcript.utterances.filter((u) => u.speaker === 'student').map((u) => u.text));
}
