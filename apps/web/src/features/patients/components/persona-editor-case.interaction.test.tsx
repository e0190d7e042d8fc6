import {
  PatientDetailSchema,
  PatientListResponseSchema,
  type PatientBody,
  type PatientDetail,
} from '@practicum/contract';
import { CATALOGUE } from '@practicum/personas';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makePatientDetail,
  ok,
  renderWithApp,
  signIn,
  type FakeServer,
} from '../../../../test/support';
import { PersonaEditorModal } from './persona-editor-modal';

/** The exemplar medical case (a chest-pain history station) and a therapy persona without a station. */
const medical = () =>
  makePatientDetail(
    {},
    CATALOGUE.findIndex((p) => p.id === 'gareth-hughes'),
  );
const therapy = () =>
  makePatientDetail(
    {},
    CATALOGUE.findIndex((p) => !p.case),
  );

function renderEditor(patient?: PatientDetail) {
  signIn(makeAdmin());
  const onSaved = vi.fn();
  const { user } = renderWithApp(
    <PersonaEditorModal patient={patient} onClose={vi.fn()} onSaved={onSaved} />,
    { url: '/admin/patients' },
  );
  return { user, onSaved };
}

function serveEdit(server: FakeServer, patient: PatientDetail) {
  server.on('GET', `/voice/patients/${patient.id}`, () => ok(PatientDetailSchema, patient));
  server.on('PUT', `/voice/patients/${patient.id}`, ({ body }) =>
    ok(PatientDetailSchema, { ...patient, persona: PatientDetailSchema.shape.persona.parse(body) }),
  );
}

const item = (name: RegExp) => screen.getByRole('group', { name });

