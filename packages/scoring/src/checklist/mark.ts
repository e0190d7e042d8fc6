import {
  CALGARY_STAGES,
  CALGARY_STAGE_LABELS,
  DOMAIN_LABELS,
  DOMAIN_STAGE,
  resolveAvoidItems,
  resolveChecklist,
  PATIENT_NAME_CUE,
  type AvoidItem,
  type ChecklistDomain,
  type ChecklistItem,
  type MedicalCase,
  type StationKind,
} from '@practicum/personas';
import { cueLine, meetsAnyCue, type CueLine, type UtteranceCoding } from '@practicum/coder';
import type { Analysis } from '../analysis';
import type {
  ChecklistEvidence,
  ChecklistResult,
  ItemStatus,
  MarkedAvoidItem,
  MarkedItem,
  SpikesStep,
  StageRating,
} from '../schemas/insights.schema';
import { clamp100 } from '../grades';

/**
 * An OSCE station's marks: each checklist item of the case met, partly met or not met from the
 * student's own lines (quoted as evidence), a rating for each Calgary–Cambridge stage, a global
 * rating, and for bad news the SPIKES steps. The item wordings are the case's (`case.ts`), read by
 * the coder's cue matcher, the same reading the patient engine answers by.
 */
export const STATION_LABELS: Record<StationKind, string> = {
  history: 'History taking',
  bad_news: 'Breaking bad news',
  explanation: 'Explaining a diagnosis',
  consent: 'Consent',
  angry_patient: 'A patient who is angry',
  brief_intervention: 'Brief intervention',
  psychiatric_history: 'Psychiatric history',
};

const RATING_LABELS = ['Not shown', 'Borderline', 'Pass', 'Good', 'Excellent'] as const;
/** The lowest stage score for ratings 2 to 5. */
const RATING_FLOORS = [30, 50, 70, 85] as const;

export function ratingFor(score: number): { rating: number; label: string } {
  let rating = 1;
  for (const floor of RATING_FLOORS) if (score >= floor) rating++;
  return { rating, label: RATING_LABELS[rating - 1]! };
}

const SPIKES_STEPS: readonly ChecklistDomain[] = [
  'spikes_setting',
  'spikes_perception',
  'spikes_invitation',
  'spikes_knowledge',
  'spikes_emotions',
  'spikes_strategy',
];

/** A stretch of one student line: the whole line, or the part before or after the news in it. */
interface Span {
  seq: number;
  quote: string;
  line: CueLine;
  /** Where it lies against the news: before, the news itself (and after it), or after. */
  when: 'before' | 'news' | 'after';
  /** Every sentence of it is a question. */
  asks: boolean;
}

/** Domains met by telling the patient something: a question ("any heart problems?") explains nothing. */
const TELLING: readonly ChecklistDomain[] = ['explanation', 'safety_netting', 'spikes_knowledge'];

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((x) => x.trim().length > 0);
/** Sentences for items to avoid, where "Ms. Morgan" must stay one: no split after a title. */
const avoidSentences = (text: string) =>
  text.split(/(?<!\b(?:mr|mrs|ms|mx|dr|st)\.)(?<=[.!?])\s+/i).filter((x) => x.trim().length > 0);

const onlyQuestions = (text: string) => {
  const sentences = sentencesOf(text);
  return sentences.length > 0 && sentences.every((x) => x.trim().endsWith('?'));
};

const span = (seq: number, quote: string, when: Span['when']): Span => ({
  seq,
  quote,
  line: cueLine(quote),
  when,
  asks: onlyQuestions(quote),
});

/** The student's lines as spans, the line that breaks the news split at the sentence that does. */
function spansOf(a: Analysis, news: readonly string[]): Span[] {
  const spans: Span[] = [];
  let broken = false;
  for (const u of a.student) {
    if (broken || news.length === 0) {
      spans.push(span(u.seq, u.text, broken ? 'after' : 'before'));
      continue;
    }
    const sentences = u.text.split(/(?<=[.!?])\s+/).filter((x) => x.trim().length > 0);
    const at = sentences.findIndex((x) => meetsAnyCue(cueLine(x), news));
    if (at < 0) {
      spans.push(span(u.seq, u.text, 'before'));
      continue;
    }
    broken = true;
    const before = sentences.slice(0, at).join(' ');
    const rest = sentences.slice(at).join(' ');
    if (before) spans.push(span(u.seq, before, 'before'));
    spans.push(span(u.seq, rest, 'news'));
  }
  return spans;
}

function inTime(item: ChecklistItem, s: Span): boolean {
  if (s.asks && TELLING.includes(item.domain)) return false;
  if (item.timing === 'before_news') return s.when === 'before';
  if (item.timing === 'after_news') return s.when !== 'before';
  return true;
}

