/** The quietest level the meter shows above zero (dBFS); speech sits around -30 to -10. */
const FLOOR_DB = -60;

/** Root mean square of PCM16 samples, 0..1. */
export function rms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) {
    const s = samples[i]! / 0x8000;
    sum += s * s;
  }
  return Math.sqrt(sum / samples.length);
}

/**
 * The meter's level, 0-100, on a decibel scale so quiet speech still moves it:
 * -60 dBFS and below is 0, full scale is 100.
 */
export function levelOf(samples: Int16Array): number {
  const value = rms(samples);
  if (value <= 0) return 0;
  const db = 20 * Math.log10(value);
  return Math.round(Math.max(0, Math.min(100, ((db - FLOOR_DB) / -FLOOR_DB) * 100)));
}
