import { AnalyticsSchema, SCORE_BANDS, SKILL_KEYS, type Analytics } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  ok,
  problem,
  renderWithApp,
  signIn,
  uuid,
} from '../../../../test/support';
import { AnalyticsView } from './analytics-view';

// Every report draws five recharts charts in jsdom, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 15_000 });

type Student = Analytics['students'][number];

const student = (name: string, sessions: number, average: number | null, trend: number | null): Student => ({
  user_id: uuid(),
  name,
  sessions,
  average_score: average,
  trend,
  weakest_skill: 'empathy_demonstration',
  last_active: '2026-03-20T10:00:00.000Z',
});

const dana = student('Dana Moreau', 5, 72, 4.5);
const sam = student('Sam Okafor', 3, 91, -2);
const lee = student('=HYPERLINK("x")', 1, null, null);

/** Each skill's mean, in SKILL_KEYS order; a skill left out was not assessed. */
const skillsOf = (means: (number | null)[]) =>
  Object.fromEntries(
    SKILL_KEYS.map((k, i) => [k, means[i] ?? null]),
  ) as Analytics['skill_series'][number]['skills'];

/** A period's answer; `sessions` sets the headline so each period's figures tell themselves apart. */
function analytics(sessions: number, metric: Analytics['metric'], students: Student[]): Analytics {
  return {
    period: { from: '2026-03-01', to: '2026-03-30', previous_from: '2026-01-30', previous_to: '2026-02-28' },
    metric,
    granularity: 'day',
    series: [
      { date: '2026-03-01', value: sessions ? 2 : 0 },
      { date: '2026-03-02', value: sessions ? 1 : 0 },
    ],
    summary: {
      sessions,
      active_students: students.length,
      average_score: sessions ? 78.4 : null,
      average_duration_seconds: sessions ? 725 : null,
      flagged_sessions: sessions ? 1 : 0,
      change: {
        sessions: sessions ? 0.25 : null,
        active_students: sessions ? -0.5 : null,
        average_score: 0,
        average_duration_seconds: null,
        flagged_sessions: null,
      },
    },
    students,
    // The first day assessed every skill but one; the second only active listening.
    skill_series: [
      { date: '2026-03-01', skills: skillsOf(sessions ? [55, 61.5, 70, 80, 90, null] : []) },
      { date: '2026-03-02', skills: skillsOf(sessions ? [65] : []) },
    ],
    skills: SKILL_KEYS.map((skill, i) => ({ skill, average: sessions ? 60 + i * 5 : null })),
    score_distribution: SCORE_BANDS.map((band, i) => ({ band, count: sessions ? i : 0 })),
    personas: sessions ? [{ patient_id: uuid(), name: 'Maya (anxiety)', sessions: 6 }] : [],
    flagged: { total: sessions ? 1 : 0, open: sessions ? 1 : 0 },
  };
}

/** The server's answer by period: 30 days busier than 7. */
function fakeAnalyticsApi(byPeriod: Record<string, number> = { '30d': 12, '7d': 3, custom: 8 }) {
  const server = createFakeServer();
  server.on('GET', '/admin/analytics', ({ query }) => {
    const period = query.get('period') ?? '30d';
    const sessions = byPeriod[period] ?? 0;
    const metric = (query.get('metric') ?? 'sessions') as Analytics['metric'];
    return ok(AnalyticsSchema, analytics(sessions, metric, sessions ? [dana, sam, lee] : []));
  });
  return server;
}

function renderAnalytics(url = '/admin/analytics') {
  signIn(makeAdmin());
  return renderWithApp(<AnalyticsView />, { url, path: '/admin/analytics' });
}

