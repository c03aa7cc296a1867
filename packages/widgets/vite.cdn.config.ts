import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

import { precompress } from '../../scripts/precompress.ts';
import { candidateChunks, isFirstPass } from './scripts/candidate-runtime.ts';
import { dependency, modules } from './scripts/chunk-groups.ts';
import { minifyCssStrings } from './scripts/minify-css-strings.ts';

/** The build's entries: the script tag's file (a classic script) and the loader it imports. */
const ENTRIES = { baobab: 'src/cdn/baobab.ts', loader: 'src/cdn/loader.ts' };
const SCRIPT_TAG_FILE = resolve(import.meta.dirname, ENTRIES.baobab);

// The modules each chunk group gathers (see `codeSplitting` below for why).
const FORM_SUBMIT = modules(
  'form-submit',
  [
    ...['use-guarded-submit.ts', 'text-field.tsx', 'field-errors.ts', 'field.tsx'].map(
      (file) => `src/widgets/form-fields/${file}`,
    ),
    'src/widgets/captcha',
    '@baobab/client/src/failure-message.ts',
    '@baobab/core/src/i18n/error-codes.ts',
  ],
  ['src/widgets/captcha/altcha-guards.ts'],
);
const FORM_SCHEMAS = [dependency('zod', '@baobab/core'), modules('runtime', ['@baobab/core/src/schemas'])];
const LISTS = modules(
  'lists',
  [
    'src/widgets/list-parts',
    ...['paged-list.ts', 'use-list-store.ts', 'job-list-store.ts'].map((file) => `src/stores/${file}`),
    'src/widgets/job-list',
    'src/elements/baobab-job-list/widget.tsx',
    'src/ui/format.ts',
  ],
  ['src/widgets/job-list/hint.tsx', 'src/widgets/job-list/keyword-suggestions.tsx'],
);
// The candidates' shared chunks as their widgets alone make them (scripts/candidate-runtime.ts).
const CANDIDATES = candidateChunks(
  fileURLToPath(import.meta.url),
  /src[\\/]elements[\\/]baobab-recruiter[\\/]mount\.tsx$/,
);
const FORMATTED = modules('format-directly', ['src/ui/formatted.ts']);
const FORMS_CSS =
  /src[\\/]widgets[\\/](form-fields[\\/]form-fields|captcha[\\/]captcha|auth-modal[\\/]auth-modal)\.css\.ts$/;

/**
 * Floating UI (the dialogs' focus trap) and zustand read React as a whole (`import * as React`,
 * `import React`), and preact/compat's namespace or default export holds every export it has: none
 * of compat could then be left out of the runtime every widget loads. They get a React of what
 * they use instead. (The aliases below have already turned `react` and `react-dom` into
 * preact/compat by the time this resolves.)
 */
