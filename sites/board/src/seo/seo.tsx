import { DEFAULT_LOCALE, jsonForScript, LOCALES, SOCIAL_IMAGE } from '@baobab/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useSite } from '../layout/site-context';
import { alternates } from '../routes/locale-path';
import { type HeadTag, writeHead } from './head-tags';

export interface SeoProps {
  title: string;
  description: string;
  /** Absolute or site-relative image for Open Graph and Twitter; the site's card by default. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Keeps the page out of search results (private offers, closed offers, personal pages). */
  noindex?: boolean;
  /** JSON-LD objects, each written as its own script. */
  jsonLd?: object[];
}

const DEFAULT_IMAGE = '/og-image.png';

/**
 * Link previews (WhatsApp, LinkedIn…) want a raster image: an image of the proxy (`/_ipx/_/…`,
 * often an SVG logo) is asked as a 1200 px PNG.
 */
export const socialImage = (url: string) =>
  url.replace('/_ipx/_/', `/_ipx/w_${SOCIAL_IMAGE.width},f_${SOCIAL_IMAGE.format}/`);

const ON_SERVER = typeof document === 'undefined';

/**
 * A page's head: title, description, canonical, hreflang fr/en/x-default, Open Graph and Twitter
 * card. The server renders them (React hoists them into <head>); in the browser, which hydrates the
 * body only, a navigation writes them into <head>. JSON-LD stays in the body, in both.
 */
export function Seo({ title, description, image, type = 'website', noindex = false, jsonLd = [] }: SeoProps) {
  const { shell } = useSite();
  const locale = useLocale();
  const { pathname } = useLocation();
  const origin = shell.config.publicUrl;
  const absolute = (path: string) => (/^https?:/.test(path) ? path : `${origin}${path}`);
  const links = alternates(pathname);
  const siteName = 'Baobab Jobs';
  const fullTitle = title === siteName || title.startsWith(`${siteName} `) ? title : `${title} | ${siteName}`;
  const imageUrl = absolute(socialImage(image ?? DEFAULT_IMAGE));
  const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: value, content },
  });
  const link = (attributes: Record<string, string>): HeadTag => ({ tag: 'link', attributes });
  const tags: HeadTag[] = [
    meta('name', 'description', description),
    ...(noindex ? [meta('name', 'robots', 'noindex')] : []),
    link({ rel: 'canonical', href: absolute(pathname) }),
    ...LOCALES.map((l) => link({ rel: 'alternate', hrefLang: l, href: absolute(links[l]) })),
    link({ rel: 'alternate', hrefLang: 'x-default', href: absolute(links[DEFAULT_LOCALE]) }),
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', fullTitle),
    meta('property', 'og:description', description),
    meta('property', 'og:url', absolute(pathname)),
    meta('property', 'og:image', imageUrl),
    meta('property', 'og:locale', locale === 'fr' ? 'fr_FR' : 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
  ];
  const headKey = JSON.stringify([fullTitle, tags]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: headKey stands for title and tags.
  useEffect(() => writeHead(document, fullTitle, tags), [headKey]);
  return (
    <>
      {ON_SERVER && <title>{fullTitle}</title>}
      {ON_SERVER && tags.map(({ tag: Tag, attributes }) => <Tag key={JSON.stringify(attributes)} {...attributes} />)}
      {jsonLd.map((item, i) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonForScript.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per page.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(item) }} />
      ))}
    </>
  );
}
