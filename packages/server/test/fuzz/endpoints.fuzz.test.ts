import { type ApiEndpointName, apiEndpoints } from '@baobab/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileBackedTestApp, type FileBackedTestApp, insertCompany, insertJob } from '../fixtures';
import { requestOf } from './request-arbitrary';

/** Cases per endpoint: a few in CI; FUZZ_RUNS=10000 for the long mode (see docs/benchmarks.md). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** FUZZ_ONLY=login,apply narrows a long run to some endpoints. */
const ONLY = process.env.FUZZ_ONLY?.split(',');
const NAMES = (Object.keys(apiEndpoints) as ApiEndpointName[]).filter((name) => !ONLY || ONLY.includes(name));

let t: FileBackedTestApp;
let authorization: string;
beforeAll(async () => {
  t = await createFileBackedTestApp();
  const company = await insertCompany(t.services.db, { alias: 'acme' });
  await insertJob(t.services.db, company.id, { slug: 'ingenieur-dakar' });
  authorization = (await t.candidate()).headers.authorization;
});
afterAll(() => t.close());

describe('fuzzing every endpoint of the core table (partner API included)', () => {
  it.each(NAMES)(
    '%s never answers 5xx, and answers every refusal as JSON {message, code}',
    async (name) => {
      await fc.assert(
        fc.asyncProperty(requestOf(apiEndpoints[name], authorization), async (request) => {
          const res = await t.app.inject(request);
          const context = `${request.method} ${request.url} → ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.statusCode, context).toBeLessThan(500);
          // A path parameter of `..` segments can lead out of /api (to the host site's HTML 404).
          const apiPath = new URL(request.url ?? '', 'http://fuzz').pathname.startsWith('/api/');
          if (res.statusCode >= 400 && apiPath) {
            expect(res.headers['content-type'], context).toMatch(/^application\/json/);
            const body = res.json();
            expect(typeof body.message, context).toBe('string');
            expect(body.message.length, context).toBeGreaterThan(0);
            expect(typeof body.code, context).toBe('string');
          }
        }),
        { numRuns: RUNS },
      );
    },
    RUNS * 200 + 30_000,
  );
});
