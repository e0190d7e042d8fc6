/* global AudioWorkletProcessor, registerProcessor, sampleRate */
/**
 * Microphone capture for the live session: mono, resampled to 24 kHz when the
 * context runs at another rate, as 16-bit PCM in buffers of 2048 samples posted to the main thread
 * (the buffer's memory is transferred, not copied). Plain JavaScript served from our own origin,
 * because the CSP allows worklet modules only from 'self'.
 */
const DEFAULT_TARGET_RATE = 24000;
const DEFAULT_BUFFER_SIZE = 2048;

class Pcm16CaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    const settings = (options && options.processorOptions) || {};
    this.targetRate = settings.targetRate || DEFAULT_TARGET_RATE;
    this.bufferSize = settings.bufferSize || DEFAULT_BUFFER_SIZE;
    /** Input samples per output sample; 1 when the context already runs at the target rate. */
    this.step = sampleRate / this.targetRate;
    /** Read position of the next output sample, relative to the current block (-1 = previous block's last). */
    this.position = 0;
    this.previous = 0;
    this.buffer = new Int16Array(this.bufferSize);
    this.filled = 0;
    this.stopped = false;
    this.port.onmessage = (event) => {
      if (event.data === 'stop') this.stopped = true;
    };
  }

  emit(value) {
    const s = value > 1 ? 1 : value < -1 ? -1 : value;
    this.buffer[this.filled] = s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff);
    this.filled += 1;
    if (this.filled === this.bufferSize) {
      const full = this.buffer;
      this.port.postMessage(full, [full.buffer]);
      this.buffer = new Int16Array(this.bufferSize);
      this.filled = 0;
    }
  }

  /** Mono mix of the first input (an empty input reads as silence). */
  mono(channels, length) {
    if (channels.length === 1) return channels[0];
    const out = new Float32Array(length);
    for (const channel of channels)
      for (let i = 0; i < length; i += 1) out[i] += channel[i] / channels.length;
    return out;
  }

  process(inputs) {
    if (this.stopped) return false;
    const channels = inputs[0];
    if (!channels || channels.length === 0 || channels[0].length === 0) return true;
    const length = channels[0].length;
    const input = this.mono(channels, length);
    if (this.step === 1) {
      for (let i = 0; i < length; i += 1) this.emit(input[i]);
      return true;
    }
    // Linear interpolation between neighbouring input samples, carried across block edges.
    while (this.position < length - 1) {
      const index = Math.floor(this.position);
      const fraction = this.position - index;
      const a = index < 0 ? this.previous : input[index];
      const b = input[index + 1];
      this.emit(a + (b - a) * fraction);
      this.position += this.step;
    }
    this.position -= length;
    this.previous = input[length - 1];
    return true;
  }
}

registerProcessor('pcm16-capture', Pcm16CaptureProcessor);
