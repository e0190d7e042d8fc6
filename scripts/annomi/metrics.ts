/**
 * Figures for a set of transcripts given a prediction for each: main-behaviour accuracy and macro-F1,
 * the open/closed and simple/complex sub-codes, and the ROC AUC of a quality score for high- vs
 * low-quality transcripts; plus mean and standard deviation across folds.
 */
import { ANNOMI_MAIN } from '@practicum/scoring';
import { type Transcript } from './csv';

/** What a variant says about one transcript: an AnnoMI code per therapist turn and a quality score. */
export interface Prediction {
  codes: ReadonlyArray<{
    main: string;
    question_subtype: string | null;
    reflection_subtype: string | null;
  }>;
  score: number;
}
export type Predict = (t: Transcript) => Prediction;

export function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}

export function classification(pairs: Array<[string, string]>, labels: readonly string[]) {
  const confusion: Record<string, Record<string, number>> = {};
  for (const g of labels) confusion[g] = Object.fromEntries(labels.map((p) => [p, 0]));
  for (const [g, p] of pairs) if (confusion[g] && p in confusion[g]) confusion[g][p]!++;
  const per_class: Record<string, { precision: number; recall: number; f1: number; support: number }> = {};
  for (const l of labels) {
    const tp = confusion[l]![l]!;
    const support = labels.reduce((s, p) => s + confusion[l]![p]!, 0);
    const predicted = labels.reduce((s, g) => s + confusion[g]![l]!, 0);
    const precision = predicted ? tp / predicted : 0;
    const recall = support ? tp / support : 0;
    const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    per_class[l] = { precision: round(precision), recall: round(recall), f1: round(f1), support };
  }
  const correct = pairs.filter(([g, p]) => g === p).length;
  const macro = labels.reduce((s, l) => s + per_class[l]!.f1, 0) / labels.length;
  const none = pairs.length === 0;
  return {
    n: pairs.length,
    accuracy: none ? null : round(correct / pairs.length),
    macro_f1: none ? null : round(macro),
    per_class,
    confusion,
  };
}

/** Probability that a random high-quality transcript outscores a random low-quality one (ties count half). */
export function auc(high: number[], low: number[]): number | null {
  if (high.length === 0 || low.length === 0) return null;
  let wins = 0;
  for (const h of high) for (const l of low) wins += h > l ? 1 : h === l ? 0.5 : 0;
  return round(wins / (high.length * low.length));
}

/** Gold/predicted pairs and quality scores over the transcripts. */
function collect(transcripts: readonly Transcript[], predict: Predict) {
  const main: Array<[string, string]> = [];
  const open: Array<[string, string]> = [];
  const complex: Array<[string, string]> = [];
  const high: number[] = [];
  const low: number[] = [];
  for (const t of transcripts) {
    const p = predict(t);
    if (p.codes.length !== t.gold.length)
      throw new Error(`transcript ${t.id}: ${p.codes.length} codes for ${t.gold.length} therapist turns`);
    p.codes.forEach((c, i) => {
      const g = t.gold[i]!;
      main.push([g.main, c.main]);
      if (g.main === 'question' && g.question !== 'n/a')
        open.push([g.question, c.question_subtype ?? 'closed']);
      if (g.main === 'reflection' && g.reflection !== 'n/a')
        complex.push([g.reflection, c.reflection_subtype ?? 'simple']);
    });
    if (t.quality === 'high') high.push(p.score);
    else if (t.quality === 'low') low.push(p.score);
  }
  return {
    main: classification(main, ANNOMI_MAIN),
    question: classification(open, ['open', 'closed']),
    reflection: classification(complex, ['simple', 'complex']),
    quality: { auc: auc(high, low), high: high.length, low: low.length },
  };
}

/** The whole-set report: per-class figures and confusion matrices when withDetail. */
export function evaluate(transcripts: readonly Transcript[], predict: Predict, withDetail: boolean) {
  const c = collect(transcripts, predict);
  const brief = (x: ReturnType<typeof classification>) =>
    withDetail ? x : { n: x.n, accuracy: x.accuracy, macro_f1: x.macro_f1 };
  return {
    transcripts: transcripts.length,
    main_behaviour: brief(c.main),
    question_open_closed: brief(c.question),
    reflection_simple_complex: brief(c.reflection),
    quality_auc: c.quality,
  };
}

export const FIGURES = [
  'main_accuracy',
  'main_macro_f1',
  'question_accuracy',
  'reflection_accuracy',
  'quality_auc',
] as const;
export type Figure = (typeof FIGURES)[number];
export type Figures = Record<Figure, number | null>;

/** The five headline figures, flat, for folds and selection. */
export function figures(transcripts: readonly Transcript[], predict: Predict): Figures {
  const c = collect(transcripts, predict);
  return {
    main_accuracy: c.main.accuracy,
    main_macro_f1: c.main.macro_f1,
    question_accuracy: c.question.accuracy,
    reflection_accuracy: c.reflection.accuracy,
    quality_auc: c.quality.auc,
  };
}

/** Mean and sample standard deviation (n - 1) of each figure over the folds where it is defined. */
export function spread(rows: readonly Figures[]) {
  return Object.fromEntries(
    FIGURES.map((f) => {
      const xs = rows.map((r) => r[f]).filter((x): x is number => x !== null);
      const mean = xs.reduce((s, x) => s + x, 0) / xs.length;
      const sd = Math.sqrt(xs.reduce((s, x) => s + (x - mean) ** 2, 0) / (xs.length - 1));
      return [
        f,
        { mean: xs.length ? round(mean) : null, sd: xs.length > 1 ? round(sd) : null, folds: xs.length },
      ];
    }),
  ) as Record<Figure, { mean: number | null; sd: number | null; folds: number }>;
}
