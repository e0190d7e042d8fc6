import type { Insights } from '@practicum/contract';
import { flaggedLines } from './report';

/** A transcript line as the risk flags cite it: "#7" (the line's seq). */
const LINE_REFERENCE = /#(\d+)\b/g;

/**
 * The transcript lines the risk flags point to, each with the flag sentences that name it, in line
 * order. The scorer names every line behind a flag as "#seq" in the flag's sentence (the patient's
 * disclosure, the student's reply that missed or dismissed it, a line that crossed a boundary), and
 * the supervisor's reasons summarise those flags; stored insights keep only the sentences, so the
 * lines are read back from them. A flag raised by both the session and a skill counts once.
 */
export function flaggedTranscriptLines(
  insights: Insights | null,
  seqs: readonly number[],
): Map<number, string[]> {
  const present = new Set(seqs);
  const found = new Map<number, string[]>();
  for (const sentence of flaggedLines(insights)) {
    for (const match of sentence.matchAll(LINE_REFERENCE)) {
      const seq = Number(match[1]);
      if (!present.has(seq)) continue;
      const sentences = found.get(seq) ?? [];
      if (!sentences.includes(sentence)) sentences.push(sentence);
      found.set(seq, sentences);
    }
  }
  return new Map([...found].sort(([a], [b]) => a - b));
}
