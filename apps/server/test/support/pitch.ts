/**
 * Mean fundamental frequency (Hz) of speech, by normalised autocorrelation over 40 ms frames: the
 * first lag about as self-similar as the best between 70 and 400 Hz, over frames loud and periodic enough
 * to be voiced. Good enough to tell a lower voice from a higher one; not a pitch tracker.
 */
export function meanPitchHz(samples: Int16Array, sampleRate = 24_000): number {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.floor(sampleRate / 400);
  const maxLag = Math.ceil(sampleRate / 70);
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag <= samples.length; start += frame) {
    let energy = 0;
    for (let i = start; i < start + frame; i++) energy += samples[i]! * samples[i]!;
    if (Math.sqrt(energy / frame) < 1500) continue;
    const r: number[] = [];
    for (let lag = minLag; lag <= maxLag; lag++) {
      let sum = 0;
      let a2 = 0;
      let b2 = 0;
      for (let i = start; i < start + frame; i++) {
        const a = samples[i]!;
        const b = samples[i + lag]!;
        sum += a * b;
        a2 += a * a;
        b2 += b * b;
      }
      r.push(sum / Math.sqrt(a2 * b2 || 1));
    }
    const best = Math.max(...r);
    if (best < 0.6) continue;
    // The first peak near the best, so a period's multiples (an octave down) are not taken for it.
    const at = r.findIndex((v, i) => v >= best * 0.9 && v >= (r[i - 1] ?? 0) && v >= (r[i + 1] ?? 0));
    pitches.push(sampleRate / (minLag + at));
  }
  if (pitches.length === 0) return 0;
  return pitches.reduce((a, b) => a + b, 0) / pitches.length;
}
