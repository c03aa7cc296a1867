import { DEFAULT_LOCALE, type Locale } from '../constants';

/**
 * The `lang` attribute of content written in `content` on a page in `page` (RGAA 8.7, WCAG 3.1.2):
 * set only where they differ, so a screen reader reads a French offer on an English page with
 * French rules. Content that carries no language of its own (a company's tagline in the list) is
 * taken as French, the language partners publish in.
 */
export const langAttribute = (page: Locale, content: Locale = DEFAULT_LOCALE): Locale | undefined =>
  content === page ? undefined : content;
