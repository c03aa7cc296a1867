import { type BaobabClient, createBaobabClient, memoryCookieJar } from '@baobab/client';
import { scriptedFetch } from '@baobab/client/testing';

/** The board's public address the config answer gives. */
export const BOARD_URL = 'https://baobab.jobs';

/**
 * Test support: a client as a widget on a partner's page has it, calling the board's API on another
 * origin (`apiBase`, or the page's own when '') whose config names the board's public address.
 */
export function clientWithConfig(apiBase = 'https://api.baobab.example'): BaobabClient {
  const scripted = scriptedFetch({
    'GET /api/config': {
      status: 200,
      body: {
        theme: 'default',
        onPremise: 0,
        recruiterSpaceUrl: 'https://recruteur.baobab.jobs',
        locales: ['fr', 'en'],
        defaultLocale: 'fr',
        publicUrl: BOARD_URL,
        version: '1.0.0',
      },
    },
  });
  return createBaobabClient({ baseUrl: apiBase, fetch: scripted.fetch, cookies: memoryCookieJar() });
}
