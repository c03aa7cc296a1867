import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding `dir`, if any (a running server: `baobab backup` then asks it). */
export function lockHolder(dir: string): number | undefined {
  try {
    const holder = Number(readFileSync(join(dir, 'baobab.pid'), 'utf8'));
    return holder !== process.pid && isAlive(holder) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * PGlite must never open one data directory from two processes (docs/architecture.md, Known pitfalls): a pid file
 * refuses the second one. A stale file left by a killed process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'baobab.pid');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch {
    const holder = Number(readFileSync(file, 'utf8'));
    if (holder !== process.pid && isAlive(holder)) {
      throw new Error(`${dir} is in use by process ${holder}; stop it or use another DATA_DIR`);
    }
    writeFileSync(file, String(process.pid));
  }
  return () => rmSync(file, { force: true });
}
