import { SessionDetailSchema, type SessionDetail, type TranscriptEntry } from '@practicum/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createFakeServer,
  makeAdmin,
  makeSession,
  ok,
  renderWithApp,
  signIn,
  uuid,
} from '../../../../test/support';
import { ConversationAnalysisModal } from './conversation-analysis-modal';

/** A patient hints at suicide (#4) and the student moves on (#5): the scorer's flags name both lines. */
const LINES = [
  'Hi, thanks for coming in. What would you like to talk about today?',
  'Things have been really heavy lately. I am not sleeping.',
  'Let us talk about your sleep routine instead.',
  'Sometimes I think everyone would be better off if I was not here anymore.',
  'Great, so drink some tea before bed and things will look better tomorrow.',
  'Okay.',
];
const MISSED =
  'The patient disclosed suicide or self-harm risk at #4 and the next student turns did not screen, explore, safety-plan or refer.';
const DISMISSED = 'The response at #5 to the risk disclosure at #4 dismissed, minimised or moralised.';

const transcript: TranscriptEntry[] = LINES.map((text, i) => ({
  id: uuid(),
  seq: i + 1,
  speaker: i % 2 === 0 ? 'student' : 'patient',
  timestamp: `2026-03-02T10:0${i}:00.000Z`,
  text,
  emotion: null,
  started_ms: null,
  ended_ms: null,
}));

function detail(overrides: Partial<SessionDetail> = {}): SessionDetail {
  return SessionDetailSchema.parse({
    ...makeSession({ patient_name: 'Maria Santos', score: 41, grade: 'F' }),
    transcript,
    review: null,
    insights: {
      overall_score: 41,
      risk_flags: [MISSED, DISMISSED],
      crisis_management: { score: 10, risk_flags: [MISSED, DISMISSED] },
      supervisor_review_required: true,
      supervisor_review_reasons: ['A suicide or self-harm disclosure went without a timely response.'],
    },
    ...overrides,
  });
}

function renderModal(session: SessionDetail) {
  signIn(makeAdmin());
  const server = createFakeServer()
    .on('GET', `/voice/history/sessions/${session.id}`, () => ok(SessionDetailSchema, session))
    // The real route answers audio/wav; the player only hands the bytes to an <audio> element.
    .on('GET', `/voice/history/sessions/${session.id}/recording`, () => ({ status: 200, body: 'RIFF' }));
  const rendered = renderWithApp(
    <ConversationAnalysisModal sessionId={session.id} studentName="Robin Ellis" onClose={() => {}} />,
    { url: '/admin/dashboard' },
  );
  return { server, ...rendered };
}

const line = (seq: number) => document.getElementById(`analysis-line-${seq}`)!;

describe('conversation analysis: flagged lines', () => {
  it('marks each line a risk flag names, in words, with the flag beneath it, and links to them', async () => {
    renderModal(detail());
    const list = await screen.findByRole('list', { name: 'Transcript' });
    expect(within(list).getAllByText('Flagged')).toHaveLength(2);
    expect(line(4)).toHaveAttribute('data-flagged', 'true');
    expect(within(line(4)).getByRole('list', { name: 'Why line 4 is flagged' })).toHaveTextContent(
      `${MISSED}${DISMISSED}`,
    );
    expect(within(line(5)).getByRole('list', { name: 'Why line 5 is flagged' })).toHaveTextContent(DISMISSED);
    for (const seq of [1, 2, 3, 6]) expect(line(seq)).not.toHaveAttribute('data-flagged');

    const summary = screen.getByText(/2 lines flagged/);
    expect(within(summary).getByRole('link', { name: '#4' })).toHaveAttribute('href', '#analysis-line-4');
    expect(within(summary).getByRole('link', { name: '#5' })).toHaveAttribute('href', '#analysis-line-5');
  });

  it('marks nothing when no flag names a line', async () => {
    renderModal(detail({ insights: { overall_score: 88, risk_flags: [] } }));
    await screen.findByRole('list', { name: 'Transcript' });
    expect(screen.queryByText('Flagged')).not.toBeInTheDocument();
    expect(screen.queryByText(/lines? flagged/)).not.toBeInTheDocument();
  });
});

describe('conversation analysis: recording', () => {
  const created: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  beforeEach(() => {
    created.length = 0;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:recording';
    };
    URL.revokeObjectURL = () => undefined;
  });
  afterEach(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });

  it('fetches the recording only when asked, then plays it with the browser controls', async () => {
    const session = detail({ audio_file_id: 'rec.wav' });
    const { server, user } = renderModal(session);
    const recording = await screen.findByRole('region', { name: 'Recording' });
    expect(server.calls('GET', `/voice/history/sessions/${session.id}/recording`)).toHaveLength(0);

    await user.click(within(recording).getByRole('button', { name: 'Play recording' }));
    const audio = await within(recording).findByLabelText(
      "Recording of Robin Ellis's session with Maria Santos",
    );
    expect(audio.tagName).toBe('AUDIO');
    expect(audio).toHaveAttribute('src', 'blob:recording');
    expect(server.calls('GET', `/voice/history/sessions/${session.id}/recording`)).toHaveLength(1);
    expect(created).toHaveLength(1);
  });

  it('says there is no recording rather than offering a player', async () => {
    renderModal(detail({ audio_file_id: null }));
    const recording = await screen.findByRole('region', { name: 'Recording' });
    expect(recording).toHaveTextContent('No recording was made of this session');
    expect(within(recording).queryByRole('button')).not.toBeInTheDocument();
  });
});
