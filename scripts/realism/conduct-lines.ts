import { readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { codeUtterance, HARMFUL_CONDUCT } from '@practicum/coder';

/**
 * Single student lines labelled by hand, one author per file, none of them written from the coder's
 * word lists. Files named dev-* may be read while changing the coder; heldout-* files are only
 * measured, so their figures say how the coder does on wordings nobody tuned it to.
 */
const LABELS = ['acceptable', 'hostility', 'judgement', 'invalidation', 'false_reassurance'] as const;
const LineSchema = z.object({ text: z.string().min(1), label: z.enum(LABELS), why: z.string() });
type Line = z.infer<typeof LineSchema>;

const DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'conduct-lines');

export function loadConductLines(file: string): Line[] {
  return readFileSync(resolve(DIR, file), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => LineSchema.parse(JSON.parse(l)));
}

export function conductLineFiles(): string[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
}

const rate = (hits: number, n: number) => ({
  rate: n === 0 ? null : Math.round((hits / n) * 1000) / 1000,
  hits,
  n,
});

/** Whether the coder hears harm in the line, heard on its own (no conversation around it). */
export function heardAsHarmful(text: string): boolean {
  return codeUtterance(text).conduct.some((c) => HARMFUL_CONDUCT.includes(c));
}

/**
 * Per file: the share of harmful lines the coder hears as harmful (by label), and the share of
 * acceptable lines it wrongly hears as harmful; with `throughEngine`, also what the patient does
 * with each line after a warm-up (whether trust falls).
 */
export function conductLines(
  throughEngine?: (lines: readonly Line[]) => Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const file of conductLineFiles()) {
    const lines = loadConductLines(file);
    const heard = lines.map((l) => ({ ...l, harmful: heardAsHarmful(l.text) }));
    const harmful = heard.filter((l) => l.label !== 'acceptable');
    const acceptable = heard.filter((l) => l.label === 'acceptable');
    const byLabel = Object.fromEntries(
      LABELS.filter((label) => label !== 'acceptable').map((label) => {
        const of = harmful.filter((l) => l.label === label);
        return [label, rate(of.filter((l) => l.harmful).length, of.length)];
      }),
    );
    out[file.replace(/\.jsonl$/, '')] = {
      harmful_heard: { ...rate(harmful.filter((l) => l.harmful).length, harmful.length), by_label: byLabel },
      acceptable_flagged: rate(acceptable.filter((l) => l.harmful).length, acceptable.length),
      ...(throughEngine ? { patient: throughEngine(lines) } : {}),
    };
  }
  return { conduct_lines: out };
}
