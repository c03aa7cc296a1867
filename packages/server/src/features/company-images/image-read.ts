import type { CompanyImage, CompanyImageKind, CompanyImages } from '@baobab/core';
import type { Queryable } from '../../db/db';
import { imageUrl } from '../images/image-paths';
import { storedImageFile } from './image-store';

interface ImageRow {
  id: string;
  kind: CompanyImageKind;
  alt: string;
  width: number;
  height: number;
  widths: number[];
  bytes: (number | null)[];
}

/** A company's stored images: logo, cover and the gallery in its company's order (then as they were added). */
export async function companyImages(db: Queryable, companyId: string): Promise<CompanyImages> {
  const rows = await db.query<ImageRow>(
    `select i.id, i.kind, i.alt, i.width, i.height,
            array(select f.width from company_image_files f where f.image_id = i.id order by f.width) as widths,
            array(select f.bytes from company_image_files f where f.image_id = i.id order by f.width) as bytes
       from company_images i where i.company_id = $1 order by i.position nulls last, i.created_at, i.id`,
    [companyId],
  );
  const toImage = ({ kind: _, ...row }: ImageRow): CompanyImage => ({ ...row, url: imageUrl(storedImageFile(row.id)) });
  const single = (kind: CompanyImageKind) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? toImage(row) : null;
  };
  return {
    logo: single('logo'),
    cover: single('cover'),
    gallery: rows.filter((r) => r.kind === 'gallery').map(toImage),
  };
}

/** The storage key of one stored width of an image (`width` undefined: the widest), if there is one. */
export async function storedVariantKey(db: Queryable, imageId: string, width?: number): Promise<string | undefined> {
  const [row] = await db.query<{ storage_key: string }>(
    `select storage_key from company_image_files where image_id = $1 and ($2::int is null or width = $2)
      order by width desc limit 1`,
    [imageId, width ?? null],
  );
  return row?.storage_key;
}
