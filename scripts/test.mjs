#!/usr/bin/env node
// The README's test command: lint, typecheck, then every package's tests — the database-backed
// ones twice, on embedded PGlite and on a real PostgreSQL server (installed and started here) —
// then the end-to-end suites (a package's vitest.e2e.config.ts: real server, Chromium).
// Ends with the time of each phase, each failed test with its first lines of error (a CI log's
// tail is often all that is read), and one closing line "tests: N passed, N failed".
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { runQuietly, runSideBySide } from './side-by-side.mjs';

const root = new URL('..', import.meta.url).pathname;
const DATABASE_PACKAGES = new Set(['packages/server']);
const skipPostgres = process.env.TEST_DATABASES === 'pglite';
const cores = availableParallelism();

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  return result.status === 0;
}

const workspaceDirs = ['packages', 'sites', 'examples']
  .flatMap((group) =>
    existsSync(join(root, group)) ? readdirSync(join(root, group)).map((name) => `${group}/${name}`) : [],
  )
  .concat('scripts');
const packages = workspaceDirs.filter((dir) => existsSync(join(root, dir, 'vitest.config.ts')));
const endToEnd = workspaceDirs.filter((dir) => existsSync(join(root, dir, 'vitest.e2e.config.ts')));
const typed = workspaceDirs.filter((dir) => existsSync(join(root, dir, 'tsconfig.json')));

/** A Debian-packaged tool, installed when missing; its path. */
const debianTool = (command, pkg) =>
  execFileSync('bash', [join(root, 'scripts/ensure-debian-tool.sh'), command, pkg], { encoding: 'utf8' }).trim();

// The Debian packages the later phases drive — nginx, Chromium, WordPress, MariaDB, PHP, then the
// PostgreSQL server — install in the background while lint, types and the unit tests run: on a fresh
// CI machine that is minutes of downloads and dpkg. Awaited before the first phase that needs them.
const debianTools = [
  ['nginx', 'nginx'],
  ['openssl', 'openssl'],
  ['chromium', 'chromium'],
  // examples/e2e's WordPress page: Debian's WordPress (it brings php-mysql and the MariaDB client),
  // the MariaDB server and PHP's command line, which serves it (`php -S`).
  ['/usr/share/wordpress/wp-settings.php', 'wordpress'],
  ['mariadbd', 'mariadb-server'],
  ['php', 'php-cli'],
];
const toolsScript = `bash scripts/ensure-debian-tool.sh ${debianTools.flat().join(' ')} >/dev/null`;
const postgresScript = skipPostgres ? '' : ' && bash scripts/pg-test-server.sh start';
const toolsReady = runQuietly('bash', ['-c', toolsScript + postgresScript], { cwd: root });
async function awaitTools() {
  const { ok: ready, output } = await toolsReady;
  console.log(`\n▶ Debian packages and the PostgreSQL test server (prepared in the background)\n${output}`);
  if (!ready) ok = false;
  return output.trim().split('\n').at(-1);
}

let passed = 0;
let failed = 0;
let ok = true;
/** "suite › file › test" of every failed test, repeated at the end where a CI log's tail shows it. */
const failures = [];
const outDir = mkdtempSync(join(tmpdir(), 'baobab-tests-'));
/** Seconds each phase took, printed at the end: where CI's minutes go. */
const phaseSeconds = [];
const startedAt = Date.now();
const secondsSince = (start) => Math.round((Date.now() - start) / 1000);
async function timed(label, work) {
  const start = Date.now();
  try {
    return await work();
  } finally {
    phaseSeconds.push([label, secondsSince(start)]);
  }
}

/** A failed test's first lines of error, indented under its name: often all a CI log's tail keeps. */
function why(test) {
  const lines = (test.failureMessages?.[0] ?? '').split('\n').filter((line) => line.trim() !== '');
  return lines
    .slice(0, 6)
    .map((line) => `\n      ${line.slice(0, 200)}`)
    .join('');
}

