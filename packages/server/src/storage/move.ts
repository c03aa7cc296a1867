import { createHash, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Queryable } from '../db/db';
import { type BlobStore, byteStream } from './blob-store';
import { OWNED_KEYS } from './storage';
import { assertDistinctStores } from './store-overlap';

export interface MoveReport {
  /** Copied, checked and deleted from the source by this run. */
  moved: number;
  /** Already in the target only (moved by an earlier run). */
  alreadyMoved: number;
  /** Named by a row but in neither store. */
  missing: string[];
  /** Copies whose bytes did not match the source: the source file was kept. */
  mismatched: string[];
}

async function* hashing(stream: Readable, hash: Hash) {
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    yield chunk as Buffer;
  }
}

/** sha256 and size of a stored file, read as a stream. */
async function fingerprint(store: BlobStore, key: string): Promise<string> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of hashing((await store.get(key)).stream, hash)) size += chunk.length;
  return `${size}:${hash.digest('hex')}`;
}

/** The keys of every row that owns a file (documents, company images), a page at a time. */
async function* ownedKeys(db: Queryable) {
  let after = '';
  for (;;) {
    const rows = await db.query<{ storage_key: string }>(
      `select storage_key from ${OWNED_KEYS} o where storage_key > $1 order by storage_key limit 500`,
      [after],
    );
    for (const row of rows) yield row.storage_key;
    const last = rows.at(-1);
    if (!last || rows.length < 500) return;
    after = last.storage_key;
  }
}

/**
 * Moves the file of every row that owns one from `from` to `to`: copies it (streamed), reads the copy
 * back and compares size and sha256 with what was read from the source, and only then deletes the
 * source file. Idempotent and resumable: a file already in the target alone counts as moved, one
 * in both (a run cut between copy and delete) is compared again and copied again if it differs.
 * Nothing is deleted before a probe proves `to` is another store than `from` (not a second name of it).
 */
export async function moveFiles(
  db: Queryable,
  from: BlobStore,
  to: BlobStore,
  onFile: (key: string, outcome: 'moved' | 'already moved' | 'missing' | 'mismatched') => void = () => undefined,
): Promise<MoveReport> {
  await assertDistinctStores(from, to);
  const report: MoveReport = { moved: 0, alreadyMoved: 0, missing: [], mismatched: [] };
  for await (const key of ownedKeys(db)) {
    if (!(await from.exists(key))) {
      const there = await to.exists(key);
      if (there) report.alreadyMoved++;
      else report.missing.push(key);
      onFile(key, there ? 'already moved' : 'missing');
      continue;
    }
    // A copy left by a cut run is kept if it matches, copied again otherwise.
    let verified = (await to.exists(key)) && (await fingerprint(to, key)) === (await fingerprint(from, key));
    if (!verified) {
      const hash = createHash('sha256');
      const size = await to.put(key, byteStream(hashing((await from.get(key)).stream, hash)));
      verified = (await fingerprint(to, key)) === `${size}:${hash.digest('hex')}`;
    }
    if (!verified) {
      report.mismatched.push(key);
      onFile(key, 'mismatched');
      continue;
    }
    await from.delete(key);
    report.moved++;
    onFile(key, 'moved');
  }
  return report;
}
