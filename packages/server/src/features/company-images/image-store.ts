import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { COMPANY_GALLERY_MAX, type CompanyImageKind } from '@baobab/core';
import type { Db, Queryable } from '../../db/db';
import { ApiError } from '../../http/errors';
import { claimPendingFile, type Storage } from '../../storage/storage';
import { imageUrl } from '../images/image-paths';
import type { ImageVariant } from './image-variants';

/** Where the proxy finds a stored image: `company-images/<id>.webp` (features/images). */
export const storedImageFile = (id: string) => `company-images/${id}.webp`;
export const STORED_IMAGE_PATH = /^\/?company-images\/([0-9a-f-]{36})\.webp$/;

export interface NewImage {
  /** Given by the seed, so its URLs are the same at every seeding; a new UUID otherwise. */
  id?: string;
  companyId: string;
  kind: CompanyImageKind;
  alt: string;
  variants: readonly ImageVariant[];
}

/** Each variant as a pending file of the journal (storage/storage.ts), keys in the variants' order. */
export async function putVariants(storage: Storage, variants: readonly ImageVariant[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const v of variants) keys.push(await storage.putPending(Readable.from([v.bytes])));
  } catch (error) {
    await storage.settle(keys).catch(() => undefined);
    throw error;
  }
  return keys;
}

/** The column of companies that carries the URL of a single image (what cards and the spec's `logo` show). */
const URL_COLUMN = { logo: 'logo', cover: 'cover' } as const;

/**
 * In a transaction: the image's rows, each claiming its pending file; a logo or cover replaces the
 * company's current one, whose file rows' deletion dooms their files (migration 009). Answers the
 * storage keys that were doomed, to delete once committed.
 */
export async function insertImage(tx: Queryable, image: NewImage, keys: readonly string[]): Promise<string[]> {
  const { companyId, kind, variants } = image;
  // Held until commit, so two uploads at once cannot both take the gallery's last place.
  await tx.query('select 1 from companies where id = $1 for update', [companyId]);
  const doomed = kind === 'gallery' ? [] : await deleteImages(tx, companyId, { kind });
  if (kind === 'gallery') {
    const [row] = await tx.query<{ n: number }>(
      "select count(*)::int as n from company_images where company_id = $1 and kind = 'gallery'",
      [companyId],
    );
    if ((row?.n ?? 0) >= COMPANY_GALLERY_MAX) throw new ApiError(409, 'GALLERY_FULL');
  }
  const widest = variants.at(-1);
  if (!widest) throw new Error('an image without variants');
  const id = image.id ?? randomUUID();
  await tx.query(
    'insert into company_images (id, company_id, kind, alt, width, height) values ($1, $2, $3, $4, $5, $6)',
    [id, companyId, kind, image.alt, widest.width, widest.height],
  );
  await tx.query(
    `insert into company_image_files (storage_key, image_id, width, bytes)
     select unnest($1::text[]), $2, unnest($3::int[]), unnest($4::int[])`,
    [keys, id, variants.map((v) => v.width), variants.map((v) => v.bytes.length)],
  );
  for (const key of keys) await claimPendingFile(tx, key);
  if (kind !== 'gallery') await setUrl(tx, companyId, kind, imageUrl(storedImageFile(id)));
  else await tx.query('update companies set updated_at = now() where id = $1', [companyId]);
  return doomed;
}

async function setUrl(tx: Queryable, companyId: string, kind: 'logo' | 'cover', url: string | null) {
  await tx.query(`update companies set ${URL_COLUMN[kind]} = $2, updated_at = now() where id = $1`, [companyId, url]);
}

/** A logo or cover by its kind, or a gallery photo by its id. */
export type ImageTarget = { kind: 'logo' | 'cover' } | { galleryId: string };

const targetCondition = (target: ImageTarget): [string, string] =>
  'kind' in target ? ['i.kind = $2', target.kind] : ["i.kind = 'gallery' and i.id = $2", target.galleryId];

/** Deletes a company's image; answers its storage keys (doomed by the deletion), none when there was none. */
async function deleteImages(tx: Queryable, companyId: string, target: ImageTarget): Promise<string[]> {
  const [condition, value] = targetCondition(target);
  const rows = await tx.query<{ storage_key: string }>(
    `select f.storage_key from company_image_files f join company_images i on i.id = f.image_id
      where i.company_id = $1 and ${condition}`,
    [companyId, value],
  );
  await tx.query(`delete from company_images i where i.company_id = $1 and ${condition}`, [companyId, value]);
  return rows.map((r) => r.storage_key);
}

/** Removes a company's image; answers the doomed storage keys, or undefined when there was no such image. */
export function deleteImage(db: Db, companyId: string, target: ImageTarget): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const doomed = await deleteImages(tx, companyId, target);
    if (!doomed.length) return undefined;
    if ('kind' in target) await setUrl(tx, companyId, target.kind, null);
    else await tx.query('update companies set updated_at = now() where id = $1', [companyId]);
    return doomed;
  });
}
