/**
 * What the local fakes of model servers share. The fakes stand in for the OpenAI Realtime event
 * protocol and the OpenAI HTTP API, with injectable faults, in the provider tests and the relay
 * benchmark; never a real provider.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  /** http://127.0.0.1:port/v1 */
  baseURL: string;
  close(): Promise<void>;
}

/** Listens on a free local port; resolves to the server's OpenAI-style base address. */
export async function listen(server: Server): Promise<string> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

/** A tone (speech to the fakes' VAD) or silence, as 24 kHz PCM16. */
export function pcm(ms: number, loud: boolean): Int16Array {
  const out = new Int16Array((24_000 * ms) / 1000);
  if (loud) for (let i = 0; i < out.length; i++) out[i] = Math.round(8000 * Math.sin(i / 5));
  return out;
}
