/**
 * `/cdn/baobab@<version>/baobab.js`, the one script tag partners paste. It holds no module syntax
 * (no `import`/`export` statement, no `import.meta`), so it runs as a classic `<script src async>`,
 * as `type="module"`, inserted by a tag manager, or twice; the browser evaluates the loader it
 * fetches once per URL, and the loader stands down for a second copy.
 *
 * A classic script from another origin gets no base URL for `import()`, so it names the loader by
 * its own absolute address; a module (no `currentScript`) resolves against its own URL. The
 * bundler leaves a non-literal `import()` alone: a literal one it wraps in a module-only helper.
 */
// No top-level name: a classic script's would land on the partner's `window`.
void import(
  /* @vite-ignore */ document.currentScript
    ? new URL('loader.js', (document.currentScript as HTMLScriptElement).src).href
    : './loader.js'
);
