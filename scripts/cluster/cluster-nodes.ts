import { type RunningProcess, startServer } from '../bench/server-process';
import { LOAD_SERVER_ENV } from '../load/load-mix';

/**
 * Baobab nodes on one database, each with its own data directory, as separate machines would
 * have: what one node keeps on its disk, the other does not see.
 */
export function clusterNodes(dir: string, ports: number[], shared: { databaseUrl: string; publicUrl: string }) {
  const envOf = (n: number) => ({
    ...LOAD_SERVER_ENV,
    DATABASE_URL: shared.databaseUrl,
    DATA_DIR: `${dir}/node-${n}`,
    PUBLIC_URL: shared.publicUrl,
    // One nginx in front sets X-Forwarded-For.
    TRUST_PROXY_HOPS: '1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
  });
  const running: (RunningProcess | undefined)[] = ports.map(() => undefined);
  return {
    ports,
    /** Starts node n (again) and waits until it answers. */
    async start(n: number) {
      running[n] = await startServer(ports[n] as number, envOf(n));
      return running[n];
    },
    origin: (n: number) => `http://127.0.0.1:${ports[n]}`,
    /** `kill -9`: no drain, requests under way are cut. */
    kill: (n: number) => running[n]?.stop('SIGKILL'),
    async stopAll() {
      await Promise.all(running.map((node) => node?.stop()));
    },
  };
}

export type ClusterNodes = ReturnType<typeof clusterNodes>;
