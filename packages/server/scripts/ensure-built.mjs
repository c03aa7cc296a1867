// Builds the server and what it serves (the widgets' CDN bundle, the host site, the built examples)
// when missing or older than their sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const output = join(root, 'dist', 'cli.js');

/** The newest modification time of a file, or of any file under a directory. */
function newest(dir) {
  if (!statSync(dir).isDirectory()) return statSync(dir).mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/**
 * Runs each command (`[tool, ...arguments]`) in `cwd` when `output` is missing or older than the
 * sources, saying only what goes wrong (a build's file list is noise before the ready line). The
 * tool is the package's own install (node_modules/.bin), not `npx`: npx is npm, which
 * warns about every pnpm setting it finds in the environment of `pnpm start`.
 */
function ensureBuilt(name, cwd, output, sources, ...commands) {
  const built = existsSync(output) ? statSync(output).mtimeMs : 0;
  if (built >= Math.max(...sources.map(newest))) return;
  console.log(`building ${name}…`);
  // Production builds even when called from a test runner (vitest sets NODE_ENV=test, which would
  // bundle React's development build).
  for (const [tool, ...args] of commands)
    execFileSync(join(cwd, 'node_modules', '.bin', tool), args, {
      cwd,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
}

const packages = join(root, '..');
ensureBuilt('@baobab/server', root, output, [join(root, 'src'), join(packages, 'core', 'src')], ['tsup', '--silent']);
ensureBuilt(
  'the @baobab/widgets CDN bundle',
  join(packages, 'widgets'),
  join(packages, 'widgets', 'dist', 'cdn', 'baobab.js'),
  ['widgets', 'client', 'core'].map((name) => join(packages, name, 'src')),
  ['vite', 'build', '--logLevel', 'warn', '-c', 'vite.cdn.config.ts'],
);
ensureBuilt(
  'the @baobab/widgets board renderer (GET /api/widgets/:element/shadow)',
  join(packages, 'widgets'),
  join(packages, 'widgets', 'dist', 'server', 'board.js'),
  ['widgets', 'client', 'core'].map((name) => join(packages, name, 'src')),
  ['vite', 'build', '--logLevel', 'warn', '-c', 'vite.server.config.ts'],
);
// The examples served at /examples/*: the apps, and the ministry's page on DSFR (bundled from its npm
// package), are Vite builds; the other HTML ones are served as they are.
for (const [name, source] of [
  ['react-app', 'src'],
  ['vue-app', 'src'],
  ['gouv-ministry', 'assets'],
]) {
  const app = join(root, '..', '..', 'examples', name);
  ensureBuilt(
    `the ${name} example`,
    app,
    join(app, 'dist', 'index.html'),
    [join(app, source), ...['widgets', 'client', 'core'].map((pkg) => join(packages, pkg, 'src'))],
    ['vite', 'build', '--logLevel', 'warn'],
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
    // How the site is built, the server's render included (its React Router build).
    join(board, 'vite.config.ts'),
    ...['widgets', 'client', 'core'].map((name) => join(packages, name, 'src')),
  ],
  ['vite', 'build', '--logLevel', 'warn'],
  ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server'],
);
