import type { FastifyBaseLogger } from 'fastify';
import { backupIfDue } from '../backup/schedule';
import { purgeOldApplications } from '../features/account/retention';
import { sendDueDigests } from '../features/alerts/digests';
import { queueDuePhoneDigests } from '../features/alerts/phone-digests';
import { sweepAttempts } from '../features/applications/attempts';
import type { Services } from '../services';
import { onOneNode } from './one-node';

/** How often the scheduled tasks look for work; each run does only what is due. */
const TICK_MS = 60 * 60 * 1000;

/** The periodic tasks of one process: retention purge, job-alert digests (mail, and daily by phone), stale apply attempts, the scheduled backup. */
export async function runScheduledTasks(services: Services, log: FastifyBaseLogger, now = new Date()) {
  await onOneNode(services.db, async () => {
    const purged = await purgeOldApplications(services, now);
    const digests = await sendDueDigests(services, now);
    const phoneDigests = await queueDuePhoneDigests(services, now);
    if (phoneDigests) services.messaging.wake();
    const attempts = await sweepAttempts(services.db, now);
    if (purged || digests || phoneDigests || attempts)
      log.info({ purged, digests, phoneDigests, attempts }, 'scheduled tasks ran');
  });
  await backupIfDue(services, log, now);
}

/**
 * Starts the hourly tick (first run at once); answers a stop function. Several API nodes may run
 * it: one of them does each round (onOneNode), and each digest is still claimed in its own
 * transaction.
 */
export function startScheduler(services: Services, log: FastifyBaseLogger): () => void {
  const tick = () =>
    runScheduledTasks(services, log).catch((err: unknown) => log.error({ err }, 'scheduled tasks failed'));
  void tick();
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
