import { afterAll, describe, expect, it } from 'vitest';
import { meanPitchHz } from '../../../test/support/pitch';
import { rms } from '../audio/pcm';
import {
  sentences,
  speechRequest,
  SpeechSynthesizer,
  type SpeakOptions,
  type SpeechVoice,
} from './synthesizer';

const synth = new SpeechSynthesizer(1);
afterAll(() => synth.close());

async function speak(text: string, voice: SpeakOptions['voice'], speed = 1) {
  const chunks: Int16Array[] = [];
  await synth.speak(text, { voice, speed }, (c) => chunks.push(c));
  const all = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    all.set(c, o);
    o += c.length;
  }
  return { chunks, all };
}

describe('SpeechSynthesizer (eSpeak NG in a worker)', () => {
  it('streams 24 kHz speech in several chunks', async () => {
    await synth.warmUp();
    const { chunks, all } = await speak('I have not been sleeping well for a few weeks now.', 'female');
    expect(chunks.length).toBeGreaterThan(3);
    const seconds = all.length / 24_000;
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(6);
    expect(rms(all)).toBeGreaterThan(0.01);
  });

  it('speaks faster at a higher speed and differently per voice type', async () => {
    const text = 'Some days it feels like nothing will ever change.';
    const slow = await speak(text, 'male', 0.5);
    const fast = await speak(text, 'male', 2);
    expect(slow.all.length).toBeGreaterThan(fast.all.length * 2);
    const female = await speak(text, 'female');
    const male = await speak(text, 'male');
    expect(female.all.length).not.toBe(male.all.length);
  });
});

const plain: SpeechVoice = { name: 'en-us+m3', pitch: 50, range: 50, rate: 170, pauseMs: 0 };

describe('SpeechSynthesizer voices', () => {
  const text = 'I have not been sleeping well for a few weeks now.';

  it('speaks in the accent and variant asked for', async () => {
    const us = await speak(text, plain);
    const scottish = await speak(text, { ...plain, name: 'en-gb-scotland+m3' });
    const caribbean = await speak(text, { ...plain, name: 'en-029+m3' });
    expect(scottish.all).not.toEqual(us.all);
    expect(caribbean.all).not.toEqual(us.all);
  });

  it('raises the voice with pitch and slows it with rate', async () => {
    const low = await speak(text, { ...plain, pitch: 20 });
    const high = await speak(text, { ...plain, pitch: 80 });
    expect(meanPitchHz(high.all)).toBeGreaterThan(meanPitchHz(low.all) * 1.15);
    const slow = await speak(text, { ...plain, rate: 120 });
    expect(slow.all.length).toBeGreaterThan(low.all.length * 1.2);
  });

  it('pauses at hesitations when the voice asks for it', async () => {
    const hesitant = 'Um, I just... I do not know - it is hard.';
    const without = await speak(hesitant, plain);
    const withPauses = await speak(hesitant, { ...plain, pauseMs: 300 });
    // Three breaks of 300 to 450 ms; eSpeak folds each into the pause it already makes at the
    // punctuation, so together they add about half a second.
    expect(withPauses.all.length - without.all.length).toBeGreaterThan(0.4 * 24_000);
  });

  it('reads markup characters as text and rejects a voice eSpeak does not have', async () => {
    const request = speechRequest('Me & <you>', { voice: plain, speed: 1 });
    expect(request.text).toBe('Me &amp; &lt;you&gt;');
    const spoken = await speak('Me & <you>', plain);
    expect(spoken.all.length / 24_000).toBeGreaterThan(0.4);
    await expect(speak(text, { ...plain, name: 'en-xx+nobody' })).rejects.toThrow(/no voice/);
    // The worker goes on with the next request.
    expect((await speak(text, plain)).all.length).toBeGreaterThan(24_000);
  });
});

describe('speechRequest', () => {
  it('multiplies the rate by the session speed within eSpeak limits and marks hesitations', () => {
    expect(speechRequest('Hi.', { voice: { ...plain, rate: 150 }, speed: 1.2 }).rate).toBe(180);
    expect(speechRequest('Hi.', { voice: { ...plain, rate: 400 }, speed: 2 }).rate).toBe(450);
    const marked = speechRequest('Um, well... fine - sort of.', {
      voice: { ...plain, pauseMs: 200 },
      speed: 1,
    });
    expect(marked.text).toBe(
      'Um, <break time="200ms"/> well... <break time="300ms"/> fine <break time="200ms"/> sort of.',
    );
  });
});

describe('sentences', () => {
  it('splits on sentence ends and keeps trailing text', () => {
    expect(sentences('Hi. How are you?  Fine!... and you')).toEqual([
      'Hi.',
      'How are you?',
      'Fine!...',
      'and you',
    ]);
    expect(sentences('   ')).toEqual([]);
  });
});
