import type { Queryable } from '../db/db';

/** Our words for a message's fate, from each provider's; later states never step back. */
type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';
const RANK = `case $STATUS when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 when 'failed' then 4 else 0 end`;

/** Africa's Talking delivery report statuses, Twilio's MessageStatus and Meta's `statuses[].status`. */
function deliveryStatus(providerStatus: string): DeliveryStatus | undefined {
  switch (providerStatus.toLowerCase()) {
    case 'sent':
    case 'submitted':
    case 'buffered':
      return 'sent';
    case 'success':
    case 'delivered':
      return 'delivered';
    case 'read':
      return 'read';
    case 'failed':
    case 'rejected':
    case 'undelivered':
    case 'absentsubscriber':
    case 'expired':
      return 'failed';
    default:
      return undefined;
  }
}

/**
 * Records what a provider's callback says of one of its messages (its id as the provider gave it),
 * with its cost or failure when told; a late `delivered` after `read` changes nothing.
 */
export async function recordDelivery(
  q: Queryable,
  update: { provider: string; providerId: string; status: string; error?: string; cost?: string },
) {
  const status = deliveryStatus(update.status);
  if (!status) return;
  await q.query(
    `update messages set status = $3, error = coalesce($4, error), cost = coalesce($5, cost)
      where provider = $1 and provider_id = $2 and ${RANK.replace('$STATUS', '$3')} > ${RANK.replace('$STATUS', 'status')}`,
    [update.provider, update.providerId, status, update.error ?? null, update.cost ?? null],
  );
}

const STOP_WORDS = new Set(['STOP', 'ARRET', 'UNSUBSCRIBE']);

/** "STOP", "Arrêt", " arret " … as a whole message: the sender wants nothing more from us. */
export const isStopWord = (text: string) =>
  STOP_WORDS.has(
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .trim()
      .toUpperCase(),
  );

/** Opts a number out: kept in phone_opt_outs, and what is still queued for it is dropped. */
export async function optOut(q: Queryable, phone: string) {
  const e164 = phone.startsWith('+') ? phone : `+${phone}`;
  await q.query('insert into phone_opt_outs (phone) values ($1) on conflict do nothing', [e164]);
  await q.query(
    `update messages set status = 'opted_out' where recipient = $1 and status = 'queued' and kind <> 'phone_code'`,
    [e164],
  );
}
