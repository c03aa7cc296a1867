import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../http/errors';
import { checkUpload, renderVariants } from './image-variants';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A PNG whose header says `width` × `height` (8-bit grey), with one row of pixels: what an attacker sends. */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(Math.min(width, 1_000) + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const refusal = (bytes: Buffer) =>
  checkUpload(bytes).then(
    () => undefined,
    (error: ApiError) => [error.status, error.code],
  );

describe('checkUpload', () => {
  it('refuses a strip or a square too large by its header, as IMAGE_PIXELS', async () => {
    for (const [width, height] of [
      [1, 40_000_000],
      [40_000_000, 1],
      [20_000, 20_000],
    ] as const)
      expect(await refusal(pngClaiming(width, height)), `${width}×${height}`).toEqual([422, 'IMAGE_PIXELS']);
  });

  it('accepts a photo within the limits, and calls bytes that are no image IMAGE_TYPE', async () => {
    expect(await refusal(pngClaiming(4_000, 3_000))).toBeUndefined();
    expect(await refusal(Buffer.from('%PDF-1.4 not an image'))).toEqual([415, 'IMAGE_TYPE']);
  });
});

describe('renderVariants', () => {
  it('turns an EXIF-rotated photo upright and never enlarges it past its upright width', async () => {
    // Stored 700 × 500 with orientation 6: a 500 px wide portrait once turned.
    const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#0F766E' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const variants = await renderVariants(photo, 'gallery');
    expect(variants.map((v) => v.width)).toEqual([320]);
    expect(variants[0]?.height).toBeGreaterThan(320);
  });
});
