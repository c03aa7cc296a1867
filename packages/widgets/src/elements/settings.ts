import { COLOR_MODES, DEFAULT_LOCALE, LOCALES, THEMES } from '@baobab/core';
import type { BaobabRuntime } from '../runtime/runtime';
import { pageDefaults } from './page-defaults';

export type WidgetSettings = Pick<BaobabRuntime, 'locale' | 'theme' | 'colorMode' | 'links'> & { apiBase: string };

/** `value` when it is one of `allowed`, else `fallback`: attributes come from pages we do not control. */
export function oneOf<T extends string, F extends T | undefined>(
  allowed: readonly T[],
  value: unknown,
  fallback: F,
): T | F {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

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
