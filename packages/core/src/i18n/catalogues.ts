import { DEFAULT_LOCALE, type Locale } from '../constants';
import { en } from './en';
import { enAccessibility } from './en-accessibility';
import { enCv } from './en-cv';
import { enRecruiter } from './en-recruiter';
import { enReport } from './en-report';
import { fr, type Messages } from './fr';
import { type AccessibilityMessages, frAccessibility } from './fr-accessibility';
import { type CvMessages, frCv } from './fr-cv';
import { frRecruiter, type RecruiterMessages } from './fr-recruiter';
import { frReport, type ReportMessages } from './fr-report';
import { lookupMessage } from './load';
import { mailEn } from './mail-en';
import { type MailMessages, mailFr } from './mail-fr';
import { serverEn } from './server-en';
import { type ServerTexts, serverFr } from './server-fr';

// Both languages, statically: for Node (server answers, mail) and the host site. Browser widgets
// load only their own language through loadCatalogue.

/** The whole catalogue of a language: what browsers load, plus the CV maker's, recruiter space's, report's and statement's texts and the server's mail and answer texts. */
export type ServerMessages = Messages &
  CvMessages &
  RecruiterMessages &
  ReportMessages &
  AccessibilityMessages & { mail: MailMessages; server: ServerTexts };
// The CV maker's and the recruiter space's texts load with them in browsers; their errors join `errors` here.
const withParts = (messages: Messages, cv: CvMessages, recruiter: RecruiterMessages) => ({
  ...messages,
  ...cv,
  ...recruiter,
  errors: { ...messages.errors, ...cv.errors, ...recruiter.errors },
});
export const catalogues: Record<Locale, ServerMessages> = {
  fr: { ...withParts(fr, frCv, frRecruiter), ...frReport, ...frAccessibility, mail: mailFr, server: serverFr },
  en: { ...withParts(en, enCv, enRecruiter), ...enReport, ...enAccessibility, mail: mailEn, server: serverEn },
};
/** i18next-ready resources: `i18next.init({ resources, fallbackLng: DEFAULT_LOCALE })`. */
export const resources = { fr: { translation: catalogues.fr }, en: { translation: catalogues.en } } as const;

/**
 * Looks up a dotted key and fills `{{name}}` placeholders. A minimal translator for places that
 * have no i18next instance (server answers, mail); UI code uses i18next with `resources`.
 */
export function translate(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  return lookupMessage(catalogues[locale], key, values, catalogues[DEFAULT_LOCALE]);
}
