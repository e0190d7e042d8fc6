/**
 * A process that keeps the VAD worker busy with 200 streams' speech-like chunks, closes detection
 * the way the server's shutdown does, and exits. It prints how many chunks were judged before and
 * how many chunks of a stream pushed afterwards were judged by a new worker.
 */
import { closeVadInference } from '../../../src/voice/audio/vad-inference';
import { SileroVad } from '../../../src/voice/audio/vad';

const CHUNK = 2400; // 100 ms at 24 kHz, as the browser sends
let judged = 0;
let stopped = false;
for (let s = 0; s < 200; s++) {
  // Loud enough that every frame goes to the model.
  const chunk = Int16Array.from({ length: CHUNK }, (_, i) => Math.round(8000 * Math.sin(i / (3 + s))));
  void (async () => {
    while (!stopped) {
      let failed = false;
      const stream = new SileroVad(
        { sampleRate: 24_000 },
        () => !failed && judged++,
        () => (failed = true),
      );
      for (let k = 0; k < 5; k++) stream.push(chunk);
      await stream.idle();
      stream.close();
      if (failed) return;
    }
  })();
}
// Close once the worker is busy judging, not after a fixed time: on a loaded machine (the test
// suite's other files) loading the model alone can take longer than any fixed wait, and closing
// before the first run would test nothing. Gives up after 30 s with what it has.
const began = Date.now();
const busy = setInterval(() => {
  if (judged <= 200 && Date.now() - began < 30_000) return;
  clearInterval(busy);
  void (async () => {
    stopped = true;
    await closeVadInference();
    const before = judged;
    let again = 0;
    const vad = new SileroVad(
      { sampleRate: 24_000 },
      () => again++,
      () => (again = -1_000),
    );
    for (let k = 0; k < 3; k++) vad.push(new Int16Array(CHUNK));
    await vad.idle();
    vad.close();
    await closeVadInference();
    process.stdout.write(JSON.stringify({ judged: before, again }));
    process.exit(0);
  })();
}, 20);
