/**
 * `/cdn/baobab@<version>/loader.js`, fetched by `baobab.js` (the partner's script tag): registers every `<baobab-*>` element as a light stub whose
 * widget chunk is fetched the first time it appears, and runs the page's command queue:
 *
 *   window.Baobab = window.Baobab || function () { (Baobab.q = Baobab.q || []).push(arguments) };
 *   Baobab('init', { apiBase, lang, theme, colorMode, nonce });
 */
import { configure, type PageDefaults } from '../elements/page-defaults';
import { defineElements } from '../elements/registry';

type Command = ['init', PageDefaults];

interface BaobabGlobal {
  (...command: Command): void;
  q?: ArrayLike<unknown>[];
  /** Set on the loader's own function: a second copy of the script (another URL) finds it and stands down. */
  loaded?: true;
}

declare global {
  interface Window {
    Baobab?: BaobabGlobal;
  }
}

function run(...[name, options]: Command) {
  if (name === 'init') configure(options);
  else console.warn(`Baobab: unknown command ${String(name)}`);
}

function start() {
  // A partner page may forbid eval (a CSP without 'unsafe-eval'): zod must not even probe for it, as
  // the probe alone is reported as a violation. Its schemas read this shared config (the object zod's
  // own `config()` writes) when they are built, in the widget chunks: set it before any of them loads.
  const shared = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  shared.__zod_globalConfig = { ...shared.__zod_globalConfig, jitless: true };
  // The API lives beside the bundle unless the page says otherwise; a strict-CSP page's nonce is
  // the one it gave the script tag, `baobab.js` beside this file (through a variable: the bundler
  // would take `new URL('…', import.meta.url)` for an asset of its own).
  const here = import.meta.url;
  const scriptTag = new URL('baobab.js', here).href;
  const loaderScript = Array.from(document.scripts).find((script) => script.src === scriptTag);
  configure({ apiBase: new URL(here).origin, nonce: loaderScript?.nonce });
  const queued = window.Baobab?.q ?? [];
  window.Baobab = Object.assign(run, { loaded: true as const });
  for (const args of queued) run(...(Array.from(args) as Command));
  defineElements();
}

if (!window.Baobab?.loaded) start();
