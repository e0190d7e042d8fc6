import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeMicrophone, installFakeSpeechRecognition } from '../../../../test/support/fake-speech';
import { openLiveSession } from '../../../../test/support/live-session';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/142.0.0.0`;

const notice = () => screen.getByRole('region', { name: 'Where your voice goes' });
const mic = () => screen.getByRole('button', { name: /microphone/ });
const where = () => within(notice()).getByText(/\.$/, { selector: 'strong' });

/** The notice has settled on a path (it says "Checking…" while the browser is asked). */
async function shows(text: string | RegExp) {
  await waitFor(() => expect(where()).toHaveTextContent(text));
}

describe('where the student’s voice goes', () => {
  it('names the institution’s server when it transcribes, and the browser never listens', async () => {
    installFakeMicrophone(CHROME);
    const speech = installFakeSpeechRecognition({ onDevice: 'available' });
    const { user } = await openLiveSession({ policy: { server: 'institution', browser_cloud: true } });

    await shows("This institution's server.");
    expect(notice()).toHaveTextContent('not by your browser’s maker'.replace('’', "'"));
    expect(mic()).toHaveAccessibleDescription(/This institution's server\./);

    await user.click(mic());
    await screen.findByRole('button', { name: 'Stop microphone' });
    expect(speech.recognitions).toHaveLength(0);
    expect(screen.getByText('Listening: speak naturally, or type below.')).toBeInTheDocument();
  });

  it('names OpenAI when the server sends voices there', async () => {
    installFakeMicrophone(CHROME);
    installFakeSpeechRecognition({ onDevice: null });
    await openLiveSession({ policy: { server: 'openai', browser_cloud: false } });

    await shows('OpenAI.');
    expect(notice()).toHaveTextContent("This institution's server sends your speech to OpenAI");
  });

  it('recognises on this device when the browser can, even where the cloud is allowed', async () => {
    installFakeMicrophone(CHROME);
    const speech = installFakeSpeechRecognition({ onDevice: 'available' });
    const { user, socket } = await openLiveSession({ policy: { server: null, browser_cloud: true } });

    await shows('On this device.');
    expect(speech.availableCalls).toEqual([{ langs: ['en-US'], processLocally: true }]);

    await user.click(mic());
    await screen.findByRole('button', { name: 'Stop microphone' });
    expect(speech.installCalls).toEqual([]);
    expect(speech.recognitions).toHaveLength(1);
    const recognition = speech.recognitions[0]!;
    expect([recognition.processLocally, recognition.lang, recognition.started]).toEqual([true, 'en-US', 1]);

    recognition.hear('I can hear you are worried.');
    expect(socket.sent).toContainEqual({ type: 'text_message', text: 'I can hear you are worried.' });
  });

  it('downloads the language pack when the student starts the microphone, then recognises on the device', async () => {
    installFakeMicrophone(CHROME);
    const speech = installFakeSpeechRecognition({ onDevice: 'downloadable', installs: true });
    const { user } = await openLiveSession({ policy: { server: null, browser_cloud: false } });

    await shows('On this device.');
    expect(notice()).toHaveTextContent('it first downloads its American English speech pack (once)');
    // Nothing is downloaded until the student asks for the microphone.
    expect(speech.installCalls).toEqual([]);

    await user.click(mic());
    await screen.findByRole('button', { name: 'Stop microphone' });
    expect(speech.installCalls).toEqual([{ langs: ['en-US'], processLocally: true }]);
    expect(speech.recognitions.map((r) => r.processLocally)).toEqual([true]);
    expect(notice()).toHaveTextContent('it is not sent anywhere to be recognised');
  });

  it('when the download fails and the cloud is not allowed, says so; the microphone opens without recognition', async () => {
    const microphone = installFakeMicrophone(CHROME);
    const speech = installFakeSpeechRecognition({ onDevice: 'downloadable', installs: false });
    const { user } = await openLiveSession({ policy: { server: null, browser_cloud: false } });
    await shows('On this device.');

    await user.click(mic());

    await shows('Speech is not turned into text here.');
    expect(notice()).toHaveTextContent('could not download its American English speech pack');
    expect(notice()).toHaveTextContent('Type what you want to say in the box below');
    await screen.findByRole('button', { name: 'Stop microphone' });
    expect(microphone.opened()).toBe(1);
    expect(speech.recognitions).toHaveLength(0);
  });

  it('when the download fails and the cloud is allowed, shows the cloud before the microphone opens', async () => {
    const microphone = installFakeMicrophone(CHROME);
    const speech = installFakeSpeechRecognition({ onDevice: 'downloadable', installs: false });
    const { user } = await openLiveSession({ policy: { server: null, browser_cloud: true } });
    await shows('On this device.');

    await user.click(mic());
    await shows('Google, through your browser.');
    expect(microphone.opened()).toBe(0);

    // Having read it, the student starts the microphone again.
    await user.click(mic());
    await screen.findByRole('button', { name: 'Stop microphone' });
    expect(speech.recognitions.map((r) => r.processLocally)).toEqual([false]);
  });

  it('uses the browser maker’s cloud only when the institution allows it, and names the maker', async () => {
    installFakeMicrophone(EDGE);
    const speech = installFakeSpeechRecognition({ onDevice: 'unavailable' });
    const { user } = await openLiveSession({ policy: { server: null, browser_cloud: true } });

    await shows('Microsoft, through your browser.');
    expect(notice()).toHaveTextContent('Your browser sends your speech to Microsoft to be turned into text');

    await user.click(mic());
    await screen.findByRole('button', { name: 'Stop microphone' });
    expect(speech.recognitions.map((r) => [r.processLocally, r.started])).toEqual([[false, 1]]);
  });

  it('keeps voices out of the cloud by default: no recognition, and the student is told to type', async () => {
    installFakeMicrophone(CHROME);
    const speech = installFakeSpeechRecognition({ onDevice: null });
    const { user } = await openLiveSession({ policy: { server: null, browser_cloud: false } });

    await shows('Speech is not turned into text here.');
    expect(notice()).toHaveTextContent(
      "This browser could only recognise speech by sending it to its maker's cloud, and your institution keeps students' voices out of it.",
    );
    expect(notice()).toHaveTextContent('Type what you want to say in the box below');

    // The microphone still opens (the server hears turns and records), but nothing transcribes.
    await user.click(mic());
    await screen.findByRole('button', { name: 'Stop microphone' });
    expect(speech.recognitions).toHaveLength(0);
    expect(
      screen.getByText('Nothing here turns your speech into text: type what you say below.'),
    ).toBeInTheDocument();
  });

  it('says plainly when the browser cannot recognise speech at all', async () => {
    installFakeMicrophone('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0');
    await openLiveSession({ policy: { server: null, browser_cloud: true } });

    await shows('Speech is not turned into text here.');
    expect(notice()).toHaveTextContent(
      'This browser cannot recognise speech, and this server does not transcribe it.',
    );
  });

  it('tells where the voice goes before the microphone, in keyboard order', async () => {
    installFakeMicrophone(CHROME);
    installFakeSpeechRecognition({ onDevice: 'available' });
    const { user } = await openLiveSession({ policy: { server: null, browser_cloud: false } });
    await shows('On this device.');

    // The notice describes the microphone button, so a screen reader hears it on reaching it.
    await waitFor(() => expect(mic()).toHaveFocus());
    expect(mic()).toHaveAccessibleDescription(
      'On this device. Your browser turns your speech into text on this computer; it is not sent anywhere to be recognised. Start the microphone to speak, or type a message and press Enter.',
    );
    await user.keyboard('{Enter}');
    await screen.findByRole('button', { name: 'Stop microphone' });
  });
});
