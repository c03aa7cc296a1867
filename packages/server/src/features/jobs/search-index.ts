import { type Alternative, MATCH_SCORE, type MatchKind, type QueryUnit, WORD_BOUNDARY } from '@baobab/core';
import type { JobSort } from './job-filter';
import type { PageRow } from './job-mapper';
import { memoized } from './search-memo';
import type { TokenSets } from './token-sets';

/**
 * The listed jobs' search texts, indexed by whitespace-separated token: a keyword term holds no
 * whitespace, so it occurs in a job's search_text exactly when it occurs inside one of its tokens
 * (docs/product.md §5's substring rule, unchanged). The distinct tokens are few (about 1 200 at 100 000 demo
 * jobs; tens of thousands for real texts), so finding those that contain a term is a quick scan,
 * and the jobs of each token are a set of ordinals. Ordinals follow the list's default order
 * (publication date desc, id), so a page in date order is read straight off the matching set,
 * and the total is a count of bits — no row is read but the page's own. The title's tokens are
 * indexed apart too, for ranking; and each town and country, for place words.
 */
export interface IndexedJobs {
  /** Ordinal → job id, in (publication_date desc, id) order. */
  ids: string[];
  /** Ordinal → end of validity in ms since the epoch (Infinity when none). */
  validUntil: Float64Array;
  /** Ordinal → rank in (title, id) order. */
  titleRank: Uint32Array;
  tokens: TokenSets;
  titleTokens: TokenSets;
  /** `city:<name>` and `country:<code>` → the jobs there. */
  places: Map<string, Uint32Array>;
}

/** The matches of a keyword, from which any page can be read. */
export interface SearchMatches {
  total: number;
  /** Job ids of one page, in the requested order. */
  page(sort: JobSort, offset: number, limit: number): string[];
}

const TERM_CACHE_SIZE = 1024;
/** Query units whose bit sets are kept: five sets of one bit per job each (60 KB at 100 000 jobs). */
const UNIT_CACHE_SIZE = 128;

/** What decides a unit's sets: its alternatives and its place (its typed text is read per catalogue version). */
const unitKey = (unit: QueryUnit) => JSON.stringify([unit.alternatives, unit.place ?? null]);

type Words = 'text' | 'title';
type BitSet = Uint32Array;

const has = (set: BitSet, ordinal: number) => ((set[ordinal >>> 5] as number) & (1 << (ordinal & 31))) !== 0;

/** The bit sets of one query unit: where it matches at all, and how well (core MATCH_SCORE). */
interface UnitSets {
  any: BitSet;
  place?: BitSet;
  titleExact: BitSet;
  titleFuzzy: BitSet;
  textExact: BitSet;
}

export class SearchIndex {
  private readonly termSets = new Map<string, BitSet>();
  private readonly unitSetsOf = new Map<string, UnitSets>();
  /**
   * The page rows its searches have read (job-store.ts), by job id, oldest first: true for its
   * catalogue version as it is (and none has closed since: it gives open jobs only).
   */
  readonly pageRows = new Map<string, PageRow>();

  constructor(private readonly jobs: IndexedJobs) {}

  get size(): number {
    return this.jobs.ids.length;
  }

  /** The listed jobs, open at `now`, that every unit of the query (core parseQuery) matches. */
  match(units: readonly QueryUnit[], now: number): SearchMatches {
    const sets = this.setsOf(units);
    const { ids, titleRank } = this.jobs;
    const ordinals = this.openOrdinals(matching(sets), now, Number.POSITIVE_INFINITY);
    return {
      total: ordinals.length,
      page({ sortBy, sortByDirection }, offset, limit) {
        if (sortBy === 'relevance')
          return byRelevance(ordinals, sets)
            .slice(offset, offset + limit)
            .map((o) => ids[o] as string);
        let ordered = ordinals; // ascending ordinal: newest first
        if (sortBy === 'title')
          ordered = [...ordinals].sort((a, b) => (titleRank[a] as number) - (titleRank[b] as number));
        const descending = sortBy === 'title' ? sortByDirection === 'desc' : sortByDirection === 'asc';
        const slice = descending
          ? ordered.slice(Math.max(0, ordered.length - offset - limit), Math.max(0, ordered.length - offset)).reverse()
          : ordered.slice(offset, offset + limit);
        return slice.map((ordinal) => ids[ordinal] as string);
      },
    };
  }

