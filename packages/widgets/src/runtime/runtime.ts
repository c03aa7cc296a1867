import type { BaobabClient } from '@baobab/client';
import type { ColorMode, Locale, Theme } from '@baobab/core';
import type { BaobabEventMap } from './events';

/** Where links of a widget lead on the host page: templates such as `/jobs/{slug}`. */
export interface LinkTemplates {
  job?: string;
  company?: string;
  /** The candidate's applications (no template: the apply flow shows no link to them). */
  applications?: string;
}

/**
 * What every widget component receives from its host (a custom element or the host site):
 * the page's one client, the language, the theme and how to tell the page what happened.
 */
export interface BaobabRuntime {
  client: BaobabClient;
  locale: Locale;
  theme: Theme;
  colorMode: ColorMode;
  links: LinkTemplates;
  /**
   * Dispatches a `baobab:*` event from the widget's element (composed, bubbling). Answers false
   * when the host called preventDefault() on a cancelable one (e.g. `baobab:navigate`).
   */
  emit<K extends keyof BaobabEventMap>(type: K, detail: BaobabEventMap[K]): boolean;
}
