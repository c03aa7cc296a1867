import cluster, { type Worker } from 'node:cluster';

/** How long the primary waits for its workers to drain on SIGTERM (each bounds its own drain below it). */
const STOP_BOUND_MS = 15_000;

const say = (message: string) => console.error(`[primary ${process.pid}] ${message}`);

/**
 * `SERVER_WORKERS` above 1 (PostgreSQL only): this process serves nothing and keeps that many
 * workers, each a whole server on the shared port (node:cluster hands each new connection to the
 * next worker in turn). A worker is a node as in the two-node setup behind nginx: its own caches,
 * search index and catalogue-version poll; sessions, rate limits, captcha solutions and files in the
 * database. The first worker starts alone, so the migrations and an empty database's demo seed run
 * once; a worker that dies once serving is replaced; SIGTERM or SIGINT stops the workers, each
 * draining its requests, then this process. A worker that dies before it serves stops everything
 * (a bad setting would otherwise be forked again without end).
 */
export async function superviseWorkers(count: number): Promise<void> {
  let stopping = false;
  const serving = new Set<Worker>();
  const fork = () =>
    new Promise<void>((ready, failed) => {
      const worker = cluster.fork();
      worker.once('listening', () => {
        serving.add(worker);
        ready();
      });
      worker.once('exit', (code, signal) => {
        const wasServing = serving.delete(worker);
        if (stopping) return;
        if (!wasServing) {
          failed(new Error(`worker ${worker.process.pid} exited before serving (${signal ?? code})`));
          return;
        }
        say(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
        fork().catch((error: unknown) => stop(error));
      });
    });
  const stop = (reason: unknown) => {
    if (stopping) return;
    stopping = true;
    say(`stopping ${serving.size} workers (${reason instanceof Error ? reason.message : String(reason)})`);
    const workers = [...serving];
    setTimeout(() => process.exit(1), STOP_BOUND_MS).unref();
    Promise.all(
      workers.map((w) => new Promise<void>((exited) => (w.isDead() ? exited() : w.once('exit', () => exited())))),
    ).then(() => process.exit(reason instanceof Error ? 1 : 0));
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
  try {
    await fork();
    await Promise.all(Array.from({ length: count - 1 }, fork));
    say(`${count} workers serving`);
  } catch (error) {
    stop(error);
  }
}
