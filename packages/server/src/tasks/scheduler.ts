import type { FastifyBaseLogger } from 'fastify';
import { purgeOldApplications } from '../features/account/retention';
import { sendDueDigests } from '../features/alerts/digests';
import type { Services } from '../services';

/** How often the scheduled tasks look for work; each run does only what is due. */
const TICK_MS = 60 * 60 * 1000;

/** The periodic tasks of one process: retention purge and job-alert digests. */
export async function runScheduledTasks(services: Services, log: FastifyBaseLogger, now = new Date()) {
  const purged = await purgeOldApplications(services, now);
  const digests = await sendDueDigests(services, now);
  if (purged || digests) log.info({ purged, digests }, 'scheduled tasks ran');
}

/**
 * Starts the hourly tick (first run at once); answers a stop function. Several API nodes may run it:
 * each digest is claimed in its own transaction and the purge is idempotent.
 */
export function startScheduler(services: Services, log: FastifyBaseLogger): () => void {
  const tick = () =>
    runScheduledTasks(services, log).catch((err: unknown) => log.error({ err }, 'scheduled tasks failed'));
  void tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
