import { createChallenge, type Payload, solveChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALGORITHM } from './captcha-service';
import { solutionVerified } from './solution-check';

const secret = 'test secret';
const keySecret = `${secret}:key`;

/** A challenge signed as the service signs them, and its solution. */
async function solvedPayload(expiresIn = 600): Promise<Payload> {
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: 1,
    counter: 5,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: keySecret,
    expiresAt: Math.floor(Date.now() / 1000) + expiresIn,
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { challenge, solution };
}

/** altcha's own verdict on the same payload, the check solution-check.ts stands for. */
const library = async (payload: Payload, withSecret = secret) =>
  (
    await verifySolution({
      ...payload,
      deriveKey,
      hmacSignatureSecret: withSecret,
      hmacKeySignatureSecret: `${withSecret}:key`,
    }).catch(() => ({ verified: false }))
  ).verified;

describe('solutionVerified', () => {
  it("agrees with altcha's verifySolution on a solution, a wrong key, changed parameters, another secret and an expired challenge", async () => {
    const payload = await solvedPayload();
    const wrongKey: Payload = { ...payload, solution: { ...payload.solution, derivedKey: '00'.repeat(32) } };
    const changed: Payload = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 2 } },
    };
    const expired = await solvedPayload(-60);
    const cases: [Payload, string, boolean][] = [
      [payload, secret, true],
      [wrongKey, secret, false],
      [changed, secret, false],
      [payload, 'another secret', false],
      [expired, secret, false],
    ];
    for (const [given, withSecret, expected] of cases) {
      expect(solutionVerified(given, withSecret, `${withSecret}:key`)).toBe(expected);
      expect(await library(given, withSecret)).toBe(expected);
    }
  });
});
