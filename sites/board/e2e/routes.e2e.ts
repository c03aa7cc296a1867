import { pathInLocale, resources } from '@baobab/core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_RECRUITERS } from '../../../packages/server/src/seed/demo-recruiters';
import { demoDataSet } from '../../../packages/server/src/seed/seed';
import { routePaths, type Samples, samples } from './support/samples';

/**
 * The route map over HTTP, as a crawler sees it (no JavaScript): every route of docs/product.md §2 in both
 * languages, the 404s and the validity rule, the redirect table, the SEO head and JSON-LD.
 */
const fr = resources.fr.translation;
const en = resources.en.translation;

let origin: string;
let s: Samples;

/** Text as React writes it in HTML (apostrophes and quotes escaped). */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}${path}`, { redirect: 'manual', headers: { 'accept-language': 'fr', ...headers } });
const html = async (path: string) => (await get(path)).text();
const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
  );

beforeAll(async () => {
  origin = inject('site').origin;
  s = await samples(origin);
});

describe('every route of docs/product.md §2', () => {
  it('renders in French and English with its content in the server HTML', async () => {
    for (const [name, path] of Object.entries(routePaths(s))) {
      if (name === 'profil') continue;
      for (const [prefix, lang] of [
        ['', 'fr'],
        ['/en', 'en'],
      ] as const) {
        const url = prefix && path === '/' ? prefix : `${prefix}${pathInLocale(lang, path)}`;
        const res = await get(url);
        expect(res.status, url).toBe(200);
        const page = await res.text();
        expect(page, url).toContain(`<html lang="${lang}"`);
        expect(page, url).toMatch(/<h1[^>]*>[^<]+/);
      }
    }
  });

  it('sends /profil without a session to the login, and serves it with one', async () => {
    const res = await get('/profil?tab=candidatures');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/?modal=login&next=${encodeURIComponent('/profil?tab=candidatures')}`);
  });

  it('uses the frameless layout for the careers pages only', async () => {
    // The element, not the class name: the site's CSS travels inline in every page.
    const header = '<header class="bj-site-header">';
    expect(await html(`/carriere/${s.company}`)).not.toContain(header);
    expect(await html(`/entreprises/${s.company}`)).toContain(header);
  });
});

describe('404s', () => {
  it("answers an unmatched path with HTTP 404 and 'Page not found: {path}'", async () => {
    const res = await get('/nulle-part');
    expect(res.status).toBe(404);
    const page = await res.text();
    expect(page).toContain(fr.errors.page_not_found.replace('{{path}}', '/nulle-part'));
    expect(page).toContain(fr.error_page.title.replace('{{status}}', '404'));
    expect(page).toContain(escaped(fr.error_page.back_home));
    expect(page).toContain('bj-site-header');
    const english = await get('/en/nowhere');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain(en.errors.page_not_found.replace('{{path}}', '/en/nowhere'));
  });

  it("answers a failed validity rule with 'Page Not Found: {path}' (unknown country, sub-menu, media category)", async () => {
    for (const path of ['/emploi-france', '/emploi-france/x', `/entreprises/${s.company}/equipe`, '/medias/podcasts']) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(fr.errors.page_not_found_rule.replace('{{path}}', path));
    }
  });

  it("answers the chat tab of a company whose recruiters do not answer with the rule's 404", async () => {
    const silent = demoDataSet().companies.find((c) => !(DEMO_RECRUITERS as readonly string[]).includes(c.alias));
    for (const section of ['entreprises', 'carriere']) {
      const path = `/${section}/${silent?.alias}/chat`;
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain(fr.errors.page_not_found_rule.replace('{{path}}', path));
      expect((await get(`/${section}/${DEMO_RECRUITERS[0]}/chat`)).status).toBe(200);
    }
  });

  it('sends account deletion from the privacy page to /profil, not to Contact', async () => {
    const page = await html('/pages/confidentialite');
    expect(page).toContain('href="/profil"');
    expect(page).not.toContain('page Contact');
  });

  it('answers a missing job or company with 404', async () => {
    expect((await get('/jobs/offre-qui-n-existe-pas')).status).toBe(404);
    expect((await get('/entreprises/entreprise-inconnue')).status).toBe(404);
  });
});

describe('server-defined redirects', () => {
  it('follows the table, keeping the language; the recruiters go to our own space by default', async () => {
    const old = await get('/offres');
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/jobs');
    expect((await get(`/en/offres/${s.job}`)).headers.get('location')).toBe(`/en/jobs/${s.job}`);
    const recruiters = await get('/recruteurs');
    expect(recruiters.status).toBe(302);
    // RECRUITER_SPACE_URL is not set on the test server (issue 27: the space is ours unless it is).
    expect(recruiters.headers.get('location')).toBe('/recruteur');
  });

  it('sends / to /en for an English reader (cookie, else Accept-Language, then remembered)', async () => {
    const byCookie = await get('/', { cookie: 'i18n_redirected=en' });
    expect(byCookie.status).toBe(302);
    expect(byCookie.headers.get('location')).toBe('/en');
    const byHeader = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(byHeader.headers.get('location')).toBe('/en');
    expect(byHeader.headers.get('set-cookie')).toContain('i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=lax');
    expect((await get('/', { cookie: 'i18n_redirected=fr', 'accept-language': 'en' })).status).toBe(200);
  });
});

describe('SEO', () => {
  it('gives a public open offer its head and its JobPosting', async () => {
    const page = await html(`/jobs/${s.job}`);
    const job = (await (await fetch(`${origin}/api/jobs/${s.job}`)).json()) as {
      title: string;
      id: string;
      validThrough: string;
    };
    expect(page).toContain(`<link rel="canonical" href="`);
    expect(page).toMatch(new RegExp(`hrefLang="en" href="[^"]*/en/jobs/${s.job}"`));
    expect(page).toMatch(/hrefLang="x-default"/);
    expect(page).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    expect(page).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const [posting] = jsonLd(page);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      validThrough: job.validThrough,
      hiringOrganization: { '@type': 'Organization', name: expect.any(String), sameAs: expect.any(String) },
      jobLocation: { address: { addressCountry: expect.stringMatching(/^[A-Z]{2}$/) } },
      employmentType: expect.any(String),
      identifier: { value: job.id },
      directApply: expect.any(Boolean),
    });
    expect(page).not.toContain('name="robots" content="noindex"');
  });

  it('puts no JobPosting on lists, closed or private offers (which leave the index)', async () => {
    for (const path of ['/', '/jobs', '/emploi-senegal']) expect(jsonLd(await html(path)), path).toEqual([]);
    for (const slug of [s.closedJob, s.privateJob]) {
      const res = await get(`/jobs/${slug}`);
      expect(res.status, slug).toBe(200);
      const page = await res.text();
      expect(jsonLd(page)).toEqual([]);
      expect(page).toContain('<meta name="robots" content="noindex"/>');
    }
    expect(await html(`/jobs/${s.closedJob}`)).toContain(escaped(fr.errors.job_closed));
  });

  it('gives a company page its Organization', async () => {
    const [org] = jsonLd(await html(`/entreprises/${s.company}`));
    expect(org).toMatchObject({ '@type': 'Organization', url: expect.stringContaining(`/entreprises/${s.company}`) });
  });

  it('serves robots.txt and a sitemap with hreflang alternates', async () => {
    expect(await (await get('/robots.txt')).text()).toContain('Sitemap: ');
    const sitemap = await (await get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/jobs/${s.job}</loc>`);
    expect(sitemap).toContain(`/en/jobs/${s.job}</loc>`);
    expect(sitemap).not.toContain(`/jobs/${s.privateJob}<`);
  });
});
