import { TOPICS, type Persona, type Topic } from '@practicum/personas';
import { normalizeWords, wordsOf } from '@practicum/coder';
import { TOPIC_LEXICON } from './lexicon/topics';
import { isStation } from './station';
import { STOPWORDS, wordStem as stem } from '@practicum/coder';

/**
 * Which persona topics and facts a student utterance points at: the topic lexicon, plus each
 * fact's own keywords (worth more, since they were written for that fact).
 */
export interface TopicMatch {
  /** Topics with a score of at least 1, best first. */
  topics: Topic[];
  scores: Partial<Record<Topic, number>>;
  /** Keyword hits per fact id. */
  factHits: Record<string, number>;
}

/** Topics that any question touches; a more specific topic wins a tie. */
const GENERIC: readonly Topic[] = ['presenting_problem', 'mood', 'feelings_about_therapy', 'daily_life'];

interface Cue {
  /** For phrases: a word the text must contain before the regex is worth running. */
  first: string;
  phrase: RegExp | null;
  stem: string | null;
  weight: number;
}

function compile(entry: string, weight = 1): Cue {
  const weak = entry.endsWith('~');
  const text = normalizeWords(weak ? entry.slice(0, -1) : entry);
  const w = weak ? weight / 2 : weight;
  if (text.includes(' ')) {
    const first = text.split(' ').sort((a, b) => b.length - a.length)[0] ?? '';
    return { first, phrase: new RegExp(`\\b${text.replace(/ /g, '\\s+')}\\b`), stem: null, weight: w * 2 };
  }
  return { first: '', phrase: null, stem: stem(text), weight: w };
}

function dedupe(cues: Cue[]): Cue[] {
  const seen = new Map<string, Cue>();
  for (const c of cues) {
    const key = c.phrase ? c.phrase.source : (c.stem as string);
    const prev = seen.get(key);
    if (!prev || prev.weight < c.weight) seen.set(key, c);
  }
  return [...seen.values()];
}

const LEXICON: readonly (readonly [Topic, readonly Cue[]])[] = TOPICS.map(
  (t) => [t, dedupe(TOPIC_LEXICON[t].map((e) => compile(e)))] as const,
);

const FACT_CUES = new WeakMap<Persona, Map<string, Cue[]>>();

const MEDICAL_TOPICS: ReadonlySet<Topic> = new Set<Topic>([
  'symptom_detail',
  'associated_symptoms',
  'allergies',
  'family_history',
  'sexual_history',
  'pregnancy',
  'diagnosis',
  'procedure',
]);

/** Words any question may contain say nothing about which fact it is after. */
const BLAND = new Set([
  'used to',
  'why',
  'here',
  'doing',
  'end',
  'who',
  'what',
  'tell',
  'told',
  'talk',
  'ask',
  'help',
  'life',
  'time',
  'day',
  'people',
  'person',
  'good',
  'bad',
  'lot',
  'try',
  'tried',
  'need',
  'use',
  'used',
  'yourself',
  'self',
  'happen',
  'happened',
]);

/**
 * A keyword worth matching: a word that says something, or a phrase with one in it. A phrase of
 * question words alone ("how many") would send "how many pillows?" to the fact about cigarettes.
 */
function usefulKeyword(keyword: string): boolean {
  const k = normalizeWords(keyword);
  return k.length > 1 && k.split(' ').some((w) => !STOPWORDS.has(w) && !BLAND.has(w));
}

function factCues(persona: Persona): Map<string, Cue[]> {
  let cues = FACT_CUES.get(persona);
  if (!cues) {
    cues = new Map();
    for (const f of persona.facts) {
      // One stem counts once: "drink" and "drinking" are one word said, not two.
      cues.set(f.id, dedupe((f.keywords ?? []).filter(usefulKeyword).map((k) => compile(k))));
    }
    FACT_CUES.set(persona, cues);
  }
  return cues;
}

function score(cues: readonly Cue[], text: string, stems: ReadonlySet<string>): number {
  let total = 0;
  for (const c of cues) {
    if (c.phrase ? text.includes(c.first) && c.phrase.test(text) : stems.has(c.stem as string))
      total += c.weight;
  }
  return total;
}

/** Scores a normalised text; `withFacts` false leaves out the persona's fact keywords. */
export function matchTopics(text: string, persona: Persona, withFacts = true): TopicMatch {
  const stems = new Set(wordsOf(text).map(stem));
  const scores: Partial<Record<Topic, number>> = {};
  const station = isStation(persona);
  for (const [topic, cues] of LEXICON) {
    // The medical history topics are heard only in a medical station: a therapy conversation's
    // words ("constant", "results") stay on the topics they always meant.
    if (!station && MEDICAL_TOPICS.has(topic)) continue;
    const s = score(cues, text, stems);
    if (s > 0) scores[topic] = s;
  }
  const factHits: Record<string, number> = {};
  const cues = factCues(persona);
  for (const f of withFacts ? persona.facts : []) {
    const hits = score(cues.get(f.id) ?? [], text, stems);
    if (hits > 0) {
      factHits[f.id] = hits;
      scores[f.topic] = (scores[f.topic] ?? 0) + hits;
    }
  }
  return ranked(scores, factHits, 1);
}

function ranked(
  scores: Partial<Record<Topic, number>>,
  factHits: Record<string, number>,
  min: number,
): TopicMatch {
  const topics = (Object.entries(scores) as [Topic, number][])
    .filter(([, s]) => s >= min)
    .sort((a, b) => b[1] - a[1] || Number(GENERIC.includes(a[0])) - Number(GENERIC.includes(b[0])))
    .map(([t]) => t);
  return { topics, scores, factHits };
}

/**
 * Topics of a student utterance: what its questions ask about when it asks anything; a statement
 * (a reflection, say) changes the subject only with strong cues.
 */
export function matchUtterance(
  sentences: readonly { text: string; asks: boolean }[],
  persona: Persona,
): TopicMatch {
  const asked = sentences.filter((s) => s.asks).map((s) => s.text);
  if (asked.length > 0) return matchTopics(asked.join('. '), persona);
  const m = matchTopics(sentences.map((s) => s.text).join('. '), persona);
  return ranked(m.scores, m.factHits, 3);
}
