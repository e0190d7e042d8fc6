import { MODULES, ModuleProgressResponseSchema, type ModuleProgress } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServer, makeUser, ok, renderWithApp, signIn, uuid } from '../../../../test/support';
import { ModulesView } from './modules-view';

const rapport = MODULES.find((m) => m.id === 'rapport-building')!;
const listening = MODULES.find((m) => m.id === 'active-listening')!;
const history = MODULES.find((m) => m.id === 'medical-history')!;

const progressOf = (module: typeof rapport, done: number): ModuleProgress => {
  const personas = module.persona_ids.map((id, i) => ({
    catalogue_id: id,
    patient_id: uuid(),
    name: `Patient ${i + 1}`,
    condition: 'Condition',
    sessions_completed: i < done ? 1 : 0,
    best_score: i < done ? 70 + i * 10 : null,
    completed_at: i < done ? `2030-03-0${i + 1}T10:00:00.000Z` : null,
  }));
  const complete = done === personas.length;
  return {
    module,
    personas,
    available: personas.length,
    completed: done,
    completed_at: complete ? personas.at(-1)!.completed_at : null,
    average_best_score: done ? 80 : null,
  };
};

function render(modules: ModuleProgress[], discipline: 'therapy' | 'medicine' | null = null) {
  signIn(makeUser());
  createFakeServer().on('GET', '/modules/progress', () =>
    ok(ModuleProgressResponseSchema, { student_name: 'Ana Lopez', modules }),
  );
  const onStart = vi.fn();
  return {
    onStart,
    ...renderWithApp(<ModulesView onStart={onStart} startingPatientId={null} discipline={discipline} />),
  };
}

describe('training modules', () => {
  it('shows progress per module and starts a patient', async () => {
    const started = progressOf(listening, 1);
    const { user, onStart } = render([started, progressOf(rapport, 0)]);
    const card = (await screen.findByRole('heading', { name: 'Active Listening' })).closest('li')!;
    expect(card).toHaveTextContent('1 of 4 patients done');
    expect(card).toHaveTextContent('Done · best score 70');
    expect(within(card).getByRole('progressbar', { name: 'Active Listening progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await user.click(within(card).getByRole('button', { name: 'Start Patient 2' }));
    expect(onStart).toHaveBeenCalledWith(started.personas[1]!.patient_id);
    expect(within(card).queryByRole('button', { name: 'View certificate' })).toBeNull();
  });

  it('offers a certificate with the name, module, date and scores once every patient is done', async () => {
    const { user } = render([progressOf(rapport, 3)]);
    await user.click(await screen.findByRole('button', { name: 'View certificate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rapport Building: certificate of completion' });
    expect(dialog).toHaveTextContent('Ana Lopez');
    expect(dialog).toHaveTextContent('has completed the training module');
    expect(within(dialog).getByRole('row', { name: /Patient 3/ })).toHaveTextContent('90');
    expect(within(dialog).getByRole('button', { name: 'Print certificate' })).toBeVisible();
  });

  it("lists the student's discipline first", async () => {
    render([progressOf(listening, 0), progressOf(history, 0)], 'medicine');
    await screen.findByRole('heading', { name: 'Medical History Taking' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Medical History Taking',
      'Active Listening',
    ]);
  });
});