const sessionsCard = () => within(screen.getByRole('list', { name: 'Summary' })).getAllByRole('listitem')[0]!;
const rowNames = () =>
  within(screen.getByRole('table', { name: /Student progress/ }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('analytics period and metric', () => {
  it('asks for the period and metric chosen, keeps them in the address and shows their figures', async () => {
    const server = fakeAnalyticsApi();
    const { user, location } = renderAnalytics();
    await expect.poll(() => screen.queryByRole('list', { name: 'Summary' })).not.toBeNull();
    expect(sessionsCard()).toHaveTextContent('Sessions12');
    expect(sessionsCard()).toHaveTextContent('Up 25% on the previous period');
    const first = server.calls('GET', '/admin/analytics')[0]!;
    expect([first.query.get('period'), first.query.get('metric')]).toEqual(['30d', 'sessions']);

    await user.selectOptions(screen.getByLabelText('Period'), 'Last 7 days');
    await expect.poll(() => sessionsCard().textContent).toContain('Sessions3');
    expect(location().search).toBe('?period=7d');
    expect(server.calls('GET', '/admin/analytics').at(-1)!.query.get('period')).toBe('7d');

    await user.selectOptions(screen.getByLabelText('Chart metric'), 'Average score');
    // The chart's figures follow the metric: the same points now read as percentages.
    const chart = await screen.findByRole('table', { name: 'Average score over time' });
    expect(within(chart).getByRole('row', { name: '1 Mar 2%' })).toBeInTheDocument();
    expect(location().search).toBe('?period=7d&metric=scores');
    const last = server.calls('GET', '/admin/analytics').at(-1)!;
    expect([last.query.get('period'), last.query.get('metric')]).toEqual(['7d', 'scores']);
  });

  it('asks for a custom range with its dates, and explains a range that ends before it starts', async () => {
    const server = fakeAnalyticsApi();
    const { user, location } = renderAnalytics(
      '/admin/analytics?period=custom&from=2026-03-01&to=2026-03-30',
    );
    await expect.poll(() => screen.queryByRole('list', { name: 'Summary' })).not.toBeNull();
    expect(sessionsCard()).toHaveTextContent('Sessions8');
    const first = server.calls('GET', '/admin/analytics')[0]!;
    expect([first.query.get('from'), first.query.get('to')]).toEqual(['2026-03-01', '2026-03-30']);

    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-02-01');

    expect(await screen.findByText('The end date must not be before the start date.')).toBeInTheDocument();
    expect(location().search).toContain('to=2026-02-01');
    expect(server.calls('GET', '/admin/analytics').some((r) => r.query.get('to') === '2026-02-01')).toBe(
      false,
    );
  });

  it('shows an error with a retry when the figures cannot be loaded', async () => {
    const server = createFakeServer();
    server.once('GET', '/admin/analytics', () => problem(500, 'Database unavailable'));
    server.on('GET', '/admin/analytics', () => ok(AnalyticsSchema, analytics(12, 'sessions', [dana])));
    const { user } = renderAnalytics();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load analytics.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => screen.queryByRole('list', { name: 'Summary' })).not.toBeNull();
  });
});

describe('cohort skill trajectory', () => {
  it('charts each skill’s mean per bucket and lists the figures for screen readers', async () => {
    fakeAnalyticsApi();
    renderAnalytics();
    const table = await screen.findByRole('table', { name: 'Skill trajectory of the cohort' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Active Listening',
      'Empathy',
      'Questioning',
      'Boundaries',
      'Crisis Management',
      'Interventions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['1 Mar55%62%70%80%90%—', '2 Mar65%—————']);
    expect(table.closest('figure')!.querySelector('figcaption')).toHaveTextContent(
      'Skill trajectory of the cohort',
    );
  });
});

describe('student progress table', () => {
  it('sorts by a column from its header button, by mouse and by keyboard, and says the order', async () => {
    fakeAnalyticsApi();
    const { user } = renderAnalytics();
    await screen.findByRole('table', { name: /Student progress/ });
    expect(rowNames()).toEqual(['Dana Moreau', 'Sam Okafor', '=HYPERLINK("x")']);
    expect(screen.getByRole('columnheader', { name: /Sessions/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: /Average score/ }));
    expect(rowNames()).toEqual(['Sam Okafor', 'Dana Moreau', '=HYPERLINK("x")']);
    expect(screen.getByRole('columnheader', { name: /Average score/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Sessions/ })).toHaveAttribute('aria-sort', 'none');

    screen.getByRole('button', { name: /Average score/ }).focus();
    await user.keyboard('{Enter}');
    // A student without a score stays last whichever way the column runs.
    expect(rowNames()).toEqual(['Dana Moreau', 'Sam Okafor', '=HYPERLINK("x")']);
    expect(screen.getByRole('columnheader', { name: /Average score/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it("links each student to their account's details in User Management", async () => {
    fakeAnalyticsApi();
    const { user, location } = renderAnalytics();
    await user.click(await screen.findByRole('link', { name: 'Open Sam Okafor in User Management' }));
    expect(location()).toEqual({ pathname: '/admin/users', search: `?user=${sam.user_id}` });
  });
});

describe('Export Data', () => {
  const saved: Blob[] = [];
  const downloads: string[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

  beforeEach(() => {
    saved.length = 0;
    downloads.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      saved.push(blob);
      return 'blob:analytics-export';
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
    vi.restoreAllMocks();
  });

  it('downloads the table as shown, in its order, with formulas escaped', async () => {
    fakeAnalyticsApi();
    const { user } = renderAnalytics();
    await screen.findByRole('table', { name: /Student progress/ });
    await user.click(screen.getByRole('button', { name: /Student/ }));

    await user.click(screen.getByRole('button', { name: 'Export Data' }));

    expect(downloads).toEqual(['student-progress-2026-03-01-to-2026-03-30.csv']);
    const csv = (await saved[0]!.text()).replace(/^\uFEFF/, '');
    expect(csv.split('\r\n')).toEqual([
      'Student,Sessions,Average score,Trend (points),Weakest skill,Last active',
      `"'=HYPERLINK(""x"")",1,,,Empathy,2026-03-20T10:00:00.000Z`,
      'Dana Moreau,5,72,4.5,Empathy,2026-03-20T10:00:00.000Z',
      'Sam Okafor,3,91,-2,Empathy,2026-03-20T10:00:00.000Z',
      '',
    ]);
  });
});

describe('empty period', () => {
  it('guides a new installation instead of showing empty charts', async () => {
    fakeAnalyticsApi({ '30d': 0 });
    renderAnalytics();

    expect(
      await screen.findByRole('heading', { name: 'No sessions in this period yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveAttribute('href', '/admin/users');
    expect(screen.queryByRole('button', { name: 'Export Data' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Summary' })).not.toBeInTheDocument();
  });
});
