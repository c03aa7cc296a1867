import type { ColorMode, Locale, Theme } from '@baobab/core';
import { setStyleNonce } from '../runtime/style-element';
import { refreshMountedWidgets } from './widget-element';

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

/** Sets page-wide settings and re-renders the widgets already on the page. */
export function configure(options: PageDefaults): void {
  Object.assign(pageDefaults, options);
  if ('nonce' in options) setStyleNonce(options.nonce);
  refreshMountedWidgets();
}
