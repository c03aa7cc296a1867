import type { IPXStorage } from 'ipx';
import type { Services } from '../../services';
import { storedVariantKey } from '../company-images/image-read';
import { STORED_IMAGE_PATH } from '../company-images/image-store';

/**
 * A stored image never changes: a replacement is a new image with a new id, so its URLs can be
 * cached for good.
 */
export const STORED_IMAGE_CACHE = 'public, max-age=31536000, immutable';

/** `/<modifiers>/company-images/<id>.webp` asking for a width stored ready-made (or `_`: the widest). */
const READY_MADE = /^\/(?:_|w_(\d+),f_webp)\/company-images\/([0-9a-f-]{36})\.webp$/;

/** The stored file a proxy path asks for as it is, if that path names a stored width; undefined otherwise. */
export async function readyMadeKey(services: Services, path: string): Promise<string | undefined> {
  const match = READY_MADE.exec(path);
  if (!match?.[2]) return undefined;
  return storedVariantKey(services.db, match[2], match[1] === undefined ? undefined : Number(match[1]));
}

/**
 * ipx's source storage: stored company images (their widest variant, for a width or format not
 * stored ready-made) from the file store, anything else from `files` (the images directory).
 */
export function companyImageSource(services: Services, files: IPXStorage): IPXStorage {
  const widestKey = (id: string) => {
    const imageId = STORED_IMAGE_PATH.exec(id)?.[1];
    return imageId ? storedVariantKey(services.db, imageId) : undefined;
  };
  return {
    name: 'baobab',
    async getMeta(id, opts) {
      if (!STORED_IMAGE_PATH.test(id)) return files.getMeta(id, opts);
      return (await widestKey(id)) ? { maxAge: 31_536_000 } : undefined;
    },
    async getData(id, opts) {
      if (!STORED_IMAGE_PATH.test(id)) return files.getData(id, opts);
      const key = await widestKey(id);
      if (!key) return undefined;
      const { stream } = await services.storage.get(key);
      const pieces: Buffer[] = [];
      for await (const piece of stream) pieces.push(piece as Buffer);
      const bytes = Buffer.concat(pieces);
      return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    },
  };
}
