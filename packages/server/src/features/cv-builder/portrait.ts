import { checkPhoto, decodeOrRefuse, upright } from './photos';

/** The portrait's pixels: four times its 70 × 90 pt box, sharp in print, about 20 KB as JPEG. */
const PORTRAIT = { width: 280, height: 360 } as const;

/**
 * The portrait of a made CV from a photo the candidate sent: checked (photos.ts), upright, cropped
 * to the box around what draws the eye (the face, usually), as a small JPEG with no metadata.
 */
export async function portraitJpeg(photo: Buffer): Promise<Buffer> {
  await checkPhoto(photo);
  return decodeOrRefuse(
    upright(photo)
      .resize({ ...PORTRAIT, fit: 'cover', position: 'attention' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );
}
