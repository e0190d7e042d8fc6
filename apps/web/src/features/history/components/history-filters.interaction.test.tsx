import { SessionListResponseSchema, type Session } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, makeSession, makeUser, ok, renderWithApp, signIn } from '../../../../test/support';
import HistoryPage from '../../../app/pages/history-page';

const maria = makeSession({ patient_name: 'Maria Santos', score: 93, grade: 'A' });
const jose = makeSession({ patient_name: 'José Álvarez', score: 74, grade: 'C' });
const tom = makeSession({ patient_name: 'Tom Hargreaves', score: 55, grade: 'F' });
const cancelled = makeSession({ patient_name: 'Rita Cancelled', status: 'cancelled', score: 60 });

/**
 * The history endpoint filters like the server does (score bounds, a name search, cancelled
 * sessions left out on request), so a filter visibly narrows; how the server searches is its own test.
 */
function fakeHistoryApi(sessions: Session[] = [maria, jose, tom, cancelled]) {
  const server = createFakeServer();
  server.on('GET', '/voice/history/sessions', ({ query }) => {
    const min = query.has('min_score') ? Number(query.get('min_score')) : -Infinity;
    const max = query.has('max_score') ? Number(query.get('max_score')) : Infinity;
    const search = (query.get('search') ?? '').toLowerCase();
    const page = sessions.filter(
      (s) =>
        s.score !== null &&
        s.score >= min &&
        s.score <= max &&
        s.patient_name.toLowerCase().includes(search) &&
        (query.get('include_cancelled') !== 'false' || s.status !== 'cancelled'),
    );
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
  it('asks for the most recent sessions first, without cancelled ones', async () => {
    const server = fakeHistoryApi();
    renderHistory();

    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(listRequests(server)[0]).toEqual({
      limit: '10',
      offset: '0',
      sort_by: 'start_time',
      sort_order: 'desc',
      include_cancelled: 'false',
    });
    expect(shownPatients()).toEqual(['Maria Santos', 'José Álvarez', 'Tom Hargreaves']);
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

  it('asks the server to search every session once typing pauses, from page 1', async () => {
    const server = fakeHistoryApi();
    const { user, location } = renderHistory('/student/history?page=2');
    await screen.findByRole('heading', { name: 'Maria Santos' });

    const search = screen.getByRole('searchbox', { name: 'Search by patient or condition' });
    expect(search).toHaveAccessibleDescription(
      'Searches all your sessions; abbreviations such as PTSD or OCD work too.',
    );
    await user.type(search, 'tom harg');

    await expect.poll(shownPatients).toEqual(['Tom Hargreaves']);
    // One request for the whole phrase, not one per key.
    const searched = listRequests(server).filter((q) => q.search);
    expect(searched).toEqual([expect.objectContaining({ search: 'tom harg', offset: '0' })]);
    expect(location().search).toBe('?q=tom+harg');
  });

  it('shows cancelled sessions only when asked, and says they are hidden when nothing is left', async () => {
    const server = fakeHistoryApi([cancelled]);
    const { user, location } = renderHistory();

    expect(await screen.findByRole('heading', { name: 'No sessions found' })).toBeInTheDocument();
    expect(screen.getByText(/Cancelled sessions are hidden until you choose Show cancelled/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show cancelled' }));

    await expect.poll(shownPatients).toEqual(['Rita Cancelled']);
    expect(screen.getByRole('checkbox', { name: 'Show cancelled' })).toBeChecked();
    expect(listRequests(server).at(-1)).not.toHaveProperty('include_cancelled');
    expect(location().search).toBe('?cancelled=shown');

    await user.click(screen.getByRole('checkbox', { name: 'Show cancelled' }));
    expect(await screen.findByRole('heading', { name: 'No sessions found' })).toBeInTheDocument();
    expect(listRequests(server).at(-1)).toMatchObject({ include_cancelled: 'false' });
  });

  it('offers to clear the filters when nothing matches, and clearing brings every session back', async () => {
    fakeHistoryApi();
    const { user, location } = renderHistory('/student/history?score=high');
    await expect.poll(shownPatients).toEqual(['Maria Santos']);

    await user.type(screen.getByRole('searchbox', { name: 'Search by patient or condition' }), 'nobody');

    expect(await screen.findByRole('heading', { name: 'No sessions found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await expect.poll(shownPatients).toEqual(['Maria Santos', 'José Álvarez', 'Tom Hargreaves']);
    expect(screen.getByRole('searchbox', { name: 'Search by patient or condition' })).toHaveValue('');
    expect(screen.getByLabelText('Score')).toHaveDisplayValue('All scores');
    expect(location().search).toBe('');
  });

  it('reaches search, score, sort and Show cancelled in that order with Tab', async () => {
    fakeHistoryApi();
    const { user } = renderHistory();
    await screen.findByRole('heading', { name: 'Maria Santos' });

    screen.getByRole('searchbox', { name: 'Search by patient or condition' }).focus();
    await user.tab();
    expect(screen.getByLabelText('Score')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Sort by')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Show cancelled' })).toHaveFocus();
  });
});
