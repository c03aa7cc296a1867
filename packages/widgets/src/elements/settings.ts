import { COLOR_MODES, DEFAULT_LOCALE, LOCALES, THEMES } from '@baobab/core';
import type { BaobabRuntime } from '../runtime/runtime';
import { oneOf } from './one-of';
import { pageDefaults } from './page-defaults';

export type WidgetSettings = Pick<BaobabRuntime, 'locale' | 'theme' | 'colorMode' | 'links'> & { apiBase: string };

/** An element's settings: its attribute, else the page default (`Baobab('init')`), else ours. */
export function readSettings(host: HTMLElement): WidgetSettings {
  const attribute = (name: string) => host.getAttribute(name) ?? undefined;
  return {
    apiBase: attribute('api-base') ?? pageDefaults.apiBase ?? '',
    locale: oneOf(LOCALES, attribute('lang') ?? pageDefaults.lang, DEFAULT_LOCALE),
    theme: oneOf(THEMES, attribute('theme') ?? pageDefaults.theme, 'default'),
    colorMode: oneOf(COLOR_MODES, attribute('color-mode') ?? pageDefaults.colorMode, 'system'),
    links: {
      job: attribute('job-href'),
      company: attribute('company-href'),
      applications: attribute('applications-href'),
    },
  };
}
