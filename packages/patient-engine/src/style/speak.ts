import { firstPersonPronouns } from './person';
import { toPhrase, type Phrase } from './phrase';
import {
  ATTACH,
  EPISODES,
  FEELINGS,
  HEADS,
  MODIFIERS,
  gerundBase,
  type Adverb,
  type Clause,
} from './speak-heads';

/**
 * Case-note labels ("Broken sleep from pain", "Irritability and withdrawal from friends") are a
 * clinician's shorthand. Read aloud they are fragments, so a label is said only as first-person
 * speech ("I don't sleep well because of the pain") or not at all: `speakNote` returns null for a
 * label it cannot turn into a sentence, and the note is then never used.
 */

function spoken(text: string): string {
  return text
    .replace(/\bcannot\b/g, "can't")
    .replace(/\b(could|does|do|did|would|is|are|was|has|have|should) not\b/g, "$1n't")
    .replace(/\bI am\b/g, "I'm")
    .replace(/\bfeel a burden\b/g, 'feel like a burden')
    .replace(/\s+/g, ' ')
    .replace(/\s+,/g, ',')
    .trim();
}

function realise(c: Clause, perfect: boolean): string {
  if ('text' in c) return perfect && c.perfect ? c.perfect : c.text;
  const { pre = '', deg = '' } = c.adv;
  const adj = `${deg} ${c.adj}`.trim();
  if (perfect) return `I've ${pre} been ${adj}`;
  if (c.frame === 'am') return `I'm ${pre} ${adj}`;
  return `I ${pre} ${c.frame} ${adj}`;
}

