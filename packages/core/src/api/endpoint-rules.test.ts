import { describe, expect, it } from 'vitest';
import type { EndpointDef } from './endpoint';
import { apiEndpoints, endpoints } from './endpoints';

const all = Object.entries(apiEndpoints as Record<string, EndpointDef>);

/** What an endpoint's fields allow together: the server and the client derive their rules from them. */
describe.each(all)('the endpoint %s', (name, def) => {
  it('is a public read callable from any origin when its answer is a cached catalogue read', () => {
    if (def.cache !== 'catalogue') return;
    expect(def.auth).toBeUndefined();
    expect(def.origins).toBe('any');
  });

  it('opens to any origin only as an anonymous call without captcha or upload', () => {
    if (def.origins !== 'any') return;
    expect(def.auth).toBeUndefined();
    expect(def.captcha).toBeUndefined();
    expect(def.multipart).toBeUndefined();
  });

  it('is reserved to registered origins when it needs a session or a partner key', () => {
    if (def.auth) expect(def.origins).toBe('registered');
  });

  it('is in no browser bundle when it is the partner API, and in the browser table when a bundle carries it', () => {
    if (def.auth === 'partner') expect(def.bundle).toBe('none');
    if (def.auth === 'partner') expect(name in endpoints).toBe(false);
    if (def.bundle !== 'none') expect(name in endpoints).toBe(true);
  });
});
