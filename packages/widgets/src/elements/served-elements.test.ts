import { describe, expect, it } from 'vitest';
import { markupUrl } from './served-elements';

const list = (attributes: Record<string, string>) => {
  const host = document.createElement('baobab-job-list');
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  return host;
};

// The one rule baobab.js (a copy of this module, made by the CDN build) and the element ask by:
// the element takes baobab.js's early answer only for the same address.
describe('markupUrl', () => {
  const board = 'https://jobs.example.org';

  it("puts api-base, lang, theme, color-mode (the attribute over the page default), then the element's other attributes in their order, empty ones left out", () => {
    const host = list({ company: 'acme', theme: 'gouv', 'job-href': '/jobs/{slug}', lang: '' });
    expect(markupUrl(board, host, { lang: 'en', colorMode: 'dark', nonce: 'n0' })).toBe(
      `${board}/api/widgets/baobab-job-list/shadow?theme=gouv&color-mode=dark&company=acme&job-href=%2Fjobs%2F%7Bslug%7D`,
    );
  });

  it('leaves the board the script came from out as an API base (a partner writes the address in a preload link)', () => {
    expect(markupUrl(board, list({ company: 'acme' }), { apiBase: board })).toBe(
      `${board}/api/widgets/baobab-job-list/shadow?company=acme`,
    );
    expect(markupUrl(board, list({ 'api-base': board }), {})).toBe(`${board}/api/widgets/baobab-job-list/shadow?`);
  });

  it('asks another API base (a page default or the attribute, which wins) and names it', () => {
    expect(markupUrl(board, list({}), { apiBase: 'https://api.test' })).toBe(
      'https://api.test/api/widgets/baobab-job-list/shadow?api-base=https%3A%2F%2Fapi.test',
    );
    expect(markupUrl(board, list({ 'api-base': '/baobab' }), { apiBase: 'https://api.test' })).toBe(
      '/baobab/api/widgets/baobab-job-list/shadow?api-base=%2Fbaobab',
    );
  });
});
