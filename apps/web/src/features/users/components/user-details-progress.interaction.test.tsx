import { ProgressSchema, SKILL_KEYS, UserSchema, type Progress, type User } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makeUser,
  ok,
  problem,
  renderWithApp,
  signIn,
  uuid,
} from '../../../../test/support';
import { UserDetailsModal } from './user-details-modal';

const noTrend = { previous_average: null, change: null, trend: null };

const progress: Progress = {
  sessions: [48, 57, 66].map((score, i) => ({
    session_id: uuid(),
    date: `2026-03-0${i + 1}T09:00:00.000Z`,
    patient_name: 'Maria Santos',
    score,
    skills: Object.fromEntries(SKILL_KEYS.map((k) => [k, score])) as Progress['sessions'][number]['skills'],
  })),
  skills: [
    { skill: 'active_listening', recent_average: 72, previous_average: 60, change: 12, trend: 'up' },
    { skill: 'empathy_demonstration', recent_average: 58, previous_average: 66, change: -8, trend: 'down' },
    { skill: 'questioning_techniques', recent_average: 64, ...noTrend },
    { skill: 'boundary_maintenance', recent_average: 61, ...noTrend },
    { skill: 'crisis_management', recent_average: 35, ...noTrend },
    { skill: 'therapeutic_interventions', recent_average: null, ...noTrend },
  ],
  weakest_skill: 'crisis_management',
  suggestion: {
    patient_id: uuid(),
    name: 'Rae Collins',
    condition: 'Major Depressive Disorder',
    difficulty: 'beginner',
    skill: 'crisis_management',
  },
};

/** The user's record, and their progress as the admin route answers it (or an error). */
function renderDetails(target: User, answer: Progress | 'fails') {
  signIn(makeAdmin());
  const server = createFakeServer()
    .on('GET', `/users/admin/users/${target.id}`, () => ok(UserSchema, target))
    .on('GET', `/admin/users/${target.id}/progress`, () =>
      answer === 'fails' ? problem(503, 'Database unavailable', 'unavailable') : ok(ProgressSchema, answer),
    );
  const rendered = renderWithApp(
    <UserDetailsModal userId={target.id} initial={target} viewer={makeAdmin()} onClose={() => {}} />,
    {
      url: '/admin/users',
    },
  );
  return { server, ...rendered, dialog: screen.getByRole('dialog', { name: 'User Details' }) };
}

describe('user details: a student’s progress', () => {
  it('shows the student’s score trend, skill directions, weakest skill and suggested persona', async () => {
    const student = makeUser();
    const { server, dialog } = renderDetails(student, progress);
    const section = await within(dialog).findByRole('region', { name: 'Progress' });
    await within(section).findByRole('img', {
      name: 'Overall scores of Dana Moreau’s last 3 scored sessions, oldest first: 48, 57, 66',
    });
    const skill = (label: string) => within(section).getByText(label).closest('li')!;
    expect(skill('Active Listening')).toHaveTextContent('72%↑improving');
    expect(skill('Empathy')).toHaveTextContent('58%↓declining');
    expect(skill('Interventions')).toHaveTextContent('Not assessed yet');
    expect(
      within(section).getByRole('heading', { name: 'Weakest skill' }).nextElementSibling,
    ).toHaveTextContent('Crisis Management');
    expect(
      within(section).getByRole('heading', { name: 'Suggested next persona' }).nextElementSibling,
    ).toHaveTextContent('Rae Collins (Major Depressive Disorder, beginner) exercises crisis management.');
    // An instructor reads the suggestion; starting a session is the student's to do.
    expect(within(section).queryByRole('button', { name: /Practise/ })).not.toBeInTheDocument();
    expect(server.calls('GET', `/admin/users/${student.id}/progress`)).toHaveLength(1);
  });

  it('says what will appear for a student without a scored session', async () => {
    const { dialog } = renderDetails(makeUser(), {
      sessions: [],
      skills: SKILL_KEYS.map((skill) => ({ skill, recent_average: null, ...noTrend })),
      weakest_skill: null,
      suggestion: null,
    });
    const section = await within(dialog).findByRole('region', { name: 'Progress' });
    expect(await within(section).findByText(/No scored sessions yet/)).toHaveTextContent(
      'once Dana Moreau completes a session',
    );
  });

  it('names a failed load and tries again', async () => {
    const student = makeUser();
    const { server, user, dialog } = renderDetails(student, 'fails');
    const section = await within(dialog).findByRole('region', { name: 'Progress' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    await expect
      .poll(() => server.calls('GET', `/admin/users/${student.id}/progress`).length)
      .toBeGreaterThan(1);
  });

  it('shows no progress for an administrator, who does not practise', async () => {
    const admin = makeAdmin({ id: uuid(), email: 'other.admin@university.test' });
    const { server, dialog } = renderDetails(admin, progress);
    await within(dialog).findByText('Account status', { selector: 'p' });
    expect(within(dialog).queryByRole('region', { name: 'Progress' })).not.toBeInTheDocument();
    expect(server.calls('GET', `/admin/users/${admin.id}/progress`)).toHaveLength(0);
  });
});
