/**
 * Measures packages/scoring against AnnoMI's expert annotations (therapist = student, client = patient).
 * Usage: npm run eval:annomi -- [path/to/annomi.csv]   (default ../shared/datasets/annomi-dev.csv)
 * Prints one JSON object: main-behaviour accuracy/macro-F1 with per-class figures and confusion matrix,
 * open/closed and simple/complex sub-codes, the ROC AUC of overall_score for high- vs low-quality
 * transcripts, the same figures on two halves of the transcript ids, and the time to score a 60-minute
 * transcript. Reads the corpus at run time only; nothing from it is written anywhere.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { ANNOMI_MAIN, buildInsights, codeTranscript, type ScoringTranscript } from '@practicum/scoring';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const csvPath = process.argv[2]
  ? resolve(process.argv[2])
  : resolve(root, '../shared/datasets/annomi-dev.csv');

/** RFC 4180 parsing: quoted fields may hold commas, doubled quotes and newlines. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endField();
      rows.push(row);
      row = [];
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

interface Gold {
  main: string;
  question: string;
  reflection: string;
}
interface Transcript {
  id: string;
  quality: string;
  scoring: ScoringTranscript;
  /** Gold codes of the therapist turns, in order. */
  gold: Gold[];
}

function seconds(stamp: string): number | null {
  const parts = stamp.split(':').map(Number);
  if (parts.length !== 3 || parts.some((p) => !Number.isFinite(p))) return null;
  return parts[0]! * 3600 + parts[1]! * 60 + parts[2]!;
}

function load(path: string): Transcript[] {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (!header) throw new Error(`${path} is empty`);
  const col = (name: string) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`${path} has no column ${name}`);
    return (r: string[]) => (r[i] ?? '').trim();
  };
  const [id, quality, order, who, text, main, qSub, rSub, stamp] = [
    'transcript_id',
    'mi_quality',
    'utterance_id',
    'interlocutor',
    'utterance_text',
    'main_therapist_behaviour',
    'question_subtype',
    'reflection_subtype',
    'timestamp',
  ].map(col) as Array<(r: string[]) => string>;
  const groups = new Map<string, string[][]>();
  for (const r of rows) groups.set(id!(r), [...(groups.get(id!(r)) ?? []), r]);
  return [...groups.entries()].map(([tid, rs]) => {
    rs.sort((a, b) => Number(order!(a)) - Number(order!(b)));
    const gold = rs
      .filter((r) => who!(r) === 'therapist')
      .map((r) => ({ main: main!(r), question: qSub!(r), reflection: rSub!(r) }));
    const utterances = rs.map((r, seq) => {
      const start = seconds(stamp!(r));
      return {
        seq,
        speaker: who!(r) === 'therapist' ? ('student' as const) : ('patient' as const),
        text: text!(r),
        ...(start === null ? {} : { start_ms: start * 1000 }),
      };
    });
    return { id: tid, quality: quality!(rs[0]!), scoring: { utterances }, gold };
  });
}

function classification(pairs: Array<[string, string]>, labels: readonly string[]) {
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
  return {
    n: pairs.length,
    accuracy: round(correct / pairs.length),
    macro_f1: round(macro),
    per_class,
    confusion,
  };
}

/** Probability that a random high-quality transcript outscores a random low-quality one (ties count half). */
function auc(high: number[], low: number[]): number | null {
  if (high.length === 0 || low.length === 0) return null;
  let wins = 0;
  for (const h of high) for (const l of low) wins += h > l ? 1 : h === l ? 0.5 : 0;
  return round(wins / (high.length * low.length));
}

function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}

function evaluate(transcripts: Transcript[], withDetail: boolean) {
  const main: Array<[string, string]> = [];
  const open: Array<[string, string]> = [];
  const complex: Array<[string, string]> = [];
  const high: number[] = [];
  const low: number[] = [];
  for (const t of transcripts) {
    const codes = codeTranscript(t.scoring);
    codes.forEach((c, i) => {
      const g = t.gold[i]!;
      main.push([g.main, c.annomi.main]);
      if (g.main === 'question' && g.question !== 'n/a')
        open.push([g.question, c.annomi.question_subtype ?? 'closed']);
      if (g.main === 'reflection' && g.reflection !== 'n/a')
        complex.push([g.reflection, c.annomi.reflection_subtype ?? 'simple']);
    });
    (t.quality === 'high' ? high : low).push(buildInsights(t.scoring).overall_score);
  }
  const m = classification(main, ANNOMI_MAIN);
  const q = classification(open, ['open', 'closed']);
  const r = classification(complex, ['simple', 'complex']);
  const summary = {
    transcripts: transcripts.length,
    main_behaviour: withDetail ? m : { n: m.n, accuracy: m.accuracy, macro_f1: m.macro_f1 },
    question_open_closed: withDetail ? q : { n: q.n, accuracy: q.accuracy, macro_f1: q.macro_f1 },
    reflection_simple_complex: withDetail ? r : { n: r.n, accuracy: r.accuracy, macro_f1: r.macro_f1 },
    quality_auc: { auc: auc(high, low), high: high.length, low: low.length },
  };
  return summary;
}

/** A synthetic session of about an hour: whole transcripts back to back, renumbered and re-timed. */
function longSession(transcripts: Transcript[], minUtterances: number): ScoringTranscript {
  const utterances: ScoringTranscript['utterances'] = [];
  const available = transcripts.filter((t) => t.scoring.utterances.length > 0);
  // Cycle through the transcripts (a small CSV is repeated) until the session is long enough.
  for (let i = 0; available.length > 0 && utterances.length < minUtterances; i++) {
    const t = available[i % available.length]!;
    for (const u of t.scoring.utterances) utterances.push({ ...u, seq: utterances.length, start_ms: null });
  }
  return { utterances };
}

function timing(transcripts: Transcript[]) {
  const session = longSession(transcripts, 720);
  const words = session.utterances.reduce((s, u) => s + u.text.split(/\s+/).length, 0);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 22; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    buildInsights(session);
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const median = (xs: number[]) => round([...xs].sort((a, b) => a - b)[xs.length >> 1]!);
  return {
    utterances: session.utterances.length,
    words,
    // At about 130 spoken words a minute this is the session's length; at least 60 minutes of talk.
    approx_minutes_at_130_wpm: Math.round(words / 130),
    median_ms: median(wall.slice(2)),
    median_cpu_ms: median(cpu.slice(2)),
    min_ms: round(Math.min(...wall.slice(2))),
    max_ms: round(Math.max(...wall.slice(2))),
    first_run_ms: round(wall[0]!),
    note: 'median of 20 warm runs after 2 warm-up runs; wall-clock time depends on machine load, CPU time less so',
  };
}

const transcripts = load(csvPath);
const byId = [...transcripts].sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
const result = {
  dataset: csvPath,
  ...evaluate(transcripts, true),
  split_half: {
    note: 'transcripts alternately assigned by sorted id',
    even: evaluate(
      byId.filter((_, i) => i % 2 === 0),
      false,
    ),
    odd: evaluate(
      byId.filter((_, i) => i % 2 === 1),
      false,
    ),
  },
  timing_60_minute_transcript: timing(byId),
  targets: { main_behaviour_macro_f1: 0.7, quality_auc: 0.9, sixty_minute_ms: 50 },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
