import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Tokenization } from '@baobab/core';

/*
 * The successor pair of a rotated refresh token, sealed with AES-256-GCM under a key derived from
 * the old token itself. The database keeps only that token's hash, so a leaked table opens nothing;
 * whoever presents the old token again can be handed the very pair it already received.
 */
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyOf = (refreshToken: string) => createHash('sha256').update(`refresh-grace:${refreshToken}`).digest();

export function seal(refreshToken: string, tokenization: Tokenization): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(tokenization), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The sealed pair, or null when it was not sealed for this token. */
export function openSealed(refreshToken: string, sealed: Uint8Array): Tokenization | null {
  const bytes = Buffer.from(sealed);
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(refreshToken), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as Tokenization;
  } catch {
    return null;
  }
}
