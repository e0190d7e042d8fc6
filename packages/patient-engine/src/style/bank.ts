import type { Style } from '@practicum/personas';

/**
 * A phrase bank: lines any patient may use, plus lines in a particular style's voice. Slots in
 * braces are filled by the renderer: {topic} {Topic} {first} {name} {age} {job} {Job} {wrong} {feeling}
 * {Feeling} {np} {clause} {said} {past} {state} {thought}
 * {belief} {goal} {protect} {language} {since}.
 */
export type Bank = { any: readonly string[] } & Partial<Record<Style, readonly string[]>>;
