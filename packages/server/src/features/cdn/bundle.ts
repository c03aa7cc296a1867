import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built widget bundles the server hands out, and the version they are served under. */
export interface CdnBundle {
  /** Directory of `baobab.js` and its chunks; may not exist (widgets not built). */
  dir: string;
  /** `@baobab/widgets`'s version: the `<version>` of `/cdn/baobab@<version>/`. */
  version: string | null;
}

/** The server package's root, from src/ (tests, tsx) as from the bundled dist/cli.js. */
export function serverRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('@baobab/server: package.json not found');
    dir = parent;
  }
  return dir;
}

function readVersion(packageJson: string): string | null {
  if (!existsSync(packageJson)) return null;
  const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : null;
}

/**
 * Where the CDN bundle is: `CDN_DIR`, else the widgets package's build beside the server's.
 * The server never imports widget code, it only reads these built files.
 */
export function locateCdnBundle(env: Record<string, string | undefined> = process.env): CdnBundle {
  const widgets = join(serverRoot(), '..', 'widgets');
  return {
    dir: resolve(env.CDN_DIR || join(widgets, 'dist', 'cdn')),
    version: readVersion(join(widgets, 'package.json')),
  };
}
