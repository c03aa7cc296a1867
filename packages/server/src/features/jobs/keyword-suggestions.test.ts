import { keywordSuggestionsSchema } from '@baobab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTestApp } from '../../../test/catalogue-kit';
import type { TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await seededTestApp(200);
});
afterAll(() => t.close());

async function suggest(query: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url: `/api/jobs/suggestions?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return { res, suggestions: keywordSuggestionsSchema.parse(res.json()).suggestions };
}

describe('typing suggestions', () => {
  it('propose the domains in the language the URL names, titles in both', async () => {
    const fr = await suggest('keyword=ressources&lang=fr');
    expect(fr.suggestions).toContain('Ressources humaines');
    expect(fr.suggestions).not.toContain('Human Resources');
    const en = await suggest('keyword=human&lang=en');
    expect(en.suggestions).toContain('Human Resources');
    expect((await suggest('keyword=human&lang=fr')).suggestions).not.toContain('Human Resources');
    // An offer's title is written once, in its offer's language: proposed to every reader.
    const titles = (await suggest('keyword=compt&lang=en')).suggestions;
    expect(titles).toContainEqual(expect.stringMatching(/^Comptable/));
    // Without `lang`, the request's language as for every call.
    const asked = await suggest('keyword=human', { 'accept-language': 'en' });
    expect(asked.suggestions).toContain('Human Resources');
  });

  it('lead to offers: each one, searched, finds some (a domain whose words no offer has is left out)', async () => {
    for (const lang of ['fr', 'en'])
      for (const typed of ['compta', 'accounting', 'inf', 'ress', 'human', 'sal', 'ing', 'log', 'sant', 'health']) {
        for (const label of (await suggest(`keyword=${typed}&lang=${lang}`)).suggestions) {
          const res = await t.app.inject({
            method: 'POST',
            url: `/api/jobs/get-all-jobs?keyword=${encodeURIComponent(label)}`,
            payload: { limit: 1 },
          });
          expect((res.json() as { total: number }).total, `${lang} ${typed} → ${label}`).toBeGreaterThan(0);
        }
      }
  });

  it('may be kept by the browser a few minutes, the language being in the URL', async () => {
    const { res } = await suggest('keyword=ing&lang=fr');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(String(res.headers.vary)).toContain('accept-language');
  });
});
