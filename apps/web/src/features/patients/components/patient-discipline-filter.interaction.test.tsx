import { PatientListResponseSchema, PatientSchema, type Patient } from '@practicum/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createFakeServer,
  makePatientDetail,
  makeUser,
  ok,
  renderWithApp,
  signIn,
} from '../../../../test/support';
import { PatientBrowser } from './patient-browser';

/** A therapy and a medicine patient; the fake list filters by discipline as the server does. */
const therapy = PatientSchema.parse({
  ...makePatientDetail({ name: 'Tess Therapy', discipline: 'therapy' }, 0),
  persona: null,
});
const medicine = PatientSchema.parse({
  ...makePatientDetail({ name: 'Mo Medicine', discipline: 'medicine' }, 1),
  persona: null,
});

function render(url: string) {
  signIn(makeUser());
  const server = createFakeServer().on('GET', '/voice/patients/', ({ query }) => {
    const d = query.get('discipline');
    const rows: Patient[] = [therapy, medicine].filter(
      (p) => !d || p.discipline === d || p.discipline === 'both',
    );
    return ok(PatientListResponseSchema, { patients: rows, total_count: rows.length });
  });
  return { server, ...renderWithApp(<PatientBrowser onStartSession={() => undefined} />, { url }) };
}

const shown = () =>
  screen.queryAllByRole('button', { name: /^Start Session with / }).map((b) => b.getAttribute('aria-label'));

describe('the discipline filter', () => {
  it('asks for one discipline and keeps it in the address', async () => {
    const { user, server, location } = render('/student/dashboard');
    await expect.poll(() => shown().length).toBe(2);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Discipline'), 'Medicine');
    await expect.poll(shown).toEqual(['Start Session with Mo Medicine']);
    expect(location().search).toContain('discipline=medicine');
    expect(server.requests.at(-1)!.query.get('discipline')).toBe('medicine');
    expect(screen.getByRole('button', { name: 'Filters, 1 on' })).toBeVisible();
  });

  it('reads a discipline from the address', async () => {
    render('/student/dashboard?discipline=medicine');
    await expect.poll(shown).toEqual(['Start Session with Mo Medicine']);
  });

  it('shows everything for a discipline it does not know', async () => {
    const { server } = render('/student/dashboard?discipline=law');
    await expect.poll(() => shown().length).toBe(2);
    expect(server.requests.every((r) => r.query.get('discipline') === null)).toBe(true);
  });
});
