import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openLiveSession } from '../../../../test/support/live-session';

const types = (socket: { sent: { type: string }[] }) => socket.sent.map((m) => m.type);

describe('cancel session', () => {
  it('pauses the patient while asking, and Keep Going (focused first) resumes', async () => {
    const { user, socket } = await openLiveSession();
    const opener = screen.getByRole('button', { name: 'Cancel session' });

    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Cancel this session?' });
    expect(dialog).toHaveAccessibleDescription(
      'The session ends without feedback and you return to the dashboard.',
    );
    const keepGoing = within(dialog).getByRole('button', { name: 'Keep Going' });
    expect(keepGoing).toHaveFocus();
    expect(types(socket)).toContain('pause_session');

    await user.keyboard('{Enter}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(types(socket).at(-1)).toBe('resume_session');
    expect(opener).toHaveFocus();
  });

  it('Escape works like Keep Going', async () => {
    const { user, socket } = await openLiveSession();

    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(types(socket).at(-1)).toBe('resume_session');
    expect(types(socket)).not.toContain('cancel_session');
  });

  it('cancels on the server and leaves for the dashboard when confirmed', async () => {
    const { user, socket, sessionId, location } = await openLiveSession();

    await user.click(screen.getByRole('button', { name: 'Cancel session' }));
    await user.tab();
    const confirm = screen.getByRole('button', { name: 'Yes, cancel session' });
    expect(confirm).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(types(socket)).toContain('cancel_session');
    socket.push({ type: 'session_cancelled', session_id: sessionId });
    await expect.poll(() => location().pathname).toBe('/dashboard');
  });
});

describe('restart session', () => {
  it('asks first and restarts the conversation when confirmed', async () => {
    const { user, socket } = await openLiveSession();
    socket.push({ type: 'text_message_sent', text: 'Hello there', seq: 1 });
    expect(screen.getByText('Hello there')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Restart session' }));
    const dialog = screen.getByRole('dialog', { name: 'Restart this session?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, restart' }));

    expect(types(socket)).toContain('restart_session');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Hello there')).not.toBeInTheDocument();
  });
});

describe('end session', () => {
  it('ends on the server, then shows Session Complete with the generated insights', async () => {
    const { user, socket, sessionId, insights, server } = await openLiveSession();
    insights({
      overall_score: 86,
      session_summary: 'You built rapport and explored sleep and mood.',
      student_talk_percentage: 40,
      patient_talk_percentage: 60,
      empathy_demonstration: { score: 90, feedback: 'Warm reflections throughout.' },
      immediate_feedback: ['You reflected feelings accurately.'],
      risk_flags: ['Ask directly about self-harm next time.'],
    });

    await user.click(screen.getByRole('button', { name: 'End Session' }));
    expect(types(socket)).toContain('end_session');
    socket.push({ type: 'session_ended', session_id: sessionId, duration: 600, message: 'Session ended' });

    const dialog = await screen.findByRole('dialog', { name: 'Session Complete' });
    expect(dialog).toHaveAccessibleDescription('You built rapport and explored sleep and mood.');
    expect(within(dialog).getByRole('heading', { name: 'Session Complete' })).toHaveFocus();
    expect(within(dialog).getByText('86%')).toBeInTheDocument();
    expect(within(dialog).getByText('You reflected feelings accurately.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ask directly about self-harm next time.')).toBeInTheDocument();
    expect(server.calls('POST', `/voice/insights/generate/${sessionId}`)).toHaveLength(1);
  });
});

describe('clear transcript', () => {
  it('asks first; Escape keeps everything and focus goes back to Clear', async () => {
    const { user, socket } = await openLiveSession();
    socket.push({ type: 'text_message_sent', text: 'Hello there', seq: 1 });
    const clear = screen.getByRole('button', { name: 'Clear' });

    await user.click(clear);
    const dialog = screen.getByRole('dialog', { name: 'Clear the transcript from the screen?' });
    expect(dialog).toHaveAccessibleDescription(/still saved, scored and counted in your summary/);
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Hello there')).toBeInTheDocument();
    expect(clear).toHaveFocus();
  });

  it('empties only the screen: the summary still counts the saved conversation', async () => {
    const { user, socket, sessionId, insights, savedMessages } = await openLiveSession();
    socket.push({
      type: 'patient_text_response',
      text: 'Hi. I am not sure why I am here.',
      seq: 1,
      emotion: null,
    });
    socket.push({ type: 'text_message_sent', text: 'Hello there', seq: 2 });
    socket.push({ type: 'patient_text_response', text: 'I have not slept.', seq: 3, emotion: null });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(screen.getByRole('button', { name: 'Clear screen' }));

    const transcript = screen.getByRole('list', { name: 'Transcript' });
    expect(transcript).toHaveFocus();
    expect(within(transcript).queryByText('Hello there')).not.toBeInTheDocument();
    expect(transcript).toHaveTextContent(
      'Cleared from the screen. The conversation is still saved and scored',
    );
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(types(socket)).not.toContain('clear_transcript');

    // A new line still appears; the earlier ones stay off the screen.
    socket.push({ type: 'text_message_sent', text: 'Tell me about your sleep.', seq: 4 });
    expect(within(transcript).getByText('Tell me about your sleep.')).toBeInTheDocument();
    expect(within(transcript).queryByText('I have not slept.')).not.toBeInTheDocument();

    insights({ overall_score: 70, session_summary: 'A start.' });
    savedMessages(5);
    await user.click(screen.getByRole('button', { name: 'End Session' }));
    socket.push({ type: 'session_ended', session_id: sessionId, duration: 75, message: 'Session ended' });
    const dialog = await screen.findByRole('dialog', { name: 'Session Complete' });
    expect(within(dialog).getByText('Messages').parentElement).toHaveTextContent('Messages5');
  });
});

/** A microphone the browser grants at once: capture's worklet node and the stream's tracks. */
function grantMicrophone() {
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: {
      enumerateDevices: () => Promise.resolve([{ kind: 'audioinput' }]),
      getUserMedia: () => Promise.resolve({ getTracks: () => [{ stop() {} }] }),
    },
  });
  vi.stubGlobal(
    'AudioWorkletNode',
    class {
      port = { onmessage: null, postMessage() {} };
      connect() {}
      disconnect() {}
    },
  );
}

const indicators = () => screen.getByRole('list', { name: 'Session indicators' });

describe('recording indicator', () => {
  it('lights while the microphone is on when the server records the session', async () => {
    grantMicrophone();
    const { user } = await openLiveSession({ recorded: true });

    await user.click(screen.getByRole('button', { name: 'Start microphone' }));
    await screen.findByRole('button', { name: 'Stop microphone' });

    const light = within(indicators()).getByText('Recording').closest('li')!;
    expect(light).toHaveAttribute('data-active', 'true');
    expect(light).toHaveTextContent('Recording (on)');
  });

  it('says Not recorded, and never lights, when the server does not record (quota reached, privacy)', async () => {
    grantMicrophone();
    const { user } = await openLiveSession({ recorded: false });

    await user.click(screen.getByRole('button', { name: 'Start microphone' }));
    await screen.findByRole('button', { name: 'Stop microphone' });

    const list = indicators();
    expect(within(list).queryByText('Recording')).not.toBeInTheDocument();
    const light = within(list).getByText('Not recorded').closest('li')!;
    expect(light).toHaveAttribute('data-active', 'false');
    expect(light).toHaveTextContent('Not recorded (off)');
  });
});
