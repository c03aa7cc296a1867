import { defineConfig } from 'vite';

/**
 * The page and DSFR (its CSS, Marianne, icons and script from @gouvfr/dsfr) built into dist/:
 * everything the page loads is served with it, from the board's origin under
 * /examples/gouv-ministry/ (relative paths), the widgets' loader aside.
 */
export default defineConfig({
  base: './',
  // DSFR's stylesheet is the build's one slow step: no timing report at every start.
  build: { target: 'es2022', rolldownOptions: { checks: { bundlerTimings: false } } },
});
