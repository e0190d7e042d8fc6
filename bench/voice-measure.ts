/** Figures the voice bench computes from what it measured. */

/** Turns whose answer was cut off before any audio (detection heard speech in the microphone's sound) are left out. */
export const percentile = (xs: number[], q: number) => {
  const s = xs.filter((x) => x >= 0).sort((a, b) => a - b);
  return Number((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0).toFixed(1));
};

/** Change (%) along the least-squares line through `points` ([x, y]), from its first x to its last. */
export function trendPct(points: [number, number][]): number | null {
  if (points.length < 3) return null;
  const n = points.length;
  const mx = points.reduce((a, [x]) => a + x, 0) / n;
  const my = points.reduce((a, [, y]) => a + y, 0) / n;
  const sxx = points.reduce((a, [x]) => a + (x - mx) ** 2, 0);
  const slope = points.reduce((a, [x, y]) => a + (x - mx) * (y - my), 0) / sxx;
  const from = my + slope * (points[0]![0] - mx);
  const to = my + slope * (points[n - 1]![0] - mx);
  return Number((((to - from) / from) * 100).toFixed(1));
}

export const cpuMark = () => ({ at: performance.now(), cpu: process.cpuUsage() });

/** The CPU this process (the simulated browsers) takes, in % of one core, since `base`. */
export function clientCpu(base: ReturnType<typeof cpuMark>): number {
  const cpu = process.cpuUsage(base.cpu);
  return Math.round(((cpu.user + cpu.system) / 1e3 / (performance.now() - base.at)) * 100);
}
