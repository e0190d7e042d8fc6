import { OggOpusDecoder } from 'ogg-opus-decoder';

export interface DecodedRecording {
  /** Student (left) and patient (right) channels at 48 kHz, as a player hears them. */
  left: Float32Array;
  right: Float32Array;
  seconds: number;
}

/** Decodes an Ogg Opus recording with an independent decoder (libopus's own, built for the browser and Node). */
export async function decodeOggOpus(bytes: Buffer): Promise<DecodedRecording> {
  const decoder = new OggOpusDecoder({ forceStereo: true });
  await decoder.ready;
  try {
    const { channelData, samplesDecoded, sampleRate, errors } = await decoder.decodeFile(
      new Uint8Array(bytes),
    );
    if (errors.length) throw new Error(`decoding failed: ${errors.map((e) => e.message).join('; ')}`);
    return { left: channelData[0]!, right: channelData[1]!, seconds: samplesDecoded / sampleRate };
  } finally {
    decoder.free();
  }
}

/** Mean absolute amplitude of part of a channel (0..1). */
export function loudness(channel: Float32Array, from = 0, to = channel.length): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += Math.abs(channel[i]!);
  return to > from ? sum / (to - from) : 0;
}
