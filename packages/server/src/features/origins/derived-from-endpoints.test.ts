import { type ApiEndpointName, apiEndpoints, type EndpointDef } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

const STRANGER = 'https://unregistered.example';
const defs = Object.entries(apiEndpoints as Record<string, EndpointDef>) as [ApiEndpointName, EndpointDef][];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://jobs.example.com/' });
});
afterAll(() => t.close());

/** The endpoint's path with each parameter filled. */
const pathOf = (def: EndpointDef) => def.path.replace(/:\w+/g, 'x');

/** The origin guard, derived from each endpoint's `origins` field: walked over every endpoint. */
describe.each(defs)('%s, called from an unregistered origin without a session', (_name, def) => {
  it(`is ${def.origins === 'any' ? 'answered' : 'refused before anything is read'}`, async () => {
    const res = await t.app.inject({
      method: def.method,
      url: pathOf(def),
      headers: { origin: STRANGER },
      ...(def.method !== 'GET' && { payload: {} }),
    });
    const refused = res.statusCode === 403 && res.json().code === 'FORBIDDEN_ORIGIN';
    expect(refused, `${res.statusCode} ${res.body}`).toBe(def.origins === 'registered');
  });

  it(`has its preflight ${def.origins === 'any' ? 'granted' : 'refused'}`, async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: pathOf(def),
      headers: { origin: STRANGER, 'access-control-request-method': def.method },
    });
    expect(res.headers['access-control-allow-origin'] === STRANGER).toBe(def.origins === 'any');
  });
});
