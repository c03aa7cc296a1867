import { catalogueVersion, readCatalogueVersion } from '../../catalogue/catalogue-cache';
import type { Db, Queryable } from '../../db/db';
import { KEPT_SUMMARIES } from './kept-summaries';
import type { SearchIndex } from './search-index';
import { countListedJobs, loadSearchIndex } from './search-index-loader';
import { prefillSummaries } from './summary-json';

/** Below this many listed jobs the SQL search is fast enough: no index is kept. */
export const SEARCH_INDEX_MIN_JOBS = 5_000;
/** A catalogue written often is re-indexed at most this often; SQL answers in between. */
const RELOAD_INTERVAL_MS = 10_000;

/** The search index of one database handle, as it is loaded and reloaded. */
interface SearchIndexHolder {
  /** The index of `version`, or none when the catalogue was too small to need one. */
  index?: SearchIndex;
  version?: string;
  loading: boolean;
  lastLoad: number;
  /** Its database's: the summaries its indexes keep depend on it (kept-summaries.ts). */
  kind: Db['kind'];
  /** The reading of the current index's summaries when it reads them all (settles when done or given up). */
  prefilled?: Promise<void>;
}

/** A database handle that carries its search index holder: the one services.ts hands to the features. */
export interface IndexedDb {
  readonly searchIndex: SearchIndexHolder;
}

/** An empty holder for one database handle (services.ts makes it, beside the catalogue cache). */
export const createSearchIndexHolder = (kind: Db['kind']): SearchIndexHolder => ({
  loading: false,
  lastLoad: Number.NEGATIVE_INFINITY,
  kind,
});

/**
 * The search index of the catalogue as it is now, or undefined (then searches go to SQL): while
 * the first index loads, for a small catalogue, after a write until the index is reloaded in
 * the background, and for a handle without a holder (a transaction, a command-line tool). An
 * index is never used for another catalogue version than its own. On PGlite too: the loader
 * reads in small slices, so requests on the one connection wait one slice at most.
 */
export async function currentSearchIndex(db: Queryable): Promise<SearchIndex | undefined> {
  const holder = (db as Partial<IndexedDb>).searchIndex;
  if (!holder) return undefined;
  const version = await catalogueVersion(db);
  if (holder.version === version) return holder.index;
  if (!holder.loading && Date.now() - holder.lastLoad >= RELOAD_INTERVAL_MS) void reload(db, holder, version);
  return undefined;
}

async function reload(db: Queryable, holder: SearchIndexHolder, version: string) {
  holder.loading = true;
  holder.lastLoad = Date.now();
  let loaded: SearchIndex | undefined;
  try {
    const index =
      (await countListedJobs(db)) >= SEARCH_INDEX_MIN_JOBS ? await loadSearchIndex(db, holder.kind) : undefined;
    // Read the version afresh: a write during the load makes this index another version's.
    if ((await readCatalogueVersion(db)) === version) {
      holder.index = index;
      holder.version = version;
      loaded = index;
    }
  } catch {
    // A write during the load, the database closing or down: SQL answers, the next search retries.
  } finally {
    holder.loading = false;
  }
  // Searches use the index at once; its summaries are read behind them until all are, or until
  // the next load begins (a write made it another version's). A failed read leaves the rest to
  // be read page by page.
  if (loaded && KEPT_SUMMARIES[holder.kind].prefill) {
    const index = loaded;
    holder.prefilled = prefillSummaries(db, index, () => holder.index === index && !holder.loading).catch(
      () => undefined,
    );
  }
}
