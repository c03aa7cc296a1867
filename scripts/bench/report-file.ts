import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { REPO } from './server-process';

/** Writes a markdown report (path relative to the repo) and formats it the way `biome check` wants it. */
export function writeReport(path: string, markdown: string) {
  const file = resolve(REPO, path);
  writeFileSync(file, markdown);
  execFileSync(resolve(REPO, 'node_modules/.bin/biome'), ['format', '--write', file], { stdio: 'ignore' });
}
