import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { z } from 'zod';

/** The manifest's own format; a reader refuses any other. */
export const BACKUP_FORMAT = 'baobab-backup/1';
export const MANIFEST_FILE = 'manifest.json';
/** A backup being written is named so: never taken for a complete one (backup/backup-dir.ts). */
export const PARTIAL_PREFIX = '.partial-';
/** Complete backups: `baobab-<UTC time>-<id>`, so their names sort by time. */
export const BACKUP_NAME = /^baobab-\d{8}T\d{6}Z-[0-9a-f]{8}$/;

const hashed = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0) });

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  /** When the database snapshot was taken: the backup holds what was committed then. */
  takenAt: z.string(),
  finishedAt: z.string(),
  database: hashed.extend({
    kind: z.enum(['pglite', 'postgres']),
    file: z.enum(['database.tar.gz', 'database.pgdump']),
    /** The last migration applied: a restore refuses a newer one and migrates an older one. */
    schemaVersion: z.number().int(),
  }),
  /** Rows per table at the snapshot. */
  tables: z.record(z.string(), z.number().int().min(0)),
  /** Uploaded files named by a row at the snapshot; `inDatabase`: their bytes are in the dump. */
  files: z.object({
    inDatabase: z.boolean(),
    entries: z.array(hashed.extend({ key: z.string().regex(/^[0-9a-f-]{36}$/) })),
  }),
  /** DATA_DIR/images (the demo's media covers), by path relative to it. */
  images: z.array(hashed.extend({ path: z.string() })),
});
export type Manifest = z.infer<typeof manifestSchema>;
export type HashedFile = z.infer<typeof hashed>;

/** A backup that cannot be trusted: missing, partial or corrupt. */
export class BadBackupError extends Error {}

export async function hashStream(stream: Readable): Promise<HashedFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

export const hashFile = (path: string) => hashStream(createReadStream(path));

/** Reads a backup's manifest; throws BadBackupError for a directory that is no complete backup. */
export async function readManifest(backupDir: string): Promise<Manifest> {
  let text: string;
  try {
    text = await readFile(join(backupDir, MANIFEST_FILE), 'utf8');
  } catch {
    throw new BadBackupError(
      `${backupDir} has no ${MANIFEST_FILE}: it is no backup, or a partial one (a backup writes its manifest last)`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BadBackupError(`${backupDir}/${MANIFEST_FILE} is corrupt (not JSON)`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BadBackupError(`${backupDir}/${MANIFEST_FILE} is not a ${BACKUP_FORMAT} manifest`);
  return parsed.data;
}

/** Every file of the backup against its manifest (bytes and sha256); throws BadBackupError at the first mismatch. */
export async function checkBackup(backupDir: string): Promise<Manifest> {
  const manifest = await readManifest(backupDir);
  const expected: Array<[string, HashedFile]> = [
    [manifest.database.file, manifest.database],
    ...(manifest.files.inDatabase
      ? []
      : manifest.files.entries.map((f): [string, HashedFile] => [`files/${f.key}`, f])),
    ...manifest.images.map((f): [string, HashedFile] => [`images/${f.path}`, f]),
  ];
  for (const [path, want] of expected) {
    const got = await hashFile(join(backupDir, path)).catch(() => undefined);
    if (!got) throw new BadBackupError(`${backupDir} is incomplete: ${path} is missing`);
    if (got.sha256 !== want.sha256 || got.bytes !== want.bytes) {
      throw new BadBackupError(`${backupDir} is corrupt: ${path} does not match its manifest`);
    }
  }
  return manifest;
}
