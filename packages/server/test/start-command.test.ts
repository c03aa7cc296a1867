import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const server = join(import.meta.dirname, '..');
const repo = join(server, '..', '..');

/** The node flags a package's `start` script launches `dist/cli.js start` with. */
function startFlags(packageDir: string): string[] {
  const { scripts } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const launch = scripts.start.split('&&').find((command) => /dist\/cli\.js start$/.test(command.trim()));
  const words = launch?.trim().split(/\s+/) ?? [];
  expect(words[0]).toBe('node');
  return words.slice(1, -2);
}

/**
 * The largest young generation V8 gives a process that keeps 200 000 objects alive while it makes
 * millions more (a server's requests do the same): V8 grows it while many objects survive.
 */
function youngGenerationMb(flags: string[]): number {
  const script = `
    const { getHeapSpaceStatistics } = require('node:v8');
    const kept = new Array(200000);
    let most = 0;
    for (let i = 0; i < 3000000; i++) {
      kept[i % kept.length] = { i, text: 'r' + i };
      if (i % 10000 === 0)
        most = Math.max(most, getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);
    }
    process.stdout.write(String(most / 1048576));`;
  return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' }));
}

describe('the start command', () => {
  it('launches the server with the same node flags from the root and from the server package', () => {
    expect(startFlags(repo)).toEqual(startFlags(server));
    expect(startFlags(repo)).toContain('--max-semi-space-size=4');
  });

  it("keeps V8's young generation within 8 MB, where node's default grows it to 32 MB", () => {
    expect(youngGenerationMb(startFlags(repo))).toBeLessThanOrEqual(8);
    expect(youngGenerationMb([])).toBeGreaterThan(8);
  });
});
