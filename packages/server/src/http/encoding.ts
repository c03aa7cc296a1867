/** The encodings answers are stored in: brotli, gzip, or as they are. */
export type Encoding = 'br' | 'gzip' | 'identity';

/** The best encoding the reader accepts (brotli, then gzip), else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}
