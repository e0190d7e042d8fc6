import { LRUCache } from 'lru-cache';

export interface SpeechCacheOptions {
  /** Total audio kept, in bytes of PCM16. */
  maxBytes: number;
  /** Longer lines are never kept: the lines that recur are greetings and short acknowledgements. */
  maxChars: number;
}

/** A few minutes of the lines patients say over and over, at 24 kHz PCM16. */
export const DEFAULT_SPEECH_CACHE: SpeechCacheOptions = { maxBytes: 16 * 1024 * 1024, maxChars: 120 };

/**
 * Synthesised audio of short lines that recur (an opening greeting, "Okay.", "I don't know."),
 * keyed by the whole speech request (voice and prosody) and the text, least recently used out
 * first once the byte budget is spent. Stored chunks are shared with every listener and never
 * written to.
 */
export class SpeechCache {
  private readonly lru: LRUCache<string, Int16Array[]>;
  hits = 0;
  misses = 0;

  constructor(private readonly options: SpeechCacheOptions = DEFAULT_SPEECH_CACHE) {
    this.lru = new LRUCache<string, Int16Array[]>({
      maxSize: Math.max(1, options.maxBytes),
      sizeCalculation: (chunks) =>
        Math.max(
          1,
          chunks.reduce((n, c) => n + c.byteLength, 0),
        ),
    });
  }

  /** The key of `text` spoken with `request` (any voice/prosody fields), or null when it is not kept. */
  key(text: string, request: unknown): string | null {
    if (this.options.maxBytes <= 0 || text.length > this.options.maxChars) return null;
    return `${stableJson(request)}\n${text}`;
  }

  get(key: string | null): Int16Array[] | undefined {
    if (key === null) return undefined;
    const found = this.lru.get(key);
    if (found) this.hits++;
    else this.misses++;
    return found;
  }

  set(key: string | null, chunks: Int16Array[]): void {
    if (key === null || chunks.length === 0) return;
    const bytes = chunks.reduce((n, c) => n + c.byteLength, 0);
    if (bytes > this.options.maxBytes) return;
    this.lru.set(key, chunks);
  }

  get size(): number {
    return this.lru.size;
  }

  get bytes(): number {
    return this.lru.calculatedSize;
  }
}

/** JSON with object keys sorted, so two equal requests give one key whatever order their fields came in. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}
