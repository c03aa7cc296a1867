import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '@baobab/core';
import parsePhoneNumber, { type CountryCode } from 'libphonenumber-js/max';

/** A fresh code of PHONE_CODE_LENGTH digits, leading zeros kept. */
export const newCode = () => String(randomInt(10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');

/**
 * What the database keeps of a code: an HMAC with the server's secret, bound to the account and the
 * number, so a copy of the table does not give the codes away (a million codes hash in a second).
 */
export const hashCode = (secret: string, userId: string, phone: string, code: string) =>
  createHmac('sha256', secret).update(`${userId}:${phone}:${code}`).digest('hex');

export const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** The number in E.164 (+221771234567) when it is a valid one, typed nationally (with `country`) or with its +. */
export function toE164(number: string, country?: string): string | undefined {
  const parsed = parsePhoneNumber(number, { defaultCountry: country as CountryCode | undefined, extract: false });
  return parsed?.isValid() ? parsed.number : undefined;
}
