import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { E2E_DIR } from './servers';
import { FAKE_MIC_WAV } from './live-session.config';

/**
 * Before the browsers start: the fake microphone's WAV for the live-session project, spoken by our
 * own eSpeak NG synthesiser (in a child process, as the server code runs under tsx).
 */
export default function globalSetup(): void {
  execFileSync(process.execPath, ['--import', 'tsx', join(E2E_DIR, 'fake-mic.ts'), FAKE_MIC_WAV], {
    cwd: join(E2E_DIR, '..'),
    stdio: 'inherit',
  });
}
