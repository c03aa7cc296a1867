import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { SeedMedia } from './medias';

/** A media item's cover: a diagonal gradient between two colours with soft circles, 1536 × 512 (the widest breakpoint). */
export function coverSvg([from, to]: readonly [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1536" height="512" viewBox="0 0 1536 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1536" height="512" fill="url(#g)"/>
<circle cx="1300" cy="80" r="260" fill="#FFFFFF" fill-opacity="0.08"/>
<circle cx="220" cy="470" r="180" fill="#FFFFFF" fill-opacity="0.06"/>
</svg>`;
}

async function write(imagesDir: string, file: string, svg: string) {
  const path = join(imagesDir, file);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, svg);
}

/** Writes every media cover the data set refers to (overwriting: the output is deterministic). */
export async function writeMediaCovers(imagesDir: string, medias: readonly SeedMedia[]) {
  await Promise.all(medias.map((m) => write(imagesDir, m.coverFile, coverSvg(m.colours))));
}
