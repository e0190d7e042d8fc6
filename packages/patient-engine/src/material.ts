import type { Persona, Topic } from '@practicum/personas';
import { disclosesRisk, meetsAnyCue, RISK_WORDS } from '@practicum/coder';
import { normalizeWords, wordsOf } from '@practicum/coder';
import { wordContentStems as contentStems } from '@practicum/coder';
import { factElaborations } from './style/elaborations';
import { properNames } from './style/person';
import { goalInfinitive, toPhrase, type Phrase } from './style/phrase';
import { speakNote } from './style/speak';
import { matchTopics } from './topics';
import { gatedFacts } from './station';

/**
 * Things a patient can say that are not facts: symptoms, coping habits, automatic thoughts, beliefs
 * and goals from the case formulation, events from its history, and what it can add about a fact
 * it has told (`elaboration`, available once that fact is out). They give vague answers substance
 * and variety without revealing any fact early. Anything touching suicide or self-harm is left
 * out: that is only ever said when asked directly. A symptom or coping note that cannot be said as
 * natural first-person speech is left out too, rather than read aloud as a label.
 */
export type MaterialKind =
  'symptom' | 'coping' | 'thought' | 'belief' | 'core_belief' | 'goal' | 'history' | 'elaboration';

export interface Material {
  kind: MaterialKind;
  /** The persona's note as written. */
  source: string;
  phrase: Phrase;
  topics: readonly Topic[];
  /** Trust needed before it is said (beliefs lie deeper than symptoms). */
  minTrust: number;
  /** For an elaboration: the fact it adds to, which must have been told first. */
  factId?: string;
}

const CACHE = new WeakMap<Persona, Material[]>();

const RISKY =
  /\b(not (to )?(wake|waking) up|wish(es)? to die|passive wish\w*|take (her|him|me)\b|way out|better off without|no point (in )?(living|going on|being here)|pistol|gun|guns|firearm|weapon|shotgun|rifle|crash\w* (my|his|her|their|the) car|die|dying|dead|death|kill\w*|suicid\w*|end it|end my life|not be here|not wake up|disappear\w*|cut|cuts|cutting|harm\w*|hurt\w* (my|him|her|them)sel\w*|self.?harm\w*|self.?injur\w*|overdos\w*|stockpil\w*|hoard\w*|saving up|keeping back|tablets in|pills in|a tin|rope|bridge|ligature|burn|burns|burning|scratch\w*|blade\w*|razor\w*|scars?|scarring|wounds?)\b/;

function safe(text: string): boolean {
  const n = normalizeWords(text);
  return !RISKY.test(n) && !RISK_WORDS.test(n) && !disclosesRisk(n);
}

const FACT_STEMS = new WeakMap<Persona, { risky: boolean; gated: boolean; stems: Set<string> }[]>();

function factStems(persona: Persona) {
  let all = FACT_STEMS.get(persona);
  if (!all) {
    const gated = gatedFacts(persona);
    all = persona.facts.map((f) => ({
      risky: f.topic === 'suicide' || f.topic === 'self_harm',
      gated: gated.has(f.id),
      stems: new Set(contentStems(wordsOf(normalizeWords(`${f.text} ${(f.keywords ?? []).join(' ')}`)))),
    }));
    FACT_STEMS.set(persona, all);
  }
  return all;
}

/** A note that says much the same as a fact would leak it early, or repeat it later. */
function echoesFact(persona: Persona, source: string): boolean {
  const stems = new Set(contentStems(wordsOf(normalizeWords(source))));
  if (stems.size === 0) return false;
  return factStems(persona).some(({ risky, gated, stems: fact }) => {
    let shared = 0;
    for (const s of stems) if (fact.has(s)) shared++;
    // A medical case's red flags and hidden agenda wait to be asked: a note that shares a word
    // with one ("the pains on the hill") would give it away.
    if (gated) return shared >= 1;
    // Anything near suicide or self-harm material stays unsaid until asked.
    return risky ? shared >= 2 || shared / stems.size >= 0.34 : shared / stems.size >= 0.4;
  });
}

