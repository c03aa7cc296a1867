import { UNREGISTERED_ORIGIN_HEADER } from '@baobab/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBaobabClient } from './index';
import { scriptedFetch } from './test-fetch';

const BOARD = 'https://jobs.example.org';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a page whose origin the API does not know', () => {
  it('learns the board from any answer, and its developer is told once with the command to run', async () => {
    vi.stubGlobal('location', { origin: 'https://careers.example.com' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fetch } = scriptedFetch({
      'GET /api/tags/all': { status: 200, body: [], headers: { [UNREGISTERED_ORIGIN_HEADER]: BOARD } },
    });
    const client = createBaobabClient({ baseUrl: BOARD, fetch });
    expect(client.board()).toBeUndefined();
    await client.catalogue.tags();
    await client.inLanguage(() => 'en').catalogue.tags('teranga-digital');
    expect(client.board()).toBe(BOARD);
    expect(client.inLanguage(() => 'en').board()).toBe(BOARD);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    // Once a page, however many answers say it, and whichever client heard it.
    (await import('./warn-unregistered')).warnUnregistered(BOARD);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('npx -y pnpm@10 origins add <company-alias> https://careers.example.com');
  });

  it('stays quiet and keeps no board where answers carry no such header', async () => {
    const { fetch, requests } = scriptedFetch({ 'GET /api/tags/all': { status: 200, body: [] } });
    const client = createBaobabClient({ fetch });
    await client.catalogue.tags('teranga-digital');
    expect(requests[0]?.url).toBe('/api/tags/all?company=teranga-digital');
    expect(client.board()).toBeUndefined();
  });
});
