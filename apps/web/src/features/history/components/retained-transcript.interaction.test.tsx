import { SessionDetailSchema } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, makeSession, makeUser, ok, renderWithApp, signIn } from '../../../../test/support';
import { SessionDetailsModal } from './session-details-modal';

describe('session details past the retention period', () => {
  it('says the transcript was deleted under the retention rule and that the scores stay', async () => {
    const row = makeSession({
      patient_name: 'Maria Santos',
      score: 84,
      message_count: 0,
      transcript_deleted_at: '2026-05-02T03:00:00.000Z',
    });
    const server = createFakeServer();
    server.on('GET', '/voice/history/sessions/:id', () =>
      ok(SessionDetailSchema, { ...row, transcript: [], review: null }),
    );
    signIn(makeUser());
    renderWithApp(<SessionDetailsModal session={row} onClose={() => {}} />, { url: '/student/history' });
    const dialog = screen.getByRole('dialog', { name: 'Session with Maria Santos' });

    await within(dialog).findByText(/The transcript and recording were deleted on/);
    const section = within(dialog).getByRole('region', { name: 'Transcript' });
    expect(section).toHaveTextContent(
      `The transcript and recording were deleted on ${new Date('2026-05-02T03:00:00.000Z').toLocaleDateString()}`,
    );
    expect(section).toHaveTextContent('The scores and report are kept.');
    expect(within(dialog).queryByText('No messages were exchanged in this session.')).not.toBeInTheDocument();
  });
});
