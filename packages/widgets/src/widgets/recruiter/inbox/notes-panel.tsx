import { failureMessage } from '@baobab/client';
import { INBOX_NOTE_MAX, type InboxNote } from '@baobab/core';
import { type FormEvent, useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { useTranslation } from '../../../runtime/translation';
import { formatDateTime } from '../../../ui/format-date-time';
import { useRecruiterClient } from '../recruiter-context';

/** The hiring team's private notes on an application (never shown to the candidate), and a box to add one. */
export function NotesPanel({
  applicationId,
  notes,
  onAdded,
  notify,
}: {
  applicationId: string;
  notes: InboxNote[];
  onAdded(): Promise<void>;
  notify(message: string): void;
}) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const recruiter = useRecruiterClient();
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text.trim() || pending) return;
    setPending(true);
    try {
      await recruiter.call('recruiterAddNote', { params: { id: applicationId }, body: { text } });
      setText('');
      await onAdded();
      notify(t('recruiter.inbox.note_added'));
    } catch (failure) {
      notify(failureMessage(failure, t));
    } finally {
      setPending(false);
    }
  }

  return (
    <section aria-labelledby="bj-inbox-notes" className="bj-inbox-notes">
      <h3 id="bj-inbox-notes">{t('recruiter.inbox.notes')}</h3>
      <p className="bj-muted bj-recruiter-hint">{t('recruiter.inbox.notes_hint')}</p>
      {notes.length === 0 ? (
        <p className="bj-muted">{t('recruiter.inbox.notes_empty')}</p>
      ) : (
        <ul className="bj-inbox-note-list">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="bj-inbox-letter">{note.text}</p>
              <p className="bj-muted">
                {t('recruiter.inbox.note_by', { author: note.author, date: formatDateTime(note.createdAt, locale) })}
              </p>
            </li>
          ))}
        </ul>
      )}
      <form className="bj-recruiter-form" onSubmit={submit}>
        <label className="bj-label" htmlFor="bj-inbox-note">
          {t('recruiter.inbox.note_label')}
        </label>
        <textarea
          id="bj-inbox-note"
          className="bj-input"
          rows={3}
          maxLength={INBOX_NOTE_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className="bj-btn" disabled={pending || !text.trim()}>
          {t('recruiter.inbox.note_add')}
        </button>
      </form>
    </section>
  );
}
