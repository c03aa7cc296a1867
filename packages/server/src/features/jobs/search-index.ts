import { type Alternative, bitCount, MATCH_SCORE, type MatchKind, type QueryUnit, WORD_BOUNDARY } from '@baobab/core';
import type { Db } from '../../db/db';
import type { JobSort } from './job-filter';
import type { CompanySummaryRow } from './job-mapper';
import { type KeptSummaries, keptSummaries } from './kept-summaries';
import { OpenJobCounts } from './open-job-counts';
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
  cards: JobCards;
}

/**
 * What a page row holds beyond the job's own columns, per ordinal: its company's columns and its
 * domains' ids. Kept here, the page's rows are read by primary key alone (job-store.ts), without
 * a join and a sub-query per row; they change with the catalogue version as the index does.
 */
export interface JobCards {
  /** Ordinal → its company's place in `companies` and `companyIds`. */
  companyOf: Uint32Array;
  companies: CompanySummaryRow[];
  companyIds: string[];
  /** The domains' ids of ordinal o: domainIds[domainStarts[o]] up to domainIds[domainStarts[o + 1]], ascending. */
  domainStarts: Uint32Array;
  domainIds: Uint32Array;
}

/** The matches of a keyword, from which any page can be read. */
export interface SearchMatches {
  total: number;
  /** Job ids of one page, in the requested order. */
  page(sort: JobSort, offset: number, limit: number): string[];
  /** The same page's ordinals. */
  pageOrdinals(sort: JobSort, offset: number, limit: number): ArrayLike<number>;
}

const TERM_CACHE_SIZE = 1024;
/** Query units whose bit sets are kept: five sets of one bit per job each (60 KB at 100 000 jobs). */
const UNIT_CACHE_SIZE = 128;

/** Each unit's key, written once: a unit read once (query-resolver keeps it) is met again and again. */
const unitKeys = new WeakMap<QueryUnit, string>();

/** What decides a unit's sets: its alternatives and its place (its typed text is read per catalogue version). */
function unitKey(unit: QueryUnit): string {
  let key = unitKeys.get(unit);
  if (key === undefined) {
    key = JSON.stringify([unit.alternatives, unit.place ?? null]);
    unitKeys.set(unit, key);
  }
  return key;
}

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
   * The JSON bytes of the summaries of its jobs, as answered (indexed-search.ts), as many as its
   * database's kind keeps (kept-summaries.ts): true for its catalogue version as it is (and none
   * has closed since: it gives open jobs only).
   */
  readonly pageJson: KeptSummaries;

  /** The set of no job: what a unit without alternatives of some kind matches. */
  private readonly empty: BitSet;
  private openCounts?: OpenJobCounts;

  constructor(
    private readonly jobs: IndexedJobs,
    kind: Db['kind'] = 'pglite',
  ) {
    this.pageJson = keptSummaries(kind, jobs.ids.length);
    this.empty = new Uint32Array(Math.ceil(jobs.ids.length / 32));
  }

  get size(): number {
    return this.jobs.ids.length;
  }

  /** The open jobs' counts, all, by domains and per company, from the same arrays (open-job-counts.ts). */
  get counts(): OpenJobCounts {
    this.openCounts ??= new OpenJobCounts(this.jobs.validUntil, this.jobs.cards);
    return this.openCounts;
  }

  /** The id of the job at `ordinal`. */
  idOf(ordinal: number): string {
    return this.jobs.ids[ordinal] as string;
  }

  /** The company columns of the job at `ordinal` (see JobCards). */
  companyOf(ordinal: number): CompanySummaryRow {
    const { companyOf, companies } = this.jobs.cards;
    return companies[companyOf[ordinal] as number] as CompanySummaryRow;
  }

  /** The domains' ids of the job at `ordinal`, ascending (a view of the index's array: read, not kept). */
  domainIdsOf(ordinal: number): Uint32Array {
    const { domainStarts, domainIds } = this.jobs.cards;
    return domainIds.subarray(domainStarts[ordinal], domainStarts[ordinal + 1]);
  }

  /** The listed jobs, open at `now`, that every unit of the query (core parseQuery) matches. */
  match(units: readonly QueryUnit[], now: number): SearchMatches {
    const sets = this.setsOf(units);
    const { ids, titleRank } = this.jobs;
    const ordinals = this.openOrdinals(sets, now, Number.POSITIVE_INFINITY);
    const pageOrdinals = ({ sortBy, sortByDirection }: JobSort, offset: number, limit: number) => {
      if (sortBy === 'relevance') return byRelevance(ordinals, sets, offset, limit);
      let ordered = ordinals; // ascending ordinal: newest first
      if (sortBy === 'title')
        ordered = ordinals.slice().sort((a, b) => (titleRank[a] as number) - (titleRank[b] as number));
      const descending = sortBy === 'title' ? sortByDirection === 'desc' : sortByDirection === 'asc';
      return descending
        ? ordered.slice(Math.max(0, ordered.length - offset - limit), Math.max(0, ordered.length - offset)).reverse()
        : ordered.slice(offset, offset + limit);
    };
    return {
      total: ordinals.length,
      pageOrdinals,
      page: (sort, offset, limit) => Array.from(pageOrdinals(sort, offset, limit), (ordinal) => ids[ordinal] as string),
    };
  }

  /** Whether match() would find any job, without collecting them (did-you-mean tries several keywords). */
  matchesAny(units: readonly QueryUnit[], now: number): boolean {
    return this.openOrdinals(this.setsOf(units), now, 1).length > 0;
  }

  /**
   * The ordinals of the jobs every unit matches (its `any` set) and still open at `now`,
   * ascending: `max` of them at most.
   */
  private openOrdinals(sets: readonly UnitSets[], now: number, max: number): Uint32Array {
    const { validUntil } = this.jobs;
    const set = intersection(sets);
    if (!set) return new Uint32Array(0);
    // Room for every match (counted when no `max` bounds it): one array of the right size rather
    // than one grown push by push.
    let room = max;
    if (!Number.isFinite(max)) {
      room = 0;
      for (let w = 0; w < set.length; w++) room += bitCount(set[w] as number);
    }
    const ordinals = new Uint32Array(room);
    let found = 0;
    for (let w = 0; w < set.length && found < room; w++) {
      let bits = set[w] as number;
      while (bits !== 0) {
        const low = bits & -bits;
        const ordinal = w * 32 + (31 - Math.clz32(low));
        if ((validUntil[ordinal] as number) > now) {
          ordinals[found++] = ordinal;
          if (found === room) break;
        }
        bits ^= low;
      }
    }
    return ordinals.subarray(0, found);
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

  /**
   * The jobs in any of `sets`. Sets are only read once made (kept, shared between units), so the
   * union of one set is that set, and of none the one empty set.
   */
  private union(sets: readonly BitSet[]): BitSet {
    const some = sets.filter((set) => set !== this.empty);
    if (some.length <= 1) return some[0] ?? this.empty;
    const set = (some[0] as BitSet).slice();
    for (const other of some.slice(1))
      for (let w = 0; w < set.length; w++) set[w] = (set[w] as number) | (other[w] as number);
    return set;
  }

  /** The jobs holding every term of the alternative. */
  private alternativeSet(alt: Alternative, words: Words): BitSet {
    const [first, ...rest] = alt.terms.map((term) => this.termSet(term, alt.wholeWord, words));
    if (rest.length === 0) return first as BitSet;
    const set = (first as BitSet).slice();
    for (const other of rest) for (let w = 0; w < set.length; w++) set[w] = (set[w] as number) & (other[w] as number);
    return set;
  }

  /** The jobs whose text (or title) holds `term`, as a bit set over ordinals; the recent ones are kept. */
  private termSet(term: string, wholeWord: boolean, words: Words): BitSet {
    const tokens = words === 'title' ? this.jobs.titleTokens : this.jobs.tokens;
    return memoized(this.termSets, TERM_CACHE_SIZE, `${words}|${wholeWord ? 'w' : 's'}|${term}`, () =>
      wholeWord ? tokens.union(term, (token) => token.split(WORD_BOUNDARY).includes(term)) : tokens.union(term),
    );
  }
}

