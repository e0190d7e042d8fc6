/**
 * Test support: a stand-in for AudioContext (a platform API the test environment lacks). It records
 * the sources scheduled and stopped, and plays them out on demand.
 */
export class FakeSource {
  buffer: { duration: number } | null = null;
  onended: (() => void) | null = null;
  startedAt: number | null = null;
  stopped = false;
  connect() {}
  start(at: number) {
    this.startedAt = at;
  }
  stop() {
    this.stopped = true;
  }
}

export class FakeContext {
  currentTime = 0;
  state: AudioContextState = 'running';
  destination = {};
  sources: FakeSource[] = [];
  resumeCalls = 0;
  gain = { gain: { value: 1 }, connect() {} };

  /** The microphone side: capture loads its worklet and takes the microphone's stream. */
  audioWorklet = { addModule: () => Promise.resolve() };
  readonly sampleRate: number;

  /**
   * `true`: resume() never settles, as when autoplay rules hold the audio back. The page itself
   * passes AudioContext's options (capture asks for 24 kHz).
   */
  constructor(options: boolean | { sampleRate?: number } = false) {
    this.heldResume = options === true;
    this.sampleRate = (typeof options === 'object' ? options.sampleRate : undefined) ?? 48_000;
  }
  private readonly heldResume: boolean;

  createMediaStreamSource() {
    return { connect() {}, disconnect() {} };
  }

  createBuffer(_channels: number, length: number, rate: number) {
    const data = new Float32Array(length);
    return { duration: length / rate, getChannelData: () => data };
  }
  createGain() {
    return this.gain;
  }
  createBufferSource() {
    const s = new FakeSource();
    this.sources.push(s);
    return s;
  }
  resume() {
    this.resumeCalls += 1;
    return this.heldResume ? new Promise<void>(() => undefined) : Promise.resolve();
  }
  close() {
    return Promise.resolve();
  }
  /** Sources scheduled and not stopped. */
  get playing() {
    return this.sources.filter((s) => !s.stopped);
  }
  /** Plays everything scheduled to end by `t`. */
  playUntil(t: number) {
    this.currentTime = t;
    for (const s of this.sources)
      if (!s.stopped && s.startedAt !== null && s.startedAt + s.buffer!.duration <= t) s.onended?.();
  }
}
