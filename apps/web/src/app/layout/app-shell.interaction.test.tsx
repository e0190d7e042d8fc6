import { ReviewQueueItemSchema, ReviewQueueResponseSchema } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makeUser,
  ok,
  renderWithApp,
  signIn,
  uuid,
} from '../../../test/support';
import AppShell from './app-shell';

const openReview = () =>
  ReviewQueueItemSchema.parse({
    session_id: uuid(),
    student_id: uuid(),
    student_name: 'Robin Ellis',
    patient_name: 'Maria Santos',
    start_time: '2026-03-02T09:30:00.000Z',
    score: 48,
    grade: 'F',
    reasons: ['A disclosure of suicidal thoughts was not explored.'],
    status: 'open',
    comment: null,
    reviewer_name: null,
    reviewed_at: null,
    reviewed_by: null,
  });

// jsdom has no media queries; a wide window keeps the sidebar expanded, its labels visible.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });

describe('the sidebar count of open reviews', () => {
  it('shows an admin how many sessions wait for review on the Dashboard link, in words for screen readers', async () => {
    const server = createFakeServer();
    server.on('GET', '/admin/reviews', () =>
      ok(ReviewQueueResponseSchema, { reviews: [openReview(), openReview(), openReview()] }),
    );
    signIn(makeAdmin());
    renderWithApp(<AppShell />, { url: '/admin/dashboard' });

    const link = await within(nav()).findByRole('link', { name: 'Dashboard, 3 sessions need review' });
    expect(link).toHaveTextContent('3');
    expect(server.calls('GET', '/admin/reviews')[0]!.query.get('status')).toBe('open');
  });

  it('shows no badge when the queue is empty', async () => {
    const server = createFakeServer();
    server.on('GET', '/admin/reviews', () => ok(ReviewQueueResponseSchema, { reviews: [] }));
    signIn(makeAdmin());
    renderWithApp(<AppShell />, { url: '/admin/dashboard' });

    await expect.poll(() => server.calls('GET', '/admin/reviews').length).toBe(1);
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('never asks for the queue for a student', () => {
    const server = createFakeServer();
    signIn(makeUser());
    renderWithApp(<AppShell />, { url: '/student/dashboard' });

    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(server.calls('GET', '/admin/reviews')).toHaveLength(0);
  });
});
