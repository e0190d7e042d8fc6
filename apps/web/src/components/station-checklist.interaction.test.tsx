import { ChecklistResultSchema } from '@practicum/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StationChecklist } from './station-checklist';

const checklist = ChecklistResultSchema.parse({
  station: 'bad_news',
  station_label: 'Breaking bad news',
  score: 58,
  met: 2,
  partly: 1,
  not_met: 1,
  total: 4,
  items: [
    {
      id: 'perception',
      domain: 'spikes_perception',
      domain_label: 'SPIKES: Perception',
      label: 'Found out what they already knew or suspected before giving the news',
      status: 'met',
      evidence: [{ seq: 2, quote: 'What have the doctors told you so far?' }],
    },
    {
      id: 'warning-shot',
      domain: 'spikes_knowledge',
      domain_label: 'SPIKES: Knowledge',
      label: 'Gave a warning shot before the news',
      status: 'not_met',
      evidence: [],
    },
    {
      id: 'news',
      domain: 'spikes_knowledge',
      domain_label: 'SPIKES: Knowledge',
      label: 'Gave the news clearly, in plain words without jargon',
      status: 'met',
      evidence: [{ seq: 4, quote: 'The biopsy shows a cancer in your bowel.' }],
    },
    {
      id: 'emotions',
      domain: 'spikes_emotions',
      domain_label: 'SPIKES: Emotions',
      label: 'Responded to their emotion before moving on',
      status: 'partly',
      evidence: [{ seq: 6, quote: 'Sorry.' }],
    },
  ],
  stages: [
    {
      stage: 'initiating',
      label: 'Initiating the session',
      score: 40,
      rating: 2,
      rating_label: 'Borderline',
    },
    { stage: 'closing', label: 'Closing the session', score: null, rating: null, rating_label: null },
  ],
  global_rating: { rating: 3, label: 'Pass' },
  spikes: [
    { step: 'spikes_perception', label: 'SPIKES: Perception', status: 'met' },
    { step: 'spikes_knowledge', label: 'SPIKES: Knowledge', status: 'partly' },
  ],
});

describe('StationChecklist', () => {
  it('lists every item as met, partly met or not met in words, with the quoted lines linked to the transcript', () => {
    render(<StationChecklist checklist={checklist} lineHref={(seq) => `#line-${seq}`} />);
    expect(screen.getByRole('heading', { name: 'Station checklist: Breaking bad news' })).toBeVisible();
    expect(screen.getByText('Global rating: Pass (3 of 5)')).toBeVisible();
    expect(screen.getByText(/2 of 4 items met, 1 partly met/)).toBeVisible();
    const knowledge = screen.getByRole('list', { name: 'SPIKES: Knowledge' });
    const warning = within(knowledge).getByText('Gave a warning shot before the news').closest('li')!;
    expect(warning).toHaveTextContent('Not met');
    expect(within(warning).queryByRole('link')).toBeNull();
    const news = within(knowledge)
      .getByText(/Gave the news clearly/)
      .closest('li')!;
    expect(news).toHaveTextContent('Met');
    expect(within(news).getByRole('link', { name: '#4' })).toHaveAttribute('href', '#line-4');
    expect(news).toHaveTextContent('“The biopsy shows a cancer in your bowel.”');
    expect(screen.getByRole('list', { name: 'SPIKES steps' })).toHaveTextContent('Knowledge: partly met');
    // A stage nothing called for is not shown; the others say their rating in words.
    expect(screen.getByText('Initiating the session').closest('div')).toHaveTextContent(
      'Borderline (2 of 5)',
    );
    expect(screen.queryByText('Closing the session')).toBeNull();
  });

  it('narrows to the items to work on, by keyboard, and back', async () => {
    const user = userEvent.setup();
    render(<StationChecklist checklist={checklist} />);
    const toggle = screen.getByRole('button', { name: 'Show only items to work on' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText(/Gave the news clearly/)).toBeNull();
    expect(screen.getByText('Gave a warning shot before the news')).toBeVisible();
    expect(screen.getByText('Responded to their emotion before moving on')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/Gave the news clearly/)).toBeVisible();
  });

  it('shows an item to avoid only when it happened, with the line it happened in', () => {
    const avoid = ChecklistResultSchema.parse({
      ...checklist,
      avoid: [
        {
          id: 'euphemism',
          domain: 'spikes_knowledge',
          domain_label: 'SPIKES: Knowledge',
          label: 'Used a euphemism instead of saying she died',
          occurred: true,
          evidence: [{ seq: 8, quote: 'She passed away peacefully.' }],
        },
        {
          id: 'jargon',
          domain: 'explanation',
          domain_label: 'Explanation',
          label: 'Left a medical term unexplained',
          occurred: false,
          evidence: [],
        },
      ],
    });
    render(<StationChecklist checklist={avoid} lineHref={(seq) => `#line-${seq}`} />);
    expect(screen.getByText(/1 thing to avoid happened, which costs marks/)).toBeVisible();
    const row = within(screen.getByRole('list', { name: 'To avoid' }))
      .getByText('Used a euphemism instead of saying she died')
      .closest('li')!;
    expect(row).toHaveTextContent('To avoid: occurred');
    expect(row).toHaveTextContent('“She passed away peacefully.”');
    expect(within(row).getByRole('link', { name: '#8' })).toHaveAttribute('href', '#line-8');
    expect(screen.queryByText('Left a medical term unexplained')).toBeNull();
  });
});
