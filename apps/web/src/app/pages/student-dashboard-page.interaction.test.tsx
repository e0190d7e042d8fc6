import { ProgressSchema, SessionSchema, SKILL_KEYS, type Progress } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createFakeServer,
  makeSession,
  makeUser,
  ok,
  renderWithApp,
  signIn,
  uuid,
} from '../../../test/support';
import StudentDashboardPage from './student-dashboard-page';

const suggested = uuid();
const noTrend = { previous_average: null, change: null, trend: null };

const progress: Progress = {
  sessions: [55, 62, 71].map((score, i) => ({
    session_id: uuid(),
    date: `2026-03-0${i + 1}T09:00:00.000Z`,
    patient_name: 'Maria Santos',
    score,
    skills: Object.fromEntries(SKILL_KEYS.map((k) => [k, score])) as Progress['sessions'][number]['skills'],
  })),
  skills: [
    { skill: 'active_listening', recent_average: 70, previous_average: 50, change: 20, trend: 'up' },
    { skill: 'empathy_demonstration', recent_average: 60, previous_average: 70, change: -10, trend: 'down' },
    { skill: 'questioning_techniques', recent_average: 65, previous_average: 65, change: 0, trend: 'steady' },
    { skill: 'boundary_maintenance', recent_average: 61, ...noTrend },
    { skill: 'crisis_management', recent_average: 40, ...noTrend },
    { skill: 'therapeutic_interventions', recent_average: null, ...noTrend },
  ],
  weakest_skill: 'crisis_management',
  suggestion: {
    patient_id: suggested,
    name: 'Rae Collins',
    condition: 'Major Depressive Disorder',
    difficulty: 'beginner',
    skill: 'crisis_management',
  },
};

function renderPage(answer: Progress) {
  signIn(makeUser());
  const server = createFakeServer()
    .on('GET', '/users/me/progress', () => ok(ProgressSchema, answer))
    .on('POST', '/voice/history/sessions', ({ body }) =>
      ok(SessionSchema, makeSession({ patient_id: (body as { patient_id: string }).patient_id }), 201),
    );
  return { server, ...renderWithApp(<StudentDashboardPage />, { url: '/student/dashboard' }) };
}

describe('student dashboard: your progress', () => {
  it('shows the score trend, each skill’s direction in words and the weakest skill', async () => {
    renderPage(progress);
    const card = await screen.findByRole('region', { name: 'Your progress' });
    await within(card).findByRole('img', { name: /oldest first: 55, 62, 71$/ });
    const skill = (label: string) => within(card).getByText(label).closest('li')!;
    expect(skill('Active Listening')).toHaveTextContent('70%↑improving');
    expect(skill('Empathy')).toHaveTextContent('60%↓declining');
    expect(skill('Questioning')).toHaveTextContent('→steady');
    expect(skill('Boundaries')).toHaveTextContent('No trend yet');
    expect(skill('Interventions')).toHaveTextContent('Not assessed yet');
    expect(within(card).getByRole('heading', { name: 'Weakest skill' }).nextElementSibling).toHaveTextContent(
      'Crisis Management',
    );
  });

  it('starts a session with the suggested persona and opens it', async () => {
    const { server, user, location } = renderPage(progress);
    await user.click(await screen.findByRole('button', { name: 'Practise next: Rae Collins' }));
    await expect.poll(() => location().pathname).toBe(`/student/session/${suggested}`);
    expect(server.calls('POST', '/voice/history/sessions').map((c) => c.body)).toEqual([
      { patient_id: suggested },
    ]);
  });

  it('tells a new student what will appear once they have a scored session', async () => {
    renderPage({
      sessions: [],
      skills: SKILL_KEYS.map((skill) => ({ skill, recent_average: null, ...noTrend })),
      weakest_skill: null,
      suggestion: null,
    });
    const card = await screen.findByRole('region', { name: 'Your progress' });
    expect(await within(card).findByText(/No scored sessions yet/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Practise next/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
  });
});
