import { type Application, type Company, SPONTANEOUS_JOB_TITLE } from '@baobab/core';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';
import { formatDate } from '../../ui/format';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';

function ApplicationCard({ application, showCompany }: { application: Application; showCompany: boolean }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  return (
    <li className="bj-card bj-cp-item">
      <h2 className="bj-cp-item-title">{application.job?.title ?? SPONTANEOUS_JOB_TITLE}</h2>
      {showCompany && <p className="bj-muted">{application.company.name}</p>}
      <p className="bj-cp-meta">
        <span className="bj-tag bj-cp-state" data-status={application.status}>
          {t(`profile.status.${application.status}`)}
        </span>
        <time className="bj-muted" dateTime={application.createdAt}>
          {t('company_page.applications.sent_on', { date: formatDate(application.createdAt, locale) })}
        </time>
      </p>
      {application.timeline.length > 0 && (
        <ol className="bj-cp-timeline" aria-label={t('company_page.applications.timeline')}>
          {application.timeline.map((event) => (
            <li key={`${event.status}-${event.at}`}>
              <span>{t(`profile.status.${event.status}`)}</span>{' '}
              <time className="bj-muted" dateTime={event.at}>
                {formatDate(event.at, locale)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

/**
 * The candidate's applications to this company only (offers and spontaneous), with their progress;
 * without a company (the candidate's own space), all of them with the company's name.
 */
export function ApplicationsPanel({ company }: { company?: Company }) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [state, retry] = useLoad('applications', () => client.account.applications());
  if (state.status !== 'done') return <LoadStatus state={state} retry={retry} />;
  const mine = company ? state.data.filter((application) => application.company.alias === company.alias) : state.data;
  if (mine.length === 0)
    return (
      <p className="bj-cp-empty">
        {company ? t('company_page.applications.empty', { name: company.name }) : t('profile.empty_applications')}
      </p>
    );
  return (
    <ul className="bj-cp-list">
      {mine.map((application) => (
        <ApplicationCard key={application.id} application={application} showCompany={!company} />
      ))}
    </ul>
  );
}
