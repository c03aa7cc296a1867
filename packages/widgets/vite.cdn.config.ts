import { basename, dirname } from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress';

/**
 * The CDN build: the loader `baobab.js` plus one chunk per widget (and shared chunks), React
 * swapped for Preact through `preact/compat`. Chunks are fetched relative to the loader, so the
 * whole folder can be served under any versioned path.
 */
export default defineConfig({
  plugins: [precompress()],
  base: './',
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  build: {
    outDir: 'dist/cdn',
    emptyOutDir: true,
    target: 'es2022',
    // Every chunk is in a module graph the browser walks itself; no preload helper in the loader.
    modulePreload: false,
    manifest: 'manifest.json',
    rolldownOptions: {
      input: { baobab: 'src/cdn/baobab.ts', loader: 'src/cdn/loader.ts' },
      output: {
        entryFileNames: '[name].js',
        // A widget chunk is named after its element folder (`baobab-job-list-<hash>.js`).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && basename(chunk.facadeModuleId).startsWith('mount.')
            ? `chunks/${basename(dirname(chunk.facadeModuleId))}-[hash].js`
            : 'chunks/[name]-[hash].js',
      },
    },
  },
});
