import type { PersonaInput } from '../schema';

/** Every catalogue persona, one file each in this folder. */
export const CATALOGUE: PersonaInput[] = [];
