/**
 * How many listed jobs are open at a moment: all of them, those in some activity domains, and
 * per company. Built with the search index from the same walk over the listed jobs, so the list's
 * totals and the companies' offer counts are read from memory. At 100 000 jobs each of those counts
 * in SQL took 100–280 ms on PGlite, where a statement holds the one connection and the event loop:
 * a job page's similar offers (a list by domain) and the companies' page asked them again every
 * time the catalogue cache let them go, and every request waited behind them (load test, p99).
 */
export class OpenJobCounts {
  constructor(
    /** Ordinal → end of validity in ms since the epoch (Infinity when none): the index's own array. */
    private readonly validUntil: Float64Array,
    /** Domain id → the ordinals of its jobs, one bit each. */
    private readonly domains: ReadonlyMap<number, Uint32Array>,
    /** Ordinal → the position of its company in `companyIds`. */
    private readonly companyOf: Uint32Array,
    private readonly companyIds: readonly string[],
  ) {}

  /** The jobs open at `now`, in any of `domainIds` (every job when there are none). */
  open(now: number, domainIds: readonly number[] = []): number {
    const { validUntil } = this;
    if (domainIds.length === 0) {
      let count = 0;
      for (let ordinal = 0; ordinal < validUntil.length; ordinal++) if ((validUntil[ordinal] as number) > now) count++;
      return count;
    }
    const sets = domainIds.flatMap((id) => this.domains.get(id) ?? []);
    let count = 0;
    const words = Math.ceil(validUntil.length / 32);
    for (let w = 0; w < words; w++) {
      let bits = 0;
      for (const set of sets) bits |= set[w] as number;
      while (bits !== 0) {
        const low = bits & -bits;
        if ((validUntil[w * 32 + (31 - Math.clz32(low))] as number) > now) count++;
        bits ^= low;
      }
    }
    return count;
  }

  /** Company id → its jobs open at `now` (companies with none are absent). */
  byCompany(now: number): Map<string, number> {
    const { validUntil, companyOf, companyIds } = this;
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

/** Gathers the counts' sets while the loader walks the listed jobs, in ordinal order. */
export class OpenJobCountsBuilder {
  private readonly domains = new Map<number, Uint32Array>();
  private readonly companyOf: Uint32Array;
  private readonly companyIds: string[] = [];
  private readonly companyPosition = new Map<string, number>();

  constructor(private readonly jobCount: number) {
    this.companyOf = new Uint32Array(jobCount);
  }

  add(ordinal: number, companyId: string, domainIds: readonly number[]) {
    let position = this.companyPosition.get(companyId);
    if (position === undefined) {
      position = this.companyIds.push(companyId) - 1;
      this.companyPosition.set(companyId, position);
    }
    this.companyOf[ordinal] = position;
    for (const id of domainIds) addToSet(this.domains, id, ordinal, this.jobCount);
  }

  build(validUntil: Float64Array): OpenJobCounts {
    return new OpenJobCounts(validUntil, this.domains, this.companyOf, this.companyIds);
  }
}

/** Puts `ordinal` in the set of `key` among `sets`, making it (one bit per job of `jobCount`) at its first job. */
export function addToSet<K>(sets: Map<K, Uint32Array>, key: K, ordinal: number, jobCount: number) {
  let set = sets.get(key);
  if (!set) {
    set = new Uint32Array(Math.ceil(jobCount / 32));
    sets.set(key, set);
  }
  set[ordinal >>> 5] = (set[ordinal >>> 5] as number) | (1 << (ordinal & 31));
}
