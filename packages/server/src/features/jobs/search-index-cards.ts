import type { CompanySummaryRow } from './job-mapper';
import type { JobCards } from './search-index';

/**
 * The search index's JobCards, made as the loader's walks visit the jobs: their companies in
 * ordinal order, their domains in any order of jobs (each job's in ascending order).
 */
export class CardsBuilder {
  private readonly companyOf: Uint32Array;
  private readonly companyPlaces = new Map<string, number>();
  /** The companies met, in the order of their places. */
  readonly companyIds: string[] = [];
  /** (ordinal, domain id) pairs, as they came. */
  private pairs = new Uint32Array(2048);
  private pairCount = 0;

  constructor(private readonly jobCount: number) {
    this.companyOf = new Uint32Array(jobCount);
  }

  /** The job at `ordinal` is the company's. */
  company(ordinal: number, companyId: string) {
    let place = this.companyPlaces.get(companyId);
    if (place === undefined) {
      place = this.companyIds.push(companyId) - 1;
      this.companyPlaces.set(companyId, place);
    }
    this.companyOf[ordinal] = place;
  }

  /** The job at `ordinal` is in the domain. */
  domain(ordinal: number, domainId: number) {
    if (this.pairCount * 2 === this.pairs.length) {
      const grown = new Uint32Array(this.pairs.length * 2);
      grown.set(this.pairs);
      this.pairs = grown;
    }
    this.pairs[this.pairCount * 2] = ordinal;
    this.pairs[this.pairCount * 2 + 1] = domainId;
    this.pairCount++;
  }

  /**
   * The cards, with the companies' columns (read once every job is in); domains grouped by
   * ordinal. Undefined when a company met is not among them: removed during the load.
   */
  build(companies: readonly (CompanySummaryRow & { id: string })[]): JobCards | undefined {
    const byId = new Map(companies.map(({ id, ...columns }) => [id, columns]));
    const columns = this.companyIds.map((id) => byId.get(id));
    if (columns.some((company) => !company)) return undefined;
    const { pairs, pairCount } = this;
    // Counted per job, then placed in order: a job's domains keep the order they came in.
    const domainStarts = new Uint32Array(this.jobCount + 1);
    for (let i = 0; i < pairCount; i++) {
      const ordinal = pairs[i * 2] as number;
      domainStarts[ordinal + 1] = (domainStarts[ordinal + 1] as number) + 1;
    }
    for (let ordinal = 0; ordinal < this.jobCount; ordinal++)
      domainStarts[ordinal + 1] = (domainStarts[ordinal + 1] as number) + (domainStarts[ordinal] as number);
    const next = domainStarts.slice(0, this.jobCount);
    const domainIds = new Uint32Array(pairCount);
    for (let i = 0; i < pairCount; i++) {
      const ordinal = pairs[i * 2] as number;
      domainIds[next[ordinal] as number] = pairs[i * 2 + 1] as number;
      next[ordinal] = (next[ordinal] as number) + 1;
    }
    return {
      companyOf: this.companyOf,
      companies: columns as CompanySummaryRow[],
      companyIds: this.companyIds,
      domainStarts,
      domainIds,
    };
  }
}
