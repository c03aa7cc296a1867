import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Db } from '../db/db';
import type { BlobStore } from './blob-store';
import { createFileStore } from './file-store';
import { createPostgresStore } from './postgres-store';
import { createS3Store, parseS3Url } from './s3-store';

/** The schemes STORAGE_URL takes (see the README's configuration table). */
export const STORAGE_SCHEMES = ['file:', 'postgres:', 's3:'] as const;

/**
 * The store STORAGE_URL names; unset: the database when it is PostgreSQL (every node sees every
 * file), else `DATA_DIR/storage` (a temporary directory for an in-memory database).
 */
export function storageUrl(config: { storageUrl?: string; databaseUrl?: string; dataDir: string }): string {
  if (config.storageUrl) return config.storageUrl;
  if (config.databaseUrl) return 'postgres:';
  const dir =
    config.dataDir === 'memory' ? mkdtempSync(join(tmpdir(), 'baobab-files-')) : join(config.dataDir, 'storage');
  return pathToFileURL(dir).href;
}

/** Opens the store of a STORAGE_URL; `postgres:` keeps the files in `db`, the application's database. */
export async function openBlobStore(url: string, db: Db): Promise<BlobStore> {
  const parsed = new URL(url);
  switch (parsed.protocol) {
    case 'file:':
      return createFileStore(fileURLToPath(parsed));
    case 'postgres:':
    case 'postgresql:':
      if (parsed.host || parsed.pathname) {
        throw new Error('STORAGE_URL postgres: keeps files in the database of DATABASE_URL: give it no address');
      }
      return createPostgresStore(db);
    case 's3:':
      return createS3Store(parseS3Url(parsed));
    default:
      throw new Error(`STORAGE_URL ${parsed.protocol} is none of ${STORAGE_SCHEMES.join(' ')}`);
  }
}

/** What a STORAGE_URL points at, whatever its spelling: two URLs of one store answer the same. */
export function storeIdentity(url: string): string {
  const parsed = new URL(url);
  switch (parsed.protocol) {
    case 'file:':
      return `file:${resolve(fileURLToPath(parsed))}`;
    case 'postgres:':
    case 'postgresql:':
      return 'postgres:';
    case 's3:': {
      const { bucket, prefix, client } = parseS3Url(parsed);
      return `s3:${String(client.endpoint ?? '')} ${bucket}/${prefix}`;
    }
    default:
      return parsed.href;
  }
}

/** A STORAGE_URL fit for messages: the password of an s3:// URL hidden. */
export function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.href;
}
