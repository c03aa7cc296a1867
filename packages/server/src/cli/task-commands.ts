import { purgeOldApplications } from '../features/account/retention';
import { sendDueDigests } from '../features/alerts/digests';
import type { Services } from '../services';

/** `purge-applications`: what the scheduler does daily, by hand. */
export async function purgeCommand(services: Services, print = console.log) {
  const purged = await purgeOldApplications(services);
  print(`${purged} application(s) older than ${services.config.retentionMonths} months purged`);
}

/** `send-alerts`: mails the digests that are due now. */
export async function sendAlertsCommand(services: Services, print = console.log) {
  print(`${await sendDueDigests(services)} digest(s) sent`);
}
