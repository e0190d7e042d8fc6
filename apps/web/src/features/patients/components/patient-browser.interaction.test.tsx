import {
  InitializePatientsResponseSchema,
  PatientListResponseSchema,
  PatientSchema,
  type Patient,
} from '@practicum/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeServer,
  makePatientDetail,
  makeUser,
  ok,
  renderWithApp,
  signIn,
} from '../../../../test/support';
import { PatientBrowser } from './patient-browser';

/** Patient rows as students receive them (no persona), from three different catalogue personas. */
const library: Patient[] = [0, 1, 2].map((i) => PatientSchema.parse(makePatientDetail({}, i)));

/** The list endpoint filters like the server: difficulty, and search over name and condition. */
function fakePatientsApi(patients: Patient[] = library) {
  const server = createFakeServer();
  server.on('GET', '/voice/patients/', ({ query }) => {
    const search = (query.get('search') ?? '').toLowerCase();
    const difficulty = query.get('difficulty');
    const rows = patients.filter(
      (p) =>
        (!difficulty || p.difficulty === difficulty) &&
        (!search || `${p.name} ${p.condition}`.toLowerCase().includes(search)),
    );
    return ok(PatientListResponseSchema, { patients: rows, total_count: rows.length });
  });
  return server;
}

function renderBrowser() {
  signIn(makeUser());
  const onStartSession = vi.fn();
  const rendered = renderWithApp(<PatientBrowser onStartSession={onStartSession} />, {
    url: '/student/dashboard',
  });
  return { ...rendered, onStartSession };
}

const cardNames = () =>
  screen
    .queryAllByRole('button', { name: /^Start Session with / })
    .map((b) => b.getAttribute('aria-label')!.replace('Start Session with ', ''));

describe('patient filters', () => {
  it('narrows the cards by difficulty and keeps it in the address', async () => {
    const server = fakePatientsApi();
    const { user, location } = renderBrowser();
    await expect.poll(cardNames).toHaveLength(3);
    const target = library[1]!;

    await user.selectOptions(screen.getByLabelText('Difficulty'), target.difficulty);

    const expected = library.filter((p) => p.difficulty === target.difficulty).map((p) => p.name);
    await expect.poll(cardNames).toEqual(expected);
    expect(location().search).toBe(`?difficulty=${target.difficulty}`);
    expect(server.calls('GET', '/voice/patients/').at(-1)!.query.get('difficulty')).toBe(target.difficulty);
  });

  it('searches by name on the server once typing settles', async () => {
    const server = fakePatientsApi();
    const { user } = renderBrowser();
    await expect.poll(cardNames).toHaveLength(3);
    const target = library[2]!;
    const word = target.name.split(' ')[0]!;

    await user.type(screen.getByRole('searchbox', { name: 'Search patients' }), word);

    await expect.poll(cardNames).toEqual([target.name]);
    const searches = server.calls('GET', '/voice/patients/').map((r) => r.query.get('search'));
    expect(searches).toContain(word);
    // The words in between were never asked for.
    expect(searches).not.toContain(word.slice(0, 1));
  });

  it('offers Clear filters when nothing matches, which empties the search and shows everyone', async () => {
    fakePatientsApi();
    const { user, location } = renderBrowser();
    await expect.poll(cardNames).toHaveLength(3);
    const search = screen.getByRole('searchbox', { name: 'Search patients' });

    await user.type(search, 'no such patient');
    expect(await screen.findByRole('heading', { name: 'No patients found' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await expect.poll(cardNames).toHaveLength(3);
    expect(search).toHaveValue('');
    expect(location().search).toBe('');
  });

  it('starts a session with the chosen patient', async () => {
    fakePatientsApi();
    const { user, onStartSession } = renderBrowser();
    const target = library[0]!;

    await user.click(await screen.findByRole('button', { name: `Start Session with ${target.name}` }));

    expect(onStartSession).toHaveBeenCalledWith(expect.objectContaining({ id: target.id }));
  });

  it('sets up the catalogue by itself when the library is empty', async () => {
    const server = fakePatientsApi([]);
    server.on('POST', '/voice/patients/initialize', () =>
      ok(InitializePatientsResponseSchema, { message: 'Nothing to add', added: 0, total_count: 0 }),
    );
    renderBrowser();

    expect(
      await screen.findByText('No patients are available yet. Ask your instructor to add some.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Initialize Patients' })).toBeInTheDocument();
    expect(server.calls('POST', '/voice/patients/initialize')).toHaveLength(1);
  });
});
