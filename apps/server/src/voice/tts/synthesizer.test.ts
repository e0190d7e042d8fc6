import { afterAll, describe, expect, it } from 'vitest';
import { rms } from '../audio/pcm';
import { sentences, SpeechSynthesizer } from './synthesizer';

const synth = new SpeechSynthesizer(1);
afterAll(() => synth.close());

async function speak(text: string, voice: 'female' | 'male' | 'neutral', speed = 1) {
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
