import { describe, expect, it } from 'vitest';
import { computeExpireAt, isExpired } from './expiry';

describe('session expiry', () => {
  it('expires exactly at expireAt', () => {
    const now = 1_700_000_000_000;
    const expireAt = computeExpireAt(900, now);
    expect(expireAt).toBe(1_700_000_900);
    expect(isExpired(expireAt, now + 899_999)).toBe(false);
    expect(isExpired(expireAt, now + 900_000)).toBe(true);
  });
});
