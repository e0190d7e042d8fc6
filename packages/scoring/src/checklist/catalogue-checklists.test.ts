// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE,
  CUE_FAMILIES,
  PersonaSchema,
  resolveAvoidItems,
  resolveChecklist,
  type ChecklistItem,
} from '@practicum/personas';
import { analyse } from '../analysis';
import { markChecklist } from './mark';
import { STATION_TRANSCRIPTS } from '../../test/stations';
import { runStation } from '../../test/stations/run';

/**
 * Every checklist item of every medical case can be met, and is not met by a conversation that
 * never asks it. The wording that meets an item is built from its own cues (the first alternative
 * of each group), which shows the item is reachable; how robust the cues are to a clinician's own
 * wording is what the station transcripts measure. Every item to avoid can occur (each of its parts,
 * by the same first wording), and occurs neither in small talk nor in the case's thorough station
 * transcripts, written as a good clinician runs the station.
 */
const CASES = CATALOGUE.map((p) => PersonaSchema.parse(p)).filter((p) => p.case !== undefined);

/** Small talk: a conversation that asks nothing a checklist marks. */
const SMALL_TALK = [
  'Hello there.',
  "Lovely weather today, isn't it?",
  'Did you find the place all right?',
  'The traffic was terrible this morning.',
  'I like your jacket, is it new?',
  'Have you been on holiday this year?',
  'My weekend was quiet, I read a book.',
  'Do you follow the football at all?',
  "It's been a long week for all of us.",
  'Thanks for the chat.',
];

/** A line made of the first alternative of each of the cue's groups ("where + @pain" -> "where pain"). */
function wordingOf(cue: string): string {
  return cue
    .split(' + ')
    .map((g) => {
      const first = g.split('|')[0]!.trim();
      const word = first.startsWith('@')
        ? (CUE_FAMILIES[first.slice(1) as keyof typeof CUE_FAMILIES][0] as string)
        : first;
      return word.replace(/\*/g, '');
    })
    .join(' ');
}

const transcript = (lines: readonly string[]) => ({
  utterances: lines.flatMap((text, i) => [
    { seq: 2 * i, speaker: 'student' as const, text },
    { seq: 2 * i + 1, speaker: 'patient' as const, text: 'Mm.' },
  ]),
});

/** Student lines that should meet `item` fully: each part's first cue, around the news as its timing needs. */
function linesMeeting(item: ChecklistItem, news: string | null): string[] {
  const own = item.parts.map((p) => wordingOf(p.cues[0]!));
  if (item.timing === 'before_news') return [...own, ...(news ? [news] : [])];
  if (item.timing === 'after_news' || item.source === 'news') return [...(news ? [news] : []), ...own];
  return own;
}

describe('medical case checklists', () => {
  it('has medical cases to check', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(1);
  });

  it.each(CASES.map((p) => [p.id, p] as const))('%s: every item can be met by some wording', (_, p) => {
    const station = p.case!;
    const news = station.news ? wordingOf(station.news.delivered_by[0]!) : null;
    const unmet: string[] = [];
    for (const item of resolveChecklist(station)) {
      const lines = linesMeeting(item, news);
      const marked = markChecklist(analyse(transcript(lines)), station).items.find((i) => i.id === item.id)!;
      if (marked.status !== 'met') unmet.push(`${item.id} (${lines.join(' / ')}): ${marked.status}`);
    }
    expect(unmet).toEqual([]);
  });

  it.each(CASES.map((p) => [p.id, p] as const))('%s: small talk meets no item', (_, p) => {
    const marked = markChecklist(analyse(transcript(SMALL_TALK)), p.case!);
    expect(
      marked.items.filter((i) => i.status === 'met').map((i) => `${i.id}: ${i.evidence[0]?.quote}`),
    ).toEqual([]);
    expect(marked.met).toBe(0);
    expect((marked.avoid ?? []).filter((i) => i.occurred).map((i) => i.id)).toEqual([]);
  });

  const WITH_AVOID = CASES.filter((p) => resolveAvoidItems(p.case!).length > 0);

  it('has items to avoid to check', () => {
    expect(WITH_AVOID.length).toBeGreaterThanOrEqual(1);
  });

  it.each(WITH_AVOID.map((p) => [p.id, p] as const))(
    '%s: every part of every item to avoid can occur',
    (_, p) => {
      const station = p.case!;
      const news = station.news ? wordingOf(station.news.delivered_by[0]!) : null;
      const silent: string[] = [];
      for (const item of resolveAvoidItems(station))
        item.parts.forEach((part, i) => {
          const line = wordingOf(part.cues[0]!);
          // The news only where the item is timed against it: a news line may say the plain word.
          const lines =
            !news || !item.timing ? [line] : item.timing === 'before_news' ? [line, news] : [news, line];
          const marked = markChecklist(analyse(transcript(lines)), station).avoid!.find(
            (a) => a.id === item.id,
          )!;
          if (!marked.occurred || !marked.evidence.some((e) => e.quote.includes(line)))
            silent.push(`${item.id} part ${i + 1} ("${line}")`);
        });
      expect(silent).toEqual([]);
    },
  );

  const thorough = STATION_TRANSCRIPTS.filter(
    (t) => t.kind === 'thorough' && WITH_AVOID.some((p) => p.id === t.personaId),
  );
  it.each(thorough.map((t) => [t.id, t] as const))(
    '%s: a thorough station has nothing to avoid in it',
    (_, t) => {
      const occurred = (runStation(t).result.avoid ?? []).filter((i) => i.occurred);
      expect(occurred.map((i) => `${i.id}: ${i.evidence.map((e) => e.quote).join(' | ')}`)).toEqual([]);
    },
  );
});
