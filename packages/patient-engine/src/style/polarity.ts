/**
 * Whether a part of a line says yes or no. One reply must not do both ("I hadn't thought of it
 * like that, but yes. No, no."): the renderer drops the optional part that contradicts the rest.
 */
export type Polarity = 'agree' | 'deny' | null;

const AGREE =
  /^(\.\.\.)?\s*((oh|um|mm|hm|huh|well|ah|okay)[.,!]*\s+)?(yes|yeah|yep|yup|exactly|absolutely|definitely|of course|pretty much|right\. yeah|mm\. yeah|huh\. yeah|sure|that's (it|exactly|right|true|about right|a good way|the thing|the gist|about the size|what I said)|i suppose (that's right|so|it is)|i hadn't thought of it like that, but yes|you're right|okay, that's\.\.\. actually not wrong|well, yeah|i guess so)\b/i;
const DENY =
  /^(\.\.\.)?\s*(no|nah|nope|not really|not exactly|not at all|that's not|i wouldn't say|hm, no|never)\b/i;

export function polarityOf(text: string): Polarity {
  const t = text.trim();
  if (t.length === 0) return null;
  if (DENY.test(t)) return 'deny';
  if (AGREE.test(t)) return 'agree';
  return null;
}

export function contradicts(a: Polarity, b: Polarity): boolean {
  return a !== null && b !== null && a !== b;
}

/** Moves whose words can go without losing what the patient means to say. */
const OPTIONAL =
  /^(ack_|filler$|apology$|question_back$|tangent$|challenge$|greet$|react_small_talk$|react_agenda$|react_psychoed$)/;

export interface RenderedPart {
  kind: string;
  text: string;
}

/**
 * Removes optional parts that contradict a required one, then any optional part that contradicts
 * an earlier optional part; required parts (facts, the persona's own words) always stay.
 */
export function agreeInPolarity(parts: readonly RenderedPart[]): RenderedPart[] {
  const pol = parts.map((p) => polarityOf(p.text));
  const keep = parts.map(() => true);
  const required = parts.map((p) => !OPTIONAL.test(p.kind));
  for (let i = 0; i < parts.length; i++) {
    if (!required[i] || pol[i] === null) continue;
    for (let j = 0; j < parts.length; j++) {
      if (!required[j] && contradicts(pol[i] ?? null, pol[j] ?? null)) keep[j] = false;
    }
  }
  let seen: Polarity = null;
  for (let i = 0; i < parts.length; i++) {
    if (!keep[i] || pol[i] === null) continue;
    if (contradicts(seen, pol[i] ?? null) && !required[i]) keep[i] = false;
    else seen ??= pol[i] ?? null;
  }
  return parts.filter((_, i) => keep[i]);
}
