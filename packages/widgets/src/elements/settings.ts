import { COLOR_MODES, DEFAULT_LOCALE, LOCALES, THEMES } from '@baobab/core';
import type { BaobabRuntime } from '../runtime/runtime';
import { oneOf } from './one-of';
import { type PageDefaults, pageDefaults } from './page-defaults';

export type WidgetSettings = Pick<BaobabRuntime, 'locale' | 'theme' | 'colorMode' | 'links'> & { apiBase: string };

/**
 * The one mapping from an element's attributes to its settings: its attribute, else the page
 * default (`Baobab('init')`), else ours. The browser's element reads its own attributes with it,
 * `@baobab/widgets/server` the attributes it is asked to render.
 */
export function settingsOf(attribute: (name: string) => string | undefined, defaults: PageDefaults): WidgetSettings {
  return {
    apiBase: attribute('api-base') ?? defaults.apiBase ?? '',
    locale: oneOf(LOCALES, attribute('lang') ?? defaults.lang, DEFAULT_LOCALE),
    theme: oneOf(THEMES, attribute('theme') ?? defaults.theme, 'default'),
    colorMode: oneOf(COLOR_MODES, attribute('color-mode') ?? defaults.colorMode, 'system'),
    links: {
      job: attribute('job-href'),
      company: attribute('company-href'),
      applications: attribute('applications-href'),
    },
  };
}

/** An element's settings, from its attributes and the page's defaults. */
export const readSettings = (host: HTMLElement): WidgetSettings =>
  settingsOf((name) => host.getAttribute(name) ?? undefined, pageDefaults);
