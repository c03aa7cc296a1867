import { APPLY_DRAFTS_STORAGE, SESSION_COOKIES } from '@baobab/core';
import { describe, expect, it, vi } from 'vitest';
import { createBaobabClient, memoryCookieJar } from './index';
import { scriptedFetch } from './test-fetch';

const user = {
  id: '0d4b9f8e-6a4c-4e0a-9c3b-2d1f0e9a8b7c',
  firstName: 'Awa',
  lastName: 'Diop',
  email: 'awa@example.com',
  phone: null,
};
const answer = (n: number) => ({
  user,
  tokenization: { accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresIn: 900 },
});
const NOW = 1_800_000_000_000;
const profile = {
  ...user,
  headline: '',
  city: '',
  countryCode: null,
  locale: 'fr',
  newsletter: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setup(routes: Parameters<typeof scriptedFetch>[0], now = () => NOW) {
  const cookies = memoryCookieJar();
  const { fetch, requests } = scriptedFetch(routes);
  return { client: createBaobabClient({ fetch, cookies, now }), cookies, requests };
}

describe('session', () => {
  it('stores login in the five spec cookies with expireAt = now + expiresIn', async () => {
    const { client, cookies } = setup({ 'POST /api/auth/login': { status: 200, body: answer(1) } });
    await client.account.login({ email: 'awa@example.com', password: 'pw', token: 'captcha' });
    expect(cookies.get(SESSION_COOKIES.accessToken)).toBe('access-1');
    expect(cookies.get(SESSION_COOKIES.refreshToken)).toBe('refresh-1');
    expect(cookies.get(SESSION_COOKIES.expiresIn)).toBe('900');
    expect(cookies.get(SESSION_COOKIES.expireAt)).toBe(String(NOW / 1000 + 900));
    expect(JSON.parse(cookies.get(SESSION_COOKIES.user) ?? '')).toEqual(user);
    expect(client.session.isAuthenticated()).toBe(true);
    expect(client.session.isExpired(NOW + 899_000)).toBe(false);
    expect(client.session.isExpired(NOW + 900_000)).toBe(true);
  });

  it('keeps the session cookies as long as the server keeps the refresh token', async () => {
    const ages: Record<string, number> = {};
    const jar = memoryCookieJar();
    const cookies = {
      ...jar,
      set: (name: string, value: string, maxAge: number) => {
        ages[name] = maxAge;
        jar.set(name, value, maxAge);
      },
    };
    const { fetch } = scriptedFetch({
      'POST /api/auth/login': {
        status: 200,
        body: { user, tokenization: { ...answer(1).tokenization, refreshExpiresIn: 7 * 24 * 3600 } },
      },
    });
    await createBaobabClient({ fetch, cookies, now: () => NOW }).account.login({
      email: 'a@b.co',
      password: 'x',
      token: 't',
    });
    expect(new Set(Object.values(ages))).toEqual(new Set([7 * 24 * 3600]));
    expect(Object.keys(ages).sort()).toEqual(Object.values(SESSION_COOKIES).sort());
  });

  it("shows the server's message on a failed login, or the French fallback", async () => {
    const failing = setup({
      'POST /api/auth/login': {
        status: 401,
        body: { message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' },
      },
    });
    await expect(failing.client.account.login({ email: 'a@b.co', password: 'x', token: 't' })).rejects.toMatchObject({
      message: 'Incorrect email or password',
    });
    const bare = setup({ 'POST /api/auth/register': { status: 502 } });
    await expect(
      bare.client.account.register({
        email: 'a@b.co',
        password: 'xxxxxxxx',
        token: 't',
        firstName: 'A',
        lastName: 'B',
      }),
    ).rejects.toMatchObject({ message: 'Une erreur est survenue.' });
    expect(bare.client.session.isAuthenticated()).toBe(false);
  });

  it('logs out on the server with both tokens, and clears the session even when that fails', async () => {
    const ok = setup({
      'POST /api/auth/login': { status: 200, body: answer(1) },
      'POST /api/auth/logout': { status: 200, body: { message: 'ok' } },
    });
    await ok.client.account.login({ email: 'a@b.co', password: 'x', token: 't' });
    await ok.client.account.logout();
    expect(ok.requests.at(-1)?.headers).toMatchObject({
      authorization: 'Bearer access-1',
      'refresh-token': 'refresh-1',
    });
    expect(ok.client.session.isAuthenticated()).toBe(false);

    const down = setup({ 'POST /api/auth/login': { status: 200, body: answer(1) } });
    await down.client.account.login({ email: 'a@b.co', password: 'x', token: 't' });
    await expect(down.client.account.logout()).rejects.toMatchObject({ code: 'LOGOUT_FAILED' });
    expect(down.client.session.read()).toBeNull();
    for (const name of Object.values(SESSION_COOKIES)) expect(down.cookies.get(name)).toBeUndefined();
  });

  it("forgets this device's application drafts at logout, not when the session expires", async () => {
    const deleted: string[] = [];
    const notes = new Map<string, string>([[APPLY_DRAFTS_STORAGE.note, '{}']]);
    vi.stubGlobal('indexedDB', { deleteDatabase: (name: string) => deleted.push(name) });
    vi.stubGlobal('localStorage', { removeItem: (key: string) => notes.delete(key) });
    try {
      const expiring = setup({
        'POST /api/auth/login': { status: 200, body: answer(1) },
        'POST /api/auth/refresh-token': { status: 401, body: { message: 'x', code: 'UNAUTHORIZED' } },
      });
      await expiring.client.account.login({ email: 'a@b.co', password: 'x', token: 't' });
      await expect(expiring.client.account.refresh()).rejects.toMatchObject({ code: 'SESSION_EXPIRED' });
      expect(deleted).toEqual([]);
      const ok = setup({
        'POST /api/auth/login': { status: 200, body: answer(1) },
        'POST /api/auth/logout': { status: 200, body: { message: 'ok' } },
      });
      await ok.client.account.login({ email: 'a@b.co', password: 'x', token: 't' });
      await ok.client.account.logout();
      expect(deleted).toEqual([APPLY_DRAFTS_STORAGE.database]);
      expect(notes.size).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the session when the refresh gets no answer (no connection), and refreshes once it comes back', async () => {
    let clock = NOW;
    let online = false;
    const { client } = setup(
      {
        'POST /api/auth/login': { status: 200, body: answer(1) },
        'POST /api/auth/refresh-token': () => (online ? { status: 200, body: answer(2) } : 'network-error'),
        'GET /api/profile': { status: 200, body: profile },
      },
      () => clock,
    );
    await client.account.login({ email: 'a@b.co', password: 'x', token: 't' });
    clock = NOW + 1_000_000; // past expiry
    await expect(client.account.profile()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(client.session.read()?.refreshToken).toBe('refresh-1');
    online = true;
    await expect(client.account.profile()).resolves.toEqual(profile);
    expect(client.session.read()?.refreshToken).toBe('refresh-2');
  });

  it('refreshes shortly before expiry and retries with the new token', async () => {
    let clock = NOW;
    const { client, requests } = setup(
      {
        'POST /api/auth/login': { status: 200, body: answer(1) },
        'POST /api/auth/refresh-token': { status: 200, body: answer(2) },
        'GET /api/profile': { status: 200, body: profile },
      },
      () => clock,
    );
    await client.account.login({ email: 'a@b.co', password: 'x', token: 't' });
    clock = NOW + 880_000; // 20 s before expiry: inside the refresh margin
    await client.account.profile();
    expect(requests.map((r) => `${r.method} ${new URL(r.url, 'http://x').pathname}`)).toEqual([
      'POST /api/auth/login',
      'POST /api/auth/refresh-token',
      'GET /api/profile',
    ]);
    expect(requests[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(requests[2]?.headers.authorization).toBe('Bearer access-2');
  });

  it('gives each language view its own Accept-Language, with one session and one refresh for all', async () => {
    let clock = NOW;
    const { client, requests } = setup(
      {
        'POST /api/auth/login': { status: 200, body: answer(1) },
        'POST /api/auth/refresh-token': { status: 200, body: answer(2) },
        'GET /api/profile': { status: 200, body: profile },
      },
      () => clock,
    );
    const english = client.inLanguage(() => 'en');
    await english.account.login({ email: 'a@b.co', password: 'x', token: 't' });
    expect(client.session.isAuthenticated()).toBe(true);
    clock = NOW + 880_000; // inside the refresh margin, for both at once
    await Promise.all([english.account.profile(), client.account.profile()]);
    const sent = requests.map(
      (r) => `${r.method} ${new URL(r.url, 'http://x').pathname} ${r.headers['accept-language']}`,
    );
    expect(sent.filter((line) => line.startsWith('POST /api/auth/refresh-token'))).toHaveLength(1);
    expect(sent.filter((line) => line.startsWith('GET /api/profile')).sort()).toEqual([
      'GET /api/profile en',
      'GET /api/profile fr',
    ]);
    expect(sent[0]).toBe('POST /api/auth/login en');
  });

  it('logs out when the refresh fails: the server is asked, the cookies cleared, the error says the session expired', async () => {
    const { client, requests } = setup({
      'POST /api/auth/login': { status: 200, body: answer(1) },
      'GET /api/profile': { status: 401, body: { message: 'x', code: 'UNAUTHORIZED' } },
      'POST /api/auth/refresh-token': { status: 401, body: { message: 'x', code: 'UNAUTHORIZED' } },
      'POST /api/auth/logout': { status: 401, body: { message: 'x', code: 'UNAUTHORIZED' } },
    });
    await client.account.login({ email: 'a@b.co', password: 'x', token: 't' });
    await expect(client.account.profile()).rejects.toMatchObject({
      status: 401,
      code: 'SESSION_EXPIRED',
      message: 'Votre session a expiré : reconnectez-vous pour continuer.',
    });
    expect(client.session.isAuthenticated()).toBe(false);
    const logout = requests.find((r) => r.url.endsWith('/api/auth/logout'));
    expect(logout?.headers.authorization).toBe('Bearer access-1');
    expect(logout?.headers['refresh-token']).toBe('refresh-1');
  });

  it('tells every subscriber when the session changes', async () => {
    const { client } = setup({ 'POST /api/auth/login': { status: 200, body: answer(1) } });
    const seen: Array<string | null> = [];
    client.session.subscribe((s) => seen.push(s?.user.firstName ?? null));
    await client.account.login({ email: 'a@b.co', password: 'x', token: 't' });
    client.session.clear();
    expect(seen).toEqual(['Awa', null]);
  });
});

/** A FIFO stand-in for the browser's Web Locks API, which Node does not have. */
function installWebLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    request: (_name: string, task: () => Promise<unknown>) => {
      const run = tail.then(task);
      tail = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(globalThis, 'navigator', { value: { locks }, configurable: true });
  return () => Reflect.deleteProperty(globalThis, 'navigator');
}

describe('refresh across tabs', () => {
  it('does not resend a refresh token another tab has already rotated', async () => {
    const uninstall = installWebLocks();
    const cookies = memoryCookieJar();
    const tabA = scriptedFetch({
      'POST /api/auth/login': { status: 200, body: answer(1) },
      'POST /api/auth/refresh-token': { status: 200, body: answer(2) },
    });
    const tabB = scriptedFetch({
      'POST /api/auth/refresh-token': { status: 401, body: { message: 'reuse', code: 'UNAUTHORIZED' } },
    });
    const a = createBaobabClient({ fetch: tabA.fetch, cookies, now: () => NOW });
    const b = createBaobabClient({ fetch: tabB.fetch, cookies, now: () => NOW });
    await a.account.login({ email: 'a@b.co', password: 'x', token: 't' });
    // Both tabs start from refresh-1; A holds the lock, B waits for it.
    const first = a.account.refresh();
    const second = b.account.refresh();
    await Promise.all([first, second]);
    uninstall();
    expect(tabA.requests.filter((r) => r.url.endsWith('/refresh-token'))).toHaveLength(1);
    expect(tabB.requests).toHaveLength(0);
    expect(b.session.read()?.accessToken).toBe('access-2');
  });
});

describe('data rights and alerts', () => {
  it('deletes the account with the session token, then ends the session here', async () => {
    const { client, requests } = setup({
      'POST /api/auth/login': { status: 200, body: answer(1) },
      'DELETE /api/account': { status: 200, body: { message: 'Votre compte et vos données ont été supprimés.' } },
    });
    await client.account.login({ email: 'awa@example.com', password: 'pw', token: 'captcha' });
    expect((await client.account.deleteAccount()).message).toContain('supprimés');
    expect(requests.at(-1)?.headers.authorization).toBe('Bearer access-1');
    expect(client.session.isAuthenticated()).toBe(false);
  });

  it('keeps the session when the deletion fails', async () => {
    const { client } = setup({
      'POST /api/auth/login': { status: 200, body: answer(1) },
      'DELETE /api/account': { status: 500, body: { message: 'Erreur', code: 'GENERIC' } },
    });
    await client.account.login({ email: 'awa@example.com', password: 'pw', token: 'captcha' });
    await expect(client.account.deleteAccount()).rejects.toMatchObject({ status: 500 });
    expect(client.session.isAuthenticated()).toBe(true);
  });

  it('saves an alert and writes to a company with the documented bodies', async () => {
    const alert = {
      id: '5b1f7a2e-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
      keyword: 'comptable',
      activityDomains: [],
      countryCode: 'SN',
      frequency: 'weekly',
      createdAt: '2026-11-23T10:00:00.000Z',
    };
    const message = { id: alert.id, author: 'candidate', body: 'Bonjour', createdAt: alert.createdAt };
    const { client, requests } = setup({
      'POST /api/auth/login': { status: 200, body: answer(1) },
      'POST /api/alerts': { status: 201, body: alert },
      'POST /api/chat/companies/acme/messages': { status: 201, body: message },
    });
    await client.account.login({ email: 'awa@example.com', password: 'pw', token: 'captcha' });
    expect(await client.account.createAlert({ keyword: 'comptable', countryCode: 'SN', frequency: 'weekly' })).toEqual(
      alert,
    );
    expect(requests.at(-1)?.body).toEqual({ keyword: 'comptable', countryCode: 'SN', frequency: 'weekly' });
    expect(await client.account.writeToCompany('acme', 'Bonjour')).toEqual(message);
    expect(requests.at(-1)?.body).toEqual({ body: 'Bonjour' });
  });
});
