import { describe, expect, it } from 'vitest';
import { company, job, pagedRoute, range, testClient } from '../test-support/list-fixtures';
import { createJobListStore } from './job-list-store';
import { companyListSnapshot, jobListSnapshot } from './list-snapshot';

const ALL = 'POST /api/jobs/get-all-jobs';
const SEARCH = 'POST /api/jobs/search';
const jobs = range(1, 45, (n) => job(n));

describe('a list restored from its URL', () => {
  it('fetches the first pages of the keyword search together and joins them in order', async () => {
    const { client, requests } = testClient({ [ALL]: pagedRoute(jobs) });
    const snapshot = await jobListSnapshot(client, { keyword: 'dev', tagIds: [], pages: 2 });
    expect(requests.map((r) => [r.url, (r.body as { page: number }).page]).sort()).toEqual([
      ['/api/jobs/get-all-jobs?keyword=dev', 1],
      ['/api/jobs/get-all-jobs?keyword=dev', 2],
    ]);
    expect(snapshot).toMatchObject({ query: { keyword: 'dev', tagIds: [] }, pages: 2, total: 45, hasMore: true });
    expect(snapshot.items.map((j) => j.id)).toEqual(jobs.slice(0, 40).map((j) => j.id));
  });

  it('uses the paged search with tags, and a store seeded with it loads the page after', async () => {
    const { client, requests } = testClient({ [SEARCH]: pagedRoute(jobs) });
    const snapshot = await jobListSnapshot(client, { keyword: '', tagIds: [3], pages: 2 });
    expect(requests.every((r) => (r.body as { ids: number[] }).ids[0] === 3)).toBe(true);
    const store = createJobListStore(client, {}, snapshot);
    expect(store.getState()).toMatchObject({ status: 'loaded', page: 2, query: { tagIds: [3] } });
    await store.getState().loadMore();
    expect(requests.at(-1)?.body).toMatchObject({ ids: [3], page: 3, limit: 20 });
    expect(store.getState().items).toHaveLength(45);
    expect(store.getState().hasMore).toBe(false);
  });

  it('counts a failed page as empty, as a failed list fetch shows nothing', async () => {
    const { client } = testClient({ 'POST /api/companies/list': () => ({ status: 500, body: {} }) });
    const snapshot = await companyListSnapshot(client, { keyword: '', tagIds: [], pages: 3 });
    expect(snapshot).toMatchObject({ items: [], hasMore: false, pages: 3 });
  });

  it('restores the company list by its pages', async () => {
    const companies = range(1, 30, (n) => company(n));
    const { client } = testClient({ 'POST /api/companies/list': pagedRoute(companies) });
    const snapshot = await companyListSnapshot(client, { keyword: 'ignored', tagIds: [], pages: 2 });
    expect(snapshot.items).toHaveLength(30);
    expect(snapshot).toMatchObject({ query: { tagIds: [] }, hasMore: false });
  });
});
