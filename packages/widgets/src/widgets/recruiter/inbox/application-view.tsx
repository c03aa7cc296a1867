import { failureMessage } from '@baobab/client';
import { APPLICATION_STATUSES, type InboxApplication } from '@baobab/core';
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { formatDate } from '../../../ui/format';
import { LoadStatus } from '../../../ui/load-status';
import { useLoad } from '../../../ui/use-load';
import { useRecruiterClient } from '../recruiter-context';
import { candidateName } from './candidate-name';
import { NotesPanel } from './notes-panel';
import { PdfFrame } from './pdf-frame';
import { ReplyForm } from './reply-form';

type Shown = { kind: 'cv' } | { kind: 'cover_letter' } | { kind: 'file'; documentId: string; label: string };

/** An answer as text: choices joined, a file named by its question (shown with the documents). */
function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value === true) return '✓';
  return value === undefined || value === null ? '—' : String(value);
}

/**
 * One application: who, for which offer, the message and answers, the CV read in the page, its
 * stage (buttons move it at once), private notes and the replies mailed to the candidate.
 */
export function ApplicationView({ id, onBack, notify }: { id: string; onBack(): void; notify(message: string): void }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const recruiter = useRecruiterClient();
  const [loaded, retry] = useLoad(`inbox application ${id}`, () =>
    recruiter.call('recruiterApplication', { params: { id } }),
  );
  const [fresh, setFresh] = useState<InboxApplication | null>(null);
  const [shown, setShown] = useState<Shown>({ kind: 'cv' });
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const application = fresh ?? (loaded.status === 'done' ? loaded.data : null);

  useEffect(() => {
    if (loaded.status === 'done') heading.current?.focus();
  }, [loaded.status]);

  const reload = async () => setFresh(await recruiter.call('recruiterApplication', { params: { id } }));

  if (!application)
    return <LoadStatus state={loaded.status === 'done' ? { status: 'loading' } : loaded} retry={retry} />;
  const name = candidateName(application, t);

  const move = async (status: InboxApplication['status']) => {
    setBusy(true);
    try {
      notify((await recruiter.call('recruiterMoveApplications', { body: { ids: [id], status } })).message);
      await reload();
    } catch (failure) {
      notify(failureMessage(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const fileQuestions = application.questions.filter(
    (question) => question.type === 'inputFile' && typeof application.answers[question.id] === 'string',
  );
  const documents: { shown: Shown; label: string }[] = [
    ...(application.cv ? [{ shown: { kind: 'cv' } as const, label: t('recruiter.inbox.cv') }] : []),
    ...(application.coverLetter
      ? [{ shown: { kind: 'cover_letter' } as const, label: t('recruiter.inbox.cover_letter') }]
      : []),
    ...fileQuestions.map((question) => ({
      shown: { kind: 'file', documentId: String(application.answers[question.id]), label: question.label } as const,
      label: t('recruiter.inbox.file', { label: question.label }),
    })),
  ];
  const shownKey = shown.kind === 'file' ? shown.documentId : shown.kind;
  const shownLabel = documents.find(
    (d) => (d.shown.kind === 'file' ? d.shown.documentId : d.shown.kind) === shownKey,
  )?.label;
  const loadShown = () =>
    shown.kind === 'cv'
      ? recruiter.call('recruiterApplicationCv', { params: { id } })
      : shown.kind === 'cover_letter'
        ? recruiter.call('recruiterApplicationCoverLetter', { params: { id } })
        : recruiter.call('recruiterApplicationFile', { params: { id, documentId: shown.documentId } });

  return (
    <article className="bj-inbox-view" aria-labelledby="bj-inbox-view-title">
      <button type="button" className="bj-btn" onClick={onBack}>
        {t('recruiter.inbox.back')}
      </button>
      <header className="bj-inbox-view-head">
        <h2 id="bj-inbox-view-title" ref={heading} tabIndex={-1}>
          {name}
        </h2>
        <p>
          {application.job?.title ?? t('recruiter.inbox.spontaneous')} ·{' '}
          <span className="bj-muted">
            {t('recruiter.inbox.received', { date: formatDate(application.createdAt, locale) })}
          </span>
        </p>
        <p>
          <span className="bj-tag" data-status={application.status}>
            {t('recruiter.inbox.stage', { status: t(`profile.status.${application.status}`) })}
          </span>
        </p>
      </header>
      <div className="bj-inbox-columns">
        <div className="bj-inbox-main">
          <fieldset className="bj-inbox-stages">
            <legend className="bj-sr-only">{t('recruiter.inbox.stages_label')}</legend>
            {APPLICATION_STATUSES.filter((status) => status !== 'SENT').map((status) => (
              <button
                key={status}
                type="button"
                className="bj-btn"
                aria-pressed={application.status === status}
                disabled={busy}
                onClick={() => application.status !== status && move(status)}
              >
                {t(`profile.status.${status}`)}
              </button>
            ))}
          </fieldset>
          {application.candidate && (
            <section aria-labelledby="bj-inbox-contact">
              <h3 id="bj-inbox-contact">{t('recruiter.inbox.contact')}</h3>
              <p>
                <a href={`mailto:${application.candidate.email}`}>{application.candidate.email}</a>
                {application.candidate.phone && (
                  <>
                    {' · '}
                    <a href={`tel:${application.candidate.phone}`}>{application.candidate.phone}</a>
                  </>
                )}
              </p>
            </section>
          )}
          <section aria-labelledby="bj-inbox-letter">
            <h3 id="bj-inbox-letter">{t('recruiter.inbox.letter')}</h3>
            <p className="bj-inbox-letter">{application.motivation || t('recruiter.inbox.no_letter')}</p>
          </section>
          {application.questions.length > 0 && (
            <section aria-labelledby="bj-inbox-answers">
              <h3 id="bj-inbox-answers">{t('recruiter.inbox.answers')}</h3>
              <dl className="bj-inbox-answers">
                {application.questions.map((question) => (
                  <div key={question.id}>
                    <dt>{question.label}</dt>
                    <dd>
                      {question.type === 'inputFile' && application.answers[question.id]
                        ? t('recruiter.inbox.file', { label: question.label })
                        : answerText(application.answers[question.id])}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          <section aria-labelledby="bj-inbox-history">
            <h3 id="bj-inbox-history">{t('recruiter.inbox.history')}</h3>
            <ol className="bj-inbox-history">
              {application.timeline.map((event) => (
                <li key={`${event.status}-${event.at}`}>
                  {t(`profile.status.${event.status}`)}{' '}
                  <time className="bj-muted" dateTime={event.at}>
                    {formatDate(event.at, locale)}
                  </time>
                </li>
              ))}
            </ol>
          </section>
          <NotesPanel applicationId={id} notes={application.notes} onAdded={reload} notify={notify} />
          {application.candidate && <ReplyForm application={application} name={name} onSent={reload} notify={notify} />}
        </div>
        <section className="bj-inbox-documents" aria-labelledby="bj-inbox-documents">
          <h3 id="bj-inbox-documents">{t('recruiter.inbox.documents')}</h3>
          {documents.length > 1 && (
            <div className="bj-inbox-doc-tabs">
              {documents.map((document) => {
                const key = document.shown.kind === 'file' ? document.shown.documentId : document.shown.kind;
                return (
                  <button
                    key={key}
                    type="button"
                    className="bj-btn"
                    aria-pressed={key === shownKey}
                    onClick={() => setShown(document.shown)}
                  >
                    {t('recruiter.inbox.show', { name: document.label })}
                  </button>
                );
              })}
            </div>
          )}
          {shownLabel && <PdfFrame title={`${shownLabel} · ${name}`} fileKey={`${id} ${shownKey}`} load={loadShown} />}
        </section>
      </div>
    </article>
  );
}
