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

const memoryDirs = new WeakMap<Config, string>();

/**
 * The directory the proxy reads: `<DATA_DIR>/images` (where the CLI seeds), or, for an in-memory
 * data set (tests), a temporary directory of that configuration, so test files never share one.
 */
export function imagesDirFor(config: Config): string {
  if (config.dataDir !== 'memory') return join(config.dataDir, 'images');
  let dir = memoryDirs.get(config);
  if (!dir) {
    dir = mkdtempSync(join(tmpdir(), 'baobab-images-'));
    memoryDirs.set(config, dir);
  }
  return dir;
}
