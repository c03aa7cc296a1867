import { COVER_ASPECT_RATIO, IMAGE_BREAKPOINTS, type Locale } from '@baobab/core';
import type { Queryable } from '../db/db';
import { insertImage, type NewImage, putVariants } from '../features/company-images/image-store';
import { renderVariants } from '../features/company-images/image-variants';
import type { Storage } from '../storage/storage';
import { coverArt, GALLERY_SCENES, type GalleryScene, galleryArt, logoArt } from './brand-art';
import type { SeedCompany } from './companies';
import { DEMO_RECRUITERS } from './demo-recruiters';
import { Random } from './random';

export type RenderVariants = typeof renderVariants;

/** An image of the demo set, rendered and stored as pending files, waiting for its rows. */
export interface PendingBrandImage {
  image: NewImage;
  keys: string[];
}

const GALLERY_ALT: Record<GalleryScene, Record<Locale, (name: string) => string>> = {
  team: { fr: (n) => `L'équipe de ${n}`, en: (n) => `The ${n} team` },
  workplace: { fr: (n) => `Les bureaux de ${n}`, en: (n) => `The ${n} offices` },
  event: { fr: (n) => `Une fête d'équipe chez ${n}`, en: (n) => `A team celebration at ${n}` },
};

/** The companies whose page shows a "life at" gallery: the demo recruiters' and every fifth. */
export const hasGallery = (company: SeedCompany, index: number) =>
  index % 5 === 0 || (DEMO_RECRUITERS as readonly string[]).includes(company.alias);

const WIDEST = IMAGE_BREAKPOINTS['2xl'];
const PHOTO_WIDTH = IMAGE_BREAKPOINTS.lg;

/** What each company gets drawn: a logo, a cover, and for some a gallery; ids from `rng` (deterministic). */
function brandImages(companies: readonly SeedCompany[], rng: Random) {
  return companies.flatMap((c, index) => {
    const sector = c.domains[0]?.slug ?? 'commercial-vente';
    const base = { companyId: c.id };
    const images = [
      { ...base, id: rng.uuid(), kind: 'logo' as const, alt: `Logo ${c.name}`, svg: logoArt(c.name, c.colours, 320) },
      {
        ...base,
        id: rng.uuid(),
        kind: 'cover' as const,
        alt: '',
        svg: coverArt(c.name, c.colours, sector, WIDEST, WIDEST / COVER_ASPECT_RATIO),
      },
    ];
    if (!hasGallery(c, index)) return images;
    return [
      ...images,
      ...GALLERY_SCENES.map((scene) => ({
        ...base,
        id: rng.uuid(),
        kind: 'gallery' as const,
        alt: GALLERY_ALT[scene][c.lang](c.name),
        svg: galleryArt(c.name, c.colours, scene, PHOTO_WIDTH, Math.round((PHOTO_WIDTH * 2) / 3)),
      })),
    ];
  });
}

/**
 * Rasterises every demo image with sharp to the webp widths of an upload and stores the files as
 * pending (storage/storage.ts), a few at a time: the rows claim them in the seed's transaction.
 */
export async function renderBrandImages(
  companies: readonly SeedCompany[],
  storage: Storage,
  seed: number,
  render: RenderVariants = renderVariants,
): Promise<PendingBrandImage[]> {
  const drawn = brandImages(companies, new Random(seed));
  const done: PendingBrandImage[] = [];
  try {
    for (let i = 0; i < drawn.length; i += 8) {
      const batch = await Promise.allSettled(
        drawn.slice(i, i + 8).map(async ({ svg, ...image }) => {
          const variants = await render(Buffer.from(svg), image.kind);
          return { image: { ...image, variants }, keys: await putVariants(storage, variants) };
        }),
      );
      for (const result of batch) {
        if (result.status === 'rejected') throw result.reason;
        done.push(result.value);
      }
    }
  } catch (error) {
    await storage.settle(done.flatMap((d) => d.keys)).catch(() => undefined);
    throw error;
  }
  return done;
}

/** In the seed's transaction: the rows of the rendered images, each claiming its files. */
export async function insertBrandImages(tx: Queryable, pending: readonly PendingBrandImage[]) {
  for (const { image, keys } of pending) await insertImage(tx, image, keys);
}
