import { randomUUID } from 'node:crypto';
import { DOCUMENT_QUOTA, UPLOADS_PER_MINUTE } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePart, multipart, pdfBytes } from '../fixtures';
import { createTestApp, type TestApp, type TestCandidate } from '../harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (app: TestApp, who: TestCandidate, language = 'fr') => {
  const form = multipart({ type: 'CV', file: filePart(pdfBytes()) });
  return app.app.inject({
    method: 'POST',
    url: '/api/documents',
    payload: form.payload,
    headers: { ...form.headers, ...who.headers, 'accept-language': language },
  });
};

/** Documents stored for the account without going through uploads (the quota reads the rows). */
const fill = async (who: TestCandidate, count: number, size: number) => {
  for (let i = 0; i < count; i++)
    await t.services.db.query(
      'insert into documents (id, user_id, type, file_name, storage_key, size) values ($1, $2, $3, $4, $5, $6)',
      [randomUUID(), who.id, 'CV', `cv-${i}.pdf`, `quota-${randomUUID()}`, size],
    );
};

describe('document quota', () => {
  it(`refuses the document past ${DOCUMENT_QUOTA.count}, saying why, and stores nothing`, async () => {
    const me = await t.candidate();
    await fill(me, DOCUMENT_QUOTA.count - 1, 1000);
    expect((await upload(t, me)).statusCode).toBe(201);
    const refused = await upload(t, me, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'DOCUMENT_QUOTA',
      message: `Your document space is full (at most ${DOCUMENT_QUOTA.count} documents or 50 MB): delete a document to add another one.`,
    });
    const [{ count }] = (await t.services.db.query<{ count: number }>(
      'select count(*)::int as count from documents where user_id = $1',
      [me.id],
    )) as [{ count: number }];
    expect(count).toBe(DOCUMENT_QUOTA.count);
  });

  it('refuses a document that would pass the byte quota', async () => {
    const me = await t.candidate();
    await fill(me, 2, DOCUMENT_QUOTA.bytes / 2);
    expect((await upload(t, me)).json()).toMatchObject({ code: 'DOCUMENT_QUOTA' });
  });

  it(`limits uploads to ${UPLOADS_PER_MINUTE} a minute per address`, async () => {
    const limited = await createTestApp({ RATE_LIMIT_UPLOAD: undefined });
    try {
      const me = await limited.candidate();
      const statuses: number[] = [];
      for (let i = 0; i <= UPLOADS_PER_MINUTE; i++) statuses.push((await upload(limited, me)).statusCode);
      expect(statuses.slice(0, UPLOADS_PER_MINUTE)).toEqual(Array(UPLOADS_PER_MINUTE).fill(201));
      expect(statuses[UPLOADS_PER_MINUTE]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
