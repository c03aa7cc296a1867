import { failureMessage } from '@baobab/client';
import { APPLICATION_STATUSES, type ApplicationStatus, type PartnerApplication } from '@baobab/core';
import { useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { formatDate } from '../../../ui/format';
import { LoadStatus } from '../../../ui/load-status';
import { useLoad } from '../../../ui/use-load';
import { useRecruiterClient } from '../recruiter-context';
import { candidateName } from './candidate-name';

export interface InboxFilter {
  list: 'offers' | 'spontaneous';
  jobId: string;
  status: ApplicationStatus | '';
  screening?: 'in' | 'out' | '';
}

/** A labelled select of the bar above the list; `all`, when given, is the first choice, ''. */
function BarSelect({
  label,
  value,
  onChange,
  all,
  options,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  all?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <label className="bj-inbox-filter">
      <span className="bj-label">{label}</span>
      <select className="bj-input" value={value} onChange={(event) => onChange(event.target.value)}>
        {all !== undefined && <option value="">{all}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The company's applications, newest first: to its offers or spontaneous, by stage and offer,
 * with boxes to move several at once (all or none, the server says how many).
 */
export function InboxList({
  filter,
  setFilter,
  onOpen,
  notify,
}: {
  filter: InboxFilter;
  setFilter(filter: InboxFilter): void;
  onOpen(id: string): void;
  notify(message: string): void;
}) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const recruiter = useRecruiterClient();
  const query = {
    list: filter.list,
    jobId: filter.list === 'offers' && filter.jobId ? filter.jobId : undefined,
    status: filter.status || undefined,
    screening: filter.list === 'offers' && filter.screening ? filter.screening : undefined,
  };
  const [loaded, retry] = useLoad(`inbox ${JSON.stringify(query)}`, () =>
    recruiter.call('recruiterApplications', { query }),
  );
  const [offers] = useLoad('inbox offers', () => recruiter.call('recruiterOffers', {}));
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [target, setTarget] = useState<ApplicationStatus>('SHORTLISTED');
  const [busy, setBusy] = useState(false);
  const stages = APPLICATION_STATUSES.map((status) => ({ value: status, label: t(`profile.status.${status}`) }));
  const shown: PartnerApplication[] = loaded.status === 'done' ? loaded.data.results : [];
  const change = (next: Partial<InboxFilter>) => {
    setSelected(new Set());
    setFilter({ ...filter, ...next });
  };
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const move = async () => {
    setBusy(true);
    try {
      const answer = await recruiter.call('recruiterMoveApplications', {
        body: { ids: [...selected], status: target },
      });
      notify(answer.message);
      setSelected(new Set());
      retry();
    } catch (failure) {
      notify(failureMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="bj-inbox-title" className="bj-inbox">
      <h2 id="bj-inbox-title" tabIndex={-1}>
        {t('recruiter.inbox.title')}
      </h2>
      <fieldset className="bj-inbox-lists">
        <legend className="bj-sr-only">{t('recruiter.inbox.lists_label')}</legend>
        {(['offers', 'spontaneous'] as const).map((list) => (
          <button
            key={list}
            type="button"
            className="bj-btn"
            aria-pressed={filter.list === list}
            onClick={() => change({ list, jobId: '' })}
          >
            {t(`recruiter.inbox.list_${list}`)}
          </button>
        ))}
      </fieldset>
      <div className="bj-inbox-filters">
        <BarSelect
          label={t('recruiter.inbox.filter_stage')}
          value={filter.status}
          onChange={(status) => change({ status: status as InboxFilter['status'] })}
          all={t('recruiter.inbox.all_stages')}
          options={stages}
        />
        {filter.list === 'offers' && (
          <BarSelect
            label={t('recruiter.inbox.filter_offer')}
            value={filter.jobId}
            onChange={(jobId) => change({ jobId })}
            all={t('recruiter.inbox.all_offers')}
            options={
              offers.status === 'done'
                ? offers.data.flatMap((offer) => (offer.job ? [{ value: offer.job.id, label: offer.job.title }] : []))
                : []
            }
          />
        )}
        {filter.list === 'offers' && (
          <BarSelect
            label={t('recruiter.inbox.filter_screening')}
            value={filter.screening ?? ''}
            onChange={(screening) => change({ screening: screening as InboxFilter['screening'] })}
            all={t('recruiter.inbox.screening_all')}
            options={(['in', 'out'] as const).map((value) => ({
              value,
              label: t(`recruiter.inbox.screening_${value}`),
            }))}
          />
        )}
      </div>
      {loaded.status !== 'done' ? (
        <LoadStatus state={loaded} retry={retry} />
      ) : shown.length === 0 ? (
        <p className="bj-recruiter-empty">{t('recruiter.inbox.empty')}</p>
      ) : (
        <>
          <div className="bj-inbox-bulk">
            <label className="bj-inbox-check">
              <input
                type="checkbox"
                checked={selected.size === shown.length}
                onChange={(event) => setSelected(new Set(event.target.checked ? shown.map((a) => a.id) : []))}
              />
              {t('recruiter.inbox.select_all')}
            </label>
            <span className="bj-muted">
              {t('recruiter.inbox.count', { count: loaded.data.total })}
              {selected.size > 0 && ` · ${t('recruiter.inbox.selected', { count: selected.size })}`}
            </span>
            {selected.size > 0 && (
              <span className="bj-inbox-move">
                <BarSelect
                  label={t('recruiter.inbox.move_to')}
                  value={target}
                  onChange={(status) => setTarget(status as ApplicationStatus)}
                  options={stages}
                />
                <button type="button" className="bj-btn bj-btn--primary" disabled={busy} onClick={move}>
                  {t('recruiter.inbox.move')}
                </button>
              </span>
            )}
          </div>
          <ul className="bj-inbox-items">
            {shown.map((application) => {
              const name = candidateName(application, t);
              return (
                <li key={application.id} className="bj-card bj-inbox-item">
                  <input
                    type="checkbox"
                    checked={selected.has(application.id)}
                    onChange={(event) => toggle(application.id, event.target.checked)}
                    aria-label={t('recruiter.inbox.select', { name })}
                  />
                  <button type="button" className="bj-inbox-open" onClick={() => onOpen(application.id)}>
                    <strong>{name}</strong>
                    <span>{application.job?.title ?? t('recruiter.inbox.spontaneous')}</span>
                    <span className="bj-muted">
                      {t('recruiter.inbox.received', { date: formatDate(application.createdAt, locale) })}
                    </span>
                  </button>
                  <span className="bj-tag" data-status={application.status}>
                    {t(`profile.status.${application.status}`)}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
