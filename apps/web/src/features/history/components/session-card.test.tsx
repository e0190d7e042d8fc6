import type { Session } from '@practicum/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '../../../../test/support/render-text';
import { SessionCard } from './session-card';

const insights = {
  overall_score: 92,
  grade: 'A-',
  session_summary: 'Warm and well paced.',
  patient_engagement_level: 'high',
  therapeutic_rapport: 'Strong',
  supervisor_review_required: true,
};

describe('SessionCard with insights', () => {
  const session: Session = {
    id: '6f1c0d1e-8a4b-4f55-9d7e-1c2b3a4d5e6f',
    session_id: '6f1c0d1e-8a4b-4f55-9d7e-1c2b3a4d5e6f',
    user_id: '0f1c0d1e-8a4b-4f55-9d7e-1c2b3a4d5e6f',
    patient_id: '1f1c0d1e-8a4b-4f55-9d7e-1c2b3a4d5e6f',
    patient_name: 'Laura Bennett',
    status: 'completed',
    start_time: '2026-03-04T09:15:00.000Z',
    end_time: '2026-03-04T09:41:00.000Z',
    duration: 1560,
    score: null,
    grade: null,
    feedback: null,
    audio_enabled: true,
    voice_type: 'female',
    voice_speed: 1,
    audio_file_id: 'rec.wav',
    insights,
    insights_generated: true,
    analysis: null,
    performance_metrics: null,
    session_notes: null,
    message_count: 24,
    transcript_deleted_at: null,
    created_at: '2026-03-04T09:15:00.000Z',
    updated_at: '2026-03-04T09:41:00.000Z',
  };
  const noop = () => {};
  const cardHtml = (s: Session) =>
    renderToStaticMarkup(
      <SessionCard
        session={s}
        player={null}
        downloading={false}
        downloadError={null}
        onReplay={noop}
        onStopReplay={noop}
        onDownload={noop}
        onDismissDownloadError={noop}
        onDetails={noop}
      />,
    );

  it('shows the score and grade, stars, badges, summary, levels and the review flag', () => {
    const html = cardHtml(session);
    const out = text(html);
    expect(out).toContain('Laura Bennett');
    expect(out).toContain('Score 92% · grade A-');
    expect(html).toContain('aria-label="5 out of 5 stars"');
    expect(out).toContain('Duration 26 min');
    expect(out).toContain('Audio AI Insights 24 messages Review Required');
    expect(out).toContain('Warm and well paced.');
    expect(out).toContain('Engagement: High Rapport: Strong');
    expect(out).toContain(`Session ID: ${session.id}`);
    expect(out).toContain('Replay Download recording View Details');
  });

  it('reads No Score and No Audio for a bare session', () => {
    const out = text(
      cardHtml({
        ...session,
        insights: null,
        insights_generated: false,
        audio_file_id: null,
        message_count: 1,
      }),
    );
    expect(out).toContain('No Score');
    expect(out).toContain('1 message');
    expect(out).not.toContain('AI Insights');
    expect(out).not.toContain('Review Required');
    expect(out).toContain('No feedback yet for this session.');
    expect(out).toContain('Replay No Audio View Details');
  });
});
