import { type Company, companySchema } from '@baobab/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteLanguage } from '../i18n/site-i18n';
import { CompanyShowcase } from './company-showcase';

const company = (perks: Company['perks']): Company =>
  companySchema.parse({
    id: '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f',
    alias: 'acme-sa',
    name: 'Acme SA',
    logo: null,
    tagline: '',
    countries: ['SN'],
    activityDomains: [],
    jobCount: 0,
    verified: false,
    cover: null,
    description: 'Acme.',
    size: '11-50',
    website: null,
    socials: {},
    spontaneousApplications: false,
    lang: 'fr',
    perks,
  });

const render = (path: string, perks: Company['perks']) =>
  renderToString(
    <MemoryRouter initialEntries={[path]}>
      <CompanyShowcase
        company={company(perks)}
        base="/entreprises/acme-sa"
        publications={[]}
        publicationHref={() => ''}
      />
    </MemoryRouter>,
  );

beforeAll(() => Promise.all([loadSiteLanguage('fr'), loadSiteLanguage('en')]));

describe('the company showcase: what the company offers', () => {
  const perks = [
    { title: 'Formation continue', text: 'Un budget pour chacun.' },
    { title: 'Cantine subventionnée', text: '' },
  ];

  it('lists the perks in their order under their heading, a text only where one was given', () => {
    const html = render('/entreprises/acme-sa', perks);
    expect(html).toContain('<h2 id="bj-perks-title">Ce que nous offrons</h2>');
    expect(html.indexOf('Formation continue')).toBeLessThan(html.indexOf('Cantine subventionnée'));
    expect(html).toContain('<p class="bj-muted">Un budget pour chacun.</p>');
    expect(html.match(/<p class="bj-muted">/g)).toHaveLength(1);
    expect(render('/en/entreprises/acme-sa', perks)).toContain('What we offer');
  });

  it('renders no section when the company gave none', () => {
    const html = render('/entreprises/acme-sa', []);
    expect(html).not.toContain('bj-perks');
    expect(html).not.toContain('Ce que nous offrons');
  });
});
