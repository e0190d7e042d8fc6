import { AudioChunker } from './chunker';
import { CAPTURE_PROCESSOR_NAME, CAPTURE_WORKLET_URL, INPUT_BUFFER_SAMPLES, SAMPLE_RATE } from './constants';
import { levelOf } from './level';

export interface CaptureOptions {
  /** A chunk of 24 kHz mono PCM16 to send (every 4 buffers or 100 ms). */
  onChunk: (samples: Int16Array) => void;
  /** The input level, 0-100, once per buffer (about 12 times a second). */
  onLevel: (level: number) => void;
  workletUrl?: string;
}

export interface Capture {
  /** The rate the context runs at; the worklet resamples to 24 kHz when it differs. */
  readonly contextRate: number;
  stop: () => Promise<void>;
}

/** A context at 24 kHz when the browser can feed the microphone into one; else at its own rate. */
function openContext(stream: MediaStream): { context: AudioContext; source: MediaStreamAudioSourceNode } {
  try {
    const context = new AudioContext({ sampleRate: SAMPLE_RATE, latencyHint: 'interactive' });
    try {
      return { context, source: context.createMediaStreamSource(stream) };
    } catch (error) {
      // Some browsers refuse a microphone at another rate than the device's.
      void context.close();
      throw error;
    }
  } catch {
    const context = new AudioContext({ latencyHint: 'interactive' });
    return { context, source: context.createMediaStreamSource(stream) };
  }
}

/**
 * Starts the microphone: getUserMedia, an AudioContext and the capture worklet producing 2048-sample
 * PCM16 buffers, grouped into chunks for the socket. Throws when the microphone cannot be opened.
 */
export async function startCapture(options: CaptureOptions): Promise<Capture> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  let context: AudioContext | null = null;
  try {
    const opened = openContext(stream);
    context = opened.context;
    await context.audioWorklet.addModule(options.workletUrl ?? CAPTURE_WORKLET_URL);
    const node = new AudioWorkletNode(context, CAPTURE_PROCESSOR_NAME, {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      outputChannelCount: [1],
      channelCount: 1,
      channelCountMode: 'explicit',
      processorOptions: { targetRate: SAMPLE_RATE, bufferSize: INPUT_BUFFER_SAMPLES },
    });
    const chunker = new AudioChunker({ onChunk: options.onChunk });
    node.port.onmessage = (event: MessageEvent<Int16Array>) => {
      options.onLevel(levelOf(event.data));
      chunker.push(event.data);
    };
    opened.source.connect(node);
    // The node writes silence; being connected keeps it in the rendering graph.
    node.connect(context.destination);
    if (context.state === 'suspended') await context.resume();
    const running = context;
    return {
      contextRate: running.sampleRate,
      async stop() {
        node.port.postMessage('stop');
        node.port.onmessage = null;
        chunker.flush();
        opened.source.disconnect();
        node.disconnect();
        for (const track of stream.getTracks()) track.stop();
        options.onLevel(0);
        await running.close().catch(() => undefined);
      },
    };
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    await context?.close().catch(() => undefined);
    throw error;
  }
}
