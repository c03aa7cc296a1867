import { countryByCode, type OfferDraft, offerInput } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { PlainText } from '../job-detail/plain-text';
import { QuestionsPreview } from './questions-preview';

const DASH = '—';

/**
 * The offer as candidates will read it, redrawn at each keystroke: the job page's markup and
 * classes (job-detail's CSS), its text rules (PlainText), the missing fields shown as a dash.
 */
export function OfferPreview({ draft, company }: { draft: OfferDraft; company: string }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const job = offerInput(draft) as { salary: { min: number; max: number; currency: string; period: string } | null };
  const amount = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
  const salary =
    job.salary && Number.isFinite(job.salary.min) && Number.isFinite(job.salary.max)
      ? t('jobs.salary', {
          min: amount(job.salary.min),
          max: amount(job.salary.max),
          currency: job.salary.currency,
          period: t(`jobs.salary_period.${job.salary.period}`),
        })
      : null;
  const place = [draft.city, draft.countryCode && countryByCode(draft.countryCode)?.name[locale]].filter(Boolean);
  const contract = draft.contractType ? t(`jobs.contract_types.${draft.contractType}`) : DASH;
  return (
    <article className="bj-job-offer bj-recruiter-preview-offer" aria-labelledby="bj-recruiter-preview-title">
      <header className="bj-job-header">
        <div>
          <h3 className="bj-job-title" id="bj-recruiter-preview-title">
            {draft.title || t('recruiter.offers.untitled')}
          </h3>
          <p className="bj-job-company">{company}</p>
        </div>
      </header>
      <dl className="bj-job-facts">
        <div>
          <dt>{t('jobs.location')}</dt>
          <dd>{place.join(', ') || DASH}</dd>
        </div>
        <div>
          <dt>{t('jobs.contract')}</dt>
          <dd>
            {contract} · {t(`jobs.remote.${draft.remote ?? 'onsite'}`)}
          </dd>
        </div>
        {salary && (
          <div>
            <dt>{t('jobs.salary_label')}</dt>
            <dd>{salary}</dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="bj-recruiter-preview-description">
        <h4 id="bj-recruiter-preview-description" className="bj-section-title">
          {t('jobs.description')}
        </h4>
        {draft.description ? <PlainText text={draft.description} /> : <p className="bj-muted">{DASH}</p>}
      </section>
      <section aria-labelledby="bj-recruiter-preview-profile">
        <h4 id="bj-recruiter-preview-profile" className="bj-section-title">
          {t('jobs.profile')}
        </h4>
        {draft.bestCandidateProfil ? (
          <PlainText text={draft.bestCandidateProfil} />
        ) : (
          <p className="bj-muted">{DASH}</p>
        )}
      </section>
      <QuestionsPreview questions={draft.questions ?? []} />
    </article>
  );
}
