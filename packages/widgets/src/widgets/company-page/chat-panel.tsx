import { ApiRequestError } from '@baobab/client';
import { CHAT_MESSAGE_MAX, CHAT_THREAD_HASH, type ChatMessage, type Company } from '@baobab/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { formatDateTime } from '../../ui/format-date-time';
import { boardCompanyHref } from '../../ui/links';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';
import { usePageActions, usePageState } from '../../ui/use-page-state';
import { controlAria, Field } from '../form-fields/field';

/** One message, rendered as text: whatever a candidate or recruiter typed never becomes markup. */
function Message({ message, company }: { message: ChatMessage; company: Company }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  return (
    <li className="bj-cp-message" data-author={message.author}>
      <p className="bj-cp-message-meta">
        <strong>{message.author === 'candidate' ? t('company_page.chat.you') : company.name}</strong>{' '}
        <time className="bj-muted" dateTime={message.createdAt}>
          {formatDateTime(message.createdAt, locale)}
        </time>
      </p>
      <p className="bj-cp-message-body">{message.body}</p>
    </li>
  );
}

/** Whether focus rests on no control: the page's body, or a widget's host with nothing focused inside. */
function focusIsNowhere(): boolean {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return !active || active === document.body || Boolean(active.shadowRoot);
}

/**
 * The signed-in candidate's thread with the company, and the form to write in it. `focusField`: the
 * candidate just signed in from this tab, whose prompt (the dialog's opener) is gone — when focus
 * fell back to nothing, the message field takes it rather than the top of the page.
 */
function Thread({ company, focusField }: { company: Company; focusField: boolean }) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const id = useId();
  const [state, retry] = useLoad(`chat:${company.alias}`, () => client.account.companyThread(company.alias));
  const [sent, setSent] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const { threadRead } = usePageActions();
  const threadRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const loaded = state.status === 'done';
  useEffect(() => {
    if (!loaded) return;
    // Reading the thread marked it read on the server: the page's unread count asks again.
    threadRead();
    if (focusField && focusIsNowhere()) fieldRef.current?.focus();
    // A link to the thread (the unread badge, the answer mail) lands on its latest message, not on
    // the top of the company page; the list takes the focus, for keyboards and screen readers.
    if (window.location.hash !== `#${CHAT_THREAD_HASH}`) return;
    const thread = threadRef.current;
    thread?.querySelector('.bj-cp-message:last-child, .bj-cp-empty')?.scrollIntoView({ block: 'center' });
    thread?.querySelector<HTMLElement>('[tabindex="-1"]')?.focus({ preventScroll: true });
  }, [loaded, threadRead, focusField]);

  if (state.status !== 'done') return <LoadStatus state={state} retry={retry} />;
  const messages = [...state.data.messages, ...sent];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(t('validation.required'));
    setSending(true);
    try {
      const message = await client.account.writeToCompany(company.alias, text);
      setSent((previous) => [...previous, message]);
      setText('');
      setError(null);
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t('errors.generic'));
    } finally {
      setSending(false);
      // The send button was disabled while it sent, which drops its focus: back to the field, to go on writing.
      fieldRef.current?.focus();
    }
  };

  return (
    <div className="bj-cp-chat" id={CHAT_THREAD_HASH} ref={threadRef}>
      {/* A log (polite live region): a message added, sent or received, is read out as it arrives. */}
      <div role="log">
        {messages.length === 0 ? (
          <p className="bj-cp-empty" tabIndex={-1}>
            {t('company_page.chat.empty', { name: company.name })}
          </p>
        ) : (
          <ol
            className="bj-cp-messages"
            aria-label={t('company_page.chat.messages', { name: company.name })}
            tabIndex={-1}
          >
            {messages.map((message) => (
              <Message key={message.id} message={message} company={company} />
            ))}
          </ol>
        )}
      </div>
      <form className="bj-card bj-cp-chat-form" onSubmit={onSubmit} noValidate>
        <Field id={`${id}-body`} label={t('company_page.chat.label')} error={error} announce>
          <textarea
            ref={fieldRef}
            {...controlAria(`${id}-body`, error)}
            className="bj-input"
            rows={3}
            maxLength={CHAT_MESSAGE_MAX}
            value={text}
            required
            onChange={(event) => setText(event.target.value)}
          />
        </Field>
        <button type="submit" className="bj-btn bj-btn--primary" disabled={sending}>
          {sending ? t('company_page.chat.sending') : t('company_page.chat.send')}
        </button>
      </form>
    </div>
  );
}

/**
 * The chat tab: the thread for a signed-in candidate, otherwise a prompt opening the page's auth
 * modal, or the chat on the board where this page's origin may not sign in.
 */
export function ChatPanel({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const session = usePageState((state) => state.session);
  const { openAuth } = usePageActions();
  const signedOutAtFirst = useRef(session === null).current;
  if (session) return <Thread company={company} focusField={signedOutAtFirst} />;
  const board = client.board();
  return (
    <div className="bj-cp-empty bj-cp-chat-login">
      <p>{t('company_page.chat.sign_in', { name: company.name })}</p>
      {board ? (
        <a
          className="bj-btn bj-btn--primary"
          href={boardCompanyHref(board, company.alias, 'chat')}
          target="_blank"
          rel="noopener"
        >
          {t('company_page.chat.sign_in_cta')}
        </a>
      ) : (
        <button type="button" className="bj-btn bj-btn--primary" onClick={() => openAuth('login')}>
          {t('company_page.chat.sign_in_cta')}
        </button>
      )}
    </div>
  );
}
