import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifiedClaims } from './access-token';

const secret = 'a secret of the server, long enough for HS256';
const key = new TextEncoder().encode(secret);
const sign = (claims: Record<string, unknown>, expiresIn = '5m') =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setSubject('user-1').setExpirationTime(expiresIn).sign(key);

/** A token with any header and payload, signed with `secret` as HS256 would be. */
function forged(header: object, payload: object) {
  const part = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const body = `${part(header)}.${part(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

describe('verifiedClaims', () => {
  it("reads the subject and session of a token jose signed with the server's secret", async () => {
    expect(verifiedClaims(await sign({ sid: 'session-1' }), secret)).toEqual({ sub: 'user-1', sid: 'session-1' });
  });

  it('refuses another secret, a changed payload, and a token that is not three parts', async () => {
    const token = await sign({ sid: 'session-1' });
    expect(verifiedClaims(token, `${secret}!`)).toBeNull();
    const [header, , signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ sub: 'user-2', sid: 'session-1', exp: 9e9 })).toString('base64url');
    expect(verifiedClaims(`${header}.${other}.${signature}`, secret)).toBeNull();
    expect(verifiedClaims(token.split('.').slice(0, 2).join('.'), secret)).toBeNull();
  });

  it('refuses an expired token, one not yet valid, one without expiry or subject, and another algorithm', () => {
    const now = Date.now();
    const exp = Math.floor(now / 1000) + 60;
    expect(verifiedClaims(forged({ alg: 'HS256' }, { sub: 'u', exp }), secret, now)).toEqual({ sub: 'u' });
    expect(verifiedClaims(forged({ alg: 'HS256' }, { sub: 'u', exp }), secret, now + 61_000)).toBeNull();
    expect(verifiedClaims(forged({ alg: 'HS256' }, { sub: 'u', exp, nbf: exp }), secret, now)).toBeNull();
    expect(verifiedClaims(forged({ alg: 'HS256' }, { sub: 'u' }), secret, now)).toBeNull();
    expect(verifiedClaims(forged({ alg: 'HS256' }, { exp }), secret, now)).toBeNull();
    expect(verifiedClaims(forged({ alg: 'HS512' }, { sub: 'u', exp }), secret, now)).toBeNull();
    expect(verifiedClaims(forged({ alg: 'HS256', crit: ['b64'] }, { sub: 'u', exp }), secret, now)).toBeNull();
  });
});
