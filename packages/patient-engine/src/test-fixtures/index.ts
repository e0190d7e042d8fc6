import { PersonaSchema, type Persona } from '@practicum/personas';
import { fixtureAlcohol } from './fixture-alcohol';
import { fixtureAnxiety } from './fixture-anxiety';
import { fixtureDepression } from './fixture-depression';

/** Development personas, validated like catalogue ones. */
export const FIXTURES: Persona[] = [fixtureDepression, fixtureAlcohol, fixtureAnxiety].map((p) =>
  PersonaSchema.parse(p),
);
