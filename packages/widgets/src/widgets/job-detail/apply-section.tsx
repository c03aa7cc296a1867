import type { Job } from '@baobab/core';
import { useTranslation } from '../../runtime/translation';
import { APPLY_HASH } from '../../ui/links';
import { ApplyFlow } from '../apply/apply-flow';

/**
 * How this offer is applied to: not at all once closed, on the company's platform when it has one,
 * otherwise here through the apply flow.
 */
export function ApplySection({ job }: { job: Job }) {
  const { t } = useTranslation();
  if (job.closed)
    return (
      <p className="bj-alert bj-alert--error" role="status">
        {t(job.underReview ? 'jobs.under_review' : 'errors.job_closed')}
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
  return (
    <section id={APPLY_HASH} aria-label={t('jobs.apply')}>
      <ApplyFlow
        target={{ kind: 'job', slug: job.slug, companyAlias: job.companyDetails.alias, questions: job.questions }}
        actionLabel={t('jobs.apply')}
        startHash={APPLY_HASH}
      />
    </section>
  );
}
