import { describe, expect, it } from 'vitest';
import { specEndpoints } from './spec-endpoints';

/** Spec §7, transcribed: method, path and the body fields it names. */
const SPEC_CALLS = [
  ['POST', '/api/jobs/get-all-jobs', ['page', 'limit', 'sortBy', 'sortByDirection']],
  ['GET', '/api/tags/all', []],
  ['GET', '/api/countries/all', []],
  ['POST', '/api/jobs/filter-job-by-activity-domain', ['ids']],
  ['POST', '/api/companies/list', ['page', 'limit']],
  ['POST', '/api/companies/filtered-companies-by-domain', ['ids']],
  ['POST', '/api/auth/login', ['email', 'password', 'token']],
  ['POST', '/api/auth/register', ['lastName', 'firstName', 'email', 'password', 'token']],
  ['POST', '/api/auth/forgot-password', ['email', 'token']],
  ['POST', '/api/auth/reset-password', ['token', 'password', 'type']],
  ['POST', '/api/auth/logout', []],
  ['POST', '/api/auth/refresh-token', ['refreshToken']],
  ['POST', '/api/contacts/subscribe', ['email']],
] as const;

describe('spec §7 calls', () => {
  it('are all in the table with their exact method and path', () => {
    const table = Object.values(specEndpoints).map((e) => `${e.method} ${e.path}`);
    expect(table.sort()).toEqual(SPEC_CALLS.map(([m, p]) => `${m} ${p}`).sort());
  });

  it.each(SPEC_CALLS)('%s %s takes the fields the spec names', (method, path, fields) => {
    const def = Object.values(specEndpoints).find((e) => e.method === method && e.path === path);
    const shape = def && 'body' in def ? Object.keys((def.body as { shape: object }).shape) : [];
    for (const field of fields) expect(shape).toContain(field);
  });

  it('answers the shapes the spec gives', () => {
    expect(Object.keys(specEndpoints.companyList.response.shape).sort()).toEqual(
      ['limit', 'page', 'results', 'total', 'totalPages'].sort(),
    );
    expect(Object.keys(specEndpoints.login.response.shape)).toEqual(['user', 'tokenization']);
    expect(Object.keys(specEndpoints.login.response.shape.tokenization.shape)).toEqual([
      'accessToken',
      'refreshToken',
      'expiresIn',
    ]);
    expect(specEndpoints.getAllJobs.query.shape).toHaveProperty('keyword');
  });
});
