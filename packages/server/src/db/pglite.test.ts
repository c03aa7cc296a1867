import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './db';
import { openPglite } from './pglite';

let db: Db;
beforeAll(async () => {
  db = await openPglite(undefined);
});
afterAll(() => db.close());

describe('PGlite queue', () => {
  it('lets the event loop turn between queued statements (I/O and database-free requests go in between)', async () => {
    const queued = 5;
    let finished = 0;
    const statements = Array.from({ length: queued }, () =>
      db.query('select count(*) from generate_series(1, 1000)').then(() => finished++),
    );
    // What a socket's data or a timer would run: before the fix it waited for the whole queue.
    const seenAtTurn = new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
    await Promise.all(statements);
    expect(await seenAtTurn).toBeLessThan(queued);
  });

  it('still runs queued statements one at a time, in order, a failure leaving the next ones alone', async () => {
    const order: number[] = [];
    const results = await Promise.allSettled([
      db.query('select 1').then(() => order.push(1)),
      db.query('select * from no_such_table').then(() => order.push(2)),
      db.query('select 3').then(() => order.push(3)),
    ]);
    expect(order).toEqual([1, 3]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
