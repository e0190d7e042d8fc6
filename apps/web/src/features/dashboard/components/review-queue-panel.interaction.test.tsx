import {
  ReviewQueueItemSchema,
  ReviewQueueResponseSchema,
  SaveReviewBodySchema,
  SessionDetailSchema,
  type ReviewQueueItem,
} from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makeSession,
  ok,
  problem,
  renderWithApp,
  signIn,
  uuid,
} from '../../../../test/support';
import { ReviewQueuePanel } from './review-queue-panel';

const session = makeSession({ patient_name: 'Maria Santos', score: 48, grade: 'F' });

const queued: ReviewQueueItem = ReviewQueueItemSchema.parse({
  session_id: session.id,
  student_id: session.user_id,
  student_name: 'Robin Ellis',
  patient_name: 'Maria Santos',
  start_time: session.start_time,
  score: 48,
  grade: 'F',
  reasons: ['A disclosure of suicidal thoughts was not explored.'],
  status: 'open',
  comment: null,
  reviewer_name: null,
  reviewed_at: null,
  reviewed_by: null,
});

/**
 * The review queue as the server keeps it: a save updates the row, and `reviewed: true` takes it out
 * of the open queue. Every body sent is checked against the contract's request schema.
 */
function fakeReviewsApi(open: ReviewQueueItem[] = [queued]) {
  let queue = [...open];
  const server = createFakeServer();
  server.on('GET', '/admin/reviews', ({ query }) =>
    ok(ReviewQueueResponseSchema, { reviews: query.get('status') === 'open' ? queue : [] }),
  );
  server.on('GET', '/voice/history/sessions/:id', ({ params }) =>
    ok(SessionDetailSchema, { ...session, id: params.id!, transcript: [], review: null }),
  );
  server.on('POST', '/admin/reviews/:sessionId', ({ params, body }) => {
    const save = SaveReviewBodySchema.parse(body);
    const item = queue.find((r) => r.session_id === params.sessionId)!;
    const saved: ReviewQueueItem = {
      ...item,
      comment: save.comment,
      status: save.reviewed ? 'reviewed' : 'open',
      reviewer_name: 'Alex Admin',
      reviewed_at: '2026-03-03T08:00:00.000Z',
      reviewed_by: uuid(),
    };
    queue = save.reviewed ? queue.filter((r) => r !== item) : queue.map((r) => (r === item ? saved : r));
    return ok(ReviewQueueItemSchema, saved);
  });
  return server;
}

function renderPanel() {
  signIn(makeAdmin());
  return renderWithApp(<ReviewQueuePanel />, { url: '/admin/dashboard' });
}

const panel = () => screen.getByRole('region', { name: 'Needs supervisor review' });
const reviewButton = () => screen.findByRole('button', { name: /^Review the session of Robin Ellis/ });

describe('supervisor review queue panel', () => {
  it('lists an open review with its student, persona, score and reasons', async () => {
    const server = fakeReviewsApi();
    renderPanel();

    const row = (await reviewButton()).closest('li')!;
    expect(row).toHaveTextContent('Robin Ellis with Maria Santos');
    expect(row).toHaveTextContent('Score: 48%');
    expect(within(row).getByRole('listitem')).toHaveTextContent(
      'A disclosure of suicidal thoughts was not explored.',
    );
    expect(within(panel()).getByText('1 open')).toBeInTheDocument();
    expect(Object.fromEntries(server.calls('GET', '/admin/reviews')[0]!.query)).toEqual({
      status: 'open',
      limit: '100',
    });
  });

  it('saves a comment, then marks the session reviewed after confirming, and it leaves the queue', async () => {
    const server = fakeReviewsApi();
    const { user } = renderPanel();
    await user.click(await reviewButton());

    const dialog = await screen.findByRole('dialog', { name: 'Conversation Analysis' });
    const comment = await within(dialog).findByLabelText('Comment for the student');
    await user.type(comment, 'Please explore risk when it is disclosed.');
    expect(within(dialog).getByText('41 / 4000 characters')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save comment' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Comment saved.');
    expect(server.calls('POST', `/admin/reviews/${session.id}`).map((r) => r.body)).toEqual([
      { comment: 'Please explore risk when it is disclosed.', reviewed: false },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Mark reviewed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark this session reviewed?' });
    expect(confirm).toHaveTextContent('The student sees your comment.');
    await user.click(within(confirm).getByRole('button', { name: 'Mark reviewed' }));

    expect(await within(panel()).findByText('No sessions need review')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent(
      "Marked reviewed: Robin Ellis's session with Maria Santos.",
    );
    expect(server.calls('POST', `/admin/reviews/${session.id}`).at(-1)!.body).toEqual({
      comment: 'Please explore risk when it is disclosed.',
      reviewed: true,
    });
  });

  it('keeps the session in the queue when Mark reviewed is cancelled', async () => {
    const server = fakeReviewsApi();
    const { user } = renderPanel();
    await user.click(await reviewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Conversation Analysis' });

    await user.click(await within(dialog).findByRole('button', { name: 'Mark reviewed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark this session reviewed?' });
    expect(confirm).toHaveTextContent('No comment is left for the student.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('dialog', { name: 'Mark this session reviewed?' })).not.toBeInTheDocument();
    expect(server.calls('POST', `/admin/reviews/${session.id}`)).toHaveLength(0);
  });

  it("shows the server's reason when a save fails, and the comment stays", async () => {
    const server = fakeReviewsApi();
    server.once('POST', '/admin/reviews/:sessionId', () => problem(404, 'Session not found', 'not_found'));
    const { user } = renderPanel();
    await user.click(await reviewButton());
    const dialog = await screen.findByRole('dialog', { name: 'Conversation Analysis' });
    const comment = await within(dialog).findByLabelText('Comment for the student');
    await user.type(comment, 'Noted.');

    await user.click(within(dialog).getByRole('button', { name: 'Save comment' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Session not found');
    expect(comment).toHaveValue('Noted.');
  });

  it('says so when no session needs review', async () => {
    fakeReviewsApi([]);
    renderPanel();

    expect(await within(panel()).findByText('No sessions need review')).toBeInTheDocument();
    expect(within(panel()).queryByRole('list')).not.toBeInTheDocument();
  });
});
