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
    const fr = await suggest('keyword=compta&lang=fr');
    expect(fr.suggestions).toContain('Comptabilité et audit');
    expect(fr.suggestions).not.toContain('Accounting & Audit');
    const en = await suggest('keyword=accounting&lang=en');
    expect(en.suggestions).toContain('Accounting & Audit');
    expect(en.suggestions).not.toContain('Comptabilité et audit');
    // An offer's title is written once, in its offer's language: proposed to every reader.
    const titles = (await suggest('keyword=compt&lang=en')).suggestions;
    expect(titles).toContainEqual(expect.stringMatching(/^Comptable/));
    // Without `lang`, the request's language as for every call.
    const asked = await suggest('keyword=accounting', { 'accept-language': 'en' });
    expect(asked.suggestions).toContain('Accounting & Audit');
  });

  it('may be kept by the browser a few minutes, the language being in the URL', async () => {
    const { res } = await suggest('keyword=ing&lang=fr');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(String(res.headers.vary)).toContain('accept-language');
  });
});
