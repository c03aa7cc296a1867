import { describe, expect, it } from 'vitest';
import { createBaobabClient } from './index';
import { keywordSuggestions } from './suggestions';
import { scriptedFetch } from './test-fetch';

describe('keywordSuggestions', () => {
  it('asks for the keyword in the language given and answers the labels', async () => {
    const { fetch, requests } = scriptedFetch({
      'GET /api/jobs/suggestions': { status: 200, body: { suggestions: ['Comptable', 'Accounting & Audit'] } },
    });
    const client = createBaobabClient({ baseUrl: 'https://api.test', fetch, locale: () => 'fr' });
    await expect(keywordSuggestions(client.http, 'compt', 'en')).resolves.toEqual(['Comptable', 'Accounting & Audit']);
    expect(requests[0]?.url).toBe('https://api.test/api/jobs/suggestions?keyword=compt&lang=en');
  });

  it('fails like any call when the answer is not the contract', async () => {
    const { fetch } = scriptedFetch({ 'GET /api/jobs/suggestions': { status: 200, body: { labels: [] } } });
    const client = createBaobabClient({ baseUrl: 'https://api.test', fetch });
    await expect(keywordSuggestions(client.http, 'compt', 'fr')).rejects.toMatchObject({ code: 'BAD_ANSWER' });
  });
});
