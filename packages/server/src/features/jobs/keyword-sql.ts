import { type Alternative, MATCH_SCORE, type MatchKind, type QueryUnit } from '@baobab/core';
import { containsPattern, type SqlFilter } from '../../catalogue/sql-filter';

/** The title part of search_text (core searchDocument puts the title first, then a newline). */
const TITLE = "split_part(j.search_text, E'\\n', 1)";
const TEXT = 'j.search_text';

/** A POSIX regular expression matching `word` as a whole word (between non-alphanumerics). */
const wholeWordPattern = (word: string) =>
  `(^|[^[:alnum:]])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^[:alnum:]]|$)`;

function alternativeSql(sql: SqlFilter, alt: Alternative, column: string): string {
  const terms = alt.terms.map((term) =>
    alt.wholeWord
      ? `${column} ~ ${sql.param(wholeWordPattern(term))}`
      : `${column} like ${sql.param(containsPattern(term))} escape '\\'`,
  );
  return terms.length === 1 ? (terms[0] as string) : `(${terms.join(' and ')})`;
}

function anyAlternative(sql: SqlFilter, unit: QueryUnit, column: string, kinds: readonly MatchKind[]) {
  const alternatives = unit.alternatives.filter((alt) => kinds.includes(alt.kind));
  return alternatives.length ? alternatives.map((alt) => alternativeSql(sql, alt, column)).join(' or ') : 'false';
}

function placeSql(sql: SqlFilter, unit: QueryUnit): string | undefined {
  const place = unit.place;
  if (!place) return undefined;
  return 'city' in place ? `j.city = ${sql.param(place.city)}` : `j.country_code = ${sql.param(place.countryCode)}`;
}

/**
 * The condition of one query unit (core parseQuery): any of its alternatives in the search text,
 * or for a place, the offer's town or country. `like '%term%'` is served by the trigram index
 * jobs_search_trgm.
 */
export function unitCondition(sql: SqlFilter, unit: QueryUnit): string {
  const place = placeSql(sql, unit);
  return `(${anyAlternative(sql, unit, TEXT, ['exact', 'fuzzy'])}${place ? ` or ${place}` : ''})`;
}

/** The relevance of a matching offer: per unit, the best of core MATCH_SCORE, summed. */
export function relevanceSql(sql: SqlFilter, units: readonly QueryUnit[]): string {
  return units
    .map(
      (unit) =>
        `(case when ${placeSql(sql, unit) ?? 'false'} then ${MATCH_SCORE.place}
               when ${anyAlternative(sql, unit, TITLE, ['exact'])} then ${MATCH_SCORE.titleExact}
               when ${anyAlternative(sql, unit, TITLE, ['fuzzy'])} then ${MATCH_SCORE.titleFuzzy}
               when ${anyAlternative(sql, unit, TEXT, ['exact'])} then ${MATCH_SCORE.textExact}
               else ${MATCH_SCORE.textFuzzy} end)`,
    )
    .join(' + ');
}
