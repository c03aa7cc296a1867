// `cem analyze` (@custom-elements-manifest/analyzer): writes dist/custom-elements.json.
// The elements are built by a factory the analyzer cannot read, so the `baobab-elements` plugin
// (scripts/cem-plugin.mjs) builds their declarations from each element's attribute object,
// BaobabEventMap, tokens.ts and the widgets' `part` attributes. The tables below only add prose; a
// new token, event or part without a description here (or an attribute without JSDoc) fails the run.
import { fileURLToPath } from 'node:url';
import { baobabElementsPlugin } from './scripts/cem-plugin.mjs';

export default {
  globs: ['src/elements/registry.ts'],
  outdir: 'dist',
  // package.json's `customElements` is written by hand (publish field), not by the analyzer.
  packagejson: false,
  plugins: [
    baobabElementsPlugin({
      root: fileURLToPath(new URL('.', import.meta.url)),
      events: {
        'baobab:ready': 'The widget’s first render is on screen; detail.widget is its name.',
        'baobab:login': 'The reader signed in or signed up; detail.user is the session’s user.',
        'baobab:logout': 'The reader signed out.',
        'baobab:apply': 'An application was sent.',
        'baobab:navigate': 'A widget link was followed.',
        'baobab:submitted':
          'An application, a sign-up or a newsletter subscription was sent, before its answer; detail.form says which.',
        'baobab:error':
          'A sent form failed; detail.code is the catalogue code of the message shown (the server’s when it refused, else the form’s own).',
      },
      cssProperties: {
        font: 'Font family.',
        'font-size': 'Base font size.',
        radius: 'Corner radius of cards, dialogs and inputs.',
        'radius-small': 'Corner radius of small controls (tags, badges).',
        space: 'Base spacing unit.',
        'color-primary': 'Primary colour (buttons, active tags, links).',
        'color-primary-hover': 'Primary colour on hover.',
        'color-on-primary': 'Text on the primary colour.',
        'color-accent': 'Accent colour.',
        'color-text': 'Body text colour.',
        'color-muted': 'Secondary text colour.',
        'color-surface': 'Background of cards and dialogs.',
        'color-surface-alt': 'Alternate background (tags, panels).',
        'color-border': 'Border colour.',
        'color-danger': 'Errors.',
        'color-success': 'Confirmations.',
        'color-focus': 'Focus ring colour.',
        'focus-width': 'Focus ring width (2px in the gouv theme, as DSFR).',
        shadow: 'Card and dialog shadow.',
        'loading-bar': 'Colour of the loading bar (follows the theme).',
      },
      cssParts: {
        root: 'The widget’s root container.',
        card: 'A job or company card in a list.',
        list: 'The list of cards.',
        'load-more': 'The “load more” button.',
        filters: 'The activity-domain tag filter.',
        search: 'The keyword search form.',
        cta: 'The call-to-action card (see the companies).',
        offer: 'The job offer.',
        header: 'The company header.',
        tabs: 'The company page’s tab list.',
        dialog: 'The modal dialog.',
        form: 'The sign-up form.',
        input: 'The e-mail input.',
        button: 'The submit button.',
      },
    }),
  ],
};
