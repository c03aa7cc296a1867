import { type BaobabClient, createBaobabClient } from '@baobab/client';
import type { Locale } from '@baobab/core';

const clients = new Map<string, BaobabClient>();

/**
 * One client per API origin per page: every widget pointing at the same `api-base` shares its
 * session cookies, its refresh and its page store. Each call answers a view whose calls carry the
 * language of `locale` (read per call), so two widgets in two languages each get their own.
 */
export function pageClient(apiBase: string, locale: () => Locale): BaobabClient {
  const key = apiBase.replace(/\/$/, '');
  let client = clients.get(key);
  if (!client) {
    client = createBaobabClient({ baseUrl: key });
    clients.set(key, client);
  }
  return client.inLanguage(locale);
}
