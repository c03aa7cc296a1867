import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileBackedTestApp, type FileBackedTestApp, partnerCompany } from '../fixtures';
import { callAs } from '../partner-kit';

let t: FileBackedTestApp;
let acme: Awaited<ReturnType<typeof partnerCompany>>;
beforeAll(async () => {
  t = await createFileBackedTestApp();
  acme = await partnerCompany(t.services.db, { name: 'Acme' });
});
afterAll(() => t.close());

const JOB = {
  title: 'Analyste',
  excerpt: 'Analyses',
  description: 'Vous analyserez.',
  bestCandidateProfil: 'Trois ans.',
  countryCode: 'SN',
  city: 'Dakar',
  contractType: 'CDI',
  activityDomains: [1],
};

describe('URLs a partner writes', () => {
  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example.com/x',
  ])('refuses %s as a social link, a website or an external application address', async (url) => {
    const update = (body: object) => callAs(t)('partnerUpdateCompany', acme.headers, {}, body);
    for (const body of [{ socials: { linkedin: url } }, { website: url }]) {
      const res = await update(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION' });
    }
    const job = await callAs(t)('partnerCreateJob', acme.headers, {}, { ...JOB, externalApplyUrl: url });
    expect(job.statusCode).toBe(400);
    expect(Object.keys(job.json().fields)).toEqual(['externalApplyUrl']);
  });

  it('keeps https links', async () => {
    const res = await callAs(t)(
      'partnerUpdateCompany',
      acme.headers,
      {},
      { socials: { linkedin: 'https://www.linkedin.com/company/acme' } },
    );
    expect(res.statusCode).toBe(200);
  });
});
