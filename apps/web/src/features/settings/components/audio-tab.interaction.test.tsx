import {
  DEFAULT_SETTINGS,
  SpeechRecognitionPolicySchema,
  type SpeechRecognitionPolicy,
} from '@practicum/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createFakeServer,
  deferred,
  makeAdmin,
  makeUser,
  ok,
  problem,
  renderWithApp,
  signIn,
  type FakeReply,
} from '../../../../test/support';
import { AudioTab } from './audio-tab';

const CARD = 'Institution: speech recognition';
const SWITCH = "Let browsers send voices to their maker's cloud";

function renderAudioTab(
  policy: SpeechRecognitionPolicy = { server: null, browser_cloud: false },
  admin = true,
) {
  const server = createFakeServer();
  let current = policy;
  server.on('GET', '/voice/speech-recognition', () => ok(SpeechRecognitionPolicySchema, current));
  signIn(admin ? makeAdmin() : makeUser());
  const rendered = renderWithApp(<AudioTab value={DEFAULT_SETTINGS.audio} onChange={() => undefined} />, {
    url: '/settings?tab=audio',
    path: '/settings',
  });
  return {
    ...rendered,
    server,
    /** The next PUT answers with this (the stored policy changes only on success). */
    answerPut: (reply: (body: SpeechRecognitionPolicy) => FakeReply | Promise<FakeReply>) =>
      server.once('PUT', '/voice/speech-recognition', async (request) => {
        const answer = await reply({ ...current, ...(request.body as object) });
        if (answer.status === 200) current = answer.body as SpeechRecognitionPolicy;
        return answer;
      }),
  };
}

const card = () => screen.getByRole('heading', { name: CARD }).closest('section')!;

describe('Audio tab: the institution’s speech recognition (admins)', () => {
  it('is off by default and saves the moment it is switched, saying so', async () => {
    const { user, server, answerPut } = renderAudioTab();
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(
      /^Off \(recommended\): voices are turned into text only on this server or on the student's own device/,
    );

    const held = deferred<void>();
    answerPut(async (next) => {
      await held.promise;
      return ok(SpeechRecognitionPolicySchema, next);
    });
    toggle.focus();
    await user.keyboard(' ');

    // Saving: the switch already shows the choice, and stays where the keyboard is.
    expect(within(card()).getByRole('status')).toHaveTextContent('Saving…');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveFocus();
    held.resolve();

    await waitFor(() => expect(within(card()).getByRole('status')).toHaveTextContent('Saved.'));
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAccessibleDescription(/^On: where neither this server nor the student's own device/);
    expect(server.calls('PUT', '/voice/speech-recognition').map((r) => r.body)).toEqual([
      { browser_cloud: true },
    ]);
  });

  it('when saving fails, says why and shows the setting still in force', async () => {
    const { user, answerPut } = renderAudioTab({ server: null, browser_cloud: true });
    const toggle = await screen.findByRole('switch', { name: SWITCH });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    answerPut(() => problem(503, 'The database is not answering', 'unavailable'));

    await user.click(toggle);

    const alert = await within(card()).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not save the speech recognition setting: The database is not answering. It is still on.',
    );
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(within(card()).getByRole('status')).toHaveTextContent('');

    // Trying again works.
    answerPut((next) => ok(SpeechRecognitionPolicySchema, next));
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(within(card()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when this server transcribes, so browsers are not asked to', async () => {
    renderAudioTab({ server: 'openai', browser_cloud: false });
    await screen.findByRole('switch', { name: SWITCH });
    expect(card()).toHaveTextContent("This server sends students' speech to OpenAI to be turned into text");
  });

  it('is not shown to students, who are not asked for the policy', async () => {
    const { server } = renderAudioTab(undefined, false);
    expect(screen.getByRole('heading', { name: 'Audio & Voice' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: CARD })).not.toBeInTheDocument();
    expect(server.calls('GET', '/voice/speech-recognition')).toEqual([]);
  });
});
