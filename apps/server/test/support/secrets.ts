/**
 * Secrets handed out during a test file (passwords, tokens) and every log line written meanwhile;
 * setup.ts fails the file if any log line contains one of them.
 */
export const secretsSeen = new Set<string>();
export const logLinesSeen: string[] = [];

export function rememberSecret(...values: (string | undefined | null)[]): void {
  for (const v of values) if (v && v.length >= 6) secretsSeen.add(v);
}

export function leakedSecrets(): { secret: string; line: string }[] {
  const found: { secret: string; line: string }[] = [];
  for (const line of logLinesSeen) {
    for (const secret of secretsSeen) if (line.includes(secret)) found.push({ secret, line });
  }
  return found;
}