function parseHead(rest: string, adv: Adverb, feelFrame: boolean): { clause: Clause; used: number } | null {
  for (const [re, make] of HEADS) {
    const m = re.exec(rest);
    if (!m) continue;
    const clause = make(m, adv);
    if ('whole' in clause && clause.whole) {
      if (!/hasn't worked$/.test(clause.text)) clause.text = `${clause.text}${rest.slice(m[0].length)}`;
      return { clause, used: rest.length };
    }
    return { clause, used: m[0].length };
  }
  const word = (/^[\w-]+/.exec(rest)?.[0] ?? '').toLowerCase();
  const feeling = FEELINGS[word];
  if (feeling)
    return { clause: { adj: feeling[0], frame: feelFrame ? 'feel' : feeling[1], adv }, used: word.length };
  return null;
}

function startsLabel(text: string, carried: string, episodes = true): boolean {
  const word = (/^[\w-]+/.exec(text)?.[0] ?? '').toLowerCase();
  if (word in FEELINGS || (word in MODIFIERS && word !== 'emotional')) return true;
  if (/^an? \w+ (episode|blackout|fall)\b/i.test(text)) return true;
  if (!/^(an?|\d+)\b/i.test(text) && parseHead(text, {}, false)) return true;
  if (episodes && EPISODES.test(text.split(/\s+/).slice(0, 3).join(' '))) return true;
  return (
    carried !== '' &&
    /^(sleep|concentration|appetite|energy|motivation|focus|self-worth|self-esteem|confidence)\b/i.test(text)
  );
}

/** Where an object ends: at an "and" that starts another label, or at the end. */
function objectEnd(rest: string, carried: string, episodes = true): number {
  const re = /(,\s*and|,|\band)\s+/gi;
  for (let m = re.exec(rest); m; m = re.exec(rest)) {
    const next = rest.slice(m.index + m[0].length);
    // "Fear of spreading germs and making others ill": a gerund after a gerund is the same object.
    if (/^\w+ing\b/.test(next) && /^\s*\w+ing\b/.test(rest)) continue;
    if (startsLabel(next, carried, episodes)) return m.index;
  }
  return rest.length;
}

function nounSentence(label: string): string | null {
  let rest = label.trim();
  if (
    /:/.test(rest) ||
    /\b(enzymes|tolerance|expansive|pressured|goal-directed|sense of self|unreality|idealising|tied to|heart rate|periods)\b/i.test(
      rest,
    )
  )
    return null;
  let suffix = '';
  if (/^daytime /i.test(rest)) {
    rest = rest.replace(/^daytime /i, '');
    suffix = ' during the day';
  }
  const clauses: Clause[] = [];
  let carried = '';
  let feelFrame = false;
  for (let guard = 0; guard < 6 && rest.length > 0; guard++) {
    const adv: Adverb = {};
    const original = rest;
    const firstWord = (/^[\w-]+/.exec(rest)?.[0] ?? '').toLowerCase();
    if (firstWord in MODIFIERS && rest.split(/\s+/).length > 1) {
      Object.assign(adv, MODIFIERS[firstWord] ?? {});
      rest = rest.slice(firstWord.length).trim();
    }
    if (/^feelings? of /i.test(rest)) {
      feelFrame = true;
      rest = rest.replace(/^feelings? of /i, '');
    }
    rest = rest.replace(/^(passive|sudden|significant|rapid|social) (?!outbursts)/i, (w) => {
      if (/significant/i.test(w)) adv.deg = 'really';
      return '';
    });
    const early = EPISODES.exec(rest);
    const episodeFirst = early !== null && early.index <= rest.indexOf(' ') + 1;
    let parsed: { clause: Clause; used: number } | null = null;
    if (!episodeFirst) {
      // A head that starts with its own modifier ("Excessive exercise") wins over the modifier.
      const whole = original !== rest ? parseHead(original, {}, feelFrame) : null;
      if (whole) rest = original;
      parsed = whole ?? parseHead(rest, adv, feelFrame);
      if (!parsed && carried) {
        rest = `${carried} ${rest}`;
        parsed = parseHead(rest, adv, feelFrame);
      }
    }
    if (!parsed) {
      const episode = EPISODES.exec(rest);
      if (!episode || episode.index > 40) return null;
      // "Frequent headaches" keeps its word; "intrusive memories" are ones that keep coming.
      const keepGetting = firstWord === 'intrusive';
      const verb = keepGetting ? 'I keep getting' : /^pains?$/i.test(episode[1] ?? '') ? "I've got" : 'I get';
      const np = keepGetting ? rest : original;
      const end = objectEnd(np, '', false);
      parsed = { clause: { text: `${verb} ${np.slice(0, end)}` }, used: end - (np.length - rest.length) };
    }
    const { clause } = parsed;
    carried = /^(poor|low|reduced)\b/i.exec(rest)?.[1] ?? carried;
    rest = rest.slice(Math.max(0, parsed.used)).trim();
    if ('object' in clause && clause.object) {
      const end = objectEnd(rest, carried);
      if (end === 0 && !/ (because of|miss|avoid|lost|had|from|about|with|in|to|feel)$/.test(clause.text))
        clause.text = clause.text.trim();
      else clause.text = `${clause.text} ${rest.slice(0, end)}`.trim();
      rest = rest.slice(end).trim();
    }
    const last = clauses.at(-1);
    if ('adj' in clause && last && 'adj' in last) last.adj = `${last.adj} and ${clause.adj}`;
    else clauses.push(clause);
    const and = /^(,\s*and|,|and)\s+/i.exec(rest);
    if (!and || !startsLabel(rest.slice(and[0].length), carried)) break;
    rest = rest.slice(and[0].length);
  }
  let tail = rest.trim();
  const lastClause = clauses.at(-1);
  if (!lastClause) return null;
  const perfect =
    /^(since|for (over|about|the past|more than|a|\d|one|two|three|four|five|six|several|months|weeks|years))\b/i.test(
      tail,
    );
  if (tail && !ATTACH.test(tail)) {
    const thatIs = /^that (is|are) (.+)$/i.exec(tail);
    const thatNot = /^that (\w+) (?:does|do) not (\w+)$/i.exec(tail);
    if (thatIs) tail = `, and it's ${thatIs[2]}`;
    else if (thatNot) tail = `, and ${thatNot[1]} doesn't ${thatNot[2]} it`;
    else if (/^(that|which|alternating|with no)\b/i.test(tail)) tail = '';
    else return null;
  }
  // "Broken sleep from pain": the pain is why.
  if ('text' in lastClause && lastClause.text === "I don't sleep well" && /^(from|by) /i.test(tail))
    tail = tail
      .replace(/^(from|by) (?!the |my |a |an |being )/i, 'because of the ')
      .replace(/^(from|by) /i, 'because of ');
  const words = clauses.map((c, i) => realise(c, perfect && i === clauses.length - 1));
  if (suffix && words.length > 1) {
    words[0] = `${words[0]}${suffix}`;
    suffix = '';
  }
  const out = `${words.join(', and ')}${tail ? `${/^,/.test(tail) ? '' : ' '}${tail}` : ''}${suffix}`;
  if (/\b(of|about|in|to|from|avoid|miss|lost|had|spend|stick|kept|because of|feel|can't|put on)$/.test(out))
    return null;
  return out;
}

/**
 * A persona note as something the patient says about itself: a clause ("stay in bed at
 * weekends"), a state ("irritable when challenged"), a past event, or a whole sentence ("I don't
 * sleep well because of the pain"). Null when the note cannot be said as natural speech.
 */
export function speakNote(
  note: string,
  coping = false,
  names?: ReadonlySet<string>,
  pronouns?: string,
): Phrase | null {
  const clean = firstPersonPronouns(note.trim().replace(/[.;]+$/, ''), pronouns);
  const phrase = toPhrase(clean, coping, names, pronouns);
  const second = (clean.split(/\s+/)[1] ?? '').toLowerCase();
  if (phrase.form === 'state' && !EPISODES.test(second) && second !== 'bowel')
    return { form: 'state', text: spoken(phrase.text) };
  if (phrase.form === 'clause' || phrase.form === 'past')
    return { form: phrase.form, text: spoken(phrase.text) };
  if (phrase.form === 'gerund') {
    // "Gaming in my room until 3am" is "I game in my room until 3am"; later gerunds in a list follow.
    const clause = phrase.text
      .replace(/^(\w+ing)\b/, (g) => gerundBase(g))
      .replace(/(,\s*|\band\s+)(\w+ing)\b/g, (_, sep: string, g: string) => `${sep}${gerundBase(g)}`);
    if (!/\b(and|,)\s+(self-|\w+ness\b|\w+ity\b)/.test(clause))
      return { form: 'clause', text: spoken(clause) };
    return null;
  }
  const text = nounSentence(phrase.text.replace(/^([a-z]+ing),/i, '$1'));
  return text ? { form: 'sentence', text: spoken(text) } : null;
}
