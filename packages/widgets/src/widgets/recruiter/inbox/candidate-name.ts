import type { PartnerApplication } from '@baobab/core';
import type { TFunction } from 'i18next';

/** The candidate's full name, or "anonymised candidate" once their account is gone. */
export const candidateName = (application: Pick<PartnerApplication, 'candidate'>, t: TFunction) =>
  application.candidate
    ? `${application.candidate.firstName} ${application.candidate.lastName}`
    : t('recruiter.inbox.anonymous');
