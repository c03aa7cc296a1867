import type { BaobabClient } from '@baobab/client';

/**
 * A `fetch` for ALTCHA's own challenge request that asks the page's client instead: the challenge
 * then comes from the widget's `api-base`, in its language, like every other call of the widget.
 */
export function challengeFetch(client: BaobabClient): typeof fetch {
  return async () =>
    new Response(JSON.stringify(await client.catalogue.captchaChallenge()), {
      headers: { 'content-type': 'application/json' },
    });
}
