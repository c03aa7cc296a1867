import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyReply } from 'fastify';
import { pickEncoding } from './encoding';

/** The only types any built folder (site, CDN bundle, examples) serves; anything else is a 404. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** Folders never served, wherever they sit: installed packages and dot-folders (.git, .vite…). */
const HIDDEN_SEGMENT = /(^|\/)(node_modules|\.[^/]*)(\/|$)/;

/**
 * A file under `root` by URL path (`…/` means its index.html); null outside root, for other types,
 * inside node_modules or a dot-folder, or when a symbolic link leads it out of root.
 */
export async function readStaticFile(
  root: string,
  path: string,
  { types = CONTENT_TYPES, acceptEncoding }: { types?: Readonly<Record<string, string>>; acceptEncoding?: string } = {},
): Promise<{ type: string; body: Buffer; encoding?: 'br' | 'gzip' } | null> {
  const base = normalize(root + sep);
  let file = normalize(join(base, path));
  if (!file.startsWith(base) || HIDDEN_SEGMENT.test(path)) return null;
  if (path === '' || path.endsWith('/') || (await stat(file).catch(() => null))?.isDirectory())
    file = join(file, 'index.html');
  const type = types[extname(file)];
  if (!type) return null;
  const [realBase, realFile] = await Promise.all([realpath(base).catch(() => ''), realpath(file).catch(() => '')]);
  if (!realBase || !realFile.startsWith(realBase + sep)) return null;
  // A build's precompressed sibling (scripts/precompress.mjs), when the reader accepts it.
  const encoding = pickEncoding(acceptEncoding);
  if (encoding !== 'identity') {
    const compressed = await readFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`).catch(() => null);
    if (compressed) return { type, body: compressed, encoding };
  }
  const body = await readFile(file).catch(() => null);
  return body && { type, body };
}

/** The served types limited to some extensions (a CDN bundle serves scripts and styles only). */
export const typesOf = (...extensions: string[]) =>
  Object.fromEntries(extensions.map((extension) => [extension, CONTENT_TYPES[extension] ?? ''])) as Record<
    string,
    string
  >;

/** Sends a file read by readStaticFile, saying its encoding when it was precompressed. */
export function sendStatic(reply: FastifyReply, served: { type: string; body: Buffer | string; encoding?: string }) {
  reply.header('content-type', served.type).header('vary', 'Accept-Encoding');
  if (served.encoding) reply.header('content-encoding', served.encoding);
  return reply.send(served.body);
}
