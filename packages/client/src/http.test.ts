import { resources } from '@baobab/core';
import { describe, expect, it } from 'vitest';
import { createBaobabClient, memoryCookieJar } from './index';
import { sessionAnswer } from './test-fetch';

/**
 * A fetch whose answer to every call but the login starts (status and headers arrive) and then
 * stops: its body gives `sent` and fails as a dropped connection does, or ends there.
 */
function replies(sent: string, how: 'cut' | 'ended') {
  return async (input: RequestInfo | URL) => {
    if (String(input).endsWith('/api/auth/login')) return Response.json(sessionAnswer);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(sent));
        if (how === 'cut') controller.error(new TypeError('network error'));
        else controller.close();
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  };
}

const update = {
  firstName: 'Awa',
  lastName: 'Diop',
  phone: null,
  headline: '',
  city: 'Thiès',
  countryCode: null,
  locale: 'en' as const,
};

async function signedIn(fetch: typeof globalThis.fetch, locale: 'fr' | 'en') {
  const client = createBaobabClient({ fetch, cookies: memoryCookieJar(), locale: () => locale });
  await client.account.login({ email: 'a@b.co', password: 'x', token: 't' });
  return client;
}

describe('an answer cut on its way', () => {
  it('is a lost call (NETWORK, the catalogue message), never an empty answer, in fr and en', async () => {
    const fr = await signedIn(replies('{"id":"0d4b9f8e', 'cut'), 'fr');
    await expect(fr.account.profile()).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: resources.fr.translation.errors.generic,
    });
    const en = await signedIn(replies('{"firstName":"A', 'cut'), 'en');
    await expect(en.account.updateProfile(update)).rejects.toMatchObject({
      code: 'NETWORK',
      message: resources.en.translation.errors.generic,
    });
  });

  it('keeps the session when the refresh answer is cut', async () => {
    const client = await signedIn(replies('{"user":', 'cut'), 'fr');
    await expect(client.account.refresh()).rejects.toMatchObject({ code: 'NETWORK' });
    expect(client.session.read()?.refreshToken).toBe('refresh-1');
  });

  it('tells a whole answer that is not JSON from a cut one', async () => {
    const client = await signedIn(replies('{"id":', 'ended'), 'fr');
    await expect(client.account.profile()).rejects.toMatchObject({ code: 'BAD_ANSWER' });
  });
});
