import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SpeechSynthesizer } from './tts/synthesizer';
import { WORKER_NICE } from './worker-priority.mjs';

/** The nice value in a /proc stat line: the 19th field, the 17th after the command's parenthesis. */
const niceOf = (stat: string) => Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);

/** The nice value of every thread of this process, main thread first, and of its child processes. */
function niceValues(): { main: number; others: number[]; children: number[] } {
  const task = `/proc/${process.pid}/task`;
  const nice = (tid: string) => niceOf(readFileSync(`${task}/${tid}/stat`, 'latin1'));
  const all = readdirSync(task);
  const children = all.flatMap((tid) =>
    readFileSync(`${task}/${tid}/children`, 'latin1').trim().split(' ').filter(Boolean),
  );
  return {
    main: nice(String(process.pid)),
    others: all.filter((t) => t !== String(process.pid)).map(nice),
    children: children.map((pid) => niceOf(readFileSync(`/proc/${pid}/stat`, 'latin1'))),
  };
}

describe.runIf(existsSync('/proc/self/task'))('voice worker priority', () => {
  it('runs the WebAssembly speech workers below the event loop, and leaves the event loop as it was', async () => {
    const before = niceValues();
    const synth = new SpeechSynthesizer(1, { engine: 'wasm' });
    try {
      await synth.warmUp();
      const after = niceValues();
      expect(after.main).toBe(before.main);
      expect(after.others).toContain(before.main + WORKER_NICE.speech);
    } finally {
      await synth.close();
    }
  });

  it('runs native speech processes below the event loop', async () => {
    const before = niceValues();
    const synth = new SpeechSynthesizer(1, { engine: 'native' });
    try {
      const started = await synth.warmUp().then(
        () => true,
        () => false,
      );
      // Without the library (outside CI) there is no native process to look at.
      if (!started) return;
      const after = niceValues();
      expect(after.main).toBe(before.main);
      expect(after.children).toContain(before.main + WORKER_NICE.speech);
    } finally {
      await synth.close();
    }
  });
});
