// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { analyse } from '../analysis';
import { markChecklist } from './mark';

/**
 * Checking who you are speaking to is often done with the patient's own name ("Is it Eileen
 * Fraser?", "Hello, Mrs Fraser"): the marker hears it in this patient's name, and only in theirs.
 */
const eileen = PersonaSchema.parse(CATALOGUE.find((p) => p.id === 'eileen-fraser'));
const introduction = (line: string, patientName?: string) =>
  markChecklist(
    analyse({
      utterances: [
        { seq: 0, speaker: 'student', text: line },
        { seq: 1, speaker: 'patient', text: 'Yes, that is me.' },
      ],
    }),
    eileen.case!,
    { patientName },
  ).items.find((i) => i.id === 'introduction')!.status;

describe("a station's introduction", () => {
  it.each([
    "Hi, I'm Dr Walsh, one of the GPs. Is it Eileen Fraser?",
    "Hello, Mrs Fraser? My name is Sam, I'm a medical student.",
    "I'm Dr Okoro, one of the doctors. You're Eileen, aren't you?",
  ])('is met by a check in the patient name: %j', (line) => {
    expect(introduction(line, eileen.name)).toBe('met');
  });

  it('is only partly met by the same line for another patient, or without a name to hear', () => {
    expect(introduction("Hi, I'm Dr Walsh, one of the GPs. Is it Joan Smith?", eileen.name)).toBe('partly');
    expect(introduction("Hi, I'm Dr Walsh, one of the GPs. Is it Eileen Fraser?")).toBe('partly');
  });
});
