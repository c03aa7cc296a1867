import { describe, expect, it } from 'vitest';
import { endpoints } from '../endpoints';

/** The calls docs/product.md §7 names: method, path and the body fields it gives. */
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

describe('the calls of docs/product.md §7', () => {
  it('are all in the table with their exact method and path', () => {
    const table = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(table).toEqual(expect.arrayContaining(SPEC_CALLS.map(([m, p]) => `${m} ${p}`)));
  });

  it.each(SPEC_CALLS)('%s %s takes the fields the spec names', (method, path, fields) => {
    const def = Object.values(endpoints).find((e) => e.method === method && e.path === path);
    const shape = def && 'body' in def ? Object.keys((def.body as { shape: object }).shape) : [];
    for (const field of fields) expect(shape).toContain(field);
  });

  it('answers the shapes the spec gives', () => {
    expect(Object.keys(endpoints.companyList.response.shape).sort()).toEqual(
      ['limit', 'page', 'results', 'total', 'totalPages'].sort(),
    );
    expect(Object.keys(endpoints.login.response.shape)).toEqual(['user', 'tokenization']);
    // The three fields the brief names, then ours: the refresh token's life, for the cookies.
    expect(Object.keys(endpoints.login.response.shape.tokenization.shape)).toEqual([
      'accessToken',
      'refreshToken',
      'expiresIn',
      'refreshExpiresIn',
    ]);
    expect(endpoints.getAllJobs.query.shape).toHaveProperty('keyword');
  });
});
