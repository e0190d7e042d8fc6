import { SessionDetailSchema, type SessionReview } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, makeSession, makeUser, ok, renderWithApp, signIn } from '../../../../test/support';
import { SessionDetailsModal } from './session-details-modal';

const row = makeSession({ patient_name: 'Maria Santos' });

/** The student's own session detail, carrying the instructor's review as the server sends it. */
function renderDetails(review: SessionReview | null) {
  const server = createFakeServer();
  server.on('GET', '/voice/history/sessions/:id', () =>
    ok(SessionDetailSchema, { ...row, transcript: [], review }),
  );
  signIn(makeUser());
  renderWithApp(<SessionDetailsModal session={row} onClose={() => {}} />, { url: '/student/history' });
  return screen.getByRole('dialog', { name: 'Session with Maria Santos' });
}

describe("the instructor's review on a student's session details", () => {
  it('shows the comment, who wrote it and when', async () => {
    const dialog = renderDetails({
      status: 'reviewed',
      comment: 'Good rapport. Next time, ask directly about the thoughts of death.',
      reviewer_name: 'Morgan Lee',
      reviewed_at: '2026-03-04T15:30:00.000Z',
    });

    const section = await within(dialog).findByRole('region', { name: "Instructor's Comment" });
    expect(section).toHaveTextContent('Good rapport. Next time, ask directly about the thoughts of death.');
    expect(section).toHaveTextContent('Reviewed');
    expect(section).toHaveTextContent('Morgan Lee');
    expect(section.querySelector('time')).toHaveAttribute('datetime', '2026-03-04T15:30:00.000Z');
  });

  it('shows nothing while no instructor has written about the session', async () => {
    const dialog = renderDetails(null);

    expect(await within(dialog).findByRole('region', { name: 'Session Information' })).toBeInTheDocument();
    // The transcript arrives with the detail, so the detail has loaded by the time it shows.
    await within(dialog).findByText('No messages were exchanged in this session.');
    expect(within(dialog).queryByRole('region', { name: "Instructor's Comment" })).not.toBeInTheDocument();
  });
});
