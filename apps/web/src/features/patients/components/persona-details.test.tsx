import { resolveAvoidItems, resolveChecklist, PatientBodySchema } from '@practicum/contract';
import { CATALOGUE } from '@practicum/personas';
import { describe, expect, it } from 'vitest';
import { renderText } from '../../../../test/support/render-text';
import { PersonaDetails } from './persona-details';

const persona = (id: string) => PatientBodySchema.parse(CATALOGUE.find((p) => p.id === id));

describe('the persona details an admin reads', () => {
  it('show a medical case’s station, its hidden agenda in the patient’s words and every checklist label', () => {
    const gareth = persona('gareth-hughes');
    const text = renderText(<PersonaDetails persona={gareth} />);
    expect(text).toContain('Medical station');
    expect(text).toContain('History taking');
    expect(text).toContain(gareth.case!.setting);
    const concern = gareth.facts.find((f) => f.id === gareth.case!.agenda.concerns[0])!;
    expect(text).toContain(concern.text.slice(0, 40));
    const items = resolveChecklist(gareth.case!);
    expect(text).toContain(`Checklist (${items.length} items)`);
    for (const item of items) expect(text).toContain(item.label);
  });

  it('list a case’s items to avoid apart from its checklist', () => {
    const david = persona('david-forsyth');
    const text = renderText(<PersonaDetails persona={david} />);
    const avoid = resolveAvoidItems(david.case!);
    expect(avoid.length).toBeGreaterThan(0);
    expect(text).toContain(`Checklist (${resolveChecklist(david.case!).length} items)`);
    expect(text).toContain('To avoid');
    for (const item of avoid) expect(text).toContain(item.label);
  });

  it('show no station for a therapy persona', () => {
    const therapy = PatientBodySchema.parse(CATALOGUE.find((p) => !p.case));
    expect(renderText(<PersonaDetails persona={therapy} />)).not.toContain('Medical station');
  });
});
