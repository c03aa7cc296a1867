import { describe, expect, it } from 'vitest';
import { arrayRoute, company, heldClient, pagedRoute, range, testClient } from '../test-support/list-fixtures';
import { createCompanyListStore } from './company-list-store';

const LIST = 'POST /api/companies/list';
const BY_DOMAIN = 'POST /api/companies/filtered-companies-by-domain';
const companies = range(1, 40, (n) => company(n));

describe('company list store', () => {
  it('loads page 1 of 19 and appends the next pages on load more', async () => {
    const { client, requests } = testClient({ [LIST]: pagedRoute(companies) });
    const store = createCompanyListStore(client);
    await store.getState().reset();
    expect(requests[0]?.body).toEqual({ page: 1, limit: 19 });
    expect(store.getState()).toMatchObject({ total: 40, hasMore: true });
    await store.getState().loadMore();
    await store.getState().loadMore();
    expect(requests.map((r) => (r.body as { page: number }).page)).toEqual([1, 2, 3]);
    expect(store.getState()).toMatchObject({ page: 3, hasMore: false });
    expect(store.getState().items.map((c) => c.alias)).toEqual(companies.map((c) => c.alias));
  });

  it('filters by activity domain, pages through the filter, and reloads everything when tags are cleared', async () => {
    const { client, requests } = testClient({
      [LIST]: pagedRoute(companies),
      [BY_DOMAIN]: arrayRoute(companies.slice(0, 30)),
    });
    const store = createCompanyListStore(client);
    await store.getState().toggleTag(2);
    expect(requests[0]?.body).toEqual({ ids: [2], page: 1, limit: 19 });
    await store.getState().loadMore();
    expect(requests[1]?.body).toEqual({ ids: [2], page: 2, limit: 19 });
    expect(store.getState()).toMatchObject({ hasMore: false, total: null });
    expect(store.getState().items).toHaveLength(30);
    await store.getState().clearTags();
    expect(requests[2]).toMatchObject({ url: '/api/companies/list', body: { page: 1, limit: 19 } });
    expect(store.getState()).toMatchObject({ page: 1, total: 40, query: { tagIds: [] } });
  });

  it('reset returns to page 1 and clear drops the filter', async () => {
    const { client, requests } = testClient({ [LIST]: pagedRoute(companies), [BY_DOMAIN]: arrayRoute(companies) });
    const store = createCompanyListStore(client);
    await store.getState().toggleTag(2);
    await store.getState().loadMore();
    await store.getState().reset();
    expect(requests[2]).toMatchObject({ body: { ids: [2], page: 1 } });
    await store.getState().clear();
    expect(requests[3]).toMatchObject({ url: '/api/companies/list', body: { page: 1 } });
    expect(store.getState()).toMatchObject({ page: 1, query: { tagIds: [] } });
  });

  it('a failed list gives an empty result with total 0, silently', async () => {
    const { client } = testClient({ [LIST]: { status: 503 } });
    const store = createCompanyListStore(client);
    await store.getState().reset();
    expect(store.getState()).toMatchObject({ items: [], total: 0, hasMore: false, status: 'loaded' });
  });

  it('ignores a stale answer', async () => {
    const { client, release } = heldClient({ [LIST]: pagedRoute(companies), [BY_DOMAIN]: arrayRoute([company(7)]) });
    const store = createCompanyListStore(client);
    const all = store.getState().reset();
    const filtered = store.getState().toggleTag(2);
    release(1);
    await filtered;
    release(0);
    await all;
    expect(store.getState().items.map((c) => c.alias)).toEqual(['company-7']);
  });
});
