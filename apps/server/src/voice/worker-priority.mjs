// Scheduling priority of the voice worker threads, below the event loop's. Plain JavaScript so the
// workers load it without a TypeScript loader.
//
// The event loop is every live session's one way in and out: it reads their microphones, saves
// their lines and sends their answers. The workers (speech, voice activity detection, recording)
// each serve it, but on a machine with fewer cores than busy threads the kernel shares the cores
// out equally, so a class's speech and recordings, queued deep in their workers, could take most
// of the CPU and hold up every session's turn behind them. On Linux the nice value belongs to the
// thread (setpriority on thread 0 is the caller only), so this lowers one worker, not the process.
import { getPriority, setPriority } from 'node:os';

/**
 * How far below the event loop each worker runs, in nice steps: speech first (a reply's first
 * words are what a student waits for), then voice activity detection (barge-in; it sheds frames
 * that waited too long), then the recordings, whose encoder queues hold seconds of audio and can
 * catch up. Each step weighs a fifth less for a busy core than the one before. At 4 and 6, with
 * 200 sessions on two cores, the event loop spent 29 % of its time ready to run but waiting for a
 * core, and with detection at 10 and the recordings at 8, 23 %. The recordings at 12 gave turns more,
 * but over ten minutes at that load their encoders fell 20 s behind and recordings were lost; at 8
 * they keep up (at most 9 s behind), and a recording is not to be lost to make turns faster.
 */
export const WORKER_NICE = { speech: 2, vad: 10, recording: 8 };

/**
 * Lowers the calling worker thread `steps` below the thread that started it (whose nice value a new
 * thread inherits); where that is not allowed, it stays as it is.
 */
export function lowerThisThread(steps) {
  try {
    setPriority(0, Math.min(19, getPriority(0) + steps));
  } catch {
    // A platform without per-thread priorities, or a sandbox that forbids the call.
  }
}
