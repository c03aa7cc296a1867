import type { ThreadSummary } from '@baobab/core';
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { LoadStatus } from '../../../ui/load-status';
import type { Loaded } from '../../../ui/use-load';
import { formatMoment } from './moment';
import { ThreadView } from './thread-view';

const candidateName = (thread: ThreadSummary) => `${thread.candidate.firstName} ${thread.candidate.lastName}`;

/** One thread in the list: who, about which offer, its last line, and how many messages wait. */
function ThreadRow({ thread, onOpen }: { thread: ThreadSummary; onOpen(): void }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const name = candidateName(thread);
  const last = thread.lastMessage;
  return (
    <li className="bj-card bj-recruiter-thread" data-unread={thread.unread > 0 || undefined}>
      <button type="button" className="bj-recruiter-thread-open" data-thread={thread.id} onClick={onOpen}>
        <span className="bj-recruiter-thread-head">
          <strong>{name}</strong>
          {thread.unread > 0 && (
            <span className="bj-recruiter-unread">{t('recruiter.chat.unread', { count: thread.unread })}</span>
          )}
        </span>
        {thread.offer && <span className="bj-muted">{t('recruiter.chat.about', { title: thread.offer.title })}</span>}
        {last && (
          <span className="bj-recruiter-thread-last">
            {last.author === 'company' ? t('recruiter.chat.last_you', { body: last.body }) : last.body}
          </span>
        )}
        <time className="bj-muted" dateTime={thread.lastMessageAt}>
          {formatMoment(thread.lastMessageAt, locale)}
        </time>
      </button>
    </li>
  );
}

/**
 * The Messages tab: the company's threads, latest first; one opens in place (reading it marks it
 * read), and "back" returns to the list with focus on the thread left.
 */
export function MessagesPanel({
  threads,
  refresh,
  company,
}: {
  threads: Loaded<ThreadSummary[]>;
  refresh(): void;
  company: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);
  const left = useRef<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (open || !left.current) return;
    listRef.current?.querySelector<HTMLElement>(`[data-thread="${left.current}"]`)?.focus();
    left.current = null;
  }, [open]);

  const summary = threads.status === 'done' ? threads.data.find((thread) => thread.id === open) : undefined;
  if (open && summary)
    return (
      <ThreadView
        summary={summary}
        name={candidateName(summary)}
        company={company}
        onChange={refresh}
        onBack={() => {
          left.current = open;
          setOpen(null);
        }}
      />
    );

  return (
    <section aria-labelledby="bj-recruiter-messages">
      <h2 id="bj-recruiter-messages">{t('recruiter.chat.title')}</h2>
      {threads.status !== 'done' ? (
        <LoadStatus state={threads} retry={refresh} />
      ) : threads.data.length === 0 ? (
        <p className="bj-recruiter-empty">{t('recruiter.chat.empty')}</p>
      ) : (
        <ul className="bj-recruiter-threads" ref={listRef}>
          {threads.data.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} onOpen={() => setOpen(thread.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
