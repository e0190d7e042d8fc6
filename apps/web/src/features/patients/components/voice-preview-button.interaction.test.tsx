import { PatientDetailSchema } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeServer,
  makePatientDetail,
  makeUser,
  ok,
  problem,
  renderWithApp,
  signIn,
} from '../../../../test/support';
import { PatientDetailsModal } from './patient-details-modal';

const detail = { ...makePatientDetail(), persona: null };
const patient = PatientDetailSchema.parse(detail);
const previewPath = `/voice/patients/${patient.id}/voice-preview`;

/** The browser's media element, which jsdom leaves out: what was played, paused and released. */
const media = { played: [] as string[], paused: 0, revoked: [] as string[] };
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  media.played = [];
  media.paused = 0;
  media.revoked = [];
  URL.createObjectURL = () => 'blob:voice-preview';
  URL.revokeObjectURL = (url: string) => void media.revoked.push(url);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    media.played.push(this.src);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => void (media.paused += 1));
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
  vi.restoreAllMocks();
});

function renderDetails() {
  const server = createFakeServer();
  server.on('GET', '/voice/patients/:id', () => ok(PatientDetailSchema, detail));
  signIn(makeUser());
  const rendered = renderWithApp(
    <PatientDetailsModal patient={patient} onClose={() => undefined} onStartSession={() => undefined} />,
  );
  return { ...rendered, server };
}

describe('Preview voice', () => {
  it("fetches the patient's voice only when asked, plays it, and stops it on a second press", async () => {
    const { server, user } = renderDetails();
    server.on('GET', previewPath, () => ({ status: 200, body: 'RIFF' }));
    const dialog = await screen.findByRole('dialog');
    expect(server.calls('GET', previewPath)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: `Preview the voice of ${patient.name}` }));
    const stop = await within(dialog).findByRole('button', {
      name: `Stop the voice preview of ${patient.name}`,
    });
    expect(media.played).toEqual(['blob:voice-preview']);
    const call = server.calls('GET', previewPath)[0]!;
    expect(call.headers.authorization).toMatch(/^Bearer /);
    expect(call.headers.accept).toBe('audio/ogg, audio/wav');

    await user.click(stop);
    expect(media.paused).toBe(1);
    expect(media.revoked).toEqual(['blob:voice-preview']);
    expect(
      within(dialog).getByRole('button', { name: `Preview the voice of ${patient.name}` }),
    ).toBeVisible();
  });

  it('says why when the server refuses (too many previews)', async () => {
    const { server, user } = renderDetails();
    server.on('GET', previewPath, () =>
      problem(429, 'Too many requests. Please try again in 1 minute.', 'rate_limited'),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: `Preview the voice of ${patient.name}` }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests');
    expect(media.played).toEqual([]);
  });
});
