import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCompany, insertJob } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { urlset } from './sitemap-xml';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://baobab.test' });
  const company = await insertCompany(t.services.db, { alias: 'teranga' });
  await insertJob(t.services.db, company.id, { slug: 'ingenieur-public' });
  await insertJob(t.services.db, company.id, { slug: 'offre-privee', private: true });
  await insertJob(t.services.db, company.id, { slug: 'offre-fermee', closed: true });
});
afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it('lists each public page in fr and en with hreflang alternates', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain('<loc>https://baobab.test/jobs/ingenieur-public</loc>');
    expect(xml).toContain('<loc>https://baobab.test/en/jobs/ingenieur-public</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://baobab.test/jobs/ingenieur-public"');
    expect(xml).toContain('<loc>https://baobab.test/entreprises/teranga</loc>');
    expect(xml).toContain('<loc>https://baobab.test/emploi-senegal</loc>');
    expect(xml).toContain('<loc>https://baobab.test/en</loc>');
    expect(xml).toContain('<loc>https://baobab.test/medias/articles</loc>');
    expect(xml).not.toContain('/profil');
  });

  it('lists the accessibility statement under its French and English addresses', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).toContain('<loc>https://baobab.test/accessibilite</loc>');
    expect(xml).toContain('<loc>https://baobab.test/en/accessibility</loc>');
    expect(xml).toContain('hreflang="en" href="https://baobab.test/en/accessibility"');
    expect(xml).not.toContain('/en/accessibilite');
  });

  it('never lists private or closed offers', async () => {
    const xml = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(xml).not.toContain('offre-privee');
    expect(xml).not.toContain('offre-fermee');
  });
});

describe('sitemap files', () => {
  it('writes a urlset the protocol accepts, escaping URLs', () => {
    const xml = urlset('https://x.test', [{ path: '/jobs/a&b', lastmod: '2026-01-02T10:00:00.000Z' }]);
    expect(xml).toContain('<loc>https://x.test/jobs/a&amp;b</loc><lastmod>2026-01-02</lastmod>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    expect((await t.app.inject({ url: '/sitemaps/9.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/sitemaps/0.xml' })).statusCode).toBe(200);
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling, keeps the API and personal pages out, and points to the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /profil');
    expect(res.body).toContain('Sitemap: https://baobab.test/sitemap.xml');
  });
});

describe('sitemap index past 50 000 URLs', () => {
  it('splits the offers into files of 25 000 pages (50 000 URLs)', async () => {
    const big = await createTestApp({ PUBLIC_URL: 'https://baobab.test' });
    try {
      const company = await insertCompany(big.services.db, { alias: 'grande' });
      await insertJob(big.services.db, company.id, { slug: 'modele' });
      // 25 000 more rows copied in SQL from the one fixture: fast, and real rows the queries read.
      await big.services.db.query(
        `insert into jobs (id, slug, title, excerpt, description, best_candidate_profil, company_id, country_code, city,
           contract_type, remote, publication_date, valid_through, search_text, lang)
         select gen_random_uuid(), 'offre-' || n, title, excerpt, description, best_candidate_profil, company_id,
           country_code, city, contract_type, remote, publication_date, valid_through, search_text, lang
         from jobs, generate_series(1, 25000) n where slug = 'modele'`,
      );
      const index = (await big.app.inject({ url: '/sitemap.xml' })).body;
      expect(index).toContain('<sitemapindex');
      expect(index).toContain('https://baobab.test/sitemaps/0.xml');
      expect(index).toContain('https://baobab.test/sitemaps/2.xml');
      expect(index).not.toContain('sitemaps/3.xml');
      const second = (await big.app.inject({ url: '/sitemaps/2.xml' })).body;
      expect(second.match(/<url>/g)).toHaveLength(2);
    } finally {
      await big.close();
    }
  }, 120_000);
});
