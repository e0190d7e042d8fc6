/** Whether a regex source has an alternation outside any group or character class. */
function hasTopLevelAlternation(source: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/**
 * One alternation per cue family, so each family costs a single regex scan. When every pattern is
 * anchored at the start, the anchor is hoisted so the engine tries position 0 only.
 */
export function union(patterns: readonly RegExp[]): RegExp {
  const anchored = patterns.every((p) => p.source.startsWith('^') && !hasTopLevelAlternation(p.source));
  if (anchored) return new RegExp(`^(?:${patterns.map((p) => `(?:${p.source.slice(1)})`).join('|')})`);
  return new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));
}

const UNIONS = new WeakMap<readonly RegExp[], RegExp>();

/** Whether any pattern of a cue list matches: one scan of the list's union, built once per list. */
export function matchesAny(list: readonly RegExp[], text: string): boolean {
  let re = UNIONS.get(list);
  if (!re) {
    re = union(list);
    UNIONS.set(list, re);
  }
  return re.test(text);
}
