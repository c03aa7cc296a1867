import { failureMessage } from '@baobab/client';
import { CHAT_MESSAGE_MAX, type ChatMessage, type PartnerThread, type ThreadSummary } from '@baobab/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { jobHref } from '../../../ui/links';
import { LoadStatus } from '../../../ui/load-status';
import { useLoad } from '../../../ui/use-load';
import { controlAria, Field } from '../../form-fields/field';
import { useRecruiterClient } from '../recruiter-context';
import { formatMoment } from './moment';

/** One message, as text: whatever a candidate typed never becomes markup. */
function Message({ message, name, company }: { message: ChatMessage; name: string; company: string }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  return (
    <li className="bj-recruiter-message" data-author={message.author}>
      <p className="bj-muted">
        <strong>{message.author === 'candidate' ? name : t('recruiter.chat.company', { company })}</strong>{' '}
        <time dateTime={message.createdAt}>{formatMoment(message.createdAt, locale)}</time>
      </p>
      <p className="bj-recruiter-message-body">{message.body}</p>
    </li>
  );
}

/**
 * One thread, read by the company (which marks the candidate's messages read), and the answer
 * form. It asks again when the list's poll sees a newer message; the log announces what arrives.
 */
export function ThreadView({
  summary,
  name,
  company,
  onChange,
  onBack,
}: {
  summary: ThreadSummary;
  name: string;
  company: string;
  onChange(): void;
  onBack(): void;
}) {
  const { t } = useTranslation();
  const { links } = useRuntime();
  const recruiter = useRecruiterClient();
  const [loaded, retry] = useLoad(`recruiter-thread:${summary.id}:${summary.lastMessageAt}`, () =>
    recruiter.call('recruiterThread', { params: { id: summary.id } }),
  );
  const last = useRef<PartnerThread | null>(null);
  if (loaded.status === 'done') last.current = loaded.data;
  const thread = last.current?.id === summary.id ? last.current : null;
  const [sent, setSent] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const read = loaded.status === 'done';

  useEffect(() => headingRef.current?.focus(), []);
  // Reading marked the thread read on the server: the tab's unread count asks again.
  useEffect(() => {
    if (read) onChange();
  }, [read, onChange]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('validation.required'));
    setSending(true);
    setStatus('');
    try {
      const message = await recruiter.call('recruiterAnswer', { params: { id: summary.id }, body: { body: text } });
      setSent((previous) => [...previous, message]);
      setText('');
      setError(null);
      setStatus(t('recruiter.chat.sent', { name }));
      onChange();
    } catch (failure) {
      setError(failureMessage(failure, t));
    } finally {
      setSending(false);
      // The button was disabled while sending, which drops its focus: back to the field.
      fieldRef.current?.focus();
    }
  };

  const stored = thread?.messages ?? [];
  const messages = [...stored, ...sent.filter((message) => !stored.some((known) => known.id === message.id))];
  return (
    <section className="bj-recruiter-chat" aria-labelledby="bj-recruiter-thread-title">
      <div className="bj-recruiter-section-head">
        <button type="button" className="bj-btn" onClick={onBack}>
          {t('recruiter.chat.back')}
        </button>
      </div>
      <h2 id="bj-recruiter-thread-title" ref={headingRef} tabIndex={-1}>
        {name}
      </h2>
      {summary.offer && (
        <p className="bj-muted">
          <a href={jobHref(links, summary.offer.slug)}>{t('recruiter.chat.about', { title: summary.offer.title })}</a>
        </p>
      )}
      {!thread ? (
        <LoadStatus state={loaded} retry={retry} />
      ) : (
        // A log (a polite live region): a message sent or newly arrived is read out as it appears.
        <div role="log">
          <ol className="bj-recruiter-messages" aria-label={t('recruiter.chat.messages', { name })}>
            {messages.map((message) => (
              <Message key={message.id} message={message} name={name} company={company} />
            ))}
          </ol>
        </div>
      )}
      <form className="bj-card bj-recruiter-answer" onSubmit={onSubmit} noValidate>
        <Field id="bj-recruiter-answer" label={t('recruiter.chat.label')} error={error} announce>
          <textarea
            ref={fieldRef}
            {...controlAria('bj-recruiter-answer', error)}
            className="bj-input"
            rows={3}
            maxLength={CHAT_MESSAGE_MAX}
            value={text}
            required
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <button type="submit" className="bj-btn bj-btn--primary" disabled={sending}>
          {sending ? t('recruiter.chat.sending') : t('recruiter.chat.send')}
        </button>
        <p className="bj-recruiter-sent" role="status">
          {status}
        </p>
      </form>
    </section>
  );
}
