import type { JobSort } from './job-filter';
import type { TokenSets } from './token-sets';

/**
 * The listed jobs' search texts, indexed by whitespace-separated token: a keyword term holds no
 * whitespace, so it occurs in a job's search_text exactly when it occurs inside one of its tokens
 * (docs/product.md §5's substring rule, unchanged). The distinct tokens are few (about 1 200 at 100 000 demo
 * jobs; tens of thousands for real texts), so finding those that contain a term is a quick scan,
 * and the jobs of each token are a set of ordinals. Ordinals follow the list's default order
 * (publication date desc, id), so a page in date order is read straight off the matching set,
 * and the total is a count of bits — no row is read but the page's own.
 */
export interface IndexedJobs {
  /** Ordinal → job id, in (publication_date desc, id) order. */
  ids: string[];
  /** Ordinal → end of validity in ms since the epoch (Infinity when none). */
  validUntil: Float64Array;
  /** Ordinal → rank in (title, id) order. */
  titleRank: Uint32Array;
  tokens: TokenSets;
}

/** The matches of a keyword, from which any page can be read. */
export interface SearchMatches {
  total: number;
  /** Job ids of one page, in the requested order. */
  page(sort: JobSort, offset: number, limit: number): string[];
}

const TERM_CACHE_SIZE = 256;

export class SearchIndex {
  private readonly termSets = new Map<string, Uint32Array>();

  constructor(private readonly jobs: IndexedJobs) {}

  get size(): number {
    return this.jobs.ids.length;
  }

  /** The listed jobs, open at `now`, whose search text holds every term. */
  match(terms: readonly string[], now: number): SearchMatches {
    let set: Uint32Array | undefined;
    for (const term of terms) {
      const termSet = this.termSet(term);
      if (!set) set = termSet.slice();
      else for (let w = 0; w < set.length; w++) set[w] = (set[w] as number) & (termSet[w] as number);
    }
    const { validUntil, ids, titleRank } = this.jobs;
    const ordinals: number[] = [];
    if (set) {
      for (let w = 0; w < set.length; w++) {
        let bits = set[w] as number;
        while (bits !== 0) {
          const low = bits & -bits;
          const ordinal = w * 32 + (31 - Math.clz32(low));
          if ((validUntil[ordinal] as number) > now) ordinals.push(ordinal);
          bits ^= low;
        }
      }
    }
    return {
      total: ordinals.length,
      page({ sortBy, sortByDirection }, offset, limit) {
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

  /** The jobs whose text holds `term`, as a bit set over ordinals; the recent ones are kept. */
  private termSet(term: string): Uint32Array {
    const cached = this.termSets.get(term);
    if (cached) {
      this.termSets.delete(term);
      this.termSets.set(term, cached);
      return cached;
    }
    const set = this.jobs.tokens.union((token) => token.includes(term));
    if (this.termSets.size >= TERM_CACHE_SIZE) this.termSets.delete(this.termSets.keys().next().value as string);
    this.termSets.set(term, set);
    return set;
  }
}
