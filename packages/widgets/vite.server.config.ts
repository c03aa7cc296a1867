import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { minifyCssStrings } from './scripts/minify-css-strings.ts';

/**
 * The board's server renderer (src/server/board.ts → dist/server/board.js), imported by
 * @baobab/server at start as it imports the site's server entry: our packages bundled in, the
 * libraries (React, i18next…) read from this package's dependencies. The widget styles are
 * minified as in the CDN build: the served markup carries them to the reader.
 */
export default defineConfig({
  plugins: [react(), minifyCssStrings()],
  build: { ssr: 'src/server/board.ts', outDir: 'dist/server', emptyOutDir: true, target: 'node20', minify: false },
  ssr: { noExternal: [/^@baobab\//] },
});
