import type { Style } from '@practicum/personas';

/**
 * A phrase bank: lines any patient may use, plus lines in a particular style's voice. Slots in
 * braces are filled by the renderer: {topic} {Topic} {first} {name} {age} {job} {Job} {wrong} {feeling}
 * {Feeling} {np} {clause} {said} {past} {state} {thought}
 * {belief} {goal} {protect} {language} {since}.
 */
export type Bank = {
  any: readonly string[];
  /**
   * What a patient seeing a doctor says instead, where the common lines are a counselling client's
   * ("I don't really know where to start", "there's more to it, but I'm not ready"): a medical
   * station's patient uses these, and no style's own lines, for this bank.
   */
  consultation?: readonly string[];
} & Partial<Record<Style, readonly string[]>>;
