import {
  AssignmentListResponseSchema,
  AssignmentSchema,
  CohortListResponseSchema,
  MessageResponseSchema,
  StudentAssignmentsResponseSchema,
  UserListResponseSchema,
  type Assignment,
  type StudentAssignment,
} from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makeUser,
  ok,
  renderWithApp,
  signIn,
  uuid,
} from '../../../../test/support';
import { AssignmentsPanel } from './assignments-panel';
import { StudentAssignments } from './student-assignments';

const patientId = uuid();

const studentAssignment: StudentAssignment = {
  id: uuid(),
  title: 'Rapport Building',
  kind: 'module',
  module_id: 'rapport-building',
  patient_id: null,
  due_at: '2030-03-10T22:59:59.000Z',
  target_score: 70,
  created_at: '2030-03-01T09:00:00.000Z',
  status: 'in_progress',
  patients_done: 1,
  patients_total: 3,
  best_score: 60,
  patients: [],
  next_patient_id: patientId,
};

describe('a student’s assignments', () => {
  it('shows status, due date, target and best score, and starts the next patient', async () => {
    signIn(makeUser());
    createFakeServer().on('GET', '/assignments/mine', () =>
      ok(StudentAssignmentsResponseSchema, { assignments: [studentAssignment] }),
    );
    const onStart = vi.fn();
    const { user } = renderWithApp(<StudentAssignments onStart={onStart} startingPatientId={null} />);
    const region = await screen.findByRole('region', { name: 'Your assignments' });
    expect(within(region).getByRole('heading', { name: 'Rapport Building' })).toBeVisible();
    expect(region).toHaveTextContent('In progress');
    expect(region).toHaveTextContent('1 of 3 patients at target · target 70, your best 60');
    await user.click(within(region).getByRole('button', { name: 'Continue Rapport Building' }));
    expect(onStart).toHaveBeenCalledWith(patientId);
  });

  it('shows nothing when the student has no assignment', async () => {
    signIn(makeUser());
    const server = createFakeServer().on('GET', '/assignments/mine', () =>
      ok(StudentAssignmentsResponseSchema, { assignments: [] }),
    );
    renderWithApp(<StudentAssignments onStart={() => undefined} startingPatientId={null} />);
    await expect.poll(() => server.calls('GET', '/assignments/mine').length).toBe(1);
    expect(screen.queryByRole('region', { name: 'Your assignments' })).toBeNull();
  });
});

const student = makeUser({ first_name: 'Ana', last_name: 'Lopez', name: 'Ana Lopez' });

const created: Assignment = {
  id: uuid(),
  title: 'Active Listening',
  kind: 'module',
  module_id: 'active-listening',
  patient_id: null,
  due_at: '2030-03-10T22:59:59.000Z',
  target_score: 65,
  created_at: '2030-03-01T09:00:00.000Z',
  cohort: null,
  students: [
    {
      id: student.id,
      name: 'Ana Lopez',
      status: 'overdue',
      patients_done: 0,
      patients_total: 4,
      best_score: null,
    },
  ],
  counts: { not_started: 0, in_progress: 0, done: 0, overdue: 1 },
  average_best_score: null,
};

function adminServer(assignments: Assignment[]) {
  signIn(makeAdmin());
  return createFakeServer()
    .on('GET', '/admin/assignments', () => ok(AssignmentListResponseSchema, { assignments }))
    .on('GET', '/admin/cohorts', () => ok(CohortListResponseSchema, { cohorts: [] }))
    .on('GET', '/users/users', () => ok(UserListResponseSchema, { users: [student], total_count: 1 }));
}

describe('instructors’ assignments', () => {
  it('says what an assignment is when there is none, and refuses one for nobody', async () => {
    const server = adminServer([]);
    const { user } = renderWithApp(<AssignmentsPanel />);
    expect(await screen.findByText(/No assignments yet/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New assignment' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Choose a cohort or at least one student')).toBeVisible();
    expect(server.calls('POST', '/admin/assignments')).toHaveLength(0);
  });

  it('assigns a module to a chosen student with a due date and target score', async () => {
    const server = adminServer([]).on('POST', '/admin/assignments', () => ok(AssignmentSchema, created, 201));
    const { user } = renderWithApp(<AssignmentsPanel />);
    await user.click(await screen.findByRole('button', { name: 'New assignment' }));
    const dialog = await screen.findByRole('dialog', { name: 'New assignment' });
    await user.selectOptions(within(dialog).getByLabelText('Module'), 'Active Listening');
    await user.click(await within(dialog).findByRole('checkbox', { name: /Ana Lopez/ }));
    const due = within(dialog).getByLabelText('Due date');
    await user.clear(due);
    await user.type(due, '2030-03-10');
    const target = within(dialog).getByLabelText('Target score');
    await user.clear(target);
    await user.type(target, '65');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    await expect.poll(() => server.calls('POST', '/admin/assignments').length).toBe(1);
    const body = server.calls('POST', '/admin/assignments')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      module_id: 'active-listening',
      student_ids: [student.id],
      target_score: 65,
    });
    expect(new Date(body.due_at as string).getDate()).toBe(10);
    await expect.poll(() => screen.queryByRole('dialog', { name: 'New assignment' })).toBeNull();
  });

  it('lists completion and overdue students, and deletes only after confirmation', async () => {
    const server = adminServer([created]).on('DELETE', '/admin/assignments/:id', () =>
      ok(MessageResponseSchema, { message: 'The assignment was deleted' }),
    );
    const { user } = renderWithApp(<AssignmentsPanel />);
    const row = (await screen.findByRole('rowheader', { name: /Active Listening/ })).closest('tr')!;
    expect(row).toHaveTextContent('0 of 1 done');
    expect(row).toHaveTextContent('Ana Lopez');
    await user.click(within(row).getByRole('button', { name: 'Delete assignment Active Listening' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the assignment Active Listening?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('DELETE', `/admin/assignments/${created.id}`)).toHaveLength(0);
    await user.click(within(row).getByRole('button', { name: 'Delete assignment Active Listening' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: /Delete the assignment/ })).getByRole('button', {
        name: 'Delete assignment',
      }),
    );
    await expect.poll(() => server.calls('DELETE', `/admin/assignments/${created.id}`).length).toBe(1);
  });

  it('has no writing controls on the analytics overview', async () => {
    adminServer([created]);
    renderWithApp(<AssignmentsPanel readOnly />);
    await screen.findByRole('rowheader', { name: /Active Listening/ });
    expect(screen.queryByRole('button', { name: 'New assignment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });
});
