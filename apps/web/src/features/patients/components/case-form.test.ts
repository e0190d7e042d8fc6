import { PatientBodySchema } from '@practicum/contract';
import { CATALOGUE } from '@practicum/personas';
import { describe, expect, it } from 'vitest';
import {
  MEDICAL_TEMPLATE,
  cleanCase,
  emptyCaseItem,
  entryIdFor,
  withPolarity,
  type CaseDraft,
} from './case-form';
import { medicalTemplateValues, toFormValues, validatePersona } from './persona-form';

const gareth = PatientBodySchema.parse(CATALOGUE.find((p) => p.id === 'gareth-hughes'));

describe('the station as the editor holds it', () => {
  it('drops blank lines and gives a new item an id from its label before validation', () => {
    const draft: CaseDraft = structuredClone(MEDICAL_TEMPLATE.case);
    draft.agenda.cues = ['', 'I did wonder.', '  '];
    draft.checklist.push({
      ...emptyCaseItem(),
      label: 'Asked about the pain at night',
      parts: [{ cues: ['night|sleep', ''], partly: [''] }],
    });
    const clean = cleanCase(draft);
    expect(clean.agenda.cues).toEqual(['I did wonder.']);
    expect(clean.checklist.at(-1)).toMatchObject({
      id: 'asked-about-the-pain-at-night',
      parts: [{ cues: ['night|sleep'], partly: [] }],
    });
  });

  it('numbers a template entry the case already has', () => {
    expect(entryIdFor('summary', [{ id: 'summary', use: 'summary' }])).toBe('summary-2');
    expect(entryIdFor('ideas', [{ id: 'summary', use: 'summary' }])).toBe('ideas');
  });

  it('round-trips a medical case through the form unchanged', () => {
    const result = validatePersona(toFormValues(gareth), gareth.id);
    expect(result.ok).toBe(true);
    if (result.ok) expect(PatientBodySchema.parse(result.body)).toEqual(gareth);
  });

  it('round-trips items to avoid unchanged: their polarity, excusing and plain wordings', () => {
    for (const id of ['alex-morgan', 'david-forsyth']) {
      const persona = PatientBodySchema.parse(CATALOGUE.find((p) => p.id === id));
      expect(persona.case?.checklist.some((e) => e.polarity === 'avoid')).toBe(true);
      const result = validatePersona(toFormValues(persona), persona.id);
      expect(result.ok).toBe(true);
      if (result.ok) expect(PatientBodySchema.parse(result.body)).toEqual(persona);
    }
  });

  it('switches an item to avoid without partly wordings or parts needed, and back', () => {
    const item = {
      ...emptyCaseItem(),
      label: 'Called the heart attack a funny turn',
      parts: [
        { cues: ['funny turn'], partly: ['turn'] },
        { cues: ['a turn'], partly: [] },
      ],
      need: 1,
    };
    const avoid = withPolarity(item, true);
    expect(avoid).toMatchObject({ polarity: 'avoid', parts: [{ partly: [] }, { partly: [] }] });
    expect(avoid).not.toHaveProperty('need');
    const back = withPolarity(
      { ...avoid, parts: [{ cues: ['funny turn'], partly: [], unless: ['not'] }] },
      false,
    );
    expect(back).not.toHaveProperty('polarity');
    expect(back.parts).toEqual([{ cues: ['funny turn'], partly: [] }]);
  });

  it('starts a new medical case whose station and facts validate once the person is named', () => {
    const values = medicalTemplateValues();
    const result = validatePersona(values, 'new-case');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.filter((i) => i.field === 'case')).toEqual([]);
  });

  it('reads the station from its own section, never from the JSON', () => {
    const values = toFormValues(gareth);
    const json = JSON.parse(values.advanced) as Record<string, unknown>;
    expect(json).not.toHaveProperty('case');
    const result = validatePersona(
      { ...values, advanced: JSON.stringify({ ...json, case: gareth.case }), case: null, discipline: 'both' },
      gareth.id,
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.body.case).toBeUndefined();
  });
});