async function replace(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('a medical case in the persona editor', () => {
  it('edits a case item of the checklist and saves the station with the persona', async () => {
    const patient = medical();
    const server = createFakeServer();
    serveEdit(server, patient);
    const { user, onSaved } = renderEditor(patient);

    await screen.findByLabelText('Opening statement');
    expect(screen.getByLabelText('Discipline')).toHaveValue('medicine');
    expect(screen.getByLabelText('Station kind')).toHaveValue('history');
    // The station is edited in its own section, not in the formulation's JSON.
    expect(
      (screen.getByLabelText('Advanced case formulation (JSON)') as HTMLTextAreaElement).value,
    ).not.toContain('"checklist"');

    const heart = item(/Explained that the pain could be coming from his heart/);
    await replace(
      user,
      within(heart).getByLabelText('Item label'),
      'Explained in plain words that the pain may be his heart',
    );
    const cues = within(item(/may be his heart/)).getByLabelText('Wordings that meet it');
    await user.click(cues);
    await user.keyboard('{End}');
    await user.paste('\nheart attack');
    // A shared template takes this case's own wordings too.
    await replace(
      user,
      within(item(/Asked exactly where the symptom is/)).getByLabelText('This case’s own wordings'),
      'where + tight*|band',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    const body = server.calls('PUT', `/voice/patients/${patient.id}`)[0]!.body as PatientBody;
    expect(body.discipline).toBe('medicine');
    const entries = body.case!.checklist;
    const explained = entries.find((e) => e.id === 'explain-heart')!;
    expect(explained.label).toBe('Explained in plain words that the pain may be his heart');
    expect(explained.parts![0]!.cues).toContain('heart attack');
    expect(entries.find((e) => e.id === 'site')!.also).toEqual(['where + tight*|band']);
    expect(body.case!.agenda).toEqual(patient.persona!.case!.agenda);
    expect(body.case!.red_flags).toEqual(patient.persona!.case!.red_flags);
  });

  it('adds a case item to avoid, without partly wordings, and saves its polarity', async () => {
    const patient = medical();
    const server = createFakeServer();
    serveEdit(server, patient);
    const { user, onSaved } = renderEditor(patient);

    await screen.findByLabelText('Opening statement');
    await user.click(screen.getByRole('button', { name: 'Add case item' }));
    const added = item(/new case item/);
    await user.selectOptions(
      within(added).getByLabelText('Counts as'),
      'To avoid: costs marks when it occurs',
    );
    expect(within(added).queryByLabelText('Vaguer wordings (partly met)')).toBeNull();
    await replace(user, within(added).getByLabelText('Item label'), 'Called the heart attack a funny turn');
    await replace(user, within(item(/funny turn/)).getByLabelText('Wordings that show it'), 'funny turn');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    const body = server.calls('PUT', `/voice/patients/${patient.id}`)[0]!.body as PatientBody;
    expect(body.case!.checklist.at(-1)).toMatchObject({
      id: 'called-the-heart-attack-a-funny',
      polarity: 'avoid',
      label: 'Called the heart attack a funny turn',
      parts: [{ cues: ['funny turn'], partly: [] }],
    });
  });

  it('shows a bad cue and an empty label beside their fields and in the summary, and sends nothing', async () => {
    const patient = medical();
    const server = createFakeServer();
    serveEdit(server, patient);
    const { user } = renderEditor(patient);

    await screen.findByLabelText('Opening statement');
    await user.click(screen.getByRole('button', { name: 'Add case item' }));
    const added = item(/new case item/);
    await replace(user, within(added).getByLabelText('Wordings that meet it'), "what's + worry");
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(/The persona has \d+ problems? to fix/);
    expect(summary).toHaveTextContent('use lower-case words without apostrophes');
    const fresh = item(/new case item/);
    expect(within(fresh).getByLabelText('Wordings that meet it')).toHaveAccessibleDescription(
      /use lower-case words without apostrophes/,
    );
    expect(within(fresh).getByLabelText('Item label')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('PUT', `/voice/patients/${patient.id}`)).toHaveLength(0);
  });

  it('adds a shared template chosen by its plain label', async () => {
    const patient = medical();
    const server = createFakeServer();
    serveEdit(server, patient);
    const { user, onSaved } = renderEditor(patient);

    await screen.findByLabelText('Opening statement');
    await user.selectOptions(
      screen.getByLabelText('Shared template'),
      'Asked how it has behaved over time (constant or coming and going, how long it lasts)',
    );
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    // Gareth's checklist already has socrates-timing (as "timing"); the new entry gets its own id.
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    const body = server.calls('PUT', `/voice/patients/${patient.id}`)[0]!.body as PatientBody;
    expect(body.case!.checklist.at(-1)).toMatchObject({ id: 'socrates-timing', use: 'socrates-timing' });
  });

  it('leaves a therapy persona without a station unless one is added', async () => {
    const patient = therapy();
    const server = createFakeServer();
    serveEdit(server, patient);
    const { user, onSaved } = renderEditor(patient);

    await screen.findByLabelText('Opening statement');
    expect(screen.getByRole('button', { name: 'Add a medical station' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    const body = server.calls('PUT', `/voice/patients/${patient.id}`)[0]!.body as PatientBody;
    expect(body.case).toBeUndefined();
    expect(body.discipline).toBe('therapy');
  });

  it('creates a new medical case from the medical template', async () => {
    const server = createFakeServer();
    const source = therapy();
    server.on('GET', '/voice/patients', () =>
      ok(PatientListResponseSchema, { patients: [PatientDetailSchema.parse(source)], total_count: 1 }),
    );
    server.on('POST', '/voice/patients', ({ body }) =>
      ok(PatientDetailSchema, makePatientDetail({ name: (body as PatientBody).name }), 201),
    );
    const { user, onSaved } = renderEditor();

    await user.selectOptions(
      screen.getByLabelText('Start the case formulation from'),
      'New medical case (a history station to edit)',
    );
    expect(screen.getByLabelText('Discipline')).toHaveValue('medicine');
    expect(screen.getByLabelText('Station kind')).toHaveValue('history');
    await user.type(screen.getByLabelText('Name'), 'Rhian Evans');
    await user.type(screen.getByLabelText('Age'), '47');
    await user.selectOptions(screen.getByLabelText('Condition category'), 'Gastrointestinal');
    await user.type(screen.getByLabelText('Condition'), 'Upper abdominal pain');
    await user.type(screen.getByLabelText('Emotional state'), 'Uncomfortable and worried');
    await replace(user, screen.getByLabelText('Personality'), 'Practical, brisk, hates being ill.');
    await replace(user, screen.getByLabelText('Background'), 'Primary school teacher with two teenagers.');
    await replace(user, screen.getByLabelText('Symptoms'), 'Upper tummy pain\nNausea\nBloating');
    await replace(
      user,
      screen.getByLabelText('Presenting problem'),
      'Three days of upper abdominal pain after meals.',
    );
    await replace(user, screen.getByLabelText('Opening statement'), 'It’s this pain in my stomach, doctor.');
    await replace(user, screen.getByLabelText('Setting'), 'GP surgery, a consulting room');
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));

    // The template's station and facts are valid as they stand; only who the patient is remains.
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('demographics.gender');
    expect(summary).not.toHaveTextContent('case.');
    const advanced = screen.getByLabelText('Advanced case formulation (JSON)') as HTMLTextAreaElement;
    const formulation = JSON.parse(advanced.value) as Record<string, unknown>;
    formulation.demographics = {
      gender: 'female',
      pronouns: 'she/her',
      occupation: 'Teacher',
      living_situation: 'With her husband and two children',
    };
    await replace(user, advanced, JSON.stringify(formulation));
    await user.click(screen.getByRole('button', { name: 'Create Patient' }));

    await expect.poll(() => onSaved.mock.calls.length).toBe(1);
    const body = server.calls('POST', '/voice/patients')[0]!.body as PatientBody;
    expect(body).toMatchObject({
      id: 'rhian-evans',
      discipline: 'medicine',
      condition_category: 'gastrointestinal',
      case: { station: 'history', setting: 'GP surgery, a consulting room', agenda: { ideas: ['idea'] } },
    });
    expect(body.case!.checklist.length).toBeGreaterThanOrEqual(6);
  });
});
