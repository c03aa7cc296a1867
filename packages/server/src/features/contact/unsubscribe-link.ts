import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of the email, hex: only we can make a working unsubscribe link for an address. */
export const unsubscribeSignature = (secret: string, email: string) =>
  createHmac('sha256', secret).update(`unsubscribe:${email}`).digest('hex');

export function isValidUnsubscribeSignature(secret: string, email: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, email), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The link at the bottom of every newsletter; the site posts its two parameters to unsubscribe. */
export const unsubscribeLink = (secret: string, publicUrl: string, email: string) =>
  `${publicUrl}/?${new URLSearchParams({ unsubscribe: email, signature: unsubscribeSignature(secret, email) })}`;
