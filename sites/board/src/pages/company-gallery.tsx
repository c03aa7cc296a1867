import { type CompanyImage, formatByteSize, type Locale } from '@baobab/core';
import { imageVariant, widthSrcSet } from '@baobab/widgets';
import { useEffect, useRef, useState } from 'react';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale } from '../layout/site-context';
import { sparingData } from '../navigation/sparing-data';
import { useNearViewport } from './use-near-viewport';

/** The pixels of the smallest stored width, what a reader sparing data gets at a tap. */
function shownSize(image: CompanyImage): { width: number; height: number } {
  const width = Math.min(image.widths[0] ?? image.width, image.width);
  return { width, height: Math.round((image.height * width) / image.width) };
}

/** What the photo a tap loads weighs (the file of the smallest stored width); undefined when not known. */
function shownWeight(image: CompanyImage, locale: Locale): string | undefined {
  const bytes = image.bytes[0];
  return bytes ? formatByteSize(bytes, locale) : undefined;
}

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

/**
 * `asked`: shown at a tap of a reader sparing data, who gets the smallest stored width only;
 * `onError` then tells the frame the photo did not come (a cut connection).
 */
function GalleryImage({
  image,
  sizes,
  asked,
  onError,
}: {
  image: CompanyImage;
  sizes: string;
  asked?: boolean;
  onError?: () => void;
}) {
  const img = useRef<HTMLImageElement>(null);
  // Shown at the reader's tap: the focus stays where the button was.
  useEffect(() => {
    if (asked) img.current?.focus();
  }, [asked]);
  return (
    <img
      ref={img}
      tabIndex={asked ? -1 : undefined}
      src={imageVariant(image.url, image.widths[0] ?? null)}
      srcSet={asked ? undefined : widthSrcSet(image.url, '', image.widths)}
      sizes={asked ? undefined : sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  );
}

/**
 * A photo's frame: the photo once the section nears the screen, or, when the reader spares data
 * (Save-Data, 2G), a button that asks for it, with what it weighs and the size it will be shown at.
 */
function GalleryFrame({
  image,
  sizes,
  near,
  sparing,
}: {
  image: CompanyImage;
  sizes: string;
  near: boolean;
  sparing: boolean;
}) {
  const locale = useLocale();
  const t = useSiteT(locale);
  // 'failed': the photo asked for did not come; the button is back, saying so, for another try.
  const [asked, setAsked] = useState<'no' | 'yes' | 'failed'>('no');
  const button = useRef<HTMLButtonElement>(null);
  // The focus was on the photo: it goes to the button, whose name says what happened.
  useEffect(() => {
    if (asked === 'failed') button.current?.focus();
  }, [asked]);
  if (asked === 'yes') return <GalleryImage image={image} sizes={sizes} asked onError={() => setAsked('failed')} />;
  if (near && !sparing) return <GalleryImage image={image} sizes={sizes} />;
  if (!sparing) return null;
  const weight = shownWeight(image, locale);
  const failed = asked === 'failed';
  return (
    <button
      ref={button}
      type="button"
      className={failed ? 'bj-gallery__show bj-gallery__show--failed' : 'bj-gallery__show'}
      onClick={() => setAsked('yes')}
    >
      {failed && <span className="bj-gallery__failed">{t('site.company.photo_failed')}</span>}
      {weight === undefined ? t('site.company.show_photo') : t('site.company.show_photo_weight', { weight })}
      <span className="bj-gallery__size">{t('site.company.photo_size', shownSize(image))}</span>
    </button>
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
  // Read in the browser only (the server renders empty frames either way).
  const [sparing] = useState(() => !onServer && sparingData());
  return (
    <section ref={section} aria-labelledby="bj-gallery-title" className="bj-gallery">
      <h2 id="bj-gallery-title">{t('site.company.life_at', { name })}</h2>
      <ul className={mosaic ? 'bj-gallery__grid bj-gallery__grid--mosaic' : 'bj-gallery__grid'} lang={lang}>
        {images.map((image, index) => (
          <li key={image.id} className="bj-gallery__frame">
            <GalleryFrame image={image} sizes={sizesOf(index, mosaic)} near={near} sparing={sparing} />
            <noscript>{onServer && <GalleryImage image={image} sizes={sizesOf(index, mosaic)} />}</noscript>
          </li>
        ))}
      </ul>
    </section>
  );
}
