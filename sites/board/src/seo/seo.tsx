import { DEFAULT_LOCALE, LOCALES } from '@baobab/core';
import { useLocation } from 'react-router';
import { useLocale, useSite } from '../layout/site-context';
import { alternates } from '../routes/locale-path';

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
export const socialImage = (url: string) => url.replace('/_ipx/_/', '/_ipx/w_1200,f_png/');

/** `<` escaped so a text holding `</script>` cannot end the JSON-LD script early. */
export const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * A page's head: title, description, canonical, hreflang fr/en/x-default, Open Graph and Twitter
 * card; React hoists these into <head>, on the server and on client navigations alike.
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
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={absolute(pathname)} />
      {LOCALES.map((l) => (
        <link key={l} rel="alternate" hrefLang={l} href={absolute(links[l])} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={absolute(links[DEFAULT_LOCALE])} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={absolute(pathname)} />
      <meta property="og:image" content={imageUrl} />
      <meta property="og:locale" content={locale === 'fr' ? 'fr_FR' : 'en_US'} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {jsonLd.map((item, i) => (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, escaped by jsonForScript.
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list per page.
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(item) }} />
      ))}
    </>
  );
}
