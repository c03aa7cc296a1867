import { COMPANY_TABS, countryBySlug, MEDIA_CATEGORIES, type ValidityRule } from '@baobab/core';
import type { SiteConfig } from './app-context';

const includes = (list: readonly string[], value: string | undefined) => value !== undefined && list.includes(value);

/** The validity rules of the core route table; a failed one makes the page 'Page Not Found: {path}'. */
const RULES: Record<ValidityRule, (params: Record<string, string>, config: SiteConfig) => boolean> = {
  knownCountry: ({ location }) => location !== undefined && countryBySlug(location) !== undefined,
  mediasEnabled: (_, config) => config.onPremise === 0,
  mediaCategory: ({ category }) => includes(MEDIA_CATEGORIES, category),
  companySubMenu: ({ subMenu }) => includes(COMPANY_TABS, subMenu),
};

export function passesRules(rules: readonly ValidityRule[], params: Record<string, string>, config: SiteConfig) {
  return rules.every((rule) => RULES[rule](params, config));
}
