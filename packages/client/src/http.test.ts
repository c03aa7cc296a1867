import { resources } from '@baobab/core';
import { describe, expect, it } from 'vitest';
import { createBaobabClient, memoryCookieJar } from './index';
import { sessionAnswer } from './test-fetch';

const profile = {
  ...sessionAnswer.user,
  headline: '',
  city: 'Thiès',
  countryCode: null,
  locale: 'fr',
  newsletter: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/**
 * A fetch that signs in, then answers every call with `body` while `cut` says the network holds:
 * otherwise the answer starts (status and headers arrive) and its body stops halfway, failing as a
 * dropped connection does.
 */
function network(body: unknown) {
  const state = { cut: true };
  const fetch = async (input: RequestInfo | URL) => {
    if (String(input).endsWith('/api/auth/login')) return Response.json(sessionAnswer);
    if (!state.cut) return Response.json(body);
    const text = JSON.stringify(body);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text.slice(0, text.length / 2)));
        controller.error(new TypeError('network error'));
      },
    });
    return new Response(stream, { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, state };
}

async function signedIn(fetch: typeof globalThis.fetch, locale: 'fr' | 'en') {
  const client = createBaobabClient({ fetch, cookies: memoryCookieJar(), locale: () => locale });
  await client.account.login({ email: 'a@b.co', password: 'x', token: 't' });
  return client;
}

describe('an answer cut on its way', () => {
  it('is a lost call (NETWORK, the catalogue message), never an empty answer; the next try reads it', async () => {
    const fr = network(profile);
    const client = await signedIn(fr.fetch, 'fr');
    await expect(client.account.profile()).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: resources.fr.translation.errors.generic,
    });
    fr.state.cut = false;
    await expect(client.account.profile()).resolves.toEqual(profile);
  });

  it('says so in English for a save', async () => {
    const en = network({ ...profile, locale: 'en' });
    const client = await signedIn(en.fetch, 'en');
    const { id, email, newsletter, createdAt, ...update } = { ...profile, locale: 'en' as const };
    await expect(client.account.updateProfile(update)).rejects.toMatchObject({
      code: 'NETWORK',
      message: resources.en.translation.errors.generic,
    });
  });

  it('keeps the session when the refresh answer is cut', async () => {
    const client = await signedIn(network(sessionAnswer).fetch, 'fr');
    await expect(client.account.refresh()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(client.session.read()?.refreshToken).toBe('refresh-1');
  });
});
