#!/usr/bin/env node
// `pnpm release [--dry-run]`: builds @baobab/core, @baobab/client and @baobab/widgets, packs them as
// npm would receive them, and checks each tarball with publint and are-the-types-wrong. A dry run
// also previews the versions and CHANGELOGs of the pending changesets (in a scratch copy) and stops
// there; a real run then writes them (`changeset version`) and publishes (`changeset publish`).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const PUBLISHED = ['core', 'client', 'widgets'];
const dryRun = process.argv.includes('--dry-run');
const bin = (name) => join(root, 'node_modules', '.bin', name);
// pnpm as it runs this script (npm_execpath), else through npx.
const pnpm = (args, cwd = root) =>
  process.env.npm_execpath?.includes('pnpm')
    ? execFileSync(process.execPath, [process.env.npm_execpath, ...args], { cwd, stdio: 'inherit' })
    : execFileSync('npx', ['-y', 'pnpm@10', ...args], { cwd, stdio: 'inherit' });
const run = (command, args, cwd = root) => execFileSync(command, args, { cwd, stdio: 'inherit' });

function step(title) {
  console.log(`\n▶ ${title}`);
}

/** Versions and CHANGELOGs the pending changesets make, computed in a copy of the manifests only. */
function previewVersions() {
  const scratch = mkdtempSync(join(tmpdir(), 'baobab-release-'));
  try {
    for (const file of ['package.json', 'pnpm-workspace.yaml']) cpSync(join(root, file), join(scratch, file));
    cpSync(join(root, '.changeset'), join(scratch, '.changeset'), { recursive: true });
    for (const group of ['packages', 'sites', 'examples', 'scripts']) {
      const dirs = group === 'scripts' ? [''] : existsSync(join(root, group)) ? readdirSync(join(root, group)) : [];
      for (const dir of dirs) {
        for (const file of ['package.json', 'CHANGELOG.md']) {
          const source = join(root, group, dir, file);
          if (!existsSync(source)) continue;
          mkdirSync(join(scratch, group, dir), { recursive: true });
          cpSync(source, join(scratch, group, dir, file));
        }
      }
    }
    execFileSync(bin('changeset'), ['version'], { cwd: scratch, stdio: 'pipe' });
    for (const name of PUBLISHED) {
      const dir = join(scratch, 'packages', name);
      const { name: pkg, version } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      console.log(`\n${pkg} → ${version}`);
      const changelog = join(dir, 'CHANGELOG.md');
      console.log(existsSync(changelog) ? readFileSync(changelog, 'utf8').trim() : '(no pending change)');
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Packs one package with pnpm (publishConfig applied, workspace: ranges resolved) and checks the tarball. */
function packAndCheck(name, out) {
  const dir = join(root, 'packages', name);
  const before = new Set(readdirSync(out));
  pnpm(['pack', '--pack-destination', out], dir);
  const tarball = readdirSync(out).find((file) => file.endsWith('.tgz') && !before.has(file));
  if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${name}`);
  const path = join(out, tarball);
  // What npm will hold, judged as such: publint on the tarball, attw on its types (ESM only by design).
  run(bin('publint'), ['run', path, '--strict']);
  run(bin('attw'), [path, '--profile', 'esm-only', '--format', 'table-flipped']);
  return { tarball: path, kilobytes: (statSync(path).size / 1024).toFixed(1) };
}

step(`build ${PUBLISHED.map((name) => `@baobab/${name}`).join(', ')}`);
pnpm(PUBLISHED.flatMap((name) => ['--filter', `@baobab/${name}`]).concat('build'));

step('pending changesets');
run(bin('changeset'), ['status']);
if (dryRun) previewVersions();

step('pack and check');
const out = mkdtempSync(join(tmpdir(), 'baobab-tarballs-'));
const packed = PUBLISHED.map((name) => packAndCheck(name, out));
console.log('\ntarballs:');
for (const { tarball, kilobytes } of packed) console.log(`  ${basename(tarball)}  ${kilobytes} KiB  (${tarball})`);

if (dryRun) {
  console.log('\ndry run: nothing versioned, nothing published.');
} else {
  step('changeset version, then publish');
  run(bin('changeset'), ['version']);
  pnpm(['install', '--lockfile-only']);
  run(bin('changeset'), ['publish']);
}
