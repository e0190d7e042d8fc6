import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/support';
import { SUMMARY_ITEMS } from '../../../components/station-checklist';
import { failedSummary, summaryFromInsights } from '../lib/summary';
import {
  COUNTDOWN_STOPPED,
  RETURN_COUNTDOWN_SECONDS,
  SessionCompleteOverlay,
} from './session-complete-overlay';

const scored = summaryFromInsights(
  {
    overall_score: 72,
    session_summary: 'A steady first session with room to slow down.',
    active_listening: { score: 75, feedback: 'Good summaries.' },
    crisis_management: { score: null },
    immediate_feedback: ['Your open questions invited detail.'],
  },
  { durationSeconds: 754, messageCount: 18 },
)!;

function renderOverlay(summary = scored, onRetry?: () => void) {
  return renderWithApp(<SessionCompleteOverlay summary={summary} onRetry={onRetry} />, {
    url: '/session/abc',
  });
}

const medical = summaryFromInsights(
  {
    overall_score: 58,
    session_summary: 'A clear start; the red flags were not asked about.',
    questioning_techniques: { score: 60 },
    checklist: {
      station: 'history',
      station_label: 'History taking',
      score: 58,
      met: 2,
      partly: 1,
      not_met: 1,
      total: 4,
      items: [
        { id: 'intro', domain: 'opening', label: 'Introduced themselves', status: 'met' },
        {
          id: 'onset',
          domain: 'complaint',
          label: 'Asked when the cough began',
          status: 'partly',
          evidence: [{ seq: 3, quote: 'Has it been long?' }],
        },
        { id: 'blood', domain: 'red_flags', label: 'Asked about blood in the phlegm', status: 'not_met' },
        { id: 'smoking', domain: 'social', label: 'Took a smoking history', status: 'met' },
      ],
      avoid: [
        { id: 'jargon', domain: 'explanation', label: 'Left a medical term unexplained', occurred: true },
      ],
    },
  },
  { durationSeconds: 480, messageCount: 12 },
)!;

