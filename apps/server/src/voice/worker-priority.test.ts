import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SpeechSynthesizer } from './tts/synthesizer';
import { WORKER_NICE } from './worker-priority.mjs';

/** The nice value of every thread of this process, main thread first. */
function niceValues(): { main: number; others: number[] } {
  const nice = (tid: string) => {
    const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'latin1');
    // The 19th field; the 17th after the command's closing parenthesis.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  };
  const tids = readdirSync(`/proc/${process.pid}/task`).filter((t) => t !== String(process.pid));
  return { main: nice(String(process.pid)), others: tids.map(nice) };
}

describe.runIf(existsSync('/proc/self/task'))('voice worker priority', () => {
  it('runs the speech workers below the event loop, and leaves the event loop as it was', async () => {
    const before = niceValues();
    const synth = new SpeechSynthesizer(1);
    try {
      await synth.warmUp();
      const after = niceValues();
      expect(after.main).toBe(before.main);
      expect(after.others).toContain(before.main + WORKER_NICE.speech);
    } finally {
      await synth.close();
    }
  });
});
