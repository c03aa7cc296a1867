import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { onOneNode } from './one-node';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('scheduled tasks on one node at a time', () => {
  it('runs the work when nobody else holds the lock', async () => {
    let ran = 0;
    expect(
      await onOneNode(t.services.db, async () => {
        ran++;
      }),
    ).toBe(true);
    expect(ran).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('skips the round while another node holds it (PostgreSQL)', async () => {
    const other = await createTestApp({ DATABASE_URL: t.services.config.databaseUrl });
    try {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = onOneNode(t.services.db, () => held);
      await new Promise((resolve) => setTimeout(resolve, 100));
      let secondRan = false;
      const markRan = async () => {
        secondRan = true;
      };
      expect(await onOneNode(other.services.db, markRan)).toBe(false);
      expect(secondRan).toBe(false);
      release();
      expect(await first).toBe(true);
      expect(await onOneNode(other.services.db, markRan)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
