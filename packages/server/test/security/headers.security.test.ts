import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness';

let plain: TestApp;
let https: TestApp;
beforeAll(async () => {
  plain = await createTestApp();
  https = await createTestApp({ PUBLIC_URL: 'https://jobs.example.com' });
});
afterAll(async () => {
  await plain.close();
  await https.close();
});

describe('security headers', () => {
  it('every answer forbids framing by other sites, MIME sniffing and inline scripts', async () => {
    for (const url of ['/api/config', '/api/no-such-call', '/api/docs/static/index.html']) {
      const res = await plain.app.inject({ url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets partner pages load the widget scripts and images (cross-origin resource policy)', async () => {
    const res = await plain.app.inject({ url: '/api/config' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('pins https only when the board is served over https', async () => {
    expect((await plain.app.inject({ url: '/api/config' })).headers['strict-transport-security']).toBeUndefined();
    expect((await https.app.inject({ url: '/api/config' })).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });
});
