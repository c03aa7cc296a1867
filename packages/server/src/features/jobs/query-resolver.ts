import {
  keywordTerms,
  parseQuery,
  type QueryUnit,
  similarAmong,
  typosAmong,
  withKnownForms,
  withTypos,
} from '@baobab/core';
import { cachedCatalogue } from '../../catalogue/catalogue-cache';
import type { Queryable } from '../../db/db';
import { memoized } from './search-memo';

/** Catalogue words looked at when a keyword found nothing (did-you-mean). */
const SIMILAR = 12;
/** Query words, and whole queries, whose reading is kept per catalogue version (a few hundred bytes each). */
const RESOLVED_WORDS = 4_096;
const RESOLVED_QUERIES = 1_024;

interface CatalogueWords {
  list: string[];
  set: Set<string>;
  /**
   * The words one per line: whether a term is inside some word is one substring search of this
   * text (no term holds a line break), not one per word.
   */
  lines: string;
  /** The words a query word is a typo of (core typosAmong: the words' letters read once). */
  typosOf: (typed: string) => string[];
  /** The words most alike a text by trigram similarity (core similarAmong), made when first asked. */
  similar?: (text: string, limit: number) => string[];
  /** Each query word read against these words (unit.typed → unit), most recently used last. */
  resolved: Map<string, QueryUnit>;
  /** Each query (its words, normalised) read into units: a page, its did-you-mean and the next page ask again. */
  queries: Map<string, QueryUnit[]>;
}

/**
 * The words of the catalogue (search_words, kept by the database at every job write: migration
 * 015), read once per catalogue version: a few thousand words, so a search checks them in
 * memory rather than asking the database again at every keystroke. A query word's reading
 * against them is kept with them: it scans the whole list (typos, known forms), and a new
 * query mostly repeats words of earlier ones ("comptable dakar", "comptable lomé").
 */
function catalogueWords(db: Queryable): Promise<CatalogueWords> {
  return cachedCatalogue(db, 'search-words', async () => {
    const list = (await db.query<{ word: string }>('select word from search_words')).map((row) => row.word);
    return {
      list,
      set: new Set(list),
      lines: list.join('\n'),
      typosOf: typosAmong(list),
      resolved: new Map(),
      queries: new Map(),
    };
  });
}

/**
 * The catalogue words closest to `word` by trigram similarity, most alike first: what pg_trgm's
 * `%` and similarity() answer over search_words (core similarAmong; search-index.test.ts compares
 * them), computed in memory so that did-you-mean asks the database nothing.
 */
export async function similarWords(db: Queryable, word: string): Promise<string[]> {
  const words = await catalogueWords(db);
  words.similar ??= similarAmong(words.list);
  return words.similar(word, SIMILAR);
}

/**
 * The units of a keyword (core parseQuery): a word the catalogue does not hold is read also as
 * the catalogue words it is a typo of (core withTypos, closest length first), and the generated
 * forms no catalogue word holds are left out (core withKnownForms), so the search tests fewer.
 */
export async function resolveQuery(db: Queryable, keyword: string | undefined): Promise<QueryUnit[]> {
  // parseQuery reads the keyword's normalised words only, so they name its units.
  const typed = keywordTerms(keyword).join(' ');
  if (!typed) return [];
  const words = await catalogueWords(db);
  return memoized(words.queries, RESOLVED_QUERIES, typed, () =>
    // A unit is made from its words alone, so its typed text names its reading.
    parseQuery(keyword).map((unit) =>
      memoized(words.resolved, RESOLVED_WORDS, unit.typed, () => resolveUnit(words, unit)),
    ),
  );
}

function resolveUnit(words: CatalogueWords, unit: QueryUnit): QueryUnit {
  let resolved = unit;
  if (unit.correctable && !words.set.has(unit.typed)) {
    const typos = words.typosOf(unit.typed);
    typos.sort((a, b) => Math.abs(a.length - unit.typed.length) - Math.abs(b.length - unit.typed.length));
    resolved = withTypos(unit, typos);
  }
  return withKnownForms(resolved, (term) => words.lines.includes(term));
}
