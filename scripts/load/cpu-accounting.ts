import { readdirSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { cpuMicrosOf } from '../bench/server-process';

/** CPU time one step cost, in ms per request, by process group. */
export interface CpuPerRequest {
  server: number;
  /** The PostgreSQL backends serving the bench database (none on PGlite). */
  postgres?: number;
  generator: number;
}

/** Reads a process's CPU, or undefined once it has exited. */
function cpuOrGone(pid: number): number | undefined {
  try {
    return cpuMicrosOf(pid);
  } catch {
    return undefined;
  }
}

/** `root` and its descendants (a server's cluster workers), from /proc. */
function processTree(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i] as number) ?? []));
  return tree;
}

/** CPU time of `root` and its descendants so far, in µs (for `settle`: a server's workers are its children). */
export const treeCpuMicros = (root: number) => processTree(root).reduce((sum, pid) => sum + (cpuOrGone(pid) ?? 0), 0);

/**
 * The CPU a group of processes uses between `start` and `stop`. Processes that come and go (a pool
 * closes an idle backend and opens another) are sampled each second when `comeAndGo`, each keeping
 * its last reading, so an exited one still counts up to its last second; otherwise only at start
 * and stop (walking /proc for a process tree took the generator 5–9 ms, each second).
 */
function cpuMeter(pids: () => Promise<number[]> | number[], comeAndGo: boolean) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  const sample = async () => {
    for (const pid of await pids()) {
      const cpu = cpuOrGone(pid);
      if (cpu === undefined) continue;
      // A process first seen after the start began within the step: all its time is the step's.
      if (!first.has(pid)) first.set(pid, started ? 0 : cpu);
      last.set(pid, cpu);
    }
  };
  return {
    async start() {
      await sample();
      started = true;
      if (comeAndGo) timer = setInterval(() => void sample(), 1000);
    },
    /** Microseconds used since start. */
    async stop() {
      clearInterval(timer);
      await sample();
      let total = 0;
      for (const [pid, cpu] of last) total += cpu - (first.get(pid) ?? 0);
      return total;
    },
  };
}

/** The PostgreSQL backends connected to the database of `databaseUrl` (read on a connection of its own). */
function postgresBackends(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const connected = client.connect();
  return {
    async pids(): Promise<number[]> {
      await connected;
      const { rows } = await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows.map((r) => r.pid);
    },
    close: () => client.end(),
  };
}

/**
 * Measures the CPU of the server (its process and any workers), of the PostgreSQL backends of its
 * database when `databaseUrl` is set (the shared server's other databases and its own background
 * processes are left out), and of this generator process, over one step.
 */
export async function cpuAccounting(serverPid: number, databaseUrl?: string) {
  const backends = databaseUrl ? postgresBackends(databaseUrl) : undefined;
  const server = cpuMeter(() => processTree(serverPid), false);
  const postgres = backends ? cpuMeter(() => backends.pids(), true) : undefined;
  const generatorBefore = process.cpuUsage();
  await Promise.all([server.start(), postgres?.start()]);
  return {
    async stop(requests: number): Promise<CpuPerRequest> {
      const generator = process.cpuUsage(generatorBefore);
      const [serverMicros, postgresMicros] = await Promise.all([server.stop(), postgres?.stop()]);
      await backends?.close();
      const perRequest = (micros: number) => micros / 1000 / requests;
      return {
        server: perRequest(serverMicros),
        postgres: postgresMicros === undefined ? undefined : perRequest(postgresMicros),
        generator: perRequest(generator.user + generator.system),
      };
    },
  };
}
