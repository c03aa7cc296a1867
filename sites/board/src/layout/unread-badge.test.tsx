import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteLanguage } from '../i18n/site-i18n';
import type { Unread } from '../session/unread-messages';
import { UnreadBadge } from './unread-badge';

const render = (path: string, unread: Unread | null, row = false) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <UnreadBadge unread={unread} row={row} />
    </MemoryRouter>,
  );

beforeAll(() => Promise.all([loadSiteLanguage('fr'), loadSiteLanguage('en')]));

describe('unread badge', () => {
  it('shows the count, labelled in French, linking to the thread in the company’s chat tab', () => {
    const html = render('/profil', { count: 3, alias: 'acme-sa' });
    expect(html).toContain('href="/entreprises/acme-sa/chat#fil"');
    expect(html).toContain('aria-label="3 messages non lus"');
    expect(html).toMatch(/<span aria-hidden="true">3<\/span>/);
  });

  it('keeps the English page in English', () => {
    const html = render('/en/profil', { count: 1, alias: 'acme-sa' });
    expect(html).toContain('href="/en/entreprises/acme-sa/chat#fil"');
    expect(html).toContain('aria-label="1 unread message"');
  });

  it('spells the count out as a row of the mobile menu', () => {
    const html = render('/en/jobs', { count: 2, alias: 'acme-sa' }, true);
    expect(html).toContain('href="/en/entreprises/acme-sa/chat#fil"');
    expect(html).toMatch(/>2 unread messages<\/a>$/);
    expect(html).not.toContain('aria-label');
  });

  it('renders nothing at 0 or without a count', () => {
    expect(render('/profil', { count: 0, alias: 'acme-sa' })).toBe('');
    expect(render('/profil', null, true)).toBe('');
  });
});
