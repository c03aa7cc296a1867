import { failureMessage } from '@baobab/client';
import {
  INBOX_REPLY_MAX,
  type InboxApplication,
  LOCALES,
  type Locale,
  REPLY_TEMPLATES,
  type ReplyTemplate,
} from '@baobab/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { formatDateTime } from '../../../ui/format-date-time';
import { useLoad } from '../../../ui/use-load';
import { useRecruiterClient } from '../recruiter-context';

/**
 * Answers the candidate by mail from a template (interview invitation, rejection) in their
 * language or the other one, filled in by the server and edited here before sending; the stage
 * moves with it unless unticked. The replies already sent are listed above.
 */
export function ReplyForm({
  application,
  name,
  onSent,
  notify,
}: {
  application: InboxApplication;
  name: string;
  onSent(): Promise<void>;
  notify(message: string): void;
}) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const recruiter = useRecruiterClient();
  const [template, setTemplate] = useState<ReplyTemplate>('interview');
  const [lang, setLang] = useState<Locale | undefined>(undefined);
  const [draft] = useLoad(`reply ${application.id} ${template} ${lang ?? ''}`, () =>
    recruiter.call('recruiterReplyDraft', {
      params: { id: application.id, template },
      query: lang ? { lang } : {},
    }),
  );
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [move, setMove] = useState(true);
  const [pending, setPending] = useState(false);
  const stage = REPLY_TEMPLATES[template];

  useEffect(() => {
    if (draft.status !== 'done') return;
    setSubject(draft.data.subject);
    setText(draft.data.text);
  }, [draft]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const body = { template, subject, text, move: move && application.status !== stage };
      notify((await recruiter.call('recruiterSendReply', { params: { id: application.id }, body })).message);
      await onSent();
    } catch (failure) {
      notify(failureMessage(failure, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="bj-inbox-reply" className="bj-inbox-reply">
      {application.replies.length > 0 && (
        <>
          <h3>{t('recruiter.inbox.replies')}</h3>
          <ul className="bj-inbox-note-list">
            {application.replies.map((reply) => (
              <li key={reply.sentAt}>
                <p>
                  <strong>{reply.subject}</strong>{' '}
                  <time className="bj-muted" dateTime={reply.sentAt}>
                    {formatDateTime(reply.sentAt, locale)}
                  </time>
                </p>
                <p className="bj-inbox-letter">{reply.text}</p>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 id="bj-inbox-reply">{t('recruiter.inbox.reply')}</h3>
      <form className="bj-recruiter-form" onSubmit={submit} aria-busy={draft.status === 'loading' || undefined}>
        <div className="bj-recruiter-pair">
          <label className="bj-inbox-filter">
            <span className="bj-label">{t('recruiter.inbox.template')}</span>
            <select
              className="bj-input"
              value={template}
              onChange={(event) => setTemplate(event.target.value as ReplyTemplate)}
            >
              {(Object.keys(REPLY_TEMPLATES) as ReplyTemplate[]).map((key) => (
                <option key={key} value={key}>
                  {t(`recruiter.inbox.templates.${key}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="bj-inbox-filter">
            <span className="bj-label">{t('recruiter.inbox.template_lang')}</span>
            <select
              className="bj-input"
              value={lang ?? (draft.status === 'done' ? draft.data.lang : '')}
              onChange={(event) => setLang(event.target.value as Locale)}
            >
              {LOCALES.map((code) => (
                <option key={code} value={code}>
                  {t(`recruiter.inbox.langs.${code}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <label className="bj-label" htmlFor="bj-inbox-subject">
          {t('recruiter.inbox.subject')}
        </label>
        <input
          id="bj-inbox-subject"
          className="bj-input"
          value={subject}
          maxLength={200}
          required
          onChange={(event) => setSubject(event.target.value)}
        />
        <label className="bj-label" htmlFor="bj-inbox-text">
          {t('recruiter.inbox.text')}
        </label>
        <textarea
          id="bj-inbox-text"
          className="bj-input"
          rows={10}
          maxLength={INBOX_REPLY_MAX}
          value={text}
          required
          onChange={(event) => setText(event.target.value)}
        />
        {application.status !== stage && (
          <label className="bj-inbox-check">
            <input type="checkbox" checked={move} onChange={(event) => setMove(event.target.checked)} />
            {t('recruiter.inbox.move_with', { status: t(`profile.status.${stage}`) })}
          </label>
        )}
        <button
          type="submit"
          className="bj-btn bj-btn--primary"
          disabled={pending || draft.status !== 'done' || !subject.trim() || !text.trim()}
        >
          {t('recruiter.inbox.send')}
          <span className="bj-sr-only"> · {name}</span>
        </button>
      </form>
    </section>
  );
}
