import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from '../../scripts/precompress.ts';

/**
 * Writes `/builds/latest.json` and `/builds/meta/{id}.json` (docs/product.md §7) beside the client assets, so
 * open pages can tell a newer build was deployed. The id is unique per client build.
 */
function buildManifest(): Plugin {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'baobab-build-manifest',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      const manifest = JSON.stringify({ id, timestamp: Date.now() });
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: manifest });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: manifest });
    },
  };
}

/**
 * The browser runs Preact through `preact/compat` (as the widgets' CDN build does): the same
 * components for a third of React DOM's bytes. The server keeps rendering with React.
 */
const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * React Router's package points Node at its development build whatever NODE_ENV says (its
 * `exports` have no production condition), and that build checks and warns on every render: the
 * server's render is bundled with the production build instead, and with the two packages that
 * build imports (pnpm does not let the board's output reach them).
 */
const reactRouterDist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist');
const REACT_ROUTER_PRODUCTION = join(reactRouterDist, 'production', 'index.mjs');
const SERVER_LINK = fileURLToPath(new URL('src/navigation/server-link.tsx', import.meta.url));
const SERVER_ROUTER = '\0baobab-server-react-router';

/**
 * On the server, `react-router` is its production build with `Link` taken from
 * src/navigation/server-link.tsx (the same element for a plain site path, without resolving it
 * against the route tree); that module alone imports the router's own `Link`.
 */
function serverLink(): Plugin {
  return {
    name: 'baobab-server-link',
    enforce: 'pre',
    apply: (_, env) => env.isSsrBuild === true,
    resolveId(id, importer) {
      if (id !== 'react-router') return null;
      return importer === SERVER_LINK ? REACT_ROUTER_PRODUCTION : SERVER_ROUTER;
    },
    load(id) {
      if (id !== SERVER_ROUTER) return null;
      return `export * from ${JSON.stringify(REACT_ROUTER_PRODUCTION)};\nexport { Link } from ${JSON.stringify(SERVER_LINK)};\n`;
    },
  };
}
const SERVER_BUNDLED = [/^@baobab\//, 'react-router', 'cookie', 'set-cookie-parser'];

/** The CSS of the `initial` chunk group below. */
const INITIAL_CSS = /(^|\/)initial-[\w-]+\.css$/;

/**
 * Two builds: the browser's (dist/client: hashed assets, the Vite manifest the server reads) and
 * the server's render function (dist/server/entry-server.js, imported by @baobab/server at start).
 * Workspace packages are TypeScript sources: they are bundled into both.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [serverLink(), react(), buildManifest(), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  resolve: { alias: isSsrBuild ? [] : PREACT_ALIASES },
  build: isSsrBuild
    ? { outDir: 'dist/server', target: 'node20', emptyOutDir: true, sourcemap: true }
    : {
        outDir: 'dist/client',
        target: 'es2022',
        emptyOutDir: true,
        manifest: true,
        // The initial chunk's CSS is inlined in every page by the server (entry-server.tsx): a lazy
        // chunk that depends on it must not load it again as a stylesheet.
        modulePreload: { resolveDependencies: (_, deps) => deps.filter((dep) => !INITIAL_CSS.test(dep)) },
        rolldownOptions: {
          input: 'src/entry-client.tsx',
          onwarn(warning, warn) {
            // React Router reads React 19's `use` and `useOptimistic` by a computed key and falls back
            // when they are missing, as under preact/compat: not a bug, so not a start-up warning.
            if (warning.code === 'IMPORT_IS_UNDEFINED' && /[\\/]react-router[\\/]/.test(warning.id ?? '')) return;
            warn(warning);
          },
          // What the entry imports statically goes in one file: every page loads all of it before
          // hydrating, and a dozen small chunks cost more in headers (~850 B each) than in code.
          output: {
            codeSplitting: {
              groups: [{ name: 'initial', tags: ['$initial'], test: (id) => !id.endsWith('/src/entry-client.tsx') }],
            },
          },
        },
      },
  ssr: { noExternal: SERVER_BUNDLED },
}));
