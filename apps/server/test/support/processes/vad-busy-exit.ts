/**
 * A process that keeps the VAD worker busy with 200 streams' frames, closes detection the way the
 * server's shutdown does, and exits. It prints how many frames were judged before and whether a
 * frame sent afterwards was judged by a new worker.
 */
import { closeVadInference, vadInference } from '../../../src/voice/audio/vad-inference';

const inference = vadInference();
let judged = 0;
let stopped = false;
for (let s = 0; s < 200; s++) {
  const state = new Float32Array(256);
  void (async () => {
    while (!stopped) {
      try {
        await inference.infer(
          state,
          new Float32Array(512).map((_, i) => Math.sin(i / (3 + s))),
        );
        judged++;
      } catch {
        return;
      }
    }
  })();
}
setTimeout(() => {
  void (async () => {
    stopped = true;
    await closeVadInference();
    const before = judged;
    const again = await vadInference().infer(new Float32Array(256), new Float32Array(512));
    await closeVadInference();
    process.stdout.write(JSON.stringify({ judged: before, again }));
    process.exit(0);
  })();
}, 800);