export function markItem(item: ChecklistItem, spans: readonly Span[]): MarkedItem {
  let met = 0;
  let partly = 0;
  const evidence: ChecklistEvidence[] = [];
  const cite = (s: Span) => {
    if (!evidence.some((e) => e.seq === s.seq) && evidence.length < 3)
      evidence.push({ seq: s.seq, quote: s.quote });
  };
  const partial: Span[] = [];
  for (const part of item.parts) {
    // Every line that meets the part is evidence (up to three in all): a student who checked
    // understanding twice sees both.
    const full = spans.filter((s) => inTime(item, s) && meetsAnyCue(s.line, part.cues));
    if (full.length > 0) {
      met++;
      full.forEach(cite);
      continue;
    }
    const some =
      part.partly.length > 0
        ? spans.find((s) => inTime(item, s) && meetsAnyCue(s.line, part.partly))
        : undefined;
    if (some) {
      partly++;
      partial.push(some);
    }
  }
  const status: ItemStatus = met >= item.need ? 'met' : met + partly > 0 ? 'partly' : 'not_met';
  if (status !== 'met') for (const s of partial) cite(s);
  evidence.sort((x, y) => x.seq - y.seq);
  return {
    id: item.id,
    domain: item.domain,
    domain_label: DOMAIN_LABELS[item.domain],
    label: item.label,
    status,
    evidence: status === 'not_met' ? [] : evidence,
  };
}

/**
 * Whether an item to avoid occurred, and where (see `AvoidItem`): sentence by sentence, so a word
 * about someone else in the next sentence cannot make a line misgender the patient; a question
 * counts as much as a statement (an intrusive question is one); the news timing applies as to items.
 */
export function markAvoidItem(item: AvoidItem, spans: readonly Span[]): MarkedAvoidItem {
  const hits = new Set<Span>();
  const seqs = [...new Set(spans.map((s) => s.seq))];
  for (const part of item.parts) {
    const firstPlain = part.plain.length > 0 ? spans.find((s) => meetsAnyCue(s.line, part.plain)) : undefined;
    for (const s of spans) {
      if (item.timing === 'before_news' && s.when !== 'before') continue;
      if (item.timing === 'after_news' && s.when === 'before') continue;
      if (firstPlain) {
        // Made plain already, in this line, or in the student's next line.
        const next = seqs[seqs.indexOf(s.seq) + 1] ?? s.seq;
        if (firstPlain.seq <= next) continue;
      }
      const occurs = avoidSentences(s.quote).some((x) => {
        const line = cueLine(x);
        return meetsAnyCue(line, part.cues) && !(part.unless.length > 0 && meetsAnyCue(line, part.unless));
      });
      if (occurs) hits.add(s);
    }
  }
  const evidence: ChecklistEvidence[] = [];
  for (const s of [...hits].sort((x, y) => x.seq - y.seq))
    if (!evidence.some((e) => e.seq === s.seq) && evidence.length < 3)
      evidence.push({ seq: s.seq, quote: s.quote });
  return {
    id: item.id,
    domain: item.domain,
    domain_label: DOMAIN_LABELS[item.domain],
    label: item.label,
    occurred: evidence.length > 0,
    evidence,
  };
}

const worth = (i: MarkedItem) => (i.status === 'met' ? 1 : i.status === 'partly' ? 0.5 : 0);
const share = (items: readonly MarkedItem[]) =>
  items.length === 0 ? null : (100 * items.reduce((sum, i) => sum + worth(i), 0)) / items.length;

/** Lines in which the coder heard warmth or understanding of the patient's feelings. */
function empathicLines(codes: readonly UtteranceCoding[]): number {
  return codes.filter(
    (c) =>
      c.empathy.emotional_reactions !== 'none' ||
      c.empathy.interpretations !== 'none' ||
      c.codes.includes('complex_reflection') ||
      c.codes.includes('affirm'),
  ).length;
}

/**
 * Each Calgary–Cambridge stage rated from its items; building the relationship also from the
 * coder's reading of empathy across the whole conversation (a station may list no empathy item, and
 * warmth shows in more ways than a checklist names), less for each hurtful line.
 */
function stageRatings(items: readonly MarkedItem[], a: Analysis): StageRating[] {
  const student = new Set(a.student.map((u) => u.seq));
  const codes = a.codes.filter((c) => student.has(c.seq));
  return CALGARY_STAGES.map((stage) => {
    const own = items.filter((i) => DOMAIN_STAGE[i.domain] === stage);
    let score = share(own);
    if (stage === 'relationship') {
      const warmth = Math.min(100, 25 * empathicLines(codes));
      score = Math.max(score ?? 0, warmth) - 25 * a.harms.length;
      score = Math.max(0, score);
    }
    if (score === null)
      return { stage, label: CALGARY_STAGE_LABELS[stage], score: null, rating: null, rating_label: null };
    const s = clamp100(score);
    const r = ratingFor(s);
    return { stage, label: CALGARY_STAGE_LABELS[stage], score: s, rating: r.rating, rating_label: r.label };
  });
}

