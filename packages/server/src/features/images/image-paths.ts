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

const memoryDirs = new WeakMap<Config, Map<string, string>>();

/**
 * `<DATA_DIR>/<name>`, or, for an in-memory data set (tests), a temporary directory of that
 * configuration, so test files never share one.
 */
export function dataDirFor(config: Config, name: string): string {
  if (config.dataDir !== 'memory') return join(config.dataDir, name);
  const dirs = memoryDirs.get(config) ?? new Map<string, string>();
  memoryDirs.set(config, dirs);
  let dir = dirs.get(name);
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), `baobab-${name}-`));
    dirs.set(name, dir);
  }
  return dir;
}

/** The directory the proxy reads: `<DATA_DIR>/images`, where the CLI seeds. */
export const imagesDirFor = (config: Config): string => dataDirFor(config, 'images');

/** Where the proxy keeps the variants it made (`<DATA_DIR>/image-cache`): each is made once per node. */
export const imageCacheDirFor = (config: Config): string => dataDirFor(config, 'image-cache');
