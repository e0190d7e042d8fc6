import type { Emotion, Persona, Topic } from '@practicum/personas';
import { OWN_FEELING_WORDS, normalizeWords } from '@practicum/coder';
import type { ContentMove, ContentPlan, PatientRenderer, RenderContext } from '../plan';
import type { Rng } from '../prng';
import { matchTopics } from '../topics';
import { firstName, firstPersonPronouns, lowerFirst, properNames } from './person';
import { goalInfinitive, livingSentence } from './phrase';
import { Picker, type Slots } from './picker';
import { agreeInPolarity, polarityOf, type RenderedPart } from './polarity';
import { riskCueLine, riskFollowupLine } from './risk';
import { speakNote } from './speak';
import { decorate, joinParts, normalizeLine } from './text';
import { TOPIC_WORDS } from './topic-words';

const WARM: readonly Emotion[] = ['hopeful', 'relieved', 'warm'];
/** Short answers to closed factual questions (see history.ts). */
const FACTUAL_DETAILS = new Set([
  'duration',
  'duration_since',
  'duration_unknown',
  'medication_none',
  'medication_some',
]);

function personaSlots(persona: Persona, rng: Rng): Slots {
  const names = properNames(persona);
  const own = persona.demographics.pronouns;
  const protect =
    persona.risk.protective_factors.length > 0 ? rng.pick(persona.risk.protective_factors) : undefined;
  return {
    first: firstName(persona.name),
    name: persona.name,
    age: String(persona.age),
    job: lowerFirst(firstPersonPronouns(persona.demographics.occupation, own), names),
    home: livingSentence(persona.demographics.living_situation, own),
    protect: protect ? lowerFirst(firstPersonPronouns(protect.replace(/[.;]+$/, ''), own), names) : undefined,
  };
}

function feelingSlots(plan: ContentPlan, rng: Rng): Slots {
  const wrong = plan.namedFeeling;
  const own = [plan.emotion, ...plan.persona.emotions].filter(
    (e): e is Emotion => e !== 'neutral' && e !== 'guarded',
  );
  const words = own.flatMap((e) => OWN_FEELING_WORDS[e]).filter((w) => w !== wrong);
  return { wrong, feeling: words.length > 0 ? rng.pick(words.slice(0, 4)) : 'tired' };
}

