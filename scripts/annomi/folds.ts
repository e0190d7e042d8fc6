/**
 * Stratified k-fold cross-validation by transcript, with the choice among candidate variants made on
 * held-out data: for each fold, the variant best on the other k - 1 folds (pooled) is the one whose
 * figures on the held-out fold are reported.
 */
import { byId, type Transcript } from './csv';
import { figures, FIGURES, spread, type Figure, type Figures, type Predict } from './metrics';

/** A named way of coding and scoring a transcript; the first in a list is the default. */
export interface Variant {
  name: string;
  description: string;
  predict: Predict;
}

/** mulberry32: a small seeded generator, uniform on [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher-Yates on a copy. */
function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * k folds of transcripts, stratified by MI quality: within each quality (in name order) the ids are
 * sorted, shuffled with the seeded generator and dealt round-robin, the dealing carrying on from one
 * quality to the next so that fold sizes differ by at most one.
 */
export function assignFolds(transcripts: readonly Transcript[], k: number, seed: number): Transcript[][] {
  if (!Number.isInteger(k) || k < 2 || k > transcripts.length)
    throw new Error(`--folds must be an integer from 2 to ${transcripts.length} (the number of transcripts)`);
  const strata = new Map<string, Transcript[]>();
  for (const t of byId(transcripts)) strata.set(t.quality, [...(strata.get(t.quality) ?? []), t]);
  const random = generator(seed);
  const folds: Transcript[][] = Array.from({ length: k }, () => []);
  let next = 0;
  for (const quality of [...strata.keys()].sort())
    for (const t of shuffle(strata.get(quality)!, random)) folds[next++ % k]!.push(t);
  return folds;
}

/** Higher is better; an undefined figure loses to any defined one. */
const value = (f: Figures, by: Figure) => f[by] ?? -Infinity;

export function crossValidate(
  transcripts: readonly Transcript[],
  variants: readonly Variant[],
  k: number,
  seed: number,
  selectBy: Figure,
) {
  if (variants.length === 0) throw new Error('no variant to evaluate');
  const folds = assignFolds(transcripts, k, seed);
  const chosen = new Map<Transcript, Variant>();
  const perFold = folds.map((held, i) => {
    const train = folds.filter((_, j) => j !== i).flat();
    const scored = variants.map((v) => ({ v, train: figures(train, v.predict) }));
    // Strictly better only: on a tie the earlier variant (the default first) is kept.
    const best = scored.reduce((a, b) => (value(b.train, selectBy) > value(a.train, selectBy) ? b : a));
    for (const t of held) chosen.set(t, best.v);
    return {
      fold: i + 1,
      transcripts: held.length,
      high: held.filter((t) => t.quality === 'high').length,
      low: held.filter((t) => t.quality === 'low').length,
      chosen: best.v.name,
      /** Each variant's select_by figure on the other folds. */
      train: Object.fromEntries(scored.map((s) => [s.v.name, s.train[selectBy]])),
      ...figures(held, best.v.predict),
    };
  });
  for (const f of perFold)
    if (f.high === 0 || f.low === 0)
      console.warn(`fold ${f.fold} has ${f.high} high- and ${f.low} low-quality transcripts: no AUC for it`);
  return {
    folds: k,
    seed,
    assignment:
      'by transcript, stratified by mi_quality: sorted ids shuffled with the seed (mulberry32) and dealt round-robin',
    select_by: `${selectBy} on the other k-1 folds pooled; ties keep the earlier variant`,
    candidates: variants.map((v) => ({
      name: v.name,
      description: v.description,
      // Nothing is fitted, so these equal each variant's pooled out-of-fold figures.
      whole_set: figures(transcripts, v.predict),
    })),
    per_fold: perFold,
    across_folds: {
      note: 'mean and sample standard deviation over the folds where the figure is defined',
      ...spread(perFold.map((f) => Object.fromEntries(FIGURES.map((x) => [x, f[x]])) as Figures)),
    },
    pooled_out_of_fold: {
      note: "every transcript scored by its fold's chosen variant, then pooled",
      ...figures(transcripts, (t) => chosen.get(t)!.predict(t)),
    },
  };
}
