import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** The files of the bundle a page may load, with their Subresource Integrity hashes. */
export interface IntegrityManifest {
  version: string;
  algorithm: 'sha384';
  /** Path relative to `/cdn/baobab@<version>/` → `sha384-<base64>`, for `integrity="…"`. */
  files: Record<string, string>;
}

export const INTEGRITY_FILE = 'integrity.json';
const HASHED = /\.(?:js|css)$/;

export function sriHash(body: Buffer | string): string {
  return `sha384-${createHash('sha384').update(body).digest('base64')}`;
}

/** Hashes what is on disk at the time of the call: what the server hands out is what is listed. */
export async function integrityManifest(dir: string, version: string): Promise<IntegrityManifest> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries
    .filter((entry) => entry.isFile() && HASHED.test(entry.name))
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const files: Record<string, string> = {};
  for (const path of paths) files[path] = sriHash(await readFile(join(dir, path)));
  return { version, algorithm: 'sha384', files };
}
