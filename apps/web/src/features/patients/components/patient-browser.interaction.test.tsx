import {
  InitializePatientsResponseSchema,
  PatientDetailSchema,
  PatientListResponseSchema,
  PatientSchema,
  type Patient,
} from '@practicum/contract';
import { screen, within } from '@testing-library/react';
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
const details = [0, 1, 2].map((i) => ({ ...makePatientDetail({}, i), persona: null }));
const library: Patient[] = details.map((d) => PatientSchema.parse(d));

/**
 * The list endpoint filters like the server: difficulty, and search over name and condition (how
 * the server reads synonyms is its own test); one patient's detail carries the presenting problem.
 */
function fakePatientsApi(patients: Patient[] = library) {
  const server = createFakeServer();
  server.on('GET', '/voice/patients/:id', ({ params }) =>
    ok(
      PatientDetailSchema,
      details.find((d) => d.id === params.id),
    ),
  );
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

function renderBrowser(url = '/student/dashboard') {
  signIn(makeUser());
  const onStartSession = vi.fn();
  const rendered = renderWithApp(<PatientBrowser onStartSession={onStartSession} />, { url });
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

    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(screen.getByLabelText('Difficulty'), target.difficulty);

    const expected = library.filter((p) => p.difficulty === target.difficulty).map((p) => p.name);
    await expect.poll(cardNames).toEqual(expected);
    expect(location().search).toBe(`?difficulty=${target.difficulty}`);
    expect(server.calls('GET', '/voice/patients/').at(-1)!.query.get('difficulty')).toBe(target.difficulty);
  });

  it('sends condition, style, risk and age group to the server, counts them and resets them', async () => {
    const server = fakePatientsApi();
    const { user, location } = renderBrowser();
    await expect.poll(cardNames).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(screen.getByLabelText('Condition'), 'PTSD');
    await user.selectOptions(screen.getByLabelText('Conversational style'), 'Guarded');
    await user.selectOptions(screen.getByLabelText('Risk'), 'Any suicide or self-harm risk');
    await user.selectOptions(screen.getByLabelText('Age group'), 'Adolescents (13-17)');

    const last = () => Object.fromEntries(server.calls('GET', '/voice/patients/').at(-1)!.query);
    await expect
      .poll(last)
      .toMatchObject({ category: 'ptsd', style: 'guarded', risk: 'any', age_group: 'adolescent' });
    expect(location().search).toBe('?category=ptsd&style=guarded&risk=any&age=adolescent');
    expect(screen.getByRole('button', { name: 'Filters, 4 on' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset these filters' }));
    expect(location().search).toBe('');
    await expect.poll(last).not.toHaveProperty('category');
  });

  it('starts with the filters of the address, their panel open', async () => {
    fakePatientsApi();
    renderBrowser('/student/dashboard?risk=recent_self_harm&age=bogus');
    await screen.findByRole('heading', { name: 'Patients' });
    expect(screen.getByRole('button', { name: 'Filters, 1 on' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Risk')).toHaveDisplayValue('Recent self-harm');
    expect(screen.getByLabelText('Age group')).toHaveDisplayValue('All ages');
  });

  it("opens a patient's details from Details or '+N more', with the presenting problem, and starts from there", async () => {
    fakePatientsApi();
    const { user, onStartSession } = renderBrowser();
    const target = details[0]!;
    const hidden = target.symptoms.length - 3;
    expect(hidden).toBeGreaterThan(0);

    await user.click(await screen.findByRole('button', { name: `Details of ${target.name}` }));
    const dialog = screen.getByRole('dialog', { name: target.name });
    expect(await within(dialog).findByText(target.presenting_problem)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'What this session practises' })).toBeInTheDocument();
    for (const symptom of target.symptoms) expect(within(dialog).getByText(symptom)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(
      screen.getByRole('button', { name: `Show all ${target.symptoms.length} symptoms of ${target.name}` }),
    );
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: `Start Session with ${target.name}` }),
    );
    expect(onStartSession).toHaveBeenCalledWith(expect.objectContaining({ id: target.id }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reaches the first Start Session three Tab presses after the search box', async () => {
    fakePatientsApi();
    const { user } = renderBrowser();
    await expect.poll(cardNames).toHaveLength(3);

    screen.getByRole('searchbox', { name: 'Search patients' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: `Start Session with ${library[0]!.name}` })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: `Details of ${library[0]!.name}` })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: `Start Session with ${library[1]!.name}` })).toHaveFocus();
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
