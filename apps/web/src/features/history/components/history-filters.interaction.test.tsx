import { SessionListResponseSchema, type Session } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, makeSession, makeUser, ok, renderWithApp, signIn } from '../../../../test/support';
import HistoryPage from '../../../app/pages/history-page';

const maria = makeSession({ patient_name: 'Maria Santos', score: 93, grade: 'A' });
const jose = makeSession({ patient_name: 'José Álvarez', score: 74, grade: 'C' });
const tom = makeSession({ patient_name: 'Tom Hargreaves', score: 55, grade: 'F' });

/** The history endpoint applies the score bounds like the server does, so a filter visibly narrows. */
function fakeHistoryApi(sessions: Session[] = [maria, jose, tom]) {
  const server = createFakeServer();
  server.on('GET', '/voice/history/sessions', ({ query }) => {
    const min = query.has('min_score') ? Number(query.get('min_score')) : -Infinity;
    const max = query.has('max_score') ? Number(query.get('max_score')) : Infinity;
    const page = sessions.filter((s) => s.score !== null && s.score >= min && s.score <= max);
    return ok(SessionListResponseSchema, { sessions: page, total_count: page.length });
  });
  return server;
}

const listRequests = (server: ReturnType<typeof fakeHistoryApi>) =>
  server.calls('GET', '/voice/history/sessions').map((r) => Object.fromEntries(r.query));

function renderHistory(url = '/student/history') {
  signIn(makeUser());
  return renderWithApp(<HistoryPage />, { url, path: '/student/history' });
}

const shownPatients = () =>
  within(screen.getByRole('list', { name: 'Sessions' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('session history filters', () => {
  it('asks for the most recent sessions first', async () => {
    const server = fakeHistoryApi();
    renderHistory();

    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(listRequests(server)[0]).toEqual({
      limit: '10',
      offset: '0',
      sort_by: 'start_time',
      sort_order: 'desc',
    });
    expect(screen.getByLabelText('Score')).toHaveDisplayValue('All scores');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Most recent');
  });

  it('narrows to a score band chosen in the select, and remembers it in the address', async () => {
    const server = fakeHistoryApi();
    const { user, location } = renderHistory();
    await screen.findByRole('heading', { name: 'Maria Santos' });

    await user.selectOptions(screen.getByLabelText('Score'), 'High (90+)');

    await expect.poll(shownPatients).toEqual(['Maria Santos']);
    expect(listRequests(server).at(-1)).toMatchObject({ min_score: '90', offset: '0' });
    expect(location().search).toBe('?score=high');

    await user.selectOptions(screen.getByLabelText('Score'), 'Medium (70-89)');
    await expect.poll(shownPatients).toEqual(['José Álvarez']);
    expect(listRequests(server).at(-1)).toMatchObject({ min_score: '70', max_score: '89.99' });
  });

  it('asks the server to sort by the chosen field', async () => {
    const server = fakeHistoryApi();
    const { user, location } = renderHistory();
    await screen.findByRole('heading', { name: 'Maria Santos' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Longest duration');

    await expect.poll(() => listRequests(server).at(-1)?.sort_by).toBe('duration');
    expect(location().search).toBe('?sort=duration');
  });

  it('starts from the filters in the address', async () => {
    const server = fakeHistoryApi();
    renderHistory('/student/history?score=low&sort=score');

    await expect.poll(shownPatients).toEqual(['Tom Hargreaves']);
    expect(screen.getByLabelText('Score')).toHaveDisplayValue('Low (under 70)');
    expect(screen.getByLabelText('Sort by')).toHaveDisplayValue('Highest score');
    expect(listRequests(server)[0]).toMatchObject({ max_score: '69.99', sort_by: 'score' });
  });

  it('searches the loaded page by patient name, ignoring case and accents, without a new request', async () => {
    const server = fakeHistoryApi();
    const { user, location } = renderHistory();
    await screen.findByRole('heading', { name: 'Maria Santos' });
    const before = listRequests(server).length;

    const search = screen.getByRole('searchbox', { name: 'Search by patient' });
    expect(search).toHaveAccessibleDescription('Searches the sessions on this page.');
    await user.type(search, 'jose alv');

    expect(shownPatients()).toEqual(['José Álvarez']);
    expect(listRequests(server)).toHaveLength(before);
    expect(location().search).toBe('?q=jose+alv');
  });

  it('offers to clear the filters when nothing matches, and clearing brings every session back', async () => {
    fakeHistoryApi();
    const { user, location } = renderHistory('/student/history?score=high');
    await expect.poll(shownPatients).toEqual(['Maria Santos']);

    await user.type(screen.getByRole('searchbox', { name: 'Search by patient' }), 'nobody');

    expect(screen.getByRole('heading', { name: 'No sessions found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await expect.poll(shownPatients).toEqual(['Maria Santos', 'José Álvarez', 'Tom Hargreaves']);
    expect(screen.getByRole('searchbox', { name: 'Search by patient' })).toHaveValue('');
    expect(screen.getByLabelText('Score')).toHaveDisplayValue('All scores');
    expect(location().search).toBe('');
  });

  it('reaches search, score and sort in that order with Tab', async () => {
    fakeHistoryApi();
    const { user } = renderHistory();
    await screen.findByRole('heading', { name: 'Maria Santos' });

    screen.getByRole('searchbox', { name: 'Search by patient' }).focus();
    await user.tab();
    expect(screen.getByLabelText('Score')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Sort by')).toHaveFocus();
  });
});
