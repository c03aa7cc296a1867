import type { Db } from '../../db/db';

/**
 * The summaries a search index keeps, by ordinal, as their JSON bytes as answered (true for the
 * index's catalogue version: a write makes another index, with none kept), up to `budget` bytes.
 */
export interface KeptSummaries {
  readonly budget: number;
  /** The bytes kept in all. */
  readonly bytes: number;
  has(ordinal: number): boolean;
  /** The job's bytes if kept. */
  take(ordinal: number): Uint8Array | undefined;
  keep(ordinal: number, json: Uint8Array): void;
}

/**
 * The summaries of the jobs listed most recently: one array per job, outside the JS heap, rather
 * than the dozen strings and dates of its row or summary, the least recently listed making room.
 */
export class RecentSummaries implements KeptSummaries {
  private readonly json = new Map<number, Uint8Array>();
  private kept = 0;

  constructor(readonly budget: number) {}

  get bytes(): number {
    return this.kept;
  }

  has(ordinal: number): boolean {
    return this.json.has(ordinal);
  }

  /** The job's bytes if kept, now the most recently listed (the last to make room). */
  take(ordinal: number): Uint8Array | undefined {
    const json = this.json.get(ordinal);
    if (json) {
      this.json.delete(ordinal);
      this.json.set(ordinal, json);
    }
    return json;
  }

  keep(ordinal: number, json: Uint8Array) {
    this.forget(ordinal);
    if (json.length > this.budget) return;
    while (this.kept + json.length > this.budget) this.forget(this.json.keys().next().value as number);
    this.json.set(ordinal, json);
    this.kept += json.length;
  }

  private forget(ordinal: number) {
    const json = this.json.get(ordinal);
    if (!json) return;
    this.json.delete(ordinal);
    this.kept -= json.length;
  }
}

/** Bytes of one block of AllSummaries. */
const BLOCK = 4 * 1024 * 1024;

/**
 * Every job's summary, once kept, until the budget is full (then no more are kept): the bytes side
 * by side in blocks of 4 MB, each job's place in three typed arrays. Some thirty objects for the
 * collector at 100 000 jobs, where one array per job made 200 000 (and slower scavenges).
 */
export class AllSummaries implements KeptSummaries {
  private readonly blocks: Uint8Array[] = [];
  private readonly blockOf: Uint16Array;
  private readonly startOf: Uint32Array;
  /** 0: not kept (a summary's JSON is never empty). */
  private readonly lengthOf: Uint32Array;
  private used = BLOCK;
  private kept = 0;

  constructor(
    readonly budget: number,
    jobCount: number,
  ) {
    this.blockOf = new Uint16Array(jobCount);
    this.startOf = new Uint32Array(jobCount);
    this.lengthOf = new Uint32Array(jobCount);
  }

  get bytes(): number {
    return this.kept;
  }

  has(ordinal: number): boolean {
    return (this.lengthOf[ordinal] ?? 0) > 0;
  }

  take(ordinal: number): Uint8Array | undefined {
    const length = this.lengthOf[ordinal] ?? 0;
    if (length === 0) return undefined;
    const start = this.startOf[ordinal] as number;
    return (this.blocks[this.blockOf[ordinal] as number] as Uint8Array).subarray(start, start + length);
  }

  keep(ordinal: number, json: Uint8Array) {
    if (this.has(ordinal) || ordinal >= this.lengthOf.length || this.kept + json.length > this.budget) return;
    if (this.used + json.length > BLOCK) {
      this.blocks.push(new Uint8Array(Math.max(BLOCK, json.length)));
      this.used = 0;
    }
    const block = this.blocks.length - 1;
    (this.blocks[block] as Uint8Array).set(json, this.used);
    this.blockOf[ordinal] = block;
    this.startOf[ordinal] = this.used;
    this.lengthOf[ordinal] = json.length;
    this.used += json.length;
    this.kept += json.length;
  }
}

/**
 * Which summaries a search index keeps, per database. PGlite runs in the server's process, under
 * issue 28's 400 MB: the last 2 000 or so listed (about 1.5 KB each). PostgreSQL is another
 * process, and a page whose rows are not kept costs a round trip and ~20 KB of rows to parse: the
 * index reads every listed job's summary once loaded (`prefill`; 134 MB at 100 000 demo jobs,
 * more for longer texts), up to the budget, past which pages are read from the database.
 */
export const KEPT_SUMMARIES: Record<Db['kind'], { bytes: number; prefill: boolean }> = {
  pglite: { bytes: 3_000_000, prefill: false },
  postgres: { bytes: 256 * 1024 * 1024, prefill: true },
};

/** The store of summaries an index of `jobCount` jobs keeps on a database of that `kind`. */
export const keptSummaries = (kind: Db['kind'], jobCount: number): KeptSummaries =>
  KEPT_SUMMARIES[kind].prefill
    ? new AllSummaries(KEPT_SUMMARIES[kind].bytes, jobCount)
    : new RecentSummaries(KEPT_SUMMARIES[kind].bytes);
