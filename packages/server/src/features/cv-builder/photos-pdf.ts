import { CV_PHOTOS_PDF_MAX_BYTES } from '@baobab/core';
import { PageSizes, PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { checkPhoto, decodeOrRefuse, upright } from './photos';

/**
 * How each page is encoded, best first: the longer side in pixels (2339 is A4 at 200 dpi, 1754 at
 * 150 dpi, where printed text still reads well) and the JPEG quality. A page takes the first that
 * fits its share of the PDF's limit; the last is small enough for any photo.
 */
const ENCODINGS = [
  { side: 2339, quality: 72 },
  { side: 1754, quality: 68 },
  { side: 1754, quality: 55 },
  { side: 1400, quality: 50 },
  { side: 1100, quality: 45 },
  { side: 850, quality: 38 },
] as const;
/** Room left for the PDF's own structure (a few hundred bytes a page). */
const PDF_OVERHEAD = 16 * 1024;
/** White border around each photo on its page, in points. */
const PAGE_MARGIN = 14;

interface PageImage {
  jpeg: Buffer;
  width: number;
  height: number;
}

/**
 * One photographed page, upright (EXIF orientation), in greys stretched to full contrast (paper
 * photographed indoors comes out dim and tinted: greys read better and weigh a third), as the
 * first JPEG of ENCODINGS within `budget` bytes.
 */
async function pageImage(photo: Buffer, budget: number): Promise<PageImage> {
  const { data, info } = await decodeOrRefuse(
    upright(photo)
      .resize({ width: ENCODINGS[0].side, height: ENCODINGS[0].side, fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .normalise()
      // One band of greys, not sRGB's three identical ones.
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const raw = { width: info.width, height: info.height, channels: info.channels };
  let last: PageImage | undefined;
  for (const { side, quality } of ENCODINGS) {
    const { data: jpeg, info: out } = await sharp(data, { raw })
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
      .toColourspace('b-w')
      .jpeg({ quality, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    last = { jpeg, width: out.width, height: out.height };
    if (jpeg.length <= budget) break;
  }
  if (!last) throw new Error('no page encoding');
  return last;
}

/**
 * "Photographier mon CV" (docs/product.md §5): one A4 page a photo, in the order given, each page
 * turned as its photo is (a landscape photo on a landscape page), the photo centred and as large
 * as the page allows. Every photo is checked before any is decoded; the PDF stays within
 * CV_PHOTOS_PDF_MAX_BYTES.
 */
export async function photosPdf(photos: readonly Buffer[], title: string): Promise<Uint8Array> {
  for (const photo of photos) await checkPhoto(photo);
  const budget = Math.floor((CV_PHOTOS_PDF_MAX_BYTES - PDF_OVERHEAD) / photos.length);
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator('Baobab Jobs');
  doc.setProducer('Baobab Jobs');
  // One at a time: a decoded 12 MP photo is 12 MB of greys; four at once on a small server is too much.
  for (const photo of photos) {
    const image = await pageImage(photo, budget);
    const landscape = image.width > image.height;
    const [short, long] = PageSizes.A4;
    const page = doc.addPage(landscape ? [long, short] : [short, long]);
    const { width, height } = page.getSize();
    const scale = Math.min((width - 2 * PAGE_MARGIN) / image.width, (height - 2 * PAGE_MARGIN) / image.height);
    const drawn = { width: image.width * scale, height: image.height * scale };
    page.drawImage(await doc.embedJpg(image.jpeg), {
      x: (width - drawn.width) / 2,
      y: (height - drawn.height) / 2,
      ...drawn,
    });
  }
  return doc.save();
}
