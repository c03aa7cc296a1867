import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The CDN build's chunk groups name their modules: a file (`src/ui/format.ts`), a folder (every
 * module in it), a workspace package's file (`@baobab/client/src/failure-message.ts`) or a
 * dependency (`zod`). Each name is checked when the build starts: a renamed or moved file fails the
 * build with its group's name, rather than its code quietly landing in another chunk.
 */
const WIDGETS = fileURLToPath(new URL('..', import.meta.url));

/** The folder of a workspace package or a dependency, as installed for `from` (a package folder). */
function packageFolder(name: string, from = WIDGETS): string {
  let folder = dirname(createRequire(join(from, 'package.json')).resolve(name));
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return folder;
}

function pathOf(group: string, name: string): string {
  const scoped = /^(@baobab\/[^/]+)\/(.+)$/.exec(name);
  const path = scoped ? join(packageFolder(scoped[1] as string), scoped[2] as string) : resolve(WIDGETS, name);
  if (!existsSync(path))
    throw new Error(`chunk group "${group}" names ${name}, which does not exist: update the group`);
  return path;
}

/** Modules of a chunk group: `has(id)` for a module id of the build. */
export interface Members {
  has(id: string): boolean;
}

/** The named files and folders' modules, less `except` (files). */
export function modules(group: string, names: string[], except: string[] = []): Members {
  const excluded = new Set(except.map((name) => pathOf(group, name)));
  const files = new Set<string>();
  const folders: string[] = [];
  for (const name of names) {
    const path = pathOf(group, name);
    if (statSync(path).isDirectory()) folders.push(path + sep);
    else files.add(path);
  }
  return {
    has(id) {
      const file = id.split('?')[0] as string;
      if (excluded.has(file)) return false;
      return files.has(file) || folders.some((folder) => file.startsWith(folder));
    },
  };
}

/** A dependency's modules (wherever the package manager put it), as installed for a workspace package. */
export function dependency(name: string, from: `@baobab/${string}`): Members {
  const folder = packageFolder(name, packageFolder(from)) + sep;
  return { has: (id) => id.startsWith(folder) };
}
