import { type UtteranceCoding } from '../schemas/codes.schema';
import { type ScoringTranscript, type ScoringUtterance } from '../schemas/transcript.schema';
import { PERMISSION } from '../lexicons/input';
import { normalise } from '../text/normalize';
import { contentStems } from '../text/overlap';
import { codeUtterance } from '../code';
import { disclosesRisk } from './risk';

/** Student turns after a disclosure that still count as responding to it. */
export const RISK_RESPONSE_WINDOW = 2;

/** Student turns after risk was last raised during which a follow-up question is still about it. */
export const RISK_SUBJECT_TURNS = 4;

/** Patient turns whose words a reflection may echo: reflections often reach back past the last reply. */
const PATIENT_WINDOW = 3;

/** Utterances in seq order (stable for equal seqs), so results never depend on input order. */
export function ordered(transcript: ScoringTranscript): ScoringUtterance[] {
  return transcript.utterances
    .map((u, i) => ({ u, i }))
    .sort((a, b) => a.u.seq - b.u.seq || a.i - b.i)
    .map(({ u }) => u);
}

/** Whether a patient turn disclosed risk: the engine's flag, or the text itself (with the persona's risk material when known). */
export function isDisclosure(u: ScoringUtterance, material: readonly string[] = []): boolean {
  return u.speaker === 'patient' && (u.risk_disclosed === true || disclosesRisk(u.text, material));
}

/** Code every student utterance with the patient's preceding words as context. */
export function codeTranscript(transcript: ScoringTranscript): UtteranceCoding[] {
  const utterances = ordered(transcript);
  const studentTotal = utterances.filter((u) => u.speaker === 'student').length;
  const out: UtteranceCoding[] = [];
  let patientSince: string[] = [];
  let lastPatient = '';
  const recentPatient: string[] = [];
  let previousStudent: UtteranceCoding | null = null;
  let turnsSinceDisclosure = Infinity;
  let disclosure = '';
  let previousAsked = false;
  // Risk stays the subject for a few student turns after it was disclosed or asked about.
  let sinceRisk = Infinity;
  const history: string[] = [];
  const story = new Set<string>();
  for (const u of utterances) {
    if (u.speaker === 'patient') {
      patientSince.push(u.text);
      recentPatient.push(u.text);
      if (recentPatient.length > PATIENT_WINDOW) recentPatient.shift();
      history.push(u.text);
      for (const w of contentStems(normalise(u.text))) story.add(w);
      if (isDisclosure(u, transcript.risk_material)) {
        turnsSinceDisclosure = 0;
        disclosure = u.text;
        sinceRisk = 0;
      }
      continue;
    }
    const previousPatient = patientSince.length > 0 ? patientSince.join(' ') : lastPatient;
    const position = studentTotal <= 1 ? 0 : out.length / (studentTotal - 1);
    const coding: UtteranceCoding = {
      seq: u.seq,
      ...codeUtterance(u.text, {
        previousPatient,
        patientContext: [...recentPatient],
        previousStudent,
        position,
        disclosure: turnsSinceDisclosure < RISK_RESPONSE_WINDOW ? disclosure : null,
        permissionAsked: previousAsked,
        riskRaised: sinceRisk <= RISK_SUBJECT_TURNS,
        patientHistory: history.slice(-8),
        patientStory: story,
        turn: out.length,
      }),
    };
    out.push(coding);
    turnsSinceDisclosure++;
    if (patientSince.length > 0) lastPatient = previousPatient;
    patientSince = [];
    previousStudent = coding;
    previousAsked = PERMISSION.test(normalise(u.text));
    // Once the student has screened, what follows ("how would you do it?") is heard as follow-up.
    sinceRisk = coding.risk.length > 0 ? 0 : sinceRisk + 1;
  }
  return out;
}