function vitest(dir, label, env = {}, args = []) {
  const start = Date.now();
  const out = join(outDir, `${label.replace(/\W+/g, '-')}.json`);
  console.log(`\n▶ ${label}`);
  const success = run(
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`],
    {
      cwd: join(root, dir),
      env: { ...process.env, ...env },
    },
  );
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    for (const file of report.testResults)
      for (const test of file.assertionResults.filter((t) => t.status === 'failed'))
        failures.push(`${label} › ${file.name.replace(root, '')} › ${test.fullName}${why(test)}`);
  }
  if (!success) ok = false;
  phaseSeconds.push([label, secondsSince(start)]);
}

// Lint, import cycles, unused code and types: independent commands, run side by side.
const staticChecks = [
  { label: 'lint (biome)', command: 'npx', args: ['biome', 'check', '.'] },
  // Imports point one way inside a package too: ground below, assembly on top, no cycle.
  ...typed
    .filter((d) => existsSync(join(root, d, 'src')))
    .map((dir) => ({
      label: `import cycles ${dir}`,
      command: 'npx',
      args: [
        'madge',
        '--circular',
        '--no-spinner',
        '--extensions',
        'ts,tsx',
        '--ts-config',
        `${dir}/tsconfig.json`,
        `${dir}/src`,
      ],
    })),
  { label: 'unused files, exports and dependencies (knip)', command: 'npx', args: ['knip', '--no-progress'] },
  ...typed.map((dir) => {
    // tsc does not read .vue files: a Vue package is checked, templates included, by its vue-tsc.
    const vueTsc = join(root, dir, 'node_modules', '.bin', 'vue-tsc');
    const [command, args] = existsSync(vueTsc) ? [vueTsc, []] : ['npx', ['tsc']];
    return { label: `typecheck ${dir}`, command, args: [...args, '-p', join(dir, 'tsconfig.json')] };
  }),
].map((step) => ({ ...step, options: { cwd: root } }));
if (!(await timed('lint, cycles, knip, types', () => runSideBySide(staticChecks, cores)))) ok = false;

// As many test workers as cores: vitest's default keeps one core for itself, half of a 2-core CI
// machine, where its main process mostly waits on the workers.
const unitArgs = [`--maxWorkers=${cores}`];
for (const dir of packages) vitest(dir, DATABASE_PACKAGES.has(dir) ? `${dir} (PGlite)` : dir, {}, unitArgs);

const postgresUrl = await timed('waiting for the Debian packages', awaitTools);
if (!skipPostgres) {
  const url = postgresUrl;
  for (const dir of packages.filter((d) => DATABASE_PACKAGES.has(d))) {
    vitest(dir, `${dir} (PostgreSQL)`, { TEST_DATABASE_URL: url }, unitArgs);
  }
  // Two nodes behind nginx, one killed under load (the short bench:cluster): one test, failed by a
  // lost acknowledged application or a failure outside the requests the kill cut.
  console.log('\n▶ cluster: two nodes behind nginx, one killed under load');
  const env = { ...process.env, CLUSTER_SHORT: '1' };
  if (await timed('cluster', () => run('npx', ['tsx', 'cluster/cluster.ts'], { cwd: join(root, 'scripts'), env })))
    passed++;
  else {
    failures.push('cluster: two nodes behind nginx');
    failed++;
    ok = false;
  }
}

if (endToEnd.length > 0) {
  const chromium = debianTool('chromium', 'chromium');
  for (const dir of endToEnd) {
    vitest(dir, `${dir} (end-to-end)`, { CHROMIUM_PATH: chromium }, ['-c', 'vitest.e2e.config.ts']);
  }
}

// Size budgets (size-limit on the CDN build the end-to-end runs built): one test each.
for (const dir of workspaceDirs.filter((d) => existsSync(join(root, d, '.size-limit.js')))) {
  console.log(`\n▶ ${dir} size budgets`);
  const result = spawnSync('npx', ['size-limit', '--json'], { cwd: join(root, dir), encoding: 'utf8' });
  // Entries without a limit are reported only (the on-demand captcha chunk).
  const checks = JSON.parse(result.stdout || '[]').filter((check) => check.sizeLimit !== undefined);
  for (const check of checks)
    console.log(`  ${check.passed ? '✓' : '✗'} ${check.name}: ${(check.size / 1000).toFixed(2)} kB`);
  for (const check of checks.filter((c) => !c.passed)) failures.push(`${dir} size budget › ${check.name}`);
  passed += checks.filter((check) => check.passed).length;
  failed += checks.filter((check) => !check.passed).length + (checks.length === 0 ? 1 : 0);
}

// Lighthouse budgets on the host site's pages, once the site exists in this checkout
// (SKIP_LIGHTHOUSE=1 leaves them out of a local run).
if (process.env.SKIP_LIGHTHOUSE === '1') {
  console.log('\n▶ lighthouse budgets: skipped (SKIP_LIGHTHOUSE=1)');
} else if (existsSync(join(root, 'sites/board'))) {
  console.log('\n▶ lighthouse budgets (median of 3, mobile)');
  const chromium = debianTool('chromium', 'chromium');
  const env = { ...process.env, CHROMIUM_PATH: chromium };
  if (await timed('lighthouse', () => run('npx', ['tsx', 'lighthouse/ci.ts'], { cwd: join(root, 'scripts'), env })))
    passed++;
  else {
    failures.push('lighthouse budgets');
    failed++;
    ok = false;
  }
} else {
  console.log('\n▶ lighthouse budgets: pending: no site build (sites/board is not in this checkout)');
}

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const slowest = phaseSeconds.sort((a, b) => b[1] - a[1]).map(([label, seconds]) => `  ${minutes(seconds)} ${label}`);
console.log(`\ntime: ${minutes(secondsSince(startedAt))} in all\n${slowest.join('\n')}`);
if (failures.length > 0) console.log(`\nfailed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
if (!ok && failed === 0)
  console.log('\na step failed outside the counted tests (lint, cycles, knip or typecheck): see above');
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
