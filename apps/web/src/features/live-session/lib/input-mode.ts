/**
 * How the student will most likely talk in this session: by voice when the device has a microphone,
 * by typing when it has none (or the browser cannot say). Decides which control a session opens on.
 */
export type InputMode = 'voice' | 'text';

export async function detectInputMode(): Promise<InputMode> {
  try {
    const devices = (await navigator.mediaDevices?.enumerateDevices?.()) ?? [];
    return devices.some((d) => d.kind === 'audioinput') ? 'voice' : 'text';
  } catch {
    return 'text';
  }
}
