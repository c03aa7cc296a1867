import type { ColorMode, Locale, Theme } from '@baobab/core';
import { setStyleNonce } from '../runtime/style-nonce';

/** Page-wide settings (`Baobab('init', …)`): what an element uses when it has no attribute for it. */
export interface PageDefaults {
  apiBase?: string;
  lang?: Locale;
  theme?: Theme;
  colorMode?: ColorMode;
  /** CSP nonce for the `<style>` elements of browsers without constructable stylesheets. */
  nonce?: string;
}

export const pageDefaults: PageDefaults = {};

/** The elements whose widget is on screen: page-wide settings re-render them. */
export const mountedWidgets = new Set<{ refresh(): void }>();

/** Sets page-wide settings and re-renders the widgets already on the page. */
export function configure(options: PageDefaults): void {
  Object.assign(pageDefaults, options);
  if ('nonce' in options) setStyleNonce(options.nonce);
  for (const element of mountedWidgets) element.refresh();
}
