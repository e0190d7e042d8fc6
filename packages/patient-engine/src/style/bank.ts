import type { Style } from '@practicum/personas';

/**
 * A phrase bank: lines any patient may use, plus lines in a particular style's voice. Slots in
 * braces are filled by the renderer: {topic} {Topic} {first} {name} {age} {job} {Job} {wrong} {feeling}
 * {Feeling} {np} {clause} {gerund} {thought} {belief} {goal} {protect}.
 */
export type Bank = { any: readonly string[] } & Partial<Record<Style, readonly string[]>>;
