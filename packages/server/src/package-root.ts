import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
