import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the alert id, hex: only we can make a working unsubscribe link for an alert. */
const signature = (secret: string, alertId: string) =>
  createHmac('sha256', secret).update(`alert-unsubscribe:${alertId}`).digest('hex');

export function isValidAlertSignature(secret: string, alertId: string, given: string): boolean {
  const expected = Buffer.from(signature(secret, alertId), 'hex');
  const actual = Buffer.from(given, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The one-click link at the bottom of every digest; the site posts its two parameters. */
export const alertUnsubscribeLink = (secret: string, publicUrl: string, alertId: string) =>
  `${publicUrl}/?${new URLSearchParams({ 'unsubscribe-alert': alertId, signature: signature(secret, alertId) })}`;
