import type { ContentPlan } from '../plan';
import type { Rng } from '../prng';
import { capitalise, lowerFirst, properNames } from './person';
import { contradicts, polarityOf } from './polarity';

/** Line-level text helpers: joining parts, splitting sentences, speech markers. */

/** Lower case, no punctuation, single spaces: the form in which repetition is judged. */
export function normalizeLine(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["\u201c]?[A-Z.])/)
    .map(normalizeLine)
    .filter((s) => s.length > 0);
}

/** Joins rendered parts; a part ending in a comma or "but" runs on into the next. */
export function joinParts(parts: readonly string[], names?: ReadonlySet<string>): string {
  let out = '';
  for (const raw of parts) {
    const part = raw.trim();
    if (part.length === 0) continue;
    if (out.length === 0) {
      out = /^\.\.\./.test(part) ? part : capitalise(part);
      continue;
    }
    const runOn = /(,|\bbut|\bthat)$/.test(out);
    out = `${out} ${runOn ? lowerFirst(part, names) : /^\.\.\./.test(part) ? part : capitalise(part)}`;
  }
  out = out.replace(/\s+/g, ' ').trim();
  out = out.replace(/\.\.\.(\s*\.\.\.)+/g, '...');
  // "Sorry. Sorry." reads as a glitch when two moves end and start alike.
  out = out.replace(/(^|[.!?] )([A-Z][^.!?]{0,30}[.!?])( \2)+/g, '$1$2');
  if (out.length > 0 && !/[.!?"\u201d]$/.test(out)) out += /(,|\bbut)$/.test(out) ? '...' : '.';
  return out.replace(/,\.\.\.$/, '...');
}

/** Fillers that can open or close almost any sentence. */
const PARTICLE =
  /^(you know|i mean|i guess|i suppose|to be honest|to be fair|honestly|like|kind of|sort of|mate|love|innit|yeah|right|basically|literally|anyway|i dunno|dunno|you see|man|dude|okay|so yeah|actually|seriously|eh|hey|look)$/i;

const STATEMENT_MOVES = new Set([
  'fact',
  'vague',
  'elaborate',
  'ack_reflection',
  'ack_validation',
  'ack_summary',
  'already_said',
]);

/**
 * Sprinkles one of the persona's speech markers into about a third of the lines: fillers at the
 * start or end of a sentence, lead-ins ("it's silly, but") before something the patient tells, and
 * longer catchphrases as a sentence of their own after a statement.
 */
export function decorate(text: string, plan: ContentPlan, rng: Rng, recent: readonly string[] = []): string {
  // A catchphrase wears thin if it comes every other line: skip those heard in the last few turns.
  const heard = recent.slice(-4).join(' ').toLowerCase();
  const markers = plan.persona.speech_markers
    .map((m) => m.trim())
    .filter((m) => m.length > 0 && !heard.includes(m.toLowerCase().replace(/[.,!?]+$/, '')));
  if (markers.length === 0 || text.split(' ').length < 6 || !rng.chance(0.3)) return text;
  const marker = rng.pick(markers);
  if (text.toLowerCase().includes(marker.toLowerCase().replace(/[.,!?]+$/, ''))) return text;
  // "Yeah, exactly. Nah." says both: a marker that answers the other way is left out.
  if (contradicts(polarityOf(marker), polarityOf(text))) return text;
  const bare = marker.replace(/[,.;]+$/, '');
  const names = properNames(plan.persona);
  const first = text.split(' ')[0] ?? '';
  const pronounStart = /^(I|I'm|I've|I'd|I'll)$/.test(first);
  const safeStart =
    pronounStart ||
    (lowerFirst(text, names) !== text &&
      !/^(Oh|Um|Uh|Hm|Mm|Yeah|Yes|No|Right|Okay|Sorry|Well|So|Thanks|Thank|Fine|Sure)\b/.test(first));
  const start = pronounStart ? text : lowerFirst(text, names);
  const lastMove = plan.moves.at(-1)?.kind ?? '';
  const statement = STATEMENT_MOVES.has(lastMove) && /\.$/.test(text);

  if (PARTICLE.test(bare)) {
    if (safeStart && rng.chance(0.5)) return `${capitalise(bare)}, ${start}`;
    return statement ? text.replace(/\.$/, `, ${bare}.`) : text;
  }
  if (/(\b(but|and|so|because)|,)$/i.test(marker)) {
    const telling = plan.moves.some((m) => m.kind === 'fact' || m.kind === 'vague');
    return telling && safeStart ? `${capitalise(bare)}${/,$/.test(marker) ? ',' : ''} ${start}` : text;
  }
  // A catchphrase as a sentence of its own fits after the patient has told something, now and then.
  if (lastMove !== 'fact' || !/\.$/.test(text) || !rng.chance(0.5)) return text;
  return `${text} ${capitalise(bare)}${/[.!?]$/.test(marker) ? '' : '.'}`;
}
