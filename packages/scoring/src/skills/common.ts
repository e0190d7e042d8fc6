import { type Analysis } from '../analysis';
import { type UtteranceCoding } from '@practicum/coder';
import { type Evidence, type Skill } from '../schemas/insights.schema';
import { clean } from '@practicum/coder';

/** The student's words, trimmed at a word boundary. */
export function quote(text: string, max = 140): string {
  const s = clean(text).replace(/^[-\s]+/, '');
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20))}…`;
}

/** "#12 “So you're feeling stuck…”": how feedback points at an utterance. */
export function cite(a: Analysis, seq: number, max = 100): string {
  return `#${seq} “${quote(a.textBySeq.get(seq) ?? '', max).replace(/\.$/, '')}”`;
}

export function evidence(a: Analysis, seq: number, code: string): Evidence {
  return { seq, quote: quote(a.textBySeq.get(seq) ?? ''), code };
}

/**
 * Up to n codings that satisfy the predicate, best first by the rank (higher is better), ties broken
 * by seq so the choice is deterministic.
 */
export function pick(
  codes: readonly UtteranceCoding[],
  predicate: (c: UtteranceCoding) => boolean,
  n: number,
  rank: (c: UtteranceCoding) => number = () => 0,
): UtteranceCoding[] {
  return codes
    .filter(predicate)
    .map((c) => ({ c, r: rank(c) }))
    .sort((x, y) => y.r - x.r || x.c.seq - y.c.seq)
    .slice(0, n)
    .map(({ c }) => c);
}

export const has = (c: UtteranceCoding, ...codes: UtteranceCoding['codes']) =>
  codes.some((x) => c.codes.includes(x));

export function skill(parts: Partial<Skill> & Pick<Skill, 'score' | 'feedback'>): Skill {
  return {
    applicable: true,
    strengths: [],
    areas_for_improvement: [],
    evidence: [],
    immediate_feedback: [],
    risk_flags: [],
    ...parts,
  };
}

/** Evidence list without repeating an utterance under the same code. */
export function uniqueEvidence(items: Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return items
    .filter((e) => {
      const key = `${e.seq}:${e.code}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((x, y) => x.seq - y.seq);
}

export const pct = (x: number | null) => (x === null ? 'n/a' : `${Math.round(x)}%`);
export const ratio = (x: number | null) => (x === null ? 'n/a' : x.toFixed(2).replace(/\.?0+$/, ''));
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * A skill the session gave nothing to judge: no score (the overall renormalises over the rest) and
 * no praise, only the reason, so the student is never told they did well at something never seen.
 */
export function notEnough(why: string): Skill {
  return skill({ score: null, feedback: `Not enough to score: ${why}` });
}
