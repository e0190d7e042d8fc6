import { readdirSync, readFileSync } from 'node:fs';
import { CATALOGUE, PersonaSchema } from '@practicum/personas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meanPitchHz } from '../../../test/support/pitch';
import { rms } from '../audio/pcm';
import {
  sentences,
  speechRequest,
  SpeechSynthesizer,
  type SpeakOptions,
  type SpeechVoice,
} from './synthesizer';
import { patientSpeechVoice } from './voices';

async function say(synth: SpeechSynthesizer, text: string, voice: SpeakOptions['voice'], speed = 1) {
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

/** Whether this machine has the native library (Debian's espeak-ng); CI installs it and requires it. */
const native = new SpeechSynthesizer(1, { engine: 'native' });
const nativeHere = await native.warmUp().then(
  () => true,
  () => false,
);
afterAll(() => native.close());

it('has native eSpeak NG where CI runs (scripts/ensure-espeak-ng.sh installs it)', () => {
  if (process.env.CI)
    expect(nativeHere, 'native eSpeak NG is missing: run scripts/ensure-espeak-ng.sh').toBe(true);
});

const plain: SpeechVoice = { name: 'en-us+m3', pitch: 50, range: 50, rate: 170, pauseMs: 0 };

// The same behaviour from both engines: the system's library and the WebAssembly build.
describe.each([
  { engine: 'native' as const, here: nativeHere },
  { engine: 'wasm' as const, here: true },
])('SpeechSynthesizer with eSpeak NG $engine', ({ engine, here }) => {
  let synth: SpeechSynthesizer;
  beforeAll(async () => {
    synth = engine === 'native' ? native : new SpeechSynthesizer(1, { engine });
    await synth.warmUp();
  });
  afterAll(async () => {
    if (synth !== native) await synth.close();
  });
  const speak = (text: string, voice: SpeakOptions['voice'], speed = 1) => say(synth, text, voice, speed);
  const text = 'I have not been sleeping well for a few weeks now.';

  it.runIf(here)('streams 24 kHz speech in several chunks', async () => {
    expect(synth.engine).toBe(engine);
    const { chunks, all } = await speak(text, 'female');
    expect(chunks.length).toBeGreaterThan(3);
    const seconds = all.length / 24_000;
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(6);
    expect(rms(all)).toBeGreaterThan(0.01);
  });

  it.runIf(here)('speaks faster at a higher speed and differently per voice type', async () => {
    const line = 'Some days it feels like nothing will ever change.';
    const slow = await speak(line, 'male', 0.5);
    const fast = await speak(line, 'male', 2);
    expect(slow.all.length).toBeGreaterThan(fast.all.length * 2);
    const female = await speak(line, 'female');
    const male = await speak(line, 'male');
    expect(female.all.length).not.toBe(male.all.length);
  });

  it.runIf(here)('speaks in the accent and variant asked for', async () => {
    const us = await speak(text, plain);
    const scottish = await speak(text, { ...plain, name: 'en-gb-scotland+m3' });
    const caribbean = await speak(text, { ...plain, name: 'en-029+m3' });
    expect(scottish.all).not.toEqual(us.all);
    expect(caribbean.all).not.toEqual(us.all);
  });

  it.runIf(here)('raises the voice with pitch, narrows it with range and slows it with rate', async () => {
    const low = await speak(text, { ...plain, pitch: 20 });
    const high = await speak(text, { ...plain, pitch: 80 });
    expect(meanPitchHz(high.all)).toBeGreaterThan(meanPitchHz(low.all) * 1.15);
    const flat = await speak(text, { ...plain, range: 5 });
    const lively = await speak(text, { ...plain, range: 95 });
    expect(flat.all).not.toEqual(lively.all);
    const slow = await speak(text, { ...plain, rate: 120 });
    expect(slow.all.length).toBeGreaterThan(low.all.length * 1.2);
  });

  it.runIf(here)('pauses at hesitations when the voice asks for it', async () => {
    const hesitant = 'Um, I just... I do not know - it is hard.';
    const without = await speak(hesitant, plain);
    const withPauses = await speak(hesitant, { ...plain, pauseMs: 300 });
    // Three breaks of 300 to 450 ms; eSpeak folds each into the pause it already makes at the
    // punctuation, so together they add about half a second.
    expect(withPauses.all.length - without.all.length).toBeGreaterThan(0.4 * 24_000);
  });

  it.runIf(here)('reads markup characters as text and rejects a voice eSpeak does not have', async () => {
    const spoken = await speak('Me & <you>', plain);
    expect(spoken.all.length / 24_000).toBeGreaterThan(0.4);
    await expect(speak(text, { ...plain, name: 'en-xx+nobody' })).rejects.toThrow(/no voice/);
    // The engine goes on with the next request.
    expect((await speak(text, plain)).all.length).toBeGreaterThan(24_000);
  });
});

describe('native eSpeak NG', () => {
  it.runIf(nativeHere)(
    "sounds like the WebAssembly build: same length and pitch for patients' voices",
    async () => {
      const wasm = new SpeechSynthesizer(1, { engine: 'wasm' });
      try {
        await wasm.warmUp();
        const line =
          "Um, I just... I don't know. It's been hard - really hard, and I keep thinking about it.";
        const pitchGaps: number[] = [];
        for (const entry of CATALOGUE.slice(0, 6)) {
          for (const emotion of ['neutral', 'sad', 'anxious']) {
            const voice = patientSpeechVoice(PersonaSchema.parse(entry), emotion);
            const a = (await say(wasm, line, voice)).all;
            const b = (await say(native, line, voice)).all;
            // Debian's eSpeak NG (1.51) and the WebAssembly build differ by a few percent in length.
            expect(Math.abs(b.length - a.length) / a.length, `${voice.name} ${emotion}`).toBeLessThan(0.06);
            pitchGaps.push(Math.abs(meanPitchHz(b) - meanPitchHz(a)) / meanPitchHz(a));
          }
        }
        // Some variants (m7) vary a little from one rendering to the next in either engine, so one
        // line's pitch may be a few percent off; a wrong pitch, range or variant moves every line by
        // 15 % or more.
        expect(Math.max(...pitchGaps)).toBeLessThan(0.12);
        expect(pitchGaps.reduce((n, g) => n + g, 0) / pitchGaps.length).toBeLessThan(0.03);
      } finally {
        await wasm.close();
      }
    },
  );

  it.runIf(nativeHere && readdirSync('/proc').length > 0)(
    'replaces a process that dies mid-line: that line fails, the next is spoken',
    async () => {
      const synth = new SpeechSynthesizer(1, { engine: 'native' });
      try {
        await synth.warmUp();
        const before = childPids();
        const long = 'This is a long line. '.repeat(40);
        const dying = synth.speak(long, { voice: plain, speed: 1 }, () => {
          for (const pid of before) process.kill(pid, 'SIGKILL');
          before.length = 0;
        });
        await expect(dying).rejects.toThrow(/stopped/);
        const after = await say(synth, 'Still here.', plain);
        expect(after.all.length).toBeGreaterThan(12_000);
        expect(synth.engine).toBe('native');
      } finally {
        await synth.close();
      }
    },
  );
});

/** This process's child processes (the native engine's), from /proc. */
function childPids(): number[] {
  const pids: number[] = [];
  for (const tid of readdirSync('/proc/self/task')) {
    const list = readFileSync(`/proc/self/task/${tid}/children`, 'latin1').trim();
    if (list) pids.push(...list.split(' ').map(Number));
  }
  return pids;
}

describe('SpeechSynthesizer without the native library', () => {
  const missing = '/nonexistent/libespeak-ng.so.1';

  it('falls back to the WebAssembly build (auto) and still speaks', async () => {
    const synth = new SpeechSynthesizer(2, { engine: 'auto', nativeLibrary: missing });
    try {
      // A line asked for before the engine is known is spoken too.
      const early = say(synth, 'Hello there.', 'female');
      await synth.warmUp();
      expect(synth.engine).toBe('wasm');
      expect(synth.nativeUnavailable).toMatch(/nonexistent/);
      expect((await early).all.length).toBeGreaterThan(12_000);
      expect(rms((await say(synth, 'I have not been sleeping well.', plain)).all)).toBeGreaterThan(0.01);
    } finally {
      await synth.close();
    }
  });

  it('refuses to start when native was required', async () => {
    const synth = new SpeechSynthesizer(1, { engine: 'native', nativeLibrary: missing });
    try {
      const early = say(synth, 'Hello there.', 'female');
      await expect(synth.warmUp()).rejects.toThrow(/not available/);
      await expect(early).rejects.toThrow(/not available/);
      await expect(say(synth, 'Hello again.', 'female')).rejects.toThrow(/not available/);
    } finally {
      await synth.close();
    }
  });
});

describe('speechRequest', () => {
  it('escapes markup characters', () => {
    expect(speechRequest('Me & <you>', { voice: plain, speed: 1 }).text).toBe('Me &amp; &lt;you&gt;');
  });

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
