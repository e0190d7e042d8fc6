/** CPU and memory of a process's children, for the voice bench. */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * This process's child processes (native eSpeak NG runs in them) by pid: CPU seconds and RSS bytes,
 * from /proc; empty where there is none. Their work is the process's work, so benches count it.
 */
export function childProcesses(): Map<number, { cpu: number; rss: number }> {
  const out = new Map<number, { cpu: number; rss: number }>();
  try {
    for (const tid of readdirSync(`/proc/${process.pid}/task`)) {
      const children = readFileSync(`/proc/${process.pid}/task/${tid}/children`, 'latin1').trim();
      for (const pid of children.split(' ').filter(Boolean).map(Number)) {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
          const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          // utime, stime (12th, 13th after the command) and rss in pages (22nd).
          out.set(pid, {
            cpu: (Number(fields[11]) + Number(fields[12])) / 100,
            rss: Number(fields[21]) * 4096,
          });
        } catch {
          // it has just ended
        }
      }
    }
  } catch {
    // no /proc
  }
  return out;
}
export const childCpuSeconds = (base: Map<number, { cpu: number }>) =>
  [...childProcesses()].reduce((sum, [pid, c]) => sum + c.cpu - (base.get(pid)?.cpu ?? 0), 0);
