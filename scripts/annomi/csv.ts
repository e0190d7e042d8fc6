/**
 * Reads an AnnoMI CSV into transcripts: the project's dev split, another file of the same columns, or
 * the public AnnoMI-simple.csv / AnnoMI-full.csv. Where several annotators coded an utterance (one row
 * each, as in AnnoMI-full.csv) the majority label is kept; a file without the sub-code columns has no
 * sub-code gold labels.
 */
import { readFileSync } from 'node:fs';
import { type ScoringTranscript } from '@practicum/scoring';

/** RFC 4180 parsing: quoted fields may hold commas, doubled quotes and newlines. */
export function parseCsv(text: string): string[][] {
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

export interface Gold {
  main: string;
  /** "open" / "closed", or "n/a". */
  question: string;
  /** "simple" / "complex", or "n/a". */
  reflection: string;
}

export interface Transcript {
  id: string;
  /** "high" or "low" MI quality. */
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

/** The most frequent value; ties go to the one seen first. */
function majority(values: string[]): string {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = values[0] ?? '';
  for (const [v, n] of counts) if (n > counts.get(best)!) best = v;
  return best;
}

/** Numeric ids in numeric order, anything else after them in string order. */
export function byId<T extends { id: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
}

function table(path: string) {
  const [header, ...rows] = parseCsv(readFileSync(path, 'utf8'));
  if (!header) throw new Error(`${path} is empty`);
  const col = (name: string, optional = false) => {
    const i = header.indexOf(name);
    if (i < 0 && !optional) throw new Error(`${path} has no column ${name}`);
    return (r: string[]) => (i < 0 ? 'n/a' : (r[i] ?? '').trim());
  };
  return { rows, col };
}

/** The transcript ids in a file (for leaving the dev split out of a full AnnoMI file). */
export function transcriptIds(path: string): Set<string> {
  const { rows, col } = table(path);
  const id = col('transcript_id');
  return new Set(rows.map(id));
}

export function load(path: string): Transcript[] {
  const { rows, col } = table(path);
  const id = col('transcript_id');
  const quality = col('mi_quality');
  const order = col('utterance_id');
  const who = col('interlocutor');
  const text = col('utterance_text');
  const main = col('main_therapist_behaviour');
  const qSub = col('question_subtype', true);
  const rSub = col('reflection_subtype', true);
  const stamp = col('timestamp');
  // transcript id -> utterance id -> rows (one per annotator)
  const groups = new Map<string, Map<string, string[][]>>();
  for (const r of rows) {
    const utterances = groups.get(id(r)) ?? new Map<string, string[][]>();
    groups.set(id(r), utterances);
    utterances.set(order(r), [...(utterances.get(order(r)) ?? []), r]);
  }
  return [...groups.entries()].map(([tid, byUtterance]) => {
    const turns = [...byUtterance.values()]
      .sort((a, b) => Number(order(a[0]!)) - Number(order(b[0]!)))
      .map((rs) => {
        const r = rs[0]!;
        const label = (f: (r: string[]) => string) => majority(rs.map(f));
        return {
          therapist: who(r) === 'therapist',
          text: text(r),
          start: seconds(stamp(r)),
          gold: { main: label(main), question: label(qSub), reflection: label(rSub) },
        };
      });
    const utterances = turns.map((t, seq) => ({
      seq,
      speaker: t.therapist ? ('student' as const) : ('patient' as const),
      text: t.text,
      ...(t.start === null ? {} : { start_ms: t.start * 1000 }),
    }));
    const first = [...byUtterance.values()][0]![0]!;
    return {
      id: tid,
      quality: quality(first),
      scoring: { utterances },
      gold: turns.filter((t) => t.therapist).map((t) => t.gold),
    };
  });
}
