import { normalizeSearchText, searchConcepts } from '../src/search';
import type { PersonaInput } from '../src/schema';

/**
 * The reference reading of the search patterns, as SQL's LIKE reads them: every part of the query
 * has a pattern that the padded normal form of the text contains. Server tests check that the
 * database answers the same.
 */
export function matchesQuery(text: string, query: string): boolean {
  const padded = ` ${normalizeSearchText(text)} `;
  return searchConcepts(query).every((concept) =>
    concept.patterns.some((pattern) => padded.includes(pattern.replaceAll('%', ''))),
  );
}

/** What a patient is searched by: name, condition, its category and the presenting problem. */
export function personaSearchText(persona: PersonaInput): string {
  return [persona.name, persona.condition, persona.condition_category, persona.presenting_problem].join(' ');
}
