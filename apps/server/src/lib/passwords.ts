import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (an ambient const enum, so not importable by value). */
const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB of memory, two passes, one lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so an unknown email cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('practicum-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
