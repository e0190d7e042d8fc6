import type { Emotion } from '@practicum/personas';
import { feelingsIn, fitsFeeling, type FeelingFamily } from './acts/feelings';
import type { StemLookup } from './conduct';
import { normalise } from './text/normalize';
import { contentStems } from './text/overlap';

/**
 * Words a reflection uses to add meaning rather than content ("carrying a lot", "worn out", "part of
 * you"): they fit any patient, so they neither confirm nor contradict what was said.
 */
const MEANING_WORDS: readonly string[] = (
  'carry weight heavy burden hold together worn tire tired exhaust hard difficult tough struggl cope ' +
  'deal lot long while time alone lonely stress pressure life everyth part side sense worry worri ' +
  'mind head heart fight battl stuck trap lost drain enough pain hurt scare afraid frustrat angr sad ' +
  'low down hope help listen understand chang kind mean matter import care wonder sound seem feel'
).split(' ');

/**
 * Whether a reflection fits what the patient said or shows: it shares their words or meaning, or
 * names a feeling they expressed. It does not fit when it names a feeling they do not have, or
 * reflects concrete things (a divorce, a promotion, the drinking) they never mentioned. A simple
 * reflection is unclear when it shares none of their words and names no feeling, yet says something
 * of its own.
 */
export function reflectionFit(
  normalised: string,
  named: readonly { word: string; family: string }[],
  patientText: string,
  patientStems: StemLookup,
  emotions: readonly Emotion[],
  simple = false,
): 'fits' | 'unclear' | 'misfit' | null {
  if (patientText.trim() === '') return null;
  const mine = [...contentStems(normalised)];
  const shared = mine.filter((s) => patientStems.has(s)).length;
  const novel = mine.filter(
    (s) => !patientStems.has(s) && !MEANING_WORDS.some((m) => s.startsWith(m)),
  ).length;
  const theirs = feelingsIn(normalise(patientText));
  const feelingFits =
    named.length === 0 ||
    named.some(
      (f) =>
        patientText.toLowerCase().includes(f.word) ||
        theirs.some((t) => t.family === f.family) ||
        (emotions.length > 0 && fitsFeeling(f.family as FeelingFamily, emotions)),
    );
  // A feeling is judged against what the patient is known to feel (the engine's persona); from words
  // alone, naming an unsaid feeling is what a complex reflection does, so it only adds to the doubt.
  if (!feelingFits && emotions.length > 0 && shared < 2) return 'misfit';
  // Concrete things the patient never mentioned: the reflection is of someone else's story.
  if (shared === 0 && novel >= (feelingFits ? 4 : 3)) return 'misfit';
  if (shared <= 1 && novel >= 6) return 'misfit';
  // A remark that neither addresses the patient nor shares a word with them reflects nothing of theirs.
  if (shared === 0 && novel >= 2 && !/\b(you|your|yourself)\b/.test(normalised)) return 'misfit';
  // A simple reflection gives back what was said. One with none of their words, no feeling of theirs
  // and words of its own gives nothing of theirs back ("You've had every chance and thrown them all
  // away" is a verdict shaped like a reflection); words that fit anyone ("That sounds really hard")
  // still fit, and a complex reflection may add meaning in words of its own. Only what they have
  // said counts: a word of their story not said yet (the engine knows it) is a coincidence.
  if (simple && named.length === 0) {
    const said = contentStems(normalise(patientText));
    const echoed = mine.filter((s) => said.has(s)).length;
    const own = mine.filter((s) => !said.has(s) && !MEANING_WORDS.some((m) => s.startsWith(m))).length;
    if (echoed === 0 && own >= 1) return 'unclear';
  }
  return 'fits';
}
