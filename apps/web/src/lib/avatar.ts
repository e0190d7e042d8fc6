/**
 * What a drawn avatar shows: a person's initials on a colour picked from their name. Drawn rather
 * than an emoji because an emoji needs an emoji font, and without one it shows as an empty box.
 */

/** "Rania Al-Khatib" -> "RA", "Leo" -> "L", "  " -> "?": first and last word, letters only. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .map((word) => [...word].find((c) => /\p{L}|\p{N}/u.test(c)))
    .filter((c): c is string => c !== undefined);
  if (words.length === 0) return '?';
  const first = words[0]!;
  const last = words.length > 1 ? words.at(-1)! : '';
  return (first + last).toLocaleUpperCase();
}

/**
 * Background and text colours with at least 7:1 contrast between them (text 900 on background 100),
 * so the initials read for everyone.
 */
export const AVATAR_TONES = [
  'bg-teal-100 text-teal-900',
  'bg-indigo-100 text-indigo-900',
  'bg-amber-100 text-amber-900',
  'bg-rose-100 text-rose-900',
  'bg-sky-100 text-sky-900',
  'bg-emerald-100 text-emerald-900',
  'bg-violet-100 text-violet-900',
  'bg-orange-100 text-orange-900',
] as const;

/** The same name always gets the same colour (a small string hash), on every page and reload. */
export function avatarToneOf(name: string): (typeof AVATAR_TONES)[number] {
  let hash = 0;
  for (const c of name) hash = (hash * 31 + c.codePointAt(0)!) >>> 0;
  return AVATAR_TONES[hash % AVATAR_TONES.length]!;
}
