import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/harness';
import type { Db } from '../db/db';
import { type CaptchaService, createCaptchaService } from './captcha-service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let captcha: CaptchaService;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  captcha = createCaptchaService(db, { secret: 'test secret', cost: 1, maxCounter: 20 });
});
afterAll(() => database.close());
afterEach(() => vi.restoreAllMocks());

async function solved(): Promise<string> {
  const challenge: Challenge = await captcha.challenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

const spent = async (signature: string) => {
  await db.query(`insert into captcha_solutions (signature, expires_at) values ($1, now() - interval '1 minute')`, [
    signature,
  ]);
};
const kept = async () =>
  (await db.query<{ signature: string }>('select signature from captcha_solutions order by signature')).map(
    (row) => row.signature,
  );

describe('the self-hosted captcha', () => {
  it('accepts a solution once, and again only for the attempt it was bound to', async () => {
    const token = await solved();
    await captcha.verify(token, 'attempt-1');
    await captcha.verify(token, 'attempt-1');
    await expect(captcha.verify(token, 'attempt-2')).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
    const unbound = await solved();
    await captcha.verify(unbound);
    await expect(captcha.verify(unbound)).rejects.toMatchObject({ code: 'CAPTCHA_FAILED' });
    await expect(captcha.verify(undefined)).rejects.toMatchObject({ code: 'CAPTCHA_REQUIRED' });
  });

  it('deletes expired solutions at most once a minute, not at every check', async () => {
    const start = Date.now() + 10 * 60_000; // after the purge the test above may have done
    const now = vi.spyOn(Date, 'now').mockReturnValue(start);
    await spent('expired-a');
    await captcha.verify(await solved());
    expect(await kept()).not.toContain('expired-a');

    await spent('expired-b');
    now.mockReturnValue(start + 30_000);
    await captcha.verify(await solved());
    expect(await kept()).toContain('expired-b');

    now.mockReturnValue(start + 61_000);
    await captcha.verify(await solved());
    expect(await kept()).not.toContain('expired-b');
  });
});
