import type { Emotion, Fact, Persona, Style } from '@practicum/personas';
import { OWN_FEELING_WORDS } from '@practicum/coder';
import { TOPIC_WORDS } from './topic-words';

/**
 * What a patient can add about something it has already told: how it feels about it, what it does
 * to the rest of life, that it happened again, what it means. Each told fact gets up to three such
 * sentences in the persona's idiom, each from a different template, so a long conversation has
 * something new to say after the facts run out without repeating itself.
 */
const ANY: readonly string[] = [
  'When I think about {topic}, I just feel {feeling}.',
  "Talking about {topic} leaves me feeling {feeling}, if I'm honest.",
  "I don't say it to anyone, but with {topic} I feel {feeling} most of the time.",
  'Saying that out loud, I feel {feeling}. Strange, that.',
  "And it doesn't stay put, {topic}. It spills into everything else.",
  'Some days {topic} is all I can think about.',
  'It makes the rest of the day harder, all that with {topic}.',
  "It's worn me down more than I like to admit, {topic}.",
  'It was like that again only the other day.',
  'Last week was the same. It just comes round again.',
  "I think that's the part of {topic} that bothers me most.",
  'I keep coming back to it in my head, {topic}.',
  'It matters more to me than I let on, {topic}.',
  'I lie awake going over {topic} sometimes.',
  "I tell myself it shouldn't get to me. It does, though.",
  "I feel {feeling} about it, and then I'm annoyed with myself for feeling it.",
  "I don't think I've ever said that much about {topic} in one go.",
  'It sits with me for the rest of the day, that sort of thing.',
  "I thought I'd be over it by now. I'm not.",
  "People think I'm fine with {topic}. I'm not, really.",
  "It's the first thing I think about some mornings.",
  'I can feel myself tensing up just talking about it.',
  "I try to push {topic} to the back of my mind. It doesn't stay there.",
  'It comes back when I least expect it.',
  "Even on a good day, it's there in the background.",
  "I've never really known what to do with how I feel about {topic}.",
  'It takes more out of me than people realise.',
  "I go quiet when it comes up. That's usually how I deal with it.",
];

const OWN: Partial<Record<Style, readonly string[]>> = {
  hostile: [
    'Makes me feel {feeling}, if you must know.',
    'And before you ask, yes, {topic} gets to me. Obviously.',
    "It's not like it stays in one box, {topic}. It gets into everything.",
    "Same again last week. Don't ask me why.",
    'You want to know how it feels? {Feeling}. There.',
    "It's always there, {topic}. Every single day.",
  ],
  guarded: [
    "It gets to me. That's all.",
    'I feel {feeling} about it. Leave it there.',
    "It's there most days, {topic}.",
    'It happened again last week. Same as ever.',
    "I don't think about {topic} more than I have to.",
  ],
  people_pleasing: [
    "Sorry, I know it's silly, but {topic} leaves me feeling {feeling}.",
    'I try not to let it show, but it gets to me. Sorry.',
    "It happened again last week, actually. Sorry, I'm going on.",
    "I don't want to make a big thing of it, but {topic} has been hard.",
    'I feel {feeling} about it, and then I feel bad for complaining.',
  ],
  verbose: [
    'And the thing with {topic} is it never stays in its lane, does it, it leaks into everything, the mornings, the evenings, the lot.',
    'Honestly, when I think about {topic} I feel {feeling}, and then I think about it some more, and round and round it goes.',
    'It was like that again only last week, actually, the same thing all over again, and I thought, here we go.',
    "I think what gets me most about {topic} is how long it's gone on, you know, it's not one bad day, it's every day.",
  ],
  tangential: [
    "It's like my neighbour's fence, it just keeps coming back however many times you fix it. Anyway, {topic}. I feel {feeling}.",
    'I was thinking about {topic} on the bus, actually. Or before the bus. Anyway, it gets to me.',
    'Funny how {topic} follows you about. I feel {feeling}, mostly.',
  ],
};

/**
 * What a patient seeing a doctor adds about what it told: that it came back, what it gets in the way
 * of, how long it was put up with. Not how it feels about it: a consultation is not counselling,
 * and the worry behind the visit waits to be invited.
 */
const CONSULTATION: readonly string[] = [
  'It was like that again only the other day.',
  'Last week was the same.',
  "I kept thinking it would settle down by itself. It hasn't.",
  "I've just been getting on with it, to be honest.",
  "It's been getting in the way of things, {topic}.",
  "It's not like me, that's the thing.",
  "I'd have come sooner, but you don't like to bother anyone.",
  "I didn't think much of it at first.",
  'It makes the rest of the day harder.',
  "It's been like that a while now.",
  'I mentioned it to my family and they said to get it looked at.',
  "I thought it was just my age, if I'm honest.",
];

/** A stable number for a string, so the same persona always gets the same sentences. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function feelingFor(emotion: Emotion, persona: Persona, salt: number): string {
  const own = [emotion, ...persona.emotions].filter(
    (e): e is Emotion =>
      e !== 'neutral' && e !== 'guarded' && e !== 'warm' && e !== 'relieved' && e !== 'hopeful',
  );
  const words = own.flatMap((e) => OWN_FEELING_WORDS[e].slice(0, 2));
  return words.length > 0 ? (words[salt % words.length] as string) : 'tired';
}

export interface Elaboration {
  factId: string;
  text: string;
}

/** Up to three sentences per told fact (suicide and self-harm facts excepted), none sharing a template. */
export function factElaborations(persona: Persona, skip: (f: Fact) => boolean): Elaboration[] {
  const own = persona.case ? undefined : OWN[persona.style];
  const pool = persona.case ? CONSULTATION : [...(own ?? []), ...ANY];
  const used = new Set<number>();
  const out: Elaboration[] = [];
  // What it is good at or hopes for is not something to feel worn down by.
  const facts = persona.facts.filter(
    (f) =>
      !skip(f) &&
      !['strengths', 'goals', 'feelings_about_therapy'].includes(f.topic) &&
      !['warm', 'hopeful', 'relieved'].includes(f.emotion),
  );
  for (let round = 0; round < 3; round++) {
    for (const f of facts) {
      const h = hash(`${persona.id}:${f.id}:${round}`);
      // Own-voice lines first, so a hostile patient stays hostile.
      const start = round === 0 && own ? h % own.length : h % pool.length;
      let k = -1;
      for (let i = 0; i < pool.length; i++) {
        const j = (start + i) % pool.length;
        if (!used.has(j)) {
          k = j;
          break;
        }
      }
      if (k < 0) return out;
      used.add(k);
      const words = TOPIC_WORDS[f.topic];
      const topic = words[h % words.length] as string;
      const feeling = feelingFor(f.emotion, persona, h >>> 3);
      const text = (pool[k] as string)
        .replace(/\{topic\}/g, topic)
        .replace(/\{Topic\}/g, topic.charAt(0).toUpperCase() + topic.slice(1))
        .replace(/\{feeling\}/g, feeling)
        .replace(/\{Feeling\}/g, feeling.charAt(0).toUpperCase() + feeling.slice(1));
      out.push({ factId: f.id, text: text.charAt(0).toUpperCase() + text.slice(1) });
    }
  }
  return out;
}
