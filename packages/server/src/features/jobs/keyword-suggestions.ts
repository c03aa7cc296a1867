import { type Locale, normalizeText, parseQuery, type QueryUnit, WORD_BOUNDARY } from '@baobab/core';
import { cachedCatalogue } from '../../catalogue/catalogue-cache';
import type { Queryable } from '../../db/db';
import { JOB_IS_LISTED } from './job-state';
import { listPublicJobs } from './job-store';

/** At most this many suggestions while typing. */
const MAX_KEYWORD_SUGGESTIONS = 8;

interface Suggestible {
  label: string;
  /** A domain's label is in one language; an offer's title is offered in both. */
  lang: Locale | null;
  words: string[];
  offers: number;
}

/**
 * What the search box may suggest: the titles of the listed offers and the activity domains (in
 * each language), each with its number of offers. A few hundred labels on the demo board, read
 * once per catalogue version: a keystroke only scans them.
 */
function suggestibles(db: Queryable): Promise<Suggestible[]> {
  return cachedCatalogue(db, 'keyword-suggestibles', async () => {
    const rows = await db.query<{ label: string; lang: Locale | null; offers: number }>(
      `select j.title as label, null as lang, count(*)::int as offers from jobs j
        where ${JOB_IS_LISTED} group by j.title
       union all
       select label, lang, 0 from activity_domains d
         cross join lateral (values (d.label_fr, 'fr'), (d.label_en, 'en')) as l(label, lang)`,
    );
    // A suggestion is searched as a keyword, and the search reads the offers' texts, not their
    // domains: a domain's label counts the offers that search finds (none: never proposed).
    for (const row of rows)
      if (row.lang) row.offers = (await listPublicJobs(db, { keyword: row.label }, { page: 1, limit: 1 })).total;
    return rows.map((row) => ({ ...row, words: normalizeText(row.label).split(WORD_BOUNDARY).filter(Boolean) }));
  });
}

/** A unit matches a label when one of its alternatives' words each begin a word of the label. */
const unitBegins = (unit: QueryUnit, words: readonly string[]) =>
  unit.alternatives.some((alt) => alt.terms.every((term) => words.some((word) => word.startsWith(term))));

/**
 * Suggestions for what is being typed: the labels every unit of it begins (core parseQuery: its
 * gendered forms and synonyms too), the most offers first; domains in the reader's language.
 */
export async function keywordSuggestions(db: Queryable, typed: string, lang: Locale): Promise<string[]> {
  const units = parseQuery(typed);
  if (units.length === 0) return [];
  const matching = (await suggestibles(db)).filter(
    (item) => item.offers > 0 && (item.lang ?? lang) === lang && units.every((unit) => unitBegins(unit, item.words)),
  );
  const labels = new Set(matching.sort((a, b) => b.offers - a.offers).map((item) => item.label));
  return [...labels].slice(0, MAX_KEYWORD_SUGGESTIONS);
}
