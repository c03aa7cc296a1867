import { checkableTerms, parseQuery, type QueryUnit, withKnownForms, withTypos } from '@baobab/core';
import { cachedCatalogue } from '../../catalogue/catalogue-cache';
import type { Queryable } from '../../db/db';

/** Catalogue words looked at per typed word; core isTypoOf keeps those one or two edits away. */
const CANDIDATES = 12;

/**
 * The catalogue words closest to `word` by trigram similarity (search_words, migration 015), the
 * word itself first when the catalogue holds it. One query served by the trigram index, on
 * PGlite and PostgreSQL alike; answers are kept until the catalogue changes.
 */
export function similarWords(db: Queryable, word: string, limit = CANDIDATES): Promise<string[]> {
  return cachedCatalogue(db, `similar-words ${limit} ${word}`, async () => {
    const rows = await db.query<{ word: string }>(
      `select word from search_words where word % $1 order by word = $1 desc, similarity(word, $1) desc, word limit ${limit}`,
      [word],
    );
    return rows.map((row) => row.word);
  });
}

/** Which of `terms` some catalogue word holds (served by the trigram index of search_words). */
function termsInCatalogue(db: Queryable, terms: readonly string[]): Promise<Set<string>> {
  const sorted = [...new Set(terms)].sort();
  return cachedCatalogue(db, `terms-in-catalogue ${sorted.join(' ')}`, async () => {
    if (sorted.length === 0) return new Set<string>();
    const rows = await db.query<{ term: string }>(
      `select t.term from unnest($1::text[]) as t(term)
        where exists (select 1 from search_words w where w.word like '%' || t.term || '%')`,
      [sorted],
    );
    return new Set(rows.map((row) => row.term));
  });
}

/**
 * The units of a keyword (core parseQuery), each word that is not a catalogue word read also as
 * the catalogue words it may be a typo of (core withTypos), and the generated forms no catalogue
 * word holds left out (core withKnownForms): fewer conditions for the database to test.
 */
export async function resolveQuery(db: Queryable, keyword: string | undefined): Promise<QueryUnit[]> {
  const units = await Promise.all(
    parseQuery(keyword).map(async (unit) => {
      if (!unit.correctable) return unit;
      const similar = await similarWords(db, unit.typed);
      return similar[0] === unit.typed ? unit : withTypos(unit, similar);
    }),
  );
  const known = await termsInCatalogue(db, units.flatMap(checkableTerms));
  return units.map((unit) => withKnownForms(unit, (term) => known.has(term)));
}
