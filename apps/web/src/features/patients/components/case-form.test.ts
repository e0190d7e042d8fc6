import { PatientBodySchema } from '@practicum/contract';
import { CATALOGUE } from '@practicum/personas';
import { describe, expect, it } from 'vitest';
import { MEDICAL_TEMPLATE, cleanCase, emptyCaseItem, entryIdFor, type CaseDraft } from './case-form';
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
