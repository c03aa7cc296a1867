import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { REPO } from './server-process';

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8' }).trim();

/** What the numbers were measured on: they mean little without it. */
export function machineDetails(): string[] {
  const cpu = cpus();
  const postgres = (() => {
    try {
      const dir = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1'], {
        encoding: 'utf8',
      });
      return execFileSync(`${dir.trim()}/postgres`, ['--version'], { encoding: 'utf8' }).trim();
    } catch {
      return 'not installed';
    }
  })();
  return [
    `- date: ${new Date().toISOString()}`,
    `- commit: ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain').length > 0 ? ' (with uncommitted changes)' : ''}`,
    `- CPU: ${cpu.length} × ${cpu[0]?.model ?? 'unknown'}`,
    `- memory: ${(totalmem() / 1024 ** 3).toFixed(1)} GB`,
    // Other processes on the machine take cores from the one measured: this says how many.
    `- load average when written: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
    ...((loadavg()[1] ?? 0) > cpu.length
      ? ['- ⚠ busier than its cores: other processes took CPU time, so rates are lower and tails longer than alone']
      : []),
    `- Node.js ${process.version}, ${process.platform} ${process.arch}`,
    `- PostgreSQL: ${postgres} (local, fsync off — the shared test server)`,
  ];
}
