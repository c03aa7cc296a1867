import { optional, required } from '../attributes';
import { widgetElement } from '../define';

/** `<baobab-company-page alias section? tab?>`: a company's header and tabs. */
export const companyPageElement = widgetElement(
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
  () => import('./mount'),
);
