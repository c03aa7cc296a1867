import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Config } from '../../config';

/** Where the image proxy answers. */
export const IMAGE_PROXY_PREFIX = '/_ipx';

/**
 * The URL stored in the database for an image file (a path relative to the images directory):
 * `/_ipx/_/logos/teranga-digital.svg`. The `_` segment means "no modifiers"; a client asks for a
 * resized variant by putting ipx modifiers there instead, e.g. `/_ipx/w_320,f_webp/logos/….svg`.
 */
export function imageUrl(file: string): string {
  return `${IMAGE_PROXY_PREFIX}/_/${file}`;
}

/** `<DATA_DIR>/<name>`; services.dataDir, made once per app (services.ts). */
export type DataDirs = (name: string) => string;

/**
 * `<DATA_DIR>/<name>`, or, for an in-memory data set (tests), a temporary directory of this app,
 * made on first ask, so test files never share one.
 */
export function dataDirs(config: Pick<Config, 'dataDir'>): DataDirs {
  const { dataDir } = config;
  if (dataDir !== 'memory') return (name) => join(dataDir, name);
  const dirs = new Map<string, string>();
  return (name) => {
    let dir = dirs.get(name);
    if (!dir) {
      dir = mkdtempSync(join(tmpdir(), `baobab-${name}-`));
      dirs.set(name, dir);
    }
    return dir;
  };
}

/** The directory the proxy reads: `<DATA_DIR>/images`, where the CLI seeds. */
export const IMAGES_DIR = 'images';

/** Where the proxy keeps the variants it made (`<DATA_DIR>/image-cache`): each is made once per node. */
export const IMAGE_CACHE_DIR = 'image-cache';
