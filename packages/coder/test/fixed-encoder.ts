import type { SentenceEncoder } from '../src/learned/vectors';

/**
 * A stand-in for the sentence encoder (a model served by the runtime, not the coder): every line gets
 * the same unit vector, so what a learned reading decides comes from the model under test alone.
 */
export const fixedEncoder: SentenceEncoder = {
  dims: 512,
  embedSync: () => unit(),
  embed: async (texts) => texts.map(() => unit()),
};

function unit(): Float32Array {
  const v = new Float32Array(512);
  v[0] = 1;
  return v;
}
