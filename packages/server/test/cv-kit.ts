import { randomBytes } from 'node:crypto';
import sharp, { type OverlayOptions } from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF as a reader extracts it (PDF.js), pages joined. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

interface PhotoOptions {
  width: number;
  height: number;
  format?: 'jpeg' | 'png' | 'webp';
  /** EXIF orientation (6: the camera was turned a quarter clockwise). */
  orientation?: number;
  /** Random grain over the page, as a phone's sensor gives in poor light: the hardest to compress. */
  grain?: boolean;
}

/**
 * A photo of a paper page as a phone takes it: a light sheet with dark lines of "text" (wider at
 * the top, so which way is up can be read back), optionally grainy and tagged with an orientation.
 */
export async function testPhoto({ width, height, format = 'jpeg', orientation, grain = false }: PhotoOptions) {
  const lines = Array.from({ length: 30 }, (_, i) => {
    const y = Math.round(height * (0.08 + i * 0.028));
    const w = Math.round(width * (i === 0 ? 0.7 : 0.35 + ((i * 37) % 40) / 100));
    return `<rect x="${Math.round(width * 0.08)}" y="${y}" width="${w}" height="${Math.max(2, Math.round(height * 0.008))}" fill="#222"/>`;
  });
  const page = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${lines.join('')}</svg>`,
  );
  const layers: OverlayOptions[] = [{ input: page }];
  if (grain) {
    const raw = randomBytes(width * height);
    layers.unshift({ input: raw, raw: { width, height, channels: 1 }, blend: 'soft-light' });
  }
  let image = sharp({ create: { width, height, channels: 3, background: '#f2efe6' } })
    .composite(layers)
    .toFormat(format);
  if (orientation) image = image.withMetadata({ orientation });
  return image.toBuffer();
}