describe('session complete dialog', () => {
  it("shows a medical station's mark, its checklist counts and the items to work on", () => {
    renderOverlay(medical);
    const dialog = screen.getByRole('dialog', { name: 'Session Complete' });
    const station = within(dialog).getByRole('region', { name: 'Station checklist: History taking' });
    expect(within(station).getByText('Checklist score: 58%')).toBeVisible();
    const counts = (status: string) => within(station).getByText(status, { selector: 'dt' }).nextSibling;
    expect(counts('Met')).toHaveTextContent('2');
    expect(counts('Partly met')).toHaveTextContent('1');
    expect(counts('Not met')).toHaveTextContent('1');
    const toWorkOn = within(station).getByRole('list', { name: 'Items to work on' });
    expect([...toWorkOn.querySelectorAll(':scope > li')].map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^◐Partly metAsked when the cough began/),
      expect.stringMatching(/^✗Not metAsked about blood in the phlegm/),
    ]);
    expect(within(station).queryByText('Introduced themselves')).toBeNull();
    expect(within(station).getByRole('list', { name: 'To avoid' })).toHaveTextContent(
      'Left a medical term unexplained',
    );
  });

  it('lists the first items to work on of a long checklist and says how many more there are', () => {
    const items = Array.from({ length: 10 }, (_, i) => ({
      id: `item-${i}`,
      domain: 'history',
      label: `Asked question ${i + 1}`,
      status: 'not_met' as const,
    }));
    const long = summaryFromInsights(
      { overall_score: 0, checklist: { station: 'history', score: 0, items } },
      { durationSeconds: 60, messageCount: 2 },
    )!;
    renderOverlay(long);
    const station = screen.getByRole('region', { name: 'Station checklist' });
    const listed = within(station).getByRole('list', { name: 'Items to work on' });
    expect(listed.querySelectorAll(':scope > li')).toHaveLength(SUMMARY_ITEMS);
    expect(station).toHaveTextContent(
      `And ${10 - SUMMARY_ITEMS} more: the whole checklist is in your Session History.`,
    );
  });

  it('shows no station checklist for a therapy session', () => {
    renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'Session Complete' });
    expect(within(dialog).queryByText(/Station checklist/)).toBeNull();
    expect(within(dialog).queryByText(/Checklist score/)).toBeNull();
  });

  it('opens with focus on its title and shows the figures, skills and takeaways', () => {
    renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'Session Complete' });

    expect(within(dialog).getByRole('heading', { name: 'Session Complete' })).toHaveFocus();
    expect(dialog).toHaveAccessibleDescription('A steady first session with room to slow down.');
    expect(within(dialog).getByText('12:34')).toBeInTheDocument();
    expect(within(dialog).getByText('18')).toBeInTheDocument();
    expect(within(dialog).getByText('72%')).toBeInTheDocument();
    expect(within(dialog).getByText('Crisis Management').closest('li')).toHaveTextContent('Not assessed');
    expect(within(dialog).getByText('Your open questions invited detail.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Return to Dashboard/ })).toHaveTextContent(
      `(${RETURN_COUNTDOWN_SECONDS}s)`,
    );
  });

  it('stops the countdown on Escape, stays open and says so', async () => {
    const { user, location } = renderOverlay();

    await user.keyboard('{Escape}');

    const dialog = screen.getByRole('dialog', { name: 'Session Complete' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(COUNTDOWN_STOPPED);
    expect(within(dialog).queryByTestId('return-countdown')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Stay on this page' })).not.toBeInTheDocument();
    expect(location().pathname).toBe('/session/abc');
  });

  it('Stay on this page stops it from a click and moves focus to Return to Dashboard', async () => {
    const { user } = renderOverlay();

    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));

    expect(screen.getByRole('button', { name: 'Return to Dashboard' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(COUNTDOWN_STOPPED);
  });

  it.each([
    ['scrolling', (dialog: HTMLElement) => fireEvent.scroll(dialog)],
    ['the mouse wheel', (dialog: HTMLElement) => fireEvent.wheel(dialog)],
    [
      'a click on the text',
      (dialog: HTMLElement) => fireEvent.pointerDown(within(dialog).getByText('Key Takeaways')),
    ],
    ['a key', (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'ArrowDown' })],
    [
      'focus moving inside',
      (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'View All Sessions' }).focus(),
    ],
  ])('stops the countdown for good on %s, and never leaves by itself', (_, use) => {
    vi.useFakeTimers();
    const { location } = renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'Session Complete' });
    for (let second = 1; second <= 3; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('return-countdown')).toHaveTextContent('(7s)');

    act(() => use(dialog));

    expect(screen.queryByTestId('return-countdown')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(COUNTDOWN_STOPPED);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'This feedback stays in your Session History.',
    );
    for (let second = 1; second <= 30; second += 1) act(() => vi.advanceTimersByTime(1000));
    expect(location().pathname).toBe('/session/abc');
    vi.useRealTimers();
  });

  it('the opening focus on the title does not stop the countdown', () => {
    renderOverlay();
    expect(screen.getByRole('heading', { name: 'Session Complete' })).toHaveFocus();
    expect(screen.getByTestId('return-countdown')).toHaveTextContent(`(${RETURN_COUNTDOWN_SECONDS}s)`);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('goes to the session history or the dashboard', async () => {
    const first = renderOverlay();
    await first.user.click(screen.getByRole('button', { name: 'View All Sessions' }));
    expect(first.location().pathname).toBe('/history');
    first.unmount();

    const second = renderOverlay();
    await second.user.click(screen.getByRole('button', { name: /Return to Dashboard/ }));
    expect(second.location().pathname).toBe('/dashboard');
  });

  it('returns to the dashboard by itself when the countdown runs out', () => {
    vi.useFakeTimers();
    const { location } = renderOverlay();
    const back = screen.getByRole('button', { name: /Return to Dashboard/ });

    for (let second = 1; second < RETURN_COUNTDOWN_SECONDS; second += 1) {
      act(() => vi.advanceTimersByTime(1000));
    }
    expect(back).toHaveTextContent('(1s)');
    expect(location().pathname).toBe('/session/abc');

    act(() => vi.advanceTimersByTime(1000));
    expect(location().pathname).toBe('/dashboard');
  });

  it('says when insights failed and offers to try again', async () => {
    const onRetry = vi.fn();
    const { user } = renderOverlay(
      failedSummary('generation-failed', { durationSeconds: 60, messageCount: 4 }),
      onRetry,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Failed to generate insights. Please try again.');
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
