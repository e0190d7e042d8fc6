import {
  PatientDetailSchema,
  PatientListResponseSchema,
  type PatientBody,
  type PatientDetail,
} from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makePatientDetail,
  ok,
  problem,
  renderWithApp,
  signIn,
  type FakeServer,
} from '../../../../test/support';
import { PersonaEditorModal } from './persona-editor-modal';

/** Another patient in the library, whose case formulation a new persona can start from. */
const source = makePatientDetail({}, 1);

function serveLibrary(server: FakeServer) {
  server.on('GET', '/voice/patients', () =>
    ok(PatientListResponseSchema, { patients: [PatientDetailSchema.parse(source)], total_count: 1 }),
  );
  server.on('GET', `/voice/patients/${source.id}`, () => ok(PatientDetailSchema, source));
}

function renderEditor(props: { patient?: PatientDetail } = {}) {
  signIn(makeAdmin());
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const rendered = renderWithApp(
    <PersonaEditorModal patient={props.patient} onClose={onClose} onSaved={onSaved} />,
    { url: '/admin/patients' },
  );
  return { ...rendered, onClose, onSaved, dialog: () => screen.getByRole('dialog') };
}

/** Pasting, as an instructor would with prepared text; typing long texts key by key tells nothing more. */
async function paste(user: UserEvent, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

async function fillPresentation(user: UserEvent) {
  await user.type(screen.getByLabelText('Name'), 'Nora Quinn');
  await user.type(screen.getByLabelText('Age'), '34');
  await user.selectOptions(screen.getByLabelText('Difficulty'), 'Intermediate');
  await user.selectOptions(screen.getByLabelText('Condition category'), 'Generalized anxiety');
  await user.type(screen.getByLabelText('Condition'), 'Generalised Anxiety Disorder');
  await user.type(screen.getByLabelText('Emotional state'), 'Tense and restless');
  await paste(user, 'Personality', 'Conscientious, self-critical, quick to apologise.');
  await paste(user, 'Background', 'Works as a paralegal; lives alone since a recent breakup.');
  await paste(user, 'Symptoms', 'Constant worry\nPoor sleep\nMuscle tension');
  await paste(user, 'Presenting problem', 'Worry about work mistakes keeps her awake most nights.');
  await paste(user, 'Opening statement', 'I don’t really know where to start, honestly.');
}

describe('add patient', () => {
  it('lists every problem, moves focus to the list and marks the fields', async () => {
    const server = createFakeServer();
    serveLibrary(server);
    const { user, dialog } = renderEditor();
    expect(dialog()).toHaveAccessibleName('Add Patient');

    await user.click(screen.getByRole('button', { name: 'Create Patient' }));

    const summary = await within(dialog()).findByRole('alert');
    expect(summary).toHaveTextContent(/The persona has \d+ problems to fix:/);
    await expect.poll(() => document.activeElement).toBe(summary);
    expect(screen.getByLabelText('Age')).toHaveAccessibleDescription('Enter the age as a whole number');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', '/voice/patients')).toHaveLength(0);
  });

  it('starts from another patient’s formulation and sends the whole persona', async () => {
    const server = createFakeServer();
    serveLibrary(server);
    server.on('POST', '/voice/patients', ({ body }) =>
      ok(PatientDetailSchema, makePatientDetail({ name: (body as PatientBody).name }), 201),
    );
    const { user, onSaved } = renderEditor();

    await fillPresentation(user);
    const from = screen.getByLabelText('Start the case formulation from');
    await screen.findByRole('option', { name: `${source.name} (${source.condition})` });
    await user.selectOptions(from, source.id);
    const advanced = screen.getByLabelText('Advanced case formulation (JSON)');
    await expect
      .poll(() => (advanced as HTMLTextAreaElement).value)
      .toContain(source.persona!.facts[0]!.text);

    await user.click(screen.getByRole('button', { name: 'Create Patient' }));

    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    const body = server.calls('POST', '/voice/patients')[0]!.body as PatientBody;
    expect(body).toMatchObject({
      id: 'nora-quinn',
      name: 'Nora Quinn',
      age: 34,
      difficulty: 'intermediate',
      condition_category: 'generalized_anxiety',
      symptoms: ['Constant worry', 'Poor sleep', 'Muscle tension'],
      risk: { level: 'none' },
    });
    expect(body.facts).toEqual(source.persona!.facts);
  });

  it('shows the server’s validation issues by path', async () => {
    const server = createFakeServer();
    serveLibrary(server);
    server.on('POST', '/voice/patients', () =>
      problem(
        422,
        [{ loc: ['body', 'name'], msg: 'A patient with this name already exists', type: 'value_error' }],
        'validation_error',
      ),
    );
    const { user, onSaved } = renderEditor();

    await fillPresentation(user);
    await screen.findByRole('option', { name: `${source.name} (${source.condition})` });
    await user.selectOptions(screen.getByLabelText('Start the case formulation from'), source.id);
    await expect
      .poll(() => (screen.getByLabelText('Advanced case formulation (JSON)') as HTMLTextAreaElement).value)
      .toContain(source.persona!.facts[0]!.text);
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));

    const summary = await screen.findByText(/The server says the persona has 1 problem to fix/);
    expect(summary.closest('[role="alert"]')).toHaveTextContent('A patient with this name already exists');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(
      'A patient with this name already exists',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('points at broken JSON in the advanced formulation', async () => {
    const server = createFakeServer();
    serveLibrary(server);
    const { user } = renderEditor();

    await fillPresentation(user);
    const advanced = screen.getByLabelText('Advanced case formulation (JSON)');
    await user.clear(advanced);
    await user.click(advanced);
    await user.paste('{ "facts": [ }');
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/Not valid JSON/);
    expect(server.calls('POST', '/voice/patients')).toHaveLength(0);
  });
});

describe('closing the editor', () => {
  it('closes at once with Cancel when nothing was changed', async () => {
    const server = createFakeServer();
    serveLibrary(server);
    const confirm = vi.spyOn(window, 'confirm');
    const { user, onClose } = renderEditor();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before throwing away typed changes, on Cancel and on Escape', async () => {
    const server = createFakeServer();
    serveLibrary(server);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user, onClose } = renderEditor();

    await user.type(screen.getByLabelText('Name'), 'Nora');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('Discard your unsaved changes to this patient?');
    expect(onClose).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('edit patient', () => {
  it('loads the persona, and saves the edited field under the same persona id', async () => {
    const patient = makePatientDetail();
    const server = createFakeServer();
    server.on('GET', `/voice/patients/${patient.id}`, () => ok(PatientDetailSchema, patient));
    server.on('PUT', `/voice/patients/${patient.id}`, ({ body }) =>
      ok(PatientDetailSchema, { ...patient, persona: body as PatientDetail['persona'] }),
    );
    const { user, onSaved, dialog } = renderEditor({ patient });
    expect(dialog()).toHaveAccessibleName(`Edit ${patient.name}`);
    expect(screen.getByRole('status')).toHaveTextContent('Loading persona');

    const opening = await screen.findByLabelText('Opening statement');
    expect(screen.getByLabelText('Name')).toHaveValue(patient.name);
    // Editing keeps the case formulation; there is no template picker.
    expect(screen.queryByLabelText('Start the case formulation from')).not.toBeInTheDocument();

    await user.clear(opening);
    await user.type(opening, 'Thanks for seeing me today.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    const body = server.calls('PUT', `/voice/patients/${patient.id}`)[0]!.body as PatientBody;
    expect(body.id).toBe(patient.persona!.id);
    expect(body.opening_statement).toBe('Thanks for seeing me today.');
    expect(body.facts).toEqual(patient.persona!.facts);
  });

  it('shows the server’s text when saving fails', async () => {
    const patient = makePatientDetail();
    const server = createFakeServer();
    server.on('GET', `/voice/patients/${patient.id}`, () => ok(PatientDetailSchema, patient));
    server.on('PUT', `/voice/patients/${patient.id}`, () =>
      problem(403, 'Admin access required', 'forbidden'),
    );
    const { user, onSaved } = renderEditor({ patient });

    await screen.findByLabelText('Opening statement');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Admin access required');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
