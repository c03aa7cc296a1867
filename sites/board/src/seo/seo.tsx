import { cutAtWord, DEFAULT_LOCALE, jsonForScript, LOCALES, SOCIAL_IMAGE } from '@baobab/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useSite } from '../layout/site-context';
import { alternates } from '../routes/locale-path';
import { type HeadTag, writeHead } from './head-tags';
import type { SocialImage } from './share-image';

export interface SeoProps {
  title: string;
  /** Cut at a word past 160 characters for the tags. */
  description: string;
  /**
   * Absolute or site-relative image for Open Graph and Twitter, with its size and alternative when
   * known (a share card); the site's card by default.
   */
  image?: string | SocialImage | null;
  /** A photo offered to previews after the image (a company's cover), as a JPEG. */
  photo?: string | null;
  type?: 'website' | 'article';
  /** Keeps the page out of search results (private offers, closed offers, personal pages). */
  noindex?: boolean;
  /** JSON-LD objects, each written as its own script. */
  jsonLd?: object[];
}

/** The site's own card (public/og-image.png), 1200×630 like a page's share card. */
const DEFAULT_IMAGE = { url: '/og-image.png', width: 1200, height: 630 };

/**
 * Link previews (WhatsApp, LinkedIn…) want a light raster image: an image of the proxy
 * (`/_ipx/_/…`, a PNG cover of 300 KB, an SVG logo) is asked as a 1200 px JPEG.
 */
export const socialImage = (url: string) =>
  url.replace('/_ipx/_/', `/_ipx/w_${SOCIAL_IMAGE.width},f_${SOCIAL_IMAGE.format}/`);

const ON_SERVER = typeof document === 'undefined';

/** The page's canonical address: the board's public address and the path, no query (tracking or other). */
export function useCanonicalUrl(): string {
  const { shell } = useSite();
  return `${shell.config.publicUrl}${useLocation().pathname}`;
}

/**
 * A page's head: title, description, canonical, hreflang fr/en/x-default, Open Graph and Twitter
 * card. The server renders them (React hoists them into <head>); in the browser, which hydrates the
 * body only, a navigation writes them into <head>. JSON-LD stays in the body, in both.
 */
export function Seo({
  title,
  description: fullDescription,
  image,
  photo,
  type = 'website',
  noindex = false,
  jsonLd = [],
}: SeoProps) {
  const { shell } = useSite();
  const locale = useLocale();
  const { pathname } = useLocation();
  const origin = shell.config.publicUrl;
  const absolute = (path: string) => (/^https?:/.test(path) ? path : `${origin}${path}`);
  const links = alternates(pathname);
  const siteName = 'Baobab Jobs';
  const fullTitle = title === siteName || title.startsWith(`${siteName} `) ? title : `${title} | ${siteName}`;
  const description = cutAtWord(fullDescription);
  const picture = typeof image === 'string' ? { url: image } : (image ?? { ...DEFAULT_IMAGE, alt: fullTitle });
  const imageUrl = absolute(socialImage(picture.url));
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
    ...('width' in picture
      ? [
          meta('property', 'og:image:width', String(picture.width)),
          meta('property', 'og:image:height', String(picture.height)),
          meta('property', 'og:image:alt', picture.alt),
        ]
      : []),
    ...(photo ? [meta('property', 'og:image', absolute(socialImage(photo)))] : []),
    meta('property', 'og:locale', locale === 'fr' ? 'fr_FR' : 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', fullTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', imageUrl),
    ...('alt' in picture ? [meta('name', 'twitter:image:alt', picture.alt)] : []),
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
