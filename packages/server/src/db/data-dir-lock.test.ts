import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

describe('data directory lock', () => {
  it('refuses a directory held by a live process and releases on unlock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'baobab-lock-'));
    writeFileSync(join(dir, 'baobab.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by process/);
  });

  it('takes over a stale lock and removes it on unlock', () => {
    const dir = mkdtempSync(join(tmpdir(), 'baobab-lock-'));
    writeFileSync(join(dir, 'baobab.pid'), '999999999');
    const unlock = lockDataDir(dir);
    expect(existsSync(join(dir, 'baobab.pid'))).toBe(true);
    unlock();
    expect(existsSync(join(dir, 'baobab.pid'))).toBe(false);
  });
});