function spikesSteps(items: readonly MarkedItem[]): SpikesStep[] {
  return SPIKES_STEPS.flatMap((step) => {
    const own = items.filter((i) => i.domain === step);
    if (own.length === 0) return [];
    const status: ItemStatus = own.every((i) => i.status === 'met')
      ? 'met'
      : own.some((i) => i.status !== 'not_met')
        ? 'partly'
        : 'not_met';
    return [{ step, label: DOMAIN_LABELS[step], status }];
  });
}

/** Marks a station from an analysed conversation. */
export function markChecklist(
  a: Analysis,
  station: MedicalCase,
  patient: { patientName?: string } = {},
): ChecklistResult {
  const items = withPatientName(resolveChecklist(station), patient.patientName);
  const spans = spansOf(a, station.news?.delivered_by ?? []);
  const marked = items.map((i) => markItem(i, spans));
  const avoid = resolveAvoidItems(station).map((i) => markAvoidItem(i, spans));
  // An item to avoid that occurred costs one item's worth; one that did not costs nothing, as a met
  // item does, and earns nothing: a station's share is of the things to do, as before avoid items.
  const occurred = avoid.filter((i) => i.occurred).length;
  const score = marked.length === 0 ? 0 : (share(marked) ?? 0) - (100 * occurred) / marked.length;
  const stages = stageRatings(marked, a);
  const rated = stages.filter((s) => s.score !== null);
  const global = ratingFor(rated.reduce((sum, s) => sum + (s.score ?? 0), 0) / Math.max(1, rated.length));
  const count = (st: ItemStatus) => marked.filter((i) => i.status === st).length;
  const spikes = station.station === 'bad_news' ? spikesSteps(marked) : undefined;
  return {
    station: station.station,
    station_label: STATION_LABELS[station.station],
    score: clamp100(score),
    met: count('met'),
    partly: count('partly'),
    not_met: count('not_met'),
    total: marked.length,
    items: marked,
    stages,
    global_rating: global,
    ...(spikes ? { spikes } : {}),
    ...(avoid.length > 0 ? { avoid } : {}),
  };
}

/**
 * The case's `@patient` wordings said with this patient's name: its first name, surname, and the
 * surname after a title ("Is it Eileen?", "Hello, Mrs Fraser"). Without a name they are left out.
 */
function withPatientName(items: ChecklistItem[], name: string | undefined): ChecklistItem[] {
  const words = (name ?? '')
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}'-]/gu, ''))
    .filter((w) => w.length > 1);
  const names =
    words.length > 0
      ? [...new Set([...words, ...TITLES.map((t) => `${t} ${words.at(-1)}`)])].join('|')
      : null;
  const said = (cues: readonly string[]) =>
    cues.flatMap((c) =>
      !c.includes(PATIENT_NAME_CUE) ? [c] : names ? [c.split(PATIENT_NAME_CUE).join(names)] : [],
    );
  return items.map((i) => ({
    ...i,
    parts: i.parts.map((p) => ({ ...p, cues: said(p.cues), partly: said(p.partly) })),
  }));
}
const TITLES = ['mr', 'mrs', 'ms', 'miss'];

/** A station's mark as one figure: the checklist, and the global rating as OSCEs weigh it. */
export function stationScore(c: ChecklistResult): number {
  return clamp100(0.7 * c.score + 0.3 * ((c.global_rating.rating - 1) * 25));
}

/** One sentence on the station's marks, to open the session summary. */
export function stationSummary(c: ChecklistResult): string {
  const partly = c.partly > 0 ? `, ${c.partly} partly` : '';
  const missed = c.items.filter((i) => i.status === 'not_met' && i.domain === 'red_flags').length;
  const flags = missed > 0 ? ` ${missed} red flag${missed === 1 ? ' was' : 's were'} not asked about.` : '';
  const occurred = (c.avoid ?? []).filter((i) => i.occurred);
  const avoid =
    occurred.length > 0
      ? ` To avoid, and it happened: ${occurred.map((i) => i.label.replace(/\.$/, '')).join('; ')}.`
      : '';
  return `${c.station_label} station: ${c.met} of ${c.total} checklist items met${partly}; global communication rating ${c.global_rating.label.toLowerCase()}.${flags}${avoid}`;
}
