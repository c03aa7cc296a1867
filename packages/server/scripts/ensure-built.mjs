// Builds the server and what it serves (the widgets' CDN bundle, the host site, the built examples)
// when missing or older than their sources.
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

function ensureBuilt(name, cwd, output, sources, command) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built >= Math.max(...sources.map(newest))) return;
  console.log(`building ${name}…`);
  // Production builds even when called from a test runner (vitest sets NODE_ENV=test, which would
  // bundle React's development build).
  execSync(command, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

const packages = join(root, '..');
ensureBuilt('@baobab/server', root, output, [join(root, 'src'), join(packages, 'core', 'src')], 'npx tsup');
ensureBuilt(
  'the @baobab/widgets CDN bundle',
  join(packages, 'widgets'),
  join(packages, 'widgets', 'dist', 'cdn', 'baobab.js'),
  ['widgets', 'client', 'core'].map((name) => join(packages, name, 'src')),
  'npx vite build -c vite.cdn.config.ts',
);
ensureBuilt(
  'the @baobab/widgets board renderer (GET /api/widgets/:element/shadow)',
  join(packages, 'widgets'),
  join(packages, 'widgets', 'dist', 'server', 'board.js'),
  ['widgets', 'client', 'core'].map((name) => join(packages, name, 'src')),
  'npx vite build -c vite.server.config.ts',
);
// The examples served at /examples/*: the apps are Vite builds (the HTML ones are served as they are).
for (const name of ['react-app', 'vue-app']) {
  const app = join(root, '..', '..', 'examples', name);
  ensureBuilt(
    `the ${name} example`,
    app,
    join(app, 'dist', 'index.html'),
    [join(app, 'src'), ...['widgets', 'client', 'core'].map((pkg) => join(packages, pkg, 'src'))],
    'npx vite build',
  );
}
const board = join(packages, '..', 'sites', 'board');
ensureBuilt(
  'the host site (sites/board)',
  board,
  join(board, 'dist', 'server', 'entry-server.js'),
  [
    join(board, 'src'),
    join(board, 'public'),
    ...['widgets', 'client', 'core'].map((name) => join(packages, name, 'src')),
  ],
  'npx vite build && npx vite build --ssr src/entry-server.tsx --outDir dist/server',
);
