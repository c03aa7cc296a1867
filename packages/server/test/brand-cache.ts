import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPANY_IMAGE_WIDTHS, COVER_ASPECT_RATIO } from '@baobab/core';
import { renderVariants } from '../src/features/company-images/image-variants';
import type { RenderVariants } from '../src/seed/brand-images';

const DIR = join(tmpdir(), 'baobab-test-brand-images');
const RENDERER = new URL('../src/features/company-images/image-variants.ts', import.meta.url);
/** What the output depends on besides the drawing: the renderer's source and the widths it cuts. */
const version = readFile(RENDERER, 'utf8').then((source) =>
  createHash('sha256')
    .update(source)
    .update(JSON.stringify([COMPANY_IMAGE_WIDTHS, COVER_ASPECT_RATIO]))
    .digest('hex'),
);

/**
 * The demo images' rasterisation, kept on disk between test files and runs: the drawings are
 * deterministic, and drawing them all again (seconds of sharp) in each seeded test file would
 * dominate the suite. Keyed by the drawing, the renderer's source and the widths, so a change to
 * any of them draws afresh.
 */
export const cachedRender: RenderVariants = async (input, kind) => {
  const key = createHash('sha256')
    .update(await version)
    .update(kind)
    .update(input)
    .digest('hex');
  const file = join(DIR, `${key}.json`);
  try {
    const cached: { width: number; height: number; bytes: string }[] = JSON.parse(await readFile(file, 'utf8'));
    return cached.map((v) => ({ ...v, bytes: Buffer.from(v.bytes, 'base64') }));
  } catch {
    const variants = await renderVariants(input, kind);
    await mkdir(DIR, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await writeFile(partial, JSON.stringify(variants.map((v) => ({ ...v, bytes: v.bytes.toString('base64') }))));
    await rename(partial, file);
    return variants;
  }
};
