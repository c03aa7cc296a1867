import { CV_PHOTO_MIN_PIXELS, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '@baobab/core';
import sharp from 'sharp';
import { ApiError } from '../../http/errors';
import { rasterPixels } from '../company-images/image-variants';

/** HEIF brands of a phone's HEIC photo (an AVIF says `avif`, which sharp reads but phones do not take). */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
const isHeic = (bytes: Buffer) =>
  bytes.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(bytes.toString('latin1', 8, 12));

/**
 * Checks a photo a candidate sent, before anything is decoded: a JPEG, PNG or WebP by its bytes
 * that sharp can read (CV_PHOTO_TYPE; CV_PHOTO_HEIC for an iPhone's HEIC, which the prebuilt
 * sharp cannot decode: its libheif reads AVIF only), within IMAGE_MAX_PIXELS and IMAGE_MAX_SIDE (IMAGE_PIXELS), and
 * big enough to be read once printed (CV_PHOTO_SMALL).
 */
export async function checkPhoto(bytes: Buffer): Promise<void> {
  if (isHeic(bytes)) throw new ApiError(415, 'CV_PHOTO_HEIC');
  const size = await rasterPixels(bytes);
  if (size === undefined) throw new ApiError(415, 'CV_PHOTO_TYPE');
  if (size.pixels > IMAGE_MAX_PIXELS || size.side > IMAGE_MAX_SIDE) throw new ApiError(422, 'IMAGE_PIXELS');
  if (size.pixels < CV_PHOTO_MIN_PIXELS) throw new ApiError(422, 'CV_PHOTO_SMALL');
}

/** A checked photo decoded upright (its EXIF orientation applied); a corrupt body fails as CV_PHOTO_TYPE. */
export const upright = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();

export async function decodeOrRefuse<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(415, 'CV_PHOTO_TYPE');
  }
}
