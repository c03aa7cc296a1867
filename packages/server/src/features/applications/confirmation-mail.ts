import { buildPath, DEFAULT_LOCALE, isLocale, type PROFILE_TABS, translate } from '@baobab/core';
import type { Services } from '../../services';
import type { ApplyTarget } from './apply-target';

const APPLICATIONS_TAB: (typeof PROFILE_TABS)[number] = 'candidatures';

/** Whom a confirmation goes to, read by the statement writing the application (insert-application.ts). */
export interface Mailee {
  email: string;
  firstName: string;
  locale: string;
}

/** Tells the candidate, in their language, that their application was sent and where to follow it. */
export async function mailApplicationConfirmation(services: Services, user: Mailee | undefined, target: ApplyTarget) {
  if (!user) return;
  const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
  const title = target.jobTitle ?? translate(locale, 'apply.spontaneous_title');
  const link = `${services.config.publicUrl}${buildPath('profil')}?tab=${APPLICATIONS_TAB}`;
  await services.mailer.send({
    to: user.email,
    subject: translate(locale, 'mail.application_subject', { title }),
    text: translate(locale, 'mail.application_body', {
      firstName: user.firstName,
      title,
      company: target.companyName,
      link,
    }),
  });
}