  /** Whether match() would find any job, without collecting them (did-you-mean tries several keywords). */
  matchesAny(units: readonly QueryUnit[], now: number): boolean {
    return this.openOrdinals(matching(this.setsOf(units)), now, 1).length > 0;
  }

  /** The ordinals in `set`, ascending, of the jobs still open at `now`: `max` of them at most. */
  private openOrdinals(set: BitSet | undefined, now: number, max: number): number[] {
    const { validUntil } = this.jobs;
    const ordinals: number[] = [];
    if (!set) return ordinals;
    for (let w = 0; w < set.length; w++) {
      let bits = set[w] as number;
      while (bits !== 0) {
        const low = bits & -bits;
        const ordinal = w * 32 + (31 - Math.clz32(low));
        if ((validUntil[ordinal] as number) > now && ordinals.push(ordinal) >= max) return ordinals;
        bits ^= low;
      }
    }
    return ordinals;
  }

  /** Each unit's sets; a unit met again (the same word in another query) reuses them. */
  private setsOf(units: readonly QueryUnit[]): UnitSets[] {
    return units.map((unit) => memoized(this.unitSetsOf, UNIT_CACHE_SIZE, unitKey(unit), () => this.unitSets(unit)));
  }

  private unitSets(unit: QueryUnit): UnitSets {
    const of = (words: Words, kind: MatchKind) =>
      this.union(unit.alternatives.filter((alt) => alt.kind === kind).map((alt) => this.alternativeSet(alt, words)));
    const textExact = of('text', 'exact');
    const place = unit.place
      ? this.jobs.places.get('city' in unit.place ? `city:${unit.place.city}` : `country:${unit.place.countryCode}`)
      : undefined;
    return {
      any: this.union([textExact, of('text', 'fuzzy'), ...(place ? [place] : [])]),
      place,
      titleExact: of('title', 'exact'),
      titleFuzzy: of('title', 'fuzzy'),
      textExact,
    };
  }

  private union(sets: readonly BitSet[]): BitSet {
    const set = new Uint32Array(Math.ceil(this.jobs.ids.length / 32));
    for (const other of sets) for (let w = 0; w < set.length; w++) set[w] = (set[w] as number) | (other[w] as number);
    return set;
  }

  /** The jobs holding every term of the alternative. */
  private alternativeSet(alt: Alternative, words: Words): BitSet {
    const [first, ...rest] = alt.terms.map((term) => this.termSet(term, alt.wholeWord, words));
    const set = (first as BitSet).slice();
    for (const other of rest) for (let w = 0; w < set.length; w++) set[w] = (set[w] as number) & (other[w] as number);
    return set;
  }

  /** The jobs whose text (or title) holds `term`, as a bit set over ordinals; the recent ones are kept. */
  private termSet(term: string, wholeWord: boolean, words: Words): BitSet {
    const tokens = words === 'title' ? this.jobs.titleTokens : this.jobs.tokens;
    return memoized(this.termSets, TERM_CACHE_SIZE, `${words}|${wholeWord ? 'w' : 's'}|${term}`, () =>
      tokens.union(
        wholeWord
          ? (token) => token.includes(term) && token.split(WORD_BOUNDARY).includes(term)
          : (token) => token.includes(term),
      ),
    );
  }
}

/** The jobs every unit matches (its `any` set), or undefined without units. */
function matching(sets: readonly UnitSets[]): BitSet | undefined {
  let set: BitSet | undefined;
  for (const { any } of sets) {
    if (!set) set = any.slice();
    else for (let w = 0; w < set.length; w++) set[w] = (set[w] as number) & (any[w] as number);
  }
  return set;
}

/** Matches by score (core MATCH_SCORE summed over units), newest first on ties: buckets, no sort. */
function byRelevance(ordinals: readonly number[], sets: readonly UnitSets[]): number[] {
  const buckets: number[][] = [];
  for (const ordinal of ordinals) {
    let score = 0;
    for (const unit of sets) {
      if (unit.place && has(unit.place, ordinal)) score += MATCH_SCORE.place;
      else if (has(unit.titleExact, ordinal)) score += MATCH_SCORE.titleExact;
      else if (has(unit.titleFuzzy, ordinal)) score += MATCH_SCORE.titleFuzzy;
      else if (has(unit.textExact, ordinal)) score += MATCH_SCORE.textExact;
      else score += MATCH_SCORE.textFuzzy;
    }
    const bucket = buckets[score];
    if (bucket) bucket.push(ordinal);
    else buckets[score] = [ordinal];
  }
  return buckets.reverse().flatMap((bucket) => bucket ?? []);
}
