// A Vite plugin: every text asset of a client build gets `.br` (quality 11) and `.gz` (level 9)
// siblings, so the server sends static files already compressed at the best ratio, with no CPU
// spent per request (see packages/server/src/http/static-files.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|css|svg|json|html|txt)$/;
/** Below this, compression gains too little to be worth a file. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'baobab-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      if (ssr) return;
      for (const name of Object.keys(bundle)) {
        if (!TEXT.test(name)) continue;
        const file = join(outDir, name);
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
