import { describe, expect, it } from 'vitest';
import { heldClient, job, pagedRoute, range, testClient } from '../test-support/list-fixtures';
import { createJobListStore, isJobFilterActive, showsCallToAction, showsNoMatch } from './job-list-store';

const ALL = 'POST /api/jobs/get-all-jobs';
const SEARCH = 'POST /api/jobs/search';
const COMPANY_JOBS = 'POST /api/companies/acme/jobs';
const jobs = range(1, 45, (n) => job(n));
const titles = (items: { title: string }[]) => items.map((j) => j.title);

describe('job list store', () => {
  it('loads page 1 of 20, asking no order (the server lists newest first, or by relevance for a keyword)', async () => {
    const { client, requests } = testClient({ [ALL]: pagedRoute(jobs) });
    const store = createJobListStore(client);
    await store.getState().reset();
    expect(requests[0]?.body).toEqual({ page: 1, limit: 20 });
    expect(store.getState()).toMatchObject({ page: 1, total: 45, hasMore: true, status: 'loaded' });
    expect(store.getState().items).toHaveLength(20);
  });

  it('appends the next page on load more, until the last page', async () => {
    const { client, requests } = testClient({ [ALL]: pagedRoute(jobs) });
    const store = createJobListStore(client);
    await store.getState().reset();
    await store.getState().loadMore();
    expect(requests[1]?.body).toMatchObject({ page: 2, limit: 20 });
    expect(store.getState().items).toHaveLength(40);
    await store.getState().loadMore();
    expect(store.getState()).toMatchObject({ page: 3, hasMore: false });
    expect(titles(store.getState().items)).toEqual(titles(jobs));
    await store.getState().loadMore();
    expect(requests).toHaveLength(3);
  });

  it('never shows a job twice when pages overlap', async () => {
    // A job published between two loads shifts the pages: page 2 then repeats page 1's last job.
    const { client } = testClient({
      [ALL]: (req) => {
        const page = (req.body as { page: number }).page;
        const results = page === 1 ? range(1, 20, (n) => job(n)) : range(20, 39, (n) => job(n));
        return { status: 200, body: { results, total: 40, page, limit: 20, totalPages: 2 } };
      },
    });
    const store = createJobListStore(client);
    await store.getState().reset();
    await store.getState().loadMore();
    expect(store.getState().items).toHaveLength(39);
  });

  it('re-runs the keyword search at the next page on load more, and appends', async () => {
    const { client, requests } = testClient({ [ALL]: pagedRoute(jobs) });
    const store = createJobListStore(client);
    await store.getState().search('  comptable  ');
    await store.getState().loadMore();
    expect(requests.map((r) => [r.url, r.body])).toEqual([
      ['/api/jobs/get-all-jobs?keyword=comptable', expect.objectContaining({ page: 1 })],
      ['/api/jobs/get-all-jobs?keyword=comptable', expect.objectContaining({ page: 2 })],
    ]);
    expect(store.getState().items).toHaveLength(40);
  });

  it('starts a search from page 1', async () => {
    const { client, requests } = testClient({ [ALL]: pagedRoute(jobs) });
    const store = createJobListStore(client);
    await store.getState().reset();
    await store.getState().loadMore();
    await store.getState().search('dev');
    expect(requests[2]?.body).toMatchObject({ page: 1 });
    expect(store.getState()).toMatchObject({ page: 1, query: { keyword: 'dev', tagIds: [] } });
    expect(store.getState().items).toHaveLength(20);
  });

  it('reset returns to page 1 of the same query', async () => {
    const { client, requests } = testClient({ [ALL]: pagedRoute(jobs) });
    const store = createJobListStore(client);
    await store.getState().search('dev');
    await store.getState().loadMore();
    await store.getState().reset();
    expect(requests[2]).toMatchObject({ url: '/api/jobs/get-all-jobs?keyword=dev', body: { page: 1 } });
    expect(store.getState()).toMatchObject({ page: 1, hasMore: true });
    expect(store.getState().items).toHaveLength(20);
  });

  it('filters by activity domain with the keyword, and hides the CTA while a tag is selected', async () => {
    const { client, requests } = testClient({ [ALL]: pagedRoute(jobs), [SEARCH]: pagedRoute(jobs.slice(0, 25)) });
    const store = createJobListStore(client);
    await store.getState().reset();
    expect(showsCallToAction(store.getState())).toBe(true);
    await store.getState().search('dev');
    await store.getState().toggleTag(3);
    expect(requests[2]?.body).toEqual({ ids: [3], keyword: 'dev', page: 1, limit: 20 });
    // The total of the filter, not the number loaded: '25 offres' over a first page of 20.
    expect(store.getState()).toMatchObject({ total: 25, hasMore: true });
    expect(showsCallToAction(store.getState())).toBe(false);
    await store.getState().loadMore();
    expect(requests[3]?.body).toEqual({ ids: [3], keyword: 'dev', page: 2, limit: 20 });
    expect(store.getState()).toMatchObject({ hasMore: false });
    expect(store.getState().items).toHaveLength(25);
  });

  it('toggling a selected tag again removes it', async () => {
    const { client } = testClient({ [ALL]: pagedRoute(jobs), [SEARCH]: pagedRoute(jobs) });
    const store = createJobListStore(client);
    await store.getState().toggleTag(3);
    await store.getState().toggleTag(5);
    expect(store.getState().query.tagIds).toEqual([3, 5]);
    await store.getState().toggleTag(3);
    expect(store.getState().query.tagIds).toEqual([5]);
  });

  it('clearing the tags reloads the unfiltered list', async () => {
    const { client, requests } = testClient({ [ALL]: pagedRoute(jobs), [SEARCH]: pagedRoute(jobs.slice(0, 2)) });
    const store = createJobListStore(client);
    await store.getState().toggleTag(3);
    await store.getState().clearTags();
    expect(requests.at(-1)?.url).toBe('/api/jobs/get-all-jobs');
    expect(store.getState()).toMatchObject({ total: 45, query: { tagIds: [] } });
    expect(showsCallToAction(store.getState())).toBe(true);
  });

  it('a combined filter with no result gives an empty list, the CTA and the no-match message', async () => {
    const { client } = testClient({ [ALL]: pagedRoute(jobs), [SEARCH]: pagedRoute([]) });
    const store = createJobListStore(client);
    await store.getState().search('plombier');
    await store.getState().toggleTag(3);
    expect(store.getState()).toMatchObject({ items: [], hasMore: false, status: 'loaded' });
    expect(showsNoMatch(store.getState())).toBe(true);
    expect(showsCallToAction(store.getState())).toBe(true);
  });

  it('clear resets keyword, tags and page', async () => {
    const { client, requests } = testClient({ [ALL]: pagedRoute(jobs), [SEARCH]: pagedRoute(jobs) });
    const store = createJobListStore(client);
    await store.getState().search('dev');
    await store.getState().toggleTag(3);
    await store.getState().loadMore();
    await store.getState().clear();
    expect(requests.at(-1)).toMatchObject({ url: '/api/jobs/get-all-jobs', body: { page: 1 } });
    expect(store.getState()).toMatchObject({ page: 1, total: 45, query: { keyword: '', tagIds: [] } });
    expect(isJobFilterActive(store.getState().query)).toBe(false);
    expect(store.getState().items).toHaveLength(20);
  });

  it('ignores a stale answer: the newest search wins', async () => {
    const { client, release } = heldClient({
      [ALL]: (req) => pagedRoute(req.url.includes('second') ? [job(2)] : [job(1)])(req),
    });
    const store = createJobListStore(client);
    const first = store.getState().search('first');
    const second = store.getState().search('second');
    release(1);
    await second;
    release(0);
    await first;
    expect(titles(store.getState().items)).toEqual(['Job 2']);
    expect(store.getState().query.keyword).toBe('second');
  });

  it('drops a load-more answer that arrives after a new search', async () => {
    const { client, release } = heldClient({ [ALL]: pagedRoute(jobs) });
    const store = createJobListStore(client);
    const first = store.getState().reset();
    release(0);
    await first;
    const more = store.getState().loadMore();
    const search = store.getState().search('dev');
    release(2);
    await search;
    release(1);
    await more;
    expect(store.getState()).toMatchObject({ page: 1, status: 'loaded' });
    expect(store.getState().items).toHaveLength(20);
  });

  it('a failed fetch gives an empty list, silently', async () => {
    const { client } = testClient({ [ALL]: 'network-error' });
    const store = createJobListStore(client);
    await store.getState().reset();
    expect(store.getState()).toMatchObject({ items: [], total: 0, hasMore: false, status: 'loaded' });
  });

  describe('scoped to one company', () => {
    const acme = range(1, 25, (n) => job(n));

    it('lists the company jobs', async () => {
      const { client, requests } = testClient({ [COMPANY_JOBS]: pagedRoute(acme) });
      const store = createJobListStore(client, { company: 'acme' });
      await store.getState().reset();
      await store.getState().loadMore();
      expect(requests.map((r) => r.body)).toEqual([
        { page: 1, limit: 20 },
        { page: 2, limit: 20 },
      ]);
      expect(store.getState().items).toHaveLength(25);
    });

    it("searches and filters by domain through the company's own jobs call", async () => {
      const { client, requests } = testClient({ [COMPANY_JOBS]: pagedRoute(acme.slice(0, 3)) });
      const store = createJobListStore(client, { company: 'acme' });
      await store.getState().search('dev');
      await store.getState().toggleTag(3);
      expect(requests.map((r) => r.body)).toEqual([
        { page: 1, limit: 20, keyword: 'dev' },
        { page: 1, limit: 20, keyword: 'dev', ids: [3] },
      ]);
      expect(titles(store.getState().items)).toEqual(['Job 1', 'Job 2', 'Job 3']);
    });

    it('a failed company fetch gives an empty list, silently', async () => {
      const { client } = testClient({ [COMPANY_JOBS]: { status: 500, body: { message: 'boom', code: 'GENERIC' } } });
      const store = createJobListStore(client, { company: 'acme' });
      await store.getState().reset();
      expect(store.getState()).toMatchObject({ items: [], hasMore: false, status: 'loaded' });
    });
  });
});
