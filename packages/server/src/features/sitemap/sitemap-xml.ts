import { DEFAULT_LOCALE, LOCALES, type Locale, pathInLocale } from '@baobab/core';

/** The sitemap protocol's limit of URLs per file; past it, a sitemap index lists several files. */
export const SITEMAP_MAX_URLS = 50_000;
/** Each page is listed once per language. */
export const PAGES_PER_FILE = SITEMAP_MAX_URLS / LOCALES.length;

export interface SitemapPage {
  /** Path of the route table (French, no prefix). */
  path: string;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The path of a page in one language: French at the root, others under `/{locale}` in their own words. */
export const localized = (locale: Locale, path: string) =>
  locale === DEFAULT_LOCALE ? path : path === '/' ? `/${locale}` : `/${locale}${pathInLocale(locale, path)}`;

/** One `<urlset>`: every page in each language, each with its hreflang alternates and x-default. */
export function urlset(origin: string, pages: readonly SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const alternates = [
      ...LOCALES.map((l) => [l, localized(l, page.path)] as const),
      ['x-default', localized(DEFAULT_LOCALE, page.path)] as const,
    ]
      .map(([lang, path]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(origin + path)}"/>`)
      .join('');
    const lastmod = page.lastmod ? `<lastmod>${page.lastmod.slice(0, 10)}</lastmod>` : '';
    return LOCALES.map(
      (l) => `<url><loc>${escapeXml(origin + localized(l, page.path))}</loc>${lastmod}${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>`;
}

/** A `<sitemapindex>` of the given sitemap paths. */
export function sitemapIndex(origin: string, paths: readonly string[]): string {
  const items = paths.map((p) => `<sitemap><loc>${escapeXml(origin + p)}</loc></sitemap>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${items}</sitemapindex>`;
}