function materialLine(move: ContentMove, pick: Picker, base: Slots, persona: Persona): string | null {
  const source = move.text ?? '';
  const names = properNames(persona);
  const own = persona.demographics.pronouns;
  const kind = move.detail ?? 'symptom';
  if (kind === 'elaboration') return source;
  if (kind === 'thought') {
    const t = source.trim().replace(/^["'\u201c]|["'\u201d]$/g, '');
    return pick.line('thought', { ...base, thought: /[.!?]$/.test(t) ? t : `${t}.` });
  }
  if (kind === 'belief' || kind === 'core_belief') {
    return pick.line('belief', {
      ...base,
      belief: lowerFirst(firstPersonPronouns(source.replace(/[.;]+$/, ''), own), names),
    });
  }
  if (kind === 'goal') {
    const g = goalInfinitive(source, own);
    return g
      ? pick.line('goal', { ...base, goal: g })
      : pick.line('goal_plain', {
          ...base,
          goal: lowerFirst(firstPersonPronouns(source.replace(/[.;]+$/, ''), own), names),
        });
  }
  // Symptom, coping and history notes are said as first-person speech, or not at all.
  const phrase = speakNote(source, kind === 'coping', names, own);
  if (phrase === null) return null;
  if (kind === 'history' && phrase.form === 'past')
    return pick.line('history_past', { ...base, past: phrase.text });
  if (phrase.form === 'sentence')
    return pick.line(kind === 'coping' ? 'coping_sentence' : 'symptom_sentence', {
      ...base,
      said: phrase.text,
    });
  if (phrase.form === 'state') return pick.line('symptom_state', { ...base, state: phrase.text });
  if (phrase.form === 'past') return pick.line('symptom_past', { ...base, past: phrase.text });
  const prefix = kind === 'coping' ? 'coping' : 'symptom';
  if (phrase.form === 'clause') return pick.line(`${prefix}_clause`, { ...base, clause: phrase.text });
  return null;
}

/**
 * Whether the patient has said anything about `topic` in this session: only then may it say it
 * has nothing to add, or that it said so already.
 */
export function discussed(topic: Topic | undefined, persona: Persona, history: readonly string[]): boolean {
  const lines = history.filter((l) => l !== persona.opening_statement || topic === 'presenting_problem');
  if (!topic) return lines.length >= 2;
  const told = persona.facts.filter((f) => f.topic === topic).map((f) => normalizeLine(f.text).slice(0, 48));
  return lines.some((l) => {
    const n = normalizeLine(l);
    return (
      told.some((t) => n.includes(t)) || matchTopics(normalizeWords(l), persona, false).topics.includes(topic)
    );
  });
}

function renderMove(
  move: ContentMove,
  plan: ContentPlan,
  pick: Picker,
  rng: Rng,
  base: Slots,
  ctx: RenderContext,
): string[] {
  const topicSlots: Slots = { ...base, topic: move.topic ? rng.pick(TOPIC_WORDS[move.topic]) : 'all this' };
  const persona = plan.persona;
  switch (move.kind) {
    case 'opening':
    case 'say':
    case 'risk_none':
    case 'risk_deflection':
      return [move.text ?? ''];
    case 'risk_disclosure':
      return [rng.chance(0.5) ? (pick.line('risk_intro', base) ?? '') : '', move.text ?? ''];
    case 'fact': {
      const f = move.fact;
      if (!f) return [];
      const deep = f.depth === 3;
      const guardedTone = plan.stance === 'guarded' || plan.stance === 'hostile';
      const introP = deep ? 0.7 : guardedTone ? 0.5 : plan.style === 'plain' ? 0.2 : 0.35;
      const apologising = plan.moves.some((m) => m.kind === 'apology');
      const outroP = deep
        ? 0.4
        : apologising
          ? 0
          : plan.style === 'people_pleasing' || guardedTone
            ? 0.25
            : 0.12;
      const intro = rng.chance(introP) ? pick.line(deep ? 'deep_intro' : 'fact_intro', base) : null;
      const outro = rng.chance(outroP) ? pick.line(deep ? 'deep_outro' : 'fact_outro', base) : null;
      return [intro ?? '', f.text, outro ?? ''];
    }
    case 'vague':
    case 'elaborate':
      if (move.detail && FACTUAL_DETAILS.has(move.detail)) {
        const when = move.text ? firstPersonPronouns(move.text, persona.demographics.pronouns) : undefined;
        return [
          pick.line(move.detail, { ...base, since: when }) ?? pick.line('duration_unknown', base) ?? '',
        ];
      }
      if (move.text)
        return [materialLine(move, pick, base, plan.persona) ?? pick.line('vague', topicSlots) ?? ''];
      return [pick.line('vague', topicSlots) ?? ''];
    case 'identity':
      return [pick.line(`identity_${move.detail ?? 'name'}`, base) ?? ''];
    case 'correct_reflection': {
      const slots = { ...base, ...feelingSlots(plan, rng) };
      return [
        (slots.wrong ? pick.line('correct_reflection', slots) : null) ??
          pick.line('ack_reflection', base) ??
          '',
      ];
    }
    case 'closing':
      return [
        (WARM.includes(plan.emotion) ? pick.line('closing_warm', base) : null) ??
          pick.line('closing', base) ??
          '',
      ];
    case 'protective':
      return [pick.line('protective', base) ?? pick.line('risk_repeat', base) ?? ''];
    case 'already_said':
      // Asked again about something it told: the gist again, briefly, as people do.
      if (move.fact) return [pick.line('recap', { ...base, said: recapOf(move.fact.text, persona) }) ?? ''];
      // "Nothing more to add" only about something the patient has really talked about.
      if (!discussed(move.topic, persona, ctx.history))
        return [pick.line('not_discussed', topicSlots) ?? pick.line('vague', topicSlots) ?? ''];
      return [pick.line('already_said', topicSlots) ?? ''];
    case 'react_other_language': {
      const language =
        move.detail && /^[A-Za-z][A-Za-z -]{1,30}$/.test(move.detail) ? move.detail : undefined;
      const speaks =
        language !== undefined &&
        new RegExp(`\\b${language}\\b`, 'i').test(persona.demographics.cultural_background ?? '');
      const slots = {
        ...base,
        language: language ? language.charAt(0).toUpperCase() + language.slice(1) : undefined,
      };
      return [
        (speaks ? pick.line('react_other_language_own', slots) : null) ?? pick.line(move.kind, slots) ?? '',
      ];
    }
    case 'react_risk_ignored': {
      const slots = move.topic ? topicSlots : { ...base, topic: undefined };
      const harm =
        persona.risk.level === 'recent_self_harm' ? pick.line('react_risk_ignored_harm', slots) : null;
      return [harm ?? pick.line(move.kind, slots) ?? ''];
    }
    case 'risk_followup':
      return riskFollowupLine(move, persona, pick, base, ctx);
    case 'risk_cue':
      return [riskCueLine(persona, pick, base)];
    case 'take_in':
      return [
        pick.line(`take_in_${move.detail ?? 'diagnosis'}`, base) ??
          pick.line('take_in_diagnosis', base) ??
          '',
      ];
    default:
      return [pick.line(move.kind, topicSlots) ?? ''];
  }
}

function attempt(plan: ContentPlan, ctx: RenderContext, rng: Rng, fresh: boolean): string {
  const used = new Set<string>();
  const pick = new Picker(plan, ctx, rng, fresh, used);
  const base = personaSlots(plan.persona, rng);
  const parts: RenderedPart[] = plan.moves.flatMap((m) =>
    renderMove(m, plan, pick, rng, base, ctx).map((text) => ({ kind: m.kind, text })),
  );
  const line = joinParts(
    agreeInPolarity(parts).map((p) => p.text),
    properNames(plan.persona),
  );
  return decorate(line, plan, rng, ctx.history);
}

const TAILS = [
  "I don't know.",
  'Anyway.',
  'Yeah.',
  'Hm.',
  'So.',
  'Sorry.',
  'Right.',
  'I mean it.',
  "That's all.",
  'Mm.',
];

/**
 * The default renderer: phrase banks in the persona's style, slots filled from the persona, facts
 * and risk statements said in the persona's own words. It avoids every sentence already said in the
 * session and never returns a line said before.
 */
export const templateRenderer: PatientRenderer = {
  render(plan, ctx) {
    for (let i = 0; i < 8; i++) {
      const text = attempt(plan, ctx, ctx.rng, i < 5);
      if (text.length > 0 && !ctx.saidLine(text)) return text;
    }
    // Nothing new came out: add small tails until the line is new (in practice this is very rare).
    let base = attempt(plan, ctx, ctx.rng, false) || '...';
    // A tail never says the opposite of the line ("Yes, exactly. No.").
    const tails = TAILS.filter((t) => polarityOf(t) === null || polarityOf(t) === polarityOf(base));
    for (;;) {
      for (const a of tails) {
        for (const b of tails) {
          const text = a === b ? `${base} ${a}` : `${base} ${a} ${b}`;
          if (!ctx.saidLine(text)) return text;
        }
      }
      base = `${base} ${ctx.rng.pick(tails)}`;
    }
  },
};

/** The first sentence of a fact, without the hesitation that opened it, to follow "As I said,". */
function recapOf(text: string, persona: Persona): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g)?.map((x) => x.trim()) ?? [text.trim()];
  // "Well, that's the thing." says nothing by itself: the first sentence with something in it.
  const first = sentences.find((x) => x.split(/\s+/).length >= 5) ?? sentences[0] ?? text;
  const bare = first.replace(/^(well|so|oh|um|er|look|honestly|okay|right)[,.]?\s+/i, '');
  return lowerFirst(bare, properNames(persona));
}
