import { optional, required } from './attributes';
import { widgetElement } from './define';

/**
 * Every `<baobab-*>` element, defined where it is registered: its tag, its own attributes (the JSDoc
 * of each is its description in the custom-elements manifest, the comment above the call the
 * element's) and its mount, the chunk `baobab-<name>/mount.tsx` loaded the first time it appears.
 * The one list a new widget joins: the elements' registration, their JSX typings (jsx.ts), the
 * manifest (scripts/cem-plugin.mjs reads these calls), the styles map's names (styles/index.ts) and
 * the size budgets (.size-limit.js, from the build's mounts) follow from it; registry.test.ts fails
 * when an entry, its folder or its styles is missing.
 */
export const ELEMENTS = [
  /**
   * `<baobab-job-list company? companies-href?>`: search, domain tags and the paged job list,
   * optionally one company's (its domains only; its spontaneous application through `company-href`).
   */
  widgetElement(
    'baobab-job-list',
    {
      /** A company alias: only that company’s offers and domains; the call-to-action is its spontaneous application, on the `company-href` page. */
      company: optional(),
      /** Where a board-wide list’s “see the companies” call-to-action leads (default `/entreprises`). */
      'companies-href': optional(),
    },
    () => import('./baobab-job-list/mount'),
  ),
  /** `<baobab-job-detail slug>`: one offer and its Apply flow. */
  widgetElement(
    'baobab-job-detail',
    {
      /** The offer’s slug. */
      slug: required(),
    },
    () => import('./baobab-job-detail/mount'),
  ),
  /** `<baobab-company-list>`: the paged company list with its domain filter. */
  widgetElement('baobab-company-list', {}, () => import('./baobab-company-list/mount')),
  /** `<baobab-company-page alias section? tab?>`: a company's header and tabs. */
  widgetElement(
    'baobab-company-page',
    {
      /** The company’s alias. */
      alias: required(),
      /** `entreprises` (on the board) or `carriere` (the company’s own careers page, frameless). */
      section: optional<'entreprises' | 'carriere'>(),
      /** The tab shown (the `{subMenu}` of the URL); reflected when the reader picks a tab. */
      tab: optional(),
      /** Where a publication opens: a template with `{category}` and `{slug}`. */
      'media-href': optional(),
    },
    () => import('./baobab-company-page/mount'),
  ),
  /** `<baobab-auth-modal>`: the page's sign-in / sign-up / recovery modal, opened through the page store. */
  widgetElement('baobab-auth-modal', {}, () => import('./baobab-auth-modal/mount')),
  /** `<baobab-newsletter>`: the monthly newsletter sign-up. */
  widgetElement('baobab-newsletter', {}, () => import('./baobab-newsletter/mount')),
  /**
   * `<baobab-recruiter>`: the recruiter space (sign-in, a company's offers and team). Its chunk is
   * never loaded by a candidate's page: only a page holding this element fetches it.
   */
  widgetElement('baobab-recruiter', {}, () => import('./baobab-recruiter/mount')),
] as const;

type ElementOf = (typeof ELEMENTS)[number];

/** A widget's name: its tag without `baobab-` (`job-list`), as in `baobab:ready` and the styles map. */
export type WidgetName = ElementOf['tag'] extends `baobab-${infer Name}` ? Name : never;

/** Registers every `<baobab-*>` element; tags already defined (a second copy of the script) are left alone. */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const { tag, element } of ELEMENTS) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}
