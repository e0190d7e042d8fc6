import type { Persona, Topic } from '@practicum/personas';
import { RISK_TERMS } from '@practicum/coder';
import { normalizeWords, wordsOf } from '@practicum/coder';
import { wordContentStems as contentStems } from '@practicum/coder';
import { properNames } from './style/person';
import { goalInfinitive, toPhrase, type Phrase } from './style/phrase';
import { matchTopics } from './topics';

/**
 * Things a patient can say that are not facts: symptoms, coping habits, automatic thoughts, beliefs
 * and goals from the case formulation. They give vague answers substance and variety without
 * revealing any fact early. Anything touching suicide or self-harm is left out: that is only ever
 * said when asked directly.
 */
export type MaterialKind = 'symptom' | 'coping' | 'thought' | 'belief' | 'core_belief' | 'goal';

export interface Material {
  kind: MaterialKind;
  /** The persona's note as written. */
  source: string;
  phrase: Phrase;
  topics: readonly Topic[];
  /** Trust needed before it is said (beliefs lie deeper than symptoms). */
  minTrust: number;
}

const CACHE = new WeakMap<Persona, Material[]>();

const RISKY =
  /\b(die|dying|dead|death|kill\w*|suicid\w*|end it|end my life|not be here|not wake up|disappear\w*|cut|cuts|cutting|harm\w*|hurt\w* (my|him|her|them)sel\w*|self.?harm\w*|self.?injur\w*|overdos\w*|stockpil\w*|hoard\w*|saving up|keeping back|tablets in|pills in|a tin|rope|bridge|ligature|burn|burns|burning|scratch\w*|blade\w*|razor\w*|scars?|scarring|wounds?)\b/;

function safe(text: string): boolean {
  const n = normalizeWords(text);
  return !RISKY.test(n) && !RISK_TERMS.some((re) => re.test(n));
}

const FACT_STEMS = new WeakMap<Persona, { risky: boolean; stems: Set<string> }[]>();

function factStems(persona: Persona) {
  let all = FACT_STEMS.get(persona);
  if (!all) {
    all = persona.facts.map((f) => ({
      risky: f.topic === 'suicide' || f.topic === 'self_harm',
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
  return factStems(persona).some(({ risky, stems: fact }) => {
    let shared = 0;
    for (const s of stems) if (fact.has(s)) shared++;
    // Anything near suicide or self-harm material stays unsaid until asked.
    return risky ? shared >= 2 || shared / stems.size >= 0.34 : shared / stems.size >= 0.4;
  });
}

export function personaMaterial(persona: Persona): Material[] {
  const cached = CACHE.get(persona);
  if (cached) return cached;
  const out: Material[] = [];
  const add = (kind: MaterialKind, items: readonly string[], minTrust: number) => {
    for (const source of items) {
      if (!safe(source)) continue;
      if (echoesFact(persona, source)) continue;
      const topics = matchTopics(normalizeWords(source), persona, false).topics.filter(
        (t) => t !== 'suicide' && t !== 'self_harm',
      );
      out.push({
        kind,
        source,
        phrase: toPhrase(source, kind === 'coping', properNames(persona)),
        topics,
        minTrust,
      });
    }
  };
  // Pertinent negatives ("No vomiting") are for the clinician's notes, not the patient's mouth.
  add(
    'symptom',
    persona.symptoms.filter((s) => !/^(no|not|denies|never|nil|without)\b/i.test(s.trim())),
    0,
  );
  add('coping', persona.coping_behaviours, 0.2);
  add(
    'goal',
    persona.goals.filter(
      (g) =>
        goalInfinitive(g) !== null &&
        !/;|\b(privately|secretly|says|claims|denies|would not admit)\b/i.test(g),
    ),
    0.25,
  );
  // With risk in the picture, thoughts and beliefs can hint at it ("just once, to get through
  // tonight"): they wait until the patient would answer a risk question honestly.
  const gate = persona.risk.level === 'none' ? 0 : persona.risk.min_trust;
  add('thought', persona.automatic_thoughts, Math.max(0.35, gate));
  add('belief', persona.intermediate_beliefs, Math.max(0.6, gate));
  add('core_belief', persona.core_beliefs, Math.max(0.75, gate));
  CACHE.set(persona, out);
  return out;
}

/**
 * Material the patient could use now about `topic` (or about anything when topic is null), that
 * has not been said yet (judged by `said`).
 */
export function availableMaterial(
  persona: Persona,
  topic: Topic | null,
  trust: number,
  said: (m: Material) => boolean,
): Material[] {
  return personaMaterial(persona).filter(
    (m) => trust >= m.minTrust && (topic === null || m.topics.includes(topic)) && !said(m),
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
