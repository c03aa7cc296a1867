import { endpointPath, endpoints } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { localSites } from '../../../test/local-site';
import { isPrivateAddress } from './address-guard';
import { issueProofToken, proveOrigin } from './origin-proof';
import { PROOF_FILE_PATH, type ProofFetchOptions } from './proof-file';
import { runVerifyEmployerCommand } from './verify-employer-command';

let t: TestApp;
const { site, serving, close } = localSites();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await close();
  await t.close();
});

const local: ProofFetchOptions = { allowPrivate: true };

describe('origin proof', () => {
  it('the right token at the origin verifies the company, shown on its page and its offers', async () => {
    const company = await insertCompany(t.services.db, { alias: 'vraie-sarl' });
    const job = await insertJob(t.services.db, company.id);
    let token = '';
    const origin = await serving(() => `${token}\n`);
    const issue = await runVerifyEmployerCommand(t.services.db, ['issue', 'vraie-sarl', origin], local);
    token = issue[1] ?? '';
    expect(token).toMatch(/^baobab-verification=[\w-]{32}$/);
    // Issued again: the same token, the file already served stays right.
    expect((await issueProofToken(t.services.db, company.id, origin))?.token).toBe(token);
    const companyPage = () =>
      t.app.inject({ method: 'GET', url: endpointPath(endpoints.companyByAlias.path, { alias: 'vraie-sarl' }) });
    expect((await companyPage()).json().verified).toBe(false);

    expect(await runVerifyEmployerCommand(t.services.db, ['check', 'vraie-sarl', origin], local)).toEqual([
      `vraie-sarl is verified: it controls ${origin}`,
    ]);
    expect((await companyPage()).json().verified).toBe(true);
    const offer = await t.app.inject({
      method: 'GET',
      url: endpointPath(endpoints.jobBySlug.path, { slug: job.slug }),
    });
    expect(offer.json().companyDetails.verified).toBe(true);
    const [row] = await t.services.db.query('select verified_origin from companies where id = $1', [company.id]);
    expect(row).toEqual({ verified_origin: origin });
  });

  it('refuses, each with its reason: a wrong token, a redirect, a timeout, a private address, plain HTTP, no token', async () => {
    const company = await insertCompany(t.services.db);
    const prove = (origin: string, options = local) => proveOrigin(t.services.db, company.id, origin, options);

    const wrong = await serving(() => 'baobab-verification=someone-elses');
    await issueProofToken(t.services.db, company.id, wrong);
    expect(await prove(wrong)).toMatchObject({ proven: false, reason: 'wrong_token' });

    // The right token, but only after a redirect: the file must be at the origin itself.
    let movedToken = '';
    const moved = await site((request, response) => {
      if (request.url === PROOF_FILE_PATH) response.writeHead(302, { location: '/elsewhere.txt' }).end();
      else response.writeHead(200).end(movedToken);
    });
    movedToken = (await issueProofToken(t.services.db, company.id, moved))?.token ?? '';
    expect(await prove(moved)).toMatchObject({ proven: false, reason: 'redirect', detail: '302 to /elsewhere.txt' });

    const silent = await site(() => undefined);
    await issueProofToken(t.services.db, company.id, silent);
    expect(await prove(silent, { ...local, timeoutMs: 300 })).toMatchObject({ proven: false, reason: 'timeout' });

    const missing = await site((_request, response) => response.writeHead(404).end());
    await issueProofToken(t.services.db, company.id, missing);
    expect(await prove(missing)).toMatchObject({ proven: false, reason: 'http_status', detail: 'answered 404' });

    // Without the allowance: loopback refused, written as an address or as a name resolving to one.
    const strict: ProofFetchOptions = { allowPrivate: false };
    for (const origin of ['https://127.0.0.1:8443', 'https://localhost:8443', 'https://[::1]:8443']) {
      await issueProofToken(t.services.db, company.id, origin);
      expect(await prove(origin, strict)).toMatchObject({ proven: false, reason: 'private_address' });
    }
    expect(await prove(wrong, strict)).toMatchObject({ proven: false, reason: 'not_https' });
    expect(await prove('https://careers.example.com', strict)).toMatchObject({ proven: false, reason: 'no_token' });
    expect(await prove('https://careers.example.com/jobs', strict)).toMatchObject({ reason: 'not_an_origin' });

    await expect(runVerifyEmployerCommand(t.services.db, ['check', company.alias, wrong], local)).rejects.toThrow(
      `${company.alias} not verified (wrong_token)`,
    );
    const [row] = await t.services.db.query('select verified_origin from companies where id = $1', [company.id]);
    expect(row).toEqual({ verified_origin: null });
  });

  it('knows private, loopback and link-local addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '0.0.0.0',
    ])
      expect(isPrivateAddress(address), address).toBe(true);
    for (const address of ['41.82.10.1', '8.8.8.8', '2001:4860:4860::8888', '172.32.0.1'])
      expect(isPrivateAddress(address), address).toBe(false);
  });
});
