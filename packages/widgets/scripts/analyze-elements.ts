import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CustomElementsManifest } from './custom-elements-types';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Runs the real analyzer (`cem analyze` with our config and plugin) into a temp dir and answers its manifest (~1.5 s). */
export function analyzeElements(): CustomElementsManifest {
  const outdir = mkdtempSync(join(tmpdir(), 'baobab-cem-'));
  try {
    // The analyzer joins outdir to its cwd: give it a relative path.
    execFileSync(
      join(root, 'node_modules/.bin/cem'),
      ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', relative(root, outdir), '--quiet'],
      { cwd: root, stdio: 'pipe' },
    );
    return JSON.parse(readFileSync(join(outdir, 'custom-elements.json'), 'utf8')) as CustomElementsManifest;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}
