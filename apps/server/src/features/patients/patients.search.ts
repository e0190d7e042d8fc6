import { and, or, sql, type SQL } from 'drizzle-orm';
import { SEARCH_APOSTROPHES, SEARCH_FOLD, searchConcepts } from '@practicum/personas';
import { patients } from '../../db/schema';

/**
 * Text columns in the search's normal form, padded with a space at each end, exactly as
 * `normalizeSearchText` in @practicum/personas writes it: accents folded, lower case, apostrophes
 * dropped, any run of other characters one space.
 */
export function searchableText(parts: SQL[]): SQL {
  const joined = sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  );
  const folded = sql`lower(translate(${joined}, ${SEARCH_FOLD.from}, ${SEARCH_FOLD.to}))`;
  const plain = sql`regexp_replace(${folded}, ${`[${SEARCH_APOSTROPHES}]`}, '', 'g')`;
  return sql`(' ' || trim(regexp_replace(${plain}, '[^a-z0-9]+', ' ', 'g')) || ' ')`;
}

/**
 * What a patient is found by: name, condition, condition category and presenting problem. The
 * presenting problem is searched but never listed, so a student can find "postnatal" in it.
 */
export function patientSearchText(): SQL {
  return searchableText([
    sql`${patients.name}`,
    sql`${patients.condition}`,
    sql`${patients.conditionCategory}`,
    sql`${patients.persona}->>'presenting_problem'`,
  ]);
}

/**
 * The SQL condition for a query over `text` (from searchableText): every part of the query matches
 * one of its wordings (see `searchConcepts`). The text is worked out once per row in a sub-select;
 * `offset 0` keeps the planner from copying the expression into every LIKE, which made a query with
 * a synonym group ten times slower. Undefined for an empty query; punctuation alone finds nothing.
 */
export function matchesSearch(text: SQL, query: string | undefined): SQL | undefined {
  if (!query?.trim()) return undefined;
  const concepts = searchConcepts(query);
  if (concepts.length === 0) return sql`false`;
  const haystack = sql.raw('"search_text"."t"');
  const each = and(
    ...concepts.map((c) => or(...c.patterns.map((pattern) => sql`${haystack} like ${pattern}`))),
  );
  return sql`exists (select 1 from (select ${text} as t offset 0) as "search_text" where ${each})`;
}
