import { type Locale, loadCatalogue } from '@baobab/core';
import { languageInstances, loadLanguage } from '@baobab/widgets';
import { useTranslation } from 'react-i18next';

// One chunk per language for the site's own texts, like the core catalogues.
const siteTexts: Record<Locale, () => Promise<object>> = {
  fr: () => import('./fr').then((module) => module.siteFr),
  en: () => import('./en').then((module) => module.siteEn),
};

/**
 * The site's i18next: the core catalogue (nav, footer, errors…) with the site's texts under `site`.
 * Loading a language for the site loads it for its widgets too; a French page never downloads the
 * English texts.
 */
const siteLanguages = languageInstances(
  async (locale) => {
    const [core, site] = await Promise.all([loadCatalogue(locale), siteTexts[locale](), loadLanguage(locale)]);
    return { ...core, site };
  },
  { returnObjects: true },
);
export const siteI18n = siteLanguages.instanceFor;
/** Render a page in `locale` after this settles. */
export const loadSiteLanguage = siteLanguages.load;

/** `t` of the page's language, for site components (widgets keep their own instance). */
export function useSiteT(locale: Locale) {
  return useTranslation(undefined, { i18n: siteI18n(locale) }).t;
}
