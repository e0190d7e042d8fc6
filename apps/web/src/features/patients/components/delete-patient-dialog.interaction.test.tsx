import { MessageResponseSchema, PatientDetailSchema } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makePatientDetail,
  ok,
  problem,
  renderWithApp,
  signIn,
} from '../../../../test/support';
import { DeletePatientDialog } from './delete-patient-dialog';

const patient = makePatientDetail();
const path = `/voice/patients/${patient.id}`;

function renderDialog() {
  signIn(makeAdmin());
  const onClose = vi.fn();
  const onDone = vi.fn();
  const rendered = renderWithApp(
    <DeletePatientDialog patient={patient} onClose={onClose} onDone={onDone} />,
    {
      url: '/admin/patients',
    },
  );
  return { ...rendered, onClose, onDone };
}

describe('delete patient', () => {
  it('asks first, with Cancel focused so Enter never deletes by accident', async () => {
    const server = createFakeServer();
    const { user, onClose } = renderDialog();

    const dialog = screen.getByRole('dialog', { name: `Delete ${patient.name}?` });
    expect(dialog).toHaveAccessibleDescription('The persona is removed for good. This cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(server.calls('DELETE', path)).toHaveLength(0);
  });

  it('deletes when confirmed and reports the server’s message', async () => {
    const server = createFakeServer().on('DELETE', path, () =>
      ok(MessageResponseSchema, { message: `${patient.name} was deleted.` }),
    );
    const { user, onDone } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await expect.poll(() => onDone.mock.calls.length).toBe(1);
    expect(onDone).toHaveBeenCalledWith(`${patient.name} was deleted.`);
    expect(server.calls('DELETE', path)).toHaveLength(1);
  });

  it('offers to archive instead when sessions use the patient, and archives on confirm', async () => {
    const server = createFakeServer()
      .on('DELETE', path, () =>
        problem(409, 'This patient is used in 3 sessions and cannot be deleted.', 'patient_in_use'),
      )
      .on('POST', `${path}/archive`, () => ok(PatientDetailSchema, { ...patient, archived: true }));
    const { user, onDone } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Delete' }));

    const dialog = await screen.findByRole('dialog', { name: `${patient.name} cannot be deleted` });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This patient is used in 3 sessions and cannot be deleted.',
    );
    const archive = within(dialog).getByRole('button', { name: 'Archive instead' });
    expect(archive).toHaveFocus();

    await user.keyboard('{Enter}');

    await expect.poll(() => onDone.mock.calls.length).toBe(1);
    expect(onDone).toHaveBeenCalledWith(`${patient.name} was archived. Students no longer see this patient.`);
    expect(server.calls('POST', `${path}/archive`)[0]!.body).toEqual({ archived: true });
  });

  it('shows other failures in the dialog and lets the admin try again', async () => {
    const server = createFakeServer();
    server.once('DELETE', path, () => problem(500, 'Database unavailable', 'internal'));
    server.on('DELETE', path, () => ok(MessageResponseSchema, { message: 'Deleted.' }));
    const { user, onDone } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(onDone).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await expect.poll(() => onDone.mock.calls.length).toBe(1);
    expect(server.calls('DELETE', path)).toHaveLength(2);
  });
});
