import { type Application, type Company, SPONTANEOUS_JOB_TITLE } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { formatDate } from '../../ui/format';
import { jobHref, NavLink } from '../../ui/links';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';

type Step = { status: Application['status']; at?: string };

/**
 * The application's steps, latest first: the current status leads, once. An application whose
 * events do not end on its status (none recorded) starts from its status and its sending date.
 */
function stepsOf(application: Application): Step[] {
  const steps: Step[] = [...application.timeline].reverse();
  if (steps[0]?.status !== application.status)
    steps.unshift({ status: application.status, at: steps.length === 0 ? application.createdAt : undefined });
  return steps;
}

function ApplicationCard({ application, showCompany }: { application: Application; showCompany: boolean }) {
  const { t } = useTranslation();
  const { locale, links } = useRuntime();
  const title = application.job?.title ?? SPONTANEOUS_JOB_TITLE;
  return (
    <li className="bj-card bj-cp-item">
      <h2 className="bj-cp-item-title">
        {application.job ? (
          <NavLink href={jobHref(links, application.job.slug)} kind="job" className="bj-cp-offer-link">
            {title}
          </NavLink>
        ) : (
          title
        )}
      </h2>
      {showCompany && <p className="bj-muted">{application.company.name}</p>}
      <ol className="bj-cp-timeline" aria-label={t('company_page.applications.timeline')}>
        {stepsOf(application).map((step, index) => (
          <li key={`${step.status}-${step.at}`} aria-current={index === 0 ? 'step' : undefined}>
            <span className={index === 0 ? 'bj-tag bj-cp-state' : undefined} data-status={step.status}>
              {t(`profile.status.${step.status}`)}
            </span>
            {step.at && (
              <>
                {' '}
                <time className="bj-muted" dateTime={step.at}>
                  {formatDate(step.at, locale)}
                </time>
              </>
            )}
          </li>
        ))}
      </ol>
      {application.replies?.length ? (
        <section className="bj-cp-replies" aria-label={t('company_page.applications.replies')}>
          {application.replies.map((reply) => (
            <article key={reply.sentAt} className="bj-cp-reply">
              <h3>{reply.subject}</h3>
              <time className="bj-muted" dateTime={reply.sentAt}>
                {formatDate(reply.sentAt, locale)}
              </time>
              <p>{reply.text}</p>
            </article>
          ))}
        </section>
      ) : null}
    </li>
  );
}

/**
 * The candidate's applications to this company only (offers and spontaneous), with their progress;
 * without a company (the candidate's own space), all of them with the company's name. Each status
 * shows once: the current one first, as a tag, then the earlier steps.
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