export function personaMaterial(persona: Persona): Material[] {
  const cached = CACHE.get(persona);
  if (cached) return cached;
  const out: Material[] = [];
  const names = properNames(persona);
  const pronouns = persona.demographics.pronouns;
  // The news of a bad-news station is the doctor's to break: a note that says it ("the scan shows ...
  // no heartbeat") is never the patient's to say first.
  const news = persona.case?.news?.delivered_by ?? [];
  const add = (kind: MaterialKind, items: readonly string[], minTrust: number) => {
    for (const source of items) {
      if (!safe(source)) continue;
      if (kind === 'symptom' && news.length > 0 && meetsAnyCue(source, news)) continue;
      if (echoesFact(persona, source)) continue;
      const spoken =
        kind === 'symptom' || kind === 'coping' || kind === 'history'
          ? speakNote(source, kind === 'coping', names, pronouns)
          : toPhrase(source, false, names, pronouns);
      if (spoken === null) continue;
      // History is only worth saying as something that happened to the patient.
      if (kind === 'history' && spoken.form !== 'past' && spoken.form !== 'clause') continue;
      const topics = matchTopics(normalizeWords(source), persona, false).topics.filter(
        (t) => t !== 'suicide' && t !== 'self_harm',
      );
      out.push({ kind, source, phrase: spoken, topics, minTrust });
    }
  };
  // Pertinent negatives ("No vomiting") are for the clinician's notes, not the patient's mouth.
  add(
    'symptom',
    persona.symptoms.filter((s) => !/^(no|not|denies|never|nil|without)\b/i.test(s.trim())),
    0,
  );
  add('coping', persona.coping_behaviours, 0.2);
  // A medical case's thoughts, beliefs and goals are its ideas, concerns and expectations, which a
  // patient seeing a doctor keeps until invited (the case's agenda facts say them then).
  const consultation = persona.case !== undefined;
  add(
    'goal',
    persona.goals.filter(
      (g) =>
        !consultation &&
        goalInfinitive(g) !== null &&
        !/;|\b(privately|secretly|says|claims|denies|would not admit)\b/i.test(g),
    ),
    0.25,
  );
  // With risk in the picture, thoughts and beliefs can hint at it ("just once, to get through
  // tonight"): they wait until the patient would answer a risk question honestly.
  const gate = persona.risk.level === 'none' ? 0 : persona.risk.min_trust;
  if (!consultation) {
    add('thought', persona.automatic_thoughts, Math.max(0.35, gate));
    add('belief', persona.intermediate_beliefs, Math.max(0.6, gate));
    add('core_belief', persona.core_beliefs, Math.max(0.75, gate));
  }
  add(
    'history',
    persona.history.flatMap((h) => h.split(/;\s*/)),
    // History can touch on the risk (an injury "from a cooking accident"): with risk, it waits too.
    Math.max(0.3, gate),
  );
  for (const e of factElaborations(persona, (f) => f.topic === 'suicide' || f.topic === 'self_harm')) {
    if (!safe(e.text)) continue;
    const fact = persona.facts.find((f) => f.id === e.factId);
    out.push({
      kind: 'elaboration',
      source: e.text,
      phrase: { form: 'sentence', text: e.text.replace(/[.!?]+$/, '') },
      topics: fact ? [fact.topic] : [],
      minTrust: 0,
      factId: e.factId,
    });
  }
  CACHE.set(persona, out);
  return out;
}

/**
 * Material the patient could use now about `topic` (or about anything when topic is null), that
 * has not been said yet (judged by `said`). Elaborations come only with `disclosed`, and only for
 * facts in it.
 */
export function availableMaterial(
  persona: Persona,
  topic: Topic | null,
  trust: number,
  said: (m: Material) => boolean,
  disclosed?: readonly string[],
): Material[] {
  return personaMaterial(persona).filter(
    (m) =>
      trust >= m.minTrust &&
      (m.factId === undefined || (disclosed?.includes(m.factId) ?? false)) &&
      (topic === null || m.topics.includes(topic)) &&
      !said(m),
  );
}

/** Whether the persona's notes mention the topic at all (so a denial would be out of character). */
const MENTIONED = new WeakMap<Persona, Partial<Record<Topic, number>>>();

export function mentions(persona: Persona, topic: Topic): boolean {
  if (persona.facts.some((f) => f.topic === topic)) return true;
  let scores = MENTIONED.get(persona);
  if (!scores) {
    const text = normalizeWords(
      [persona.background, persona.presenting_problem, ...persona.history].join('. '),
    );
    scores = matchTopics(text, persona).scores;
    MENTIONED.set(persona, scores);
  }
  return (scores[topic] ?? 0) >= 1;
}
