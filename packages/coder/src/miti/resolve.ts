import { type MitiCode } from '../schemas/codes.schema';
import { contentStems, overlapShare } from '../text/overlap';
import { type SentenceAct } from './sentence';

const SECOND_PERSON = /\b(you|your|yours|yourself)\b/;
const FIRST_PERSON_PLAN =
  /\b(i|we)( am| are)?( \w+){0,2} (will|would like to|want to|need to|going to|can|could|have to|got to|should|shall|might)\b/;
const GENERIC_SUBJECT =
  /^(people|most|many|some|a lot|there|the|a|an|alcohol|drinking|smoking|drugs|exercise|they|studies|research|one)\b/;

/**
 * Give sentences that no cue decided a code from context: statements about the patient, or echoing
 * what the patient said, are reflections; plans and general statements are information; the rest
 * (fragments, small talk, self-talk) is other.
 */
/** The patient's turn ends by asking the student something ("Does it really work?"). */
export function asksStudent(patient: string): boolean {
  const last =
    patient
      .trim()
      .split(/(?<=[.!?])\s+/)
      .at(-1) ?? '';
  return (
    /\?\s*["'\u201d]?\s*$/.test(last) &&
    /\b(you|your|is|are|does|do|can|could|will|would|should|what|how)\b/i.test(last)
  );
}
const ORDER = /^(list|name|answer|spell|hurry|quickly|just answer|yes or no)\b/;

export function resolveDefault(act: SentenceAct, patient: Set<string>, patientAsked = false): MitiCode {
  const stems = contentStems(act.text);
  const echo = overlapShare(stems, patient);
  if (FIRST_PERSON_PLAN.test(act.text)) return 'giving_information';
  if (act.asked) return 'simple_reflection';
  if (SECOND_PERSON.test(act.text)) return 'simple_reflection';
  // A plain statement straight after the patient asked something answers the question: it informs.
  if (patientAsked) return 'giving_information';
  // The student's own doings ("I went paddleboarding", "mine keep dying") are not the patient's story.
  if (/^(i|we|my|mine|our|me)\b/.test(act.text) && !/\b(you|your)\b/.test(act.text)) return 'other';
  if (stems.size > 0 && echo >= 0.34) return 'simple_reflection';
  // An order barked at the patient ("List them.", "Answer the question.") reflects nothing.
  if (ORDER.test(act.text)) return 'other';
  // A content-bearing fragment ("Discouraged.", "A fresh start.") continues the patient's sentence.
  if (act.words <= 5) return stems.size > 0 ? 'simple_reflection' : 'other';
  if (GENERIC_SUBJECT.test(act.text) && act.words >= 8) return 'giving_information';
  if (/^(i|we|my|our|me)\b/.test(act.text)) return 'other';
  // Long statements that neither address the patient nor echo them are the speaker's own input.
  return act.words >= 8 ? 'giving_information' : 'simple_reflection';
}
