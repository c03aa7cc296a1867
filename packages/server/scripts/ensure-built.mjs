// Builds the server when dist/ is missing or older than any source it bundles.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(root, 'dist', 'cli.js');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

const sources = [join(root, 'src'), join(root, '..', 'core', 'src')];
const built = existsSync(output) ? statSync(output).mtimeMs : 0;
if (built < Math.max(...sources.map(newest))) {
  console.log('building @baobab/server…');
  execSync('npx tsup', { cwd: root, stdio: 'inherit' });
}
