import { createHmac, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_CONFIRM_TTL_HOURS } from '@baobab/core';

/** HMAC-SHA256 of a purpose and its values, hex: only we can make a working link. */
const sign = (secret: string, ...parts: string[]) => createHmac('sha256', secret).update(parts.join(':')).digest('hex');

function sameSignature(expected: string, signature: string): boolean {
  const want = Buffer.from(expected, 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === want.length && timingSafeEqual(given, want);
}

export const unsubscribeSignature = (secret: string, email: string) => sign(secret, 'unsubscribe', email);

export const isValidUnsubscribeSignature = (secret: string, email: string, signature: string) =>
  sameSignature(unsubscribeSignature(secret, email), signature);

/** The confirmation link of a newsletter request: signed for this address, until `expires` (ms). */
export function confirmSubscriptionLink(secret: string, publicUrl: string, email: string, now = Date.now()) {
  const expires = String(now + NEWSLETTER_CONFIRM_TTL_HOURS * 3600_000);
  const signature = sign(secret, 'newsletter-confirm', email, expires);
  return `${publicUrl}/?${new URLSearchParams({ 'newsletter-confirm': email, expires, signature })}`;
}

export function isValidConfirmation(
  secret: string,
  link: { email: string; expires: string; signature: string },
  now = Date.now(),
): boolean {
  return (
    Number(link.expires) > now &&
    sameSignature(sign(secret, 'newsletter-confirm', link.email, link.expires), link.signature)
  );
}

/** The link at the bottom of every newsletter; the site posts its two parameters to unsubscribe. */
export const unsubscribeLink = (secret: string, publicUrl: string, email: string) =>
  `${publicUrl}/?${new URLSearchParams({ unsubscribe: email, signature: unsubscribeSignature(secret, email) })}`;
