import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
};

/** The partner site of the e2e tests: plain files from one directory (`…/` is its index.html), nothing else. */
export function serveDirectory(dir: string) {
  const root = normalize(dir + sep);
  return async (request: IncomingMessage, response: ServerResponse) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    const body = file.startsWith(root) ? await readFile(file).catch(() => null) : null;
    response.writeHead(body ? 200 : 404, { 'content-type': TYPES[extname(file)] ?? 'text/plain' });
    response.end(body ?? 'not found');
  };
}
