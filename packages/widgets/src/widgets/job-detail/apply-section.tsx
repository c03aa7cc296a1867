import type { Application, Job } from '@baobab/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';
import { usePageActions, usePageState } from '../../ui/use-page-state';
import { ApplyForm } from './apply-form';

/**
 * How this offer is applied to: not at all once closed, on the company's platform when it has one,
 * otherwise here — after signing up or in (the page's auth modal) for anonymous visitors. A sent
 * application is final: the form gives way to the confirmation.
 */
export function ApplySection({ job }: { job: Job }) {
  const { t } = useTranslation();
  const { emit } = useRuntime();
  const session = usePageState((state) => state.session);
  const { openAuth } = usePageActions();
  const [wantsToApply, setWantsToApply] = useState(false);
  const [sent, setSent] = useState(false);

  if (job.closed)
    return (
      <p className="bj-alert bj-alert--error" role="status">
        {t('errors.job_closed')}
      </p>
    );
  if (job.external && job.externalApplyUrl)
    return (
      <div className="bj-apply-cta">
        <p className="bj-muted">{t('apply.external_notice')}</p>
        <a className="bj-btn bj-btn--primary" href={job.externalApplyUrl} target="_blank" rel="noopener noreferrer">
          {t('jobs.apply_external')}
        </a>
      </div>
    );
  if (sent)
    return (
      <div className="bj-alert bj-alert--success" role="status">
        <p>{t('success.application_sent')}</p>
        <p>{t('faq.no_edit')}</p>
      </div>
    );
  if (wantsToApply && session) {
    const onSent = (application: Application) => {
      setSent(true);
      emit('baobab:apply', {
        jobSlug: job.slug,
        companyAlias: job.companyDetails.alias,
        applicationId: application.id,
      });
    };
    return <ApplyForm job={job} onSent={onSent} />;
  }
  return (
    <div className="bj-apply-cta">
      <button
        type="button"
        className="bj-btn bj-btn--primary"
        onClick={() => {
          setWantsToApply(true);
          if (!session) openAuth('signup');
        }}
      >
        {t('jobs.apply')}
      </button>
      {!session && <p className="bj-muted">{t('apply.login_to_apply')}</p>}
    </div>
  );
}