/** Where intersection() writes (searches are synchronous: one at a time), sized as the last index's sets. */
let intersected = new Uint32Array(0);

/**
 * The jobs every unit matches (its `any` set), or undefined without units: one unit's own set,
 * else their intersection in a set reused by the next search (read it before then).
 */
function intersection(sets: readonly UnitSets[]): BitSet | undefined {
  const [first, ...rest] = sets;
  if (!first || rest.length === 0) return first?.any;
  if (intersected.length !== first.any.length) intersected = new Uint32Array(first.any.length);
  const set = intersected;
  set.set(first.any);
  for (const { any } of rest) for (let w = 0; w < set.length; w++) set[w] = (set[w] as number) & (any[w] as number);
  return set;
}

const BEST_UNIT_SCORE = Math.max(...Object.values(MATCH_SCORE));

/** A match's score against every unit of its query (core MATCH_SCORE, summed). */
function scoreOf(ordinal: number, sets: readonly UnitSets[]): number {
  let score = 0;
  for (const unit of sets) {
    if (unit.place && has(unit.place, ordinal)) score += MATCH_SCORE.place;
    else if (has(unit.titleExact, ordinal)) score += MATCH_SCORE.titleExact;
    else if (has(unit.titleFuzzy, ordinal)) score += MATCH_SCORE.titleFuzzy;
    else if (has(unit.textExact, ordinal)) score += MATCH_SCORE.textExact;
    else score += MATCH_SCORE.textFuzzy;
  }
  return score;
}

/** The scores of the matches of one search (byRelevance, synchronous: one at a time), grown as needed. */
let scores = new Uint16Array(1024);

/**
 * The page [offset, offset + limit) of `ordinals` by score, newest (lowest ordinal) first on ties.
 * A page needs only its own scores and those above: the matches are counted by score, and only
 * those the page reaches are collected, each into its score's place, with no sort.
 */
function byRelevance(ordinals: Uint32Array, sets: readonly UnitSets[], offset: number, limit: number): Uint32Array {
  if (scores.length < ordinals.length) scores = new Uint16Array(ordinals.length * 2);
  const counts = new Uint32Array(sets.length * BEST_UNIT_SCORE + 1);
  for (let i = 0; i < ordinals.length; i++) {
    const score = scoreOf(ordinals[i] as number, sets);
    scores[i] = score;
    counts[score] = (counts[score] as number) + 1;
  }
  // From the best score down: where each score's matches start, until the page's end is reached.
  const end = Math.min(offset + limit, ordinals.length);
  const next = new Uint32Array(counts.length);
  const stop = new Uint32Array(counts.length);
  let placed = 0;
  let lowest = counts.length;
  while (placed < end && lowest > 0) {
    lowest--;
    next[lowest] = placed;
    placed = Math.min(end, placed + (counts[lowest] as number));
    stop[lowest] = placed;
  }
  const ranked = new Uint32Array(end);
  for (let i = 0; i < ordinals.length; i++) {
    const score = scores[i] as number;
    if (score < lowest || next[score] === stop[score]) continue;
    ranked[next[score] as number] = ordinals[i] as number;
    next[score] = (next[score] as number) + 1;
  }
  return ranked.subarray(Math.min(offset, end), end);
}
