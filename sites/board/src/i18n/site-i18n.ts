import { type Locale, loadCatalogue } from '@baobab/core';
import { languageInstances, loadLanguage, translatorOf } from '@baobab/widgets';

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

/**
 * `t` of the page's language, for site components (widgets keep their own instance): one per
 * language, shared by every component and every page the server renders. A language's texts are
 * loaded before a page in it renders (the route tree's loader), so nothing here waits or suspends.
 */
export function useSiteT(locale: Locale) {
  return translatorOf(siteI18n(locale));
}
