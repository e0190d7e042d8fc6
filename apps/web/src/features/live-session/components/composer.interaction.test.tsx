import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { openLiveSession } from '../../../../test/support/live-session';

const input = () => screen.getByRole('textbox', { name: 'Type a message to the patient' });
const send = () => screen.getByRole('button', { name: 'Send' });

describe('live session composer', () => {
  it('starts with an empty box and Send disabled, ready for typing', async () => {
    await openLiveSession();

    expect(input()).toHaveValue('');
    expect(input()).toBeEnabled();
    expect(send()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Start microphone' })).toBeEnabled();
  });

  it('sends the typed message with Enter, empties the box and shows it once the server has it', async () => {
    const { user, socket } = await openLiveSession();

    await user.type(input(), '   ');
    expect(send()).toBeDisabled();
    await user.clear(input());
    await user.type(input(), 'How have you been sleeping?');
    expect(send()).toBeEnabled();

    await user.keyboard('{Enter}');

    expect(socket.sent).toContainEqual({ type: 'text_message', text: 'How have you been sleeping?' });
    expect(input()).toHaveValue('');
    expect(send()).toBeDisabled();
    expect(input()).toHaveFocus();

    socket.push({ type: 'text_message_sent', text: 'How have you been sleeping?', seq: 1 });
    const transcript = screen.getByRole('list', { name: 'Transcript' });
    expect(within(transcript).getByText('How have you been sleeping?')).toBeInTheDocument();
  });

  it('sends with the Send button too, trimmed', async () => {
    const { user, socket } = await openLiveSession();

    await user.type(input(), '  I hear you.  ');
    await user.click(send());

    expect(socket.sent.filter((m) => m.type === 'text_message')).toEqual([
      { type: 'text_message', text: 'I hear you.' },
    ]);
  });

  it('shows the patient’s answer in the transcript', async () => {
    const { socket, patientName } = await openLiveSession();

    socket.push({ type: 'patient_text_response', text: 'Not great, honestly.', seq: 2, emotion: 'sad' });

    const transcript = screen.getByRole('list', { name: 'Transcript' });
    const line = within(transcript).getByText('Not great, honestly.').closest('li')!;
    expect(line).toHaveTextContent(patientName);
    expect(line).toHaveTextContent('feeling sad');
  });

  it('puts a line the server refused unsaved back in the box, with the reason, unless something new was typed', async () => {
    const { user, socket } = await openLiveSession();
    const refuse = () =>
      socket.push({
        type: 'error',
        error: {
          message:
            'The patient is still answering your earlier messages; send this one again once they have.',
          code: 'too_many_messages',
        },
      });

    await user.type(input(), 'And how is work going?{Enter}');
    expect(input()).toHaveValue('');
    refuse();
    await waitFor(() => expect(input()).toHaveValue('And how is work going?'));
    expect(screen.getByText(/still answering your earlier messages/)).toBeInTheDocument();

    await user.clear(input());
    await user.type(input(), 'Tell me about home.{Enter}');
    await user.type(input(), 'Something new');
    refuse();
    await waitFor(() => expect(input()).toHaveValue('Something new'));
  });

  it('keeps the typed text when the connection is lost, and Send waits for the connection', async () => {
    const { user, socket } = await openLiveSession();

    socket.drop(1000);
    await user.type(input(), 'Are you still there?{Enter}');

    expect(input()).toHaveValue('Are you still there?');
    expect(send()).toBeDisabled();
    expect(socket.sent.some((m) => m.type === 'text_message')).toBe(false);
  });

  it('reaches the microphone, the message box and Send in that order', async () => {
    const { user } = await openLiveSession();
    const mic = screen.getByRole('button', { name: 'Start microphone' });
    // Where the voice goes comes first, then how to talk.
    expect(mic).toHaveAccessibleDescription(
      /^.+ Start the microphone to speak, or type a message and press Enter\.$/,
    );

    mic.focus();
    await user.tab();
    expect(input()).toHaveFocus();
    await user.type(input(), 'Hello');
    await user.tab();
    expect(send()).toHaveFocus();
  });

  it('opens on the message box when the device has no microphone', async () => {
    await openLiveSession();

    await waitFor(() => expect(input()).toHaveFocus());
  });

  it('opens on the microphone, once connected, when the device has one', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { enumerateDevices: () => Promise.resolve([{ kind: 'audioinput' }]) },
    });
    await openLiveSession();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Start microphone' })).toHaveFocus());
  });
});
