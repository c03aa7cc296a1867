import { brotliCompressSync, constants as zlib } from 'node:zlib';
/** The encodings answers are stored in: brotli, gzip, or as they are. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The last header read and its answer: a browser sends the same Accept-Encoding on every request,
 * so most requests skip the parse.
 */
let last: { header: string | undefined; encoding: Encoding } = { header: undefined, encoding: 'identity' };

/** The best encoding the reader accepts (brotli, then gzip), else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (acceptEncoding !== last.header) last = { header: acceptEncoding, encoding: parseEncoding(acceptEncoding) };
  return last.encoding;
}

function parseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * `text` (HTML or JSON bytes) compressed with brotli in one call, at `quality`. The size hint lets
 * the encoder size its buffers to the text rather than to its 4 MB window.
 */
export function brotliText(text: Buffer, quality: number): Buffer {
  return brotliCompressSync(text, {
    params: {
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_QUALITY]: quality,
      [zlib.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
}
