// eslint-disable-next-line no-restricted-imports -- the test runner is the one import a test needs beyond zod
import { describe, expect, it } from 'vitest';
import { meetsAnyCue } from '@practicum/coder';
import { CHECKLIST_TEMPLATES, type ChecklistTemplateId } from '@practicum/personas';

/**
 * A shared template's cues mean what the item asks in every case: a word that only starts like a
 * cue word (pillows, relatively, easy, moved house) or a question about something else (the name
 * the patient would like) does not meet the item, even partly; the item's own questions still do.
 */
const cuesOf = (id: ChecklistTemplateId, partly: boolean) =>
  CHECKLIST_TEMPLATES[id].parts.flatMap((p) => (partly ? [...p.cues, ...p.partly] : p.cues));

describe('shared checklist templates', () => {
  it.each([
    ['drugs-allergies', 'How many pillows do you sleep on?'],
    ['expectations', 'What name would you like me to use?'],
    ['expectations', 'What would you like me to call you?'],
    ['family-history', 'Are you relatively well otherwise?'],
    ['socrates-radiation', 'Have you moved house recently?'],
    ['socrates-radiation', 'Have you travelled abroad this year?'],
    ['socrates-exacerbating', 'Was it easy to park?'],
    ['shared-plan', 'Which side is the pain on?'],
    ['ideas', 'What is the pain like?'],
  ] as const)('%s is not met by %j', (id, line) => {
    expect(meetsAnyCue(line, cuesOf(id, true))).toBe(false);
  });

  it.each([
    ['drugs-allergies', 'Are you on any pills at the moment?'],
    ['expectations', 'What would you like me to do for you today?'],
    ['expectations', 'What were you hoping for from today?'],
    ['family-history', 'Do any relatives have heart problems?'],
    ['socrates-radiation', 'Does the pain move into your arm?'],
    ['socrates-radiation', 'Does it go anywhere else?'],
    ['socrates-exacerbating', 'Does anything ease it?'],
    ['ideas', 'What have you been thinking it could be?'],
    ['spikes-perception', 'What did they tell you on the phone?'],
    ['spikes-perception', 'What were you told when the hospital rang?'],
    ['ideas', 'What do you think is behind all this?'],
    ['check-understanding', 'Does all of this make sense to you?'],
    ['check-understanding', 'What would you like to ask me about it?'],
    ['shared-plan', 'Which of the two would you prefer?'],
    ['shared-plan', "Let's decide together what to do next."],
  ] as const)('%s is met by %j', (id, line) => {
    expect(meetsAnyCue(line, cuesOf(id, false))).toBe(true);
  });
});
