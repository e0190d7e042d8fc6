import { describe, expect, it } from 'vitest';
import source from '../../../public/audio/capture-worklet.js?raw';

/**
 * The capture worklet is plain JavaScript served from /audio (the CSP wants worklets from our own
 * origin). It runs here with the three globals an AudioWorkletGlobalScope gives it.
 */

interface Processor {
  port: { posted: Int16Array[]; onmessage: ((e: { data: unknown }) => void) | null };
  process(inputs: Float32Array[][]): boolean;
}

function load(contextRate: number, options = { targetRate: 24000, bufferSize: 2048 }): Processor {
  class AudioWorkletProcessor {
    port = {
      posted: [] as Int16Array[],
      onmessage: null,
      postMessage(data: Int16Array) {
        this.posted.push(data);
      },
    };
  }
  let registered: (new (o: unknown) => Processor) | null = null;
  let name = '';
  new Function('AudioWorkletProcessor', 'registerProcessor', 'sampleRate', source)(
    AudioWorkletProcessor,
    (n: string, cls: new (o: unknown) => Processor) => {
      name = n;
      registered = cls;
    },
    contextRate,
  );
  expect(name).toBe('pcm16-capture');
  return new registered!({ processorOptions: options });
}

/** Render quanta of 128 frames of a sine at `hz`, `seconds` long, at `rate`. */
function sine(rate: number, hz: number, seconds: number, amplitude = 0.5): Float32Array[] {
  const total = Math.round(rate * seconds);
  const blocks: Float32Array[] = [];
  for (let start = 0; start < total; start += 128) {
    blocks.push(
      new Float32Array(128).map((_, i) => amplitude * Math.sin((2 * Math.PI * hz * (start + i)) / rate)),
    );
  }
  return blocks;
}

describe('capture worklet', () => {
  it('posts 2048-sample PCM16 buffers at 24 kHz when the context runs at 24 kHz', () => {
    const p = load(24000);
    for (const block of sine(24000, 440, 1)) p.process([[block]]);
    // 24000 samples make 11 whole buffers (22528); the rest waits for more.
    expect(p.port.posted).toHaveLength(11);
    expect(p.port.posted.every((b) => b instanceof Int16Array && b.length === 2048)).toBe(true);
    expect(Math.max(...p.port.posted[0]!)).toBeGreaterThan(16000);
    expect(Math.max(...p.port.posted[0]!)).toBeLessThanOrEqual(16384);
  });

  it.each([48000, 44100, 16000])('resamples %i Hz input to 24 kHz, keeping the pitch', (rate) => {
    const p = load(rate);
    for (const block of sine(rate, 300, 2)) p.process([[block]]);
    const out = p.port.posted.flatMap((b) => [...b]);
    // Two seconds of input give about 48000 output samples.
    expect(out.length).toBe(Math.floor(48000 / 2048) * 2048);
    // 300 Hz at 24 kHz crosses zero upwards every 80 samples.
    const crossings = out.filter((v, i) => i > 0 && out[i - 1]! < 0 && v >= 0).length;
    expect(crossings / (out.length / 24000)).toBeCloseTo(300, -1);
  });

  it('mixes several channels to mono and reads an empty input as nothing', () => {
    const p = load(24000, { targetRate: 24000, bufferSize: 128 });
    expect(p.process([[]])).toBe(true);
    expect(p.process([])).toBe(true);
    p.process([[new Float32Array(128).fill(0.5), new Float32Array(128).fill(-0.5)]]);
    expect([...p.port.posted[0]!].every((v) => v === 0)).toBe(true);
  });

  it('stops processing when told to', () => {
    const p = load(24000);
    p.port.onmessage?.({ data: 'stop' });
    expect(p.process([[new Float32Array(128)]])).toBe(false);
  });
});
