import { basename, dirname } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/precompress';
import { endpoints } from '../core/src/api/endpoints';
import { minifyCssStrings } from './scripts/minify-css-strings';

/**
 * The widgets call the API by name and, in production, trust its answers (see the client's http):
 * of the endpoint table they need each call's method and path, and whether it answers JSON or a
 * file. Served in place of the table, this keeps the contract's schemas (and zod) off the pages
 * that only read; forms still bring the schemas they validate input with.
 */
function endpointRoutesOnly(): Plugin {
  const routes = Object.fromEntries(
    Object.entries(endpoints).map(([name, def]) => [
      name,
      { method: def.method, path: def.path, response: def.response && 'json' },
    ]),
  );
  return {
    name: 'baobab-endpoint-routes',
    load: (id) =>
      id.endsWith('/core/src/api/endpoints.ts') ? `export const endpoints = ${JSON.stringify(routes)};` : undefined,
  };
}

/**
 * The CDN build: the loader `baobab.js` plus one chunk per widget (and shared chunks), React
 * swapped for Preact through `preact/compat`. Chunks are fetched relative to the loader, so the
 * whole folder can be served under any versioned path.
 */
/**
 * Vite wraps each dynamic `import()` in a helper that preloads the chunk's dependencies; with
 * `modulePreload` off it has none to preload (the browser walks each module graph itself), yet it
 * weighs 1.3 KB on every page. This stand-in only runs the import.
 */
function importWithoutPreload(): Plugin {
  return {
    name: 'baobab-import-without-preload',
    enforce: 'pre',
    load: (id) => (id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load();' : undefined),
  };
}

export default defineConfig({
  plugins: [importWithoutPreload(), endpointRoutesOnly(), minifyCssStrings(), precompress()],
  base: './',
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
      // react-i18next reaches useSyncExternalStore through this shim (a CommonJS copy for old
      // React versions); preact/compat has its own.
      { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
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