const REACT_AS_A_WHOLE = [
  ...['cloneElement', 'createContext', 'createPortal', 'flushSync', 'forwardRef', 'useCallback'],
  ...['useContext', 'useDebugValue', 'useEffect', 'useId', 'useInsertionEffect', 'useLayoutEffect'],
  ...['useMemo', 'useReducer', 'useRef', 'useState', 'useSyncExternalStore'],
].join(', ');
function slimReactForLibraries(): Plugin {
  // One module per library: Floating UI's namespace object then stays in the dialogs' chunks.
  const prefix = '\0react-for:';
  return {
    name: 'baobab-react-for-libraries',
    enforce: 'pre',
    resolveId(source, importer) {
      const library = /[\\/]node_modules[\\/](@floating-ui|zustand)[\\/]/.exec(importer ?? '')?.[1];
      return source === 'preact/compat' && library ? prefix + library : undefined;
    },
    load: (id) =>
      id.startsWith(prefix)
        ? `import { ${REACT_AS_A_WHOLE} } from 'preact/compat';
          export { ${REACT_AS_A_WHOLE} };
          export default { ${REACT_AS_A_WHOLE} };`
        : undefined,
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

/**
 * On a partner's page no server collects formatted texts (ui/formatted.ts serves the board's pages),
 * so every formatting goes straight to Intl: the memos (texts and formatters) are left out of the
 * bundle.
 */
function formatDirectly(): Plugin {
  return {
    name: 'baobab-format-directly',
    load: (id) =>
      FORMATTED.has(id)
        ? 'export const formatted = (_key, format) => format(); export const collectFormatted = () => new Map(); ' +
          'export const intl = (Kind, locale, options) => new Kind(locale, options);'
        : undefined,
  };
}

// The loader and its static imports, in loader.js (the widgets import what they share
// with it from there): every page fetches them first. Not baobab.js, which must stay
// free of module syntax (a classic script).
const LOADER_GROUP: CodeSplittingGroup = {
  name: 'loader',
  tags: ['$initial'],
  // A module baobab.ts imports as `…?script-tag` is a copy of its own, inlined there (cdn/baobab.ts).
  test: (id) => id !== SCRIPT_TAG_FILE && !id.endsWith('?script-tag'),
  priority: 3,
};

const CANDIDATE_GROUPS: CodeSplittingGroup[] = [
  LOADER_GROUP,
  // What only forms use, though five entry chunks or more share it: the error-code table
  // and the message a failed submission shows go with the forms' submit hook, text field
  // and captcha field, not into the runtime a list also loads. The field's fixes to ALTCHA
  // (altcha-guards) load with ALTCHA itself, on demand.
  {
    name: 'form-submit',
    test: (id) => FORM_SUBMIT.has(id),
    includeDependenciesRecursively: false,
    priority: 2.5,
  },
  // The forms' CSS strings, which the recruiter space's chunk also imports: kept with the
  // sign-in modal's, as before it existed, rather than in the runtime a list loads.
  {
    name: 'auth-modal.css',
    test: (id) => FORMS_CSS.test(id),
    includeDependenciesRecursively: false,
    priority: 2.2,
  },
  // Preact, i18next, the client, the mount: what four entry chunks or more share (the six
  // widgets, the forms loaded on demand). Four, not five, for the company logo and the
  // links (both lists, the job detail, the company page): a file of their own cost each of
  // those pages about 0.2 KB of overhead; the newsletter and the sign-in modal now carry
  // them unused (0.56 KB). Never zod and the contract's schemas: only forms validate, and
  // they share them among themselves.
  {
    name: 'runtime',
    minShareCount: 4,
    test: (id) => !FORM_SCHEMAS.some((schemas) => schemas.has(id)),
    priority: 2,
  },
  // The paged lists (jobs, companies, a company's offers) and the job list's own parts,
  // without their dependencies, so that the job detail does not fetch list code. The job
  // list's parts are here, not in its entry chunk (left with its mount alone): one file
  // less on its path, 0.4 KB, which the company list and page pay with its code (1.0 KB).
  // Not the empty state's "did you mean" line (hint.tsx), loaded only when a search found
  // nothing, nor the typing suggestions (keyword-suggestions.tsx), loaded when the search
  // box is first used.
  {
    name: 'lists',
    test: (id) => LISTS.has(id),
    includeDependenciesRecursively: false,
    priority: 1,
  },
];

/** The real build: each module a candidate widget loads, in the shared chunk the first pass gave it. */
const REPLAY_CANDIDATE_CHUNKS: CodeSplittingGroup = {
  name: CANDIDATES.chunkOf,
  debugName: 'candidate chunks',
  includeDependenciesRecursively: false,
  priority: 2,
};

export default defineConfig({
  plugins: [
    CANDIDATES.plugin,
    importWithoutPreload(),
    formatDirectly(),
    slimReactForLibraries(),
    minifyCssStrings(),
    precompress(),
  ],
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
      // Reading a property is taken to have no side effect (no getter here or in the libraries
      // counts on one): a value read and left unused goes, such as i18next's named exports read
      // off its default instance.
      treeshake: { propertyReadSideEffects: false },
      // The first pass and the precompression are the build's own slow steps, by design: their
      // timing report would greet every `pnpm start` on a fresh clone.
      checks: { bundlerTimings: false },
      input: ENTRIES,
      // loader.js may export more than the loader's own exports: what the widgets share with it.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // baobab.js in a function of its own: the names of the module it copies (see LOADER_GROUP)
        // stay off the partner's page.
        banner: (chunk) => (chunk.fileName === 'baobab.js' ? '(()=>{' : ''),
        footer: (chunk) => (chunk.fileName === 'baobab.js' ? '})();' : ''),
        entryFileNames: '[name].js',
        // A widget chunk is named after its element folder (`baobab-job-list-<hash>.js`).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId && basename(chunk.facadeModuleId).startsWith('mount.')
            ? `chunks/${basename(dirname(chunk.facadeModuleId))}-[hash].js`
            : 'chunks/[name]-[hash].js',
        // Each file is compressed on its own, so a page pays for every chunk it fetches (about
        // 0.2 KB each, and what one file cannot reuse of another). Left to itself the bundler
        // cuts a chunk per set of importers (13 files for a job list); these groups put the
        // loader's imports in loader.js, gather what nearly every widget needs into one runtime,
        // and the lists' parts into one chunk.
        codeSplitting: {
          groups: isFirstPass() ? CANDIDATE_GROUPS : [LOADER_GROUP, REPLAY_CANDIDATE_CHUNKS],
        },
      },
    },
  },
});
