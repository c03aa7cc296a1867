import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRecruiterDemo } from '../../../scripts/partner-demo';
import { partnerCompany } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
let baseUrl: string;
let key: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.services.db.query(
    "insert into countries (code, slug, name_fr, name_en) values ('SN', 'senegal', 'Sénégal', 'Senegal')",
  );
  key = (await partnerCompany(t.services.db, { name: 'Banque Teranga' })).key;
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the recruiter script (real HTTP, partner key + public and candidate API only)', () => {
  it('publishes, the candidate finds and applies and writes, the recruiter moves and answers', async () => {
    const lines: string[] = [];
    const result = await runRecruiterDemo({ baseUrl, partnerKey: key, log: (line) => lines.push(line) });
    expect(result.timeline).toEqual(['SENT', 'INTERVIEW']);
    expect(result.answer).toMatchObject({ author: 'company', body: expect.stringContaining('entretien') });
    expect(lines.join('\n')).toContain('found it on the board');
  });
});
