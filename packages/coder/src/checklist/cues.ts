import { CUE_FAMILIES, type CueFamily } from '@practicum/personas';
import { normalizeWords, wordsOf } from '../acts/normalize';
import { stem } from '../text/stems';

/**
 * Matches a case's cue wordings (`packages/personas/src/case.ts`: "where|whereabouts + @pain")
 * against a line. The patient engine asks it whether a student line asks about a red flag or invites
 * the hidden agenda; the scoring asks it whether a checklist item was met. One matcher, so the two
 * can never disagree about what a line asked.
 */

/** One alternative: a sequence of word tests (a phrase is several, a word one). */
type WordTest = { stem: string } | { prefix: string };
type Alternative = WordTest[];
/** A compiled cue: every group must be met by one of its alternatives. */
export type CompiledCue = Alternative[][];

const COMPILED = new Map<string, CompiledCue>();

function compileAlternative(text: string): Alternative[] {
  const t = text.trim();
  if (t.startsWith('@')) {
    const family = CUE_FAMILIES[t.slice(1) as CueFamily] as readonly string[] | undefined;
    return (family ?? []).flatMap((a) => compileAlternative(a));
  }
  // normalizeWords drops "*": note which words were prefixes before normalising each.
  const raw = t.split(/\s+/);
  const words: WordTest[] = [];
  for (const w of raw) {
    const prefix = w.endsWith('*');
    const parts = wordsOf(normalizeWords(prefix ? w.slice(0, -1) : w));
    parts.forEach((p, i) => {
      if (prefix && i === parts.length - 1) words.push({ prefix: p });
      else words.push({ stem: stem(p) });
    });
  }
  return words.length > 0 ? [words] : [];
}

export function compileCue(cue: string): CompiledCue {
  const hit = COMPILED.get(cue);
  if (hit) return hit;
  const compiled = cue.split(' + ').map((g) => g.split('|').flatMap(compileAlternative));
  COMPILED.set(cue, compiled);
  return compiled;
}

/** A line ready for matching: its words and their stems. */
export interface CueLine {
  words: string[];
  stems: string[];
}

export function cueLine(text: string): CueLine {
  const words = wordsOf(normalizeWords(text));
  return { words, stems: words.map(stem) };
}

function testAt(line: CueLine, i: number, t: WordTest): boolean {
  const w = line.words[i];
  if (w === undefined) return false;
  return 'prefix' in t ? w.startsWith(t.prefix) : line.stems[i] === t.stem || w === t.stem;
}

function altMatches(line: CueLine, alt: Alternative): boolean {
  for (let i = 0; i + alt.length <= line.words.length; i++) {
    let ok = true;
    for (let j = 0; j < alt.length && ok; j++) ok = testAt(line, i + j, alt[j]!);
    if (ok) return true;
  }
  return false;
}

/** Whether a line says the cue: something from each of its groups. */
export function meetsCue(line: CueLine | string, cue: string): boolean {
  const l = typeof line === 'string' ? cueLine(line) : line;
  return compileCue(cue).every((group) => group.some((alt) => altMatches(l, alt)));
}

/** Whether a line says any of the cues. */
export function meetsAnyCue(line: CueLine | string, cues: readonly string[]): boolean {
  const l = typeof line === 'string' ? cueLine(line) : line;
  return cues.some((c) => meetsCue(l, c));
}

/** The content words a set of cues is made of (for a persona's vocabulary: these are on topic). */
export function cueWords(cues: readonly string[]): string[] {
  const out = new Set<string>();
  for (const c of cues)
    for (const group of compileCue(c))
      for (const alt of group) for (const t of alt) out.add('stem' in t ? t.stem : t.prefix);
  return [...out];
}
