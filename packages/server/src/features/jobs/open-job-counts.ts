/** What the counts read of the search index's cards (search-index.ts, JobCards), per ordinal. */
interface CountedCards {
  companyOf: Uint32Array;
  companyIds: readonly string[];
  domainStarts: Uint32Array;
  domainIds: Uint32Array;
}

/**
 * How many listed jobs are open at a moment: all of them, those in some activity domains, and
 * per company, read from the search index's arrays, so the list's totals and the companies' offer
 * counts need no statement. At 100 000 jobs each of those counts in SQL took 100–280 ms on PGlite,
 * where a statement holds the one connection and the event loop: a job page's similar offers (a
 * list by domain) and the companies' page asked them again every time the catalogue cache let them
 * go, and every request waited behind them (load test, p99).
 */
export class OpenJobCounts {
  constructor(
    /** Ordinal → end of validity in ms since the epoch (Infinity when none). */
    private readonly validUntil: Float64Array,
    private readonly cards: CountedCards,
  ) {}

  /** The jobs open at `now`, in any of `domainIds` (every job when there are none). */
  open(now: number, domainIds: readonly number[] = []): number {
    const { validUntil } = this;
    const { domainStarts, domainIds: domainsOf } = this.cards;
    const wanted = new Set(domainIds);
    let count = 0;
    for (let ordinal = 0; ordinal < validUntil.length; ordinal++) {
      if ((validUntil[ordinal] as number) <= now) continue;
      if (wanted.size === 0) count++;
      else
        for (let at = domainStarts[ordinal] as number; at < (domainStarts[ordinal + 1] as number); at++)
          if (wanted.has(domainsOf[at] as number)) {
            count++;
            break;
          }
    }
    return count;
  }

  /** Company id → its jobs open at `now` (companies with none are absent). */
  byCompany(now: number): Map<string, number> {
    const { validUntil } = this;
    const { companyOf, companyIds } = this.cards;
    const counts = new Uint32Array(companyIds.length);
    for (let ordinal = 0; ordinal < validUntil.length; ordinal++) {
      const position = companyOf[ordinal] as number;
      if ((validUntil[ordinal] as number) > now) counts[position] = (counts[position] as number) + 1;
    }
    const byId = new Map<string, number>();
    counts.forEach((count, position) => {
      if (count > 0) byId.set(companyIds[position] as string, count);
    });
    return byId;
  }
}
