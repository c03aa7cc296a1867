import type { CompanyImage } from '@baobab/core';
import { imageVariant, widthSrcSet } from '@baobab/widgets';
import { useRef } from 'react';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale } from '../layout/site-context';
import { useNearViewport } from './use-near-viewport';

/** From this many photos, the wide layout is a mosaic (one large, the others beside it). */
const MOSAIC_FROM = 3;

/**
 * What share of the page a photo takes, for `sizes` (the page is at most 1120 px wide with 16 px
 * of padding; company-page.css lays them out): on a phone two columns under a first photo that
 * spans both; from 768 px two columns, or in a mosaic the first takes two of three.
 */
function sizesOf(index: number, mosaic: boolean): string {
  if (mosaic) {
    return index === 0
      ? '(min-width: 1120px) 725px, (min-width: 768px) 66vw, 100vw'
      : '(min-width: 1120px) 360px, (min-width: 768px) 33vw, 50vw';
  }
  return `(min-width: 1120px) 544px, (min-width: 768px) 50vw, ${index === 0 ? '100vw' : '50vw'}`;
}

function GalleryImage({ image, sizes }: { image: CompanyImage; sizes: string }) {
  return (
    <img
      src={imageVariant(image.url, image.widths[0] ?? null)}
      srcSet={widthSrcSet(image.url, '', image.widths)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * "Life at" a company: the photos its recruiters uploaded (docs/product.md §5). Each frame has its
 * box before anything loads (no layout shift); the photos are asked for only once the section
 * nears the screen, so they never weigh on the page's first load. Without JavaScript, the
 * server's <noscript> copy shows them, lazy-loaded by the browser. `lang`: the company's language
 * (its photos' alternatives) when it differs from the page's.
 */
export function CompanyGallery({ name, images, lang }: { name: string; images: CompanyImage[]; lang?: string }) {
  const locale = useLocale();
  const t = useSiteT(locale);
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  // The browser never parses a <noscript> when scripts run; rendered only on the server, it
  // cannot turn into real images when the page hydrates.
  const onServer = typeof document === 'undefined';
  const mosaic = images.length >= MOSAIC_FROM;
  return (
    <section ref={section} aria-labelledby="bj-gallery-title" className="bj-gallery">
      <h2 id="bj-gallery-title">{t('site.company.life_at', { name })}</h2>
      <ul className={mosaic ? 'bj-gallery__grid bj-gallery__grid--mosaic' : 'bj-gallery__grid'} lang={lang}>
        {images.map((image, index) => (
          <li key={image.id} className="bj-gallery__frame">
            {near && <GalleryImage image={image} sizes={sizesOf(index, mosaic)} />}
            <noscript>{onServer && <GalleryImage image={image} sizes={sizesOf(index, mosaic)} />}</noscript>
          </li>
        ))}
      </ul>
    </section>
  );
}
