import { useRef, useState } from 'react';
import { styleNonceValue } from '../../../runtime/style-nonce';
import { ApplicationView } from './application-view';
import { INBOX_CSS } from './inbox.css';
import { type InboxFilter, InboxList } from './inbox-list';

/**
 * The recruiter space's inbox tab: the list (its filters kept while an application is open) and
 * one application. Going back puts the focus on the list's heading.
 */
export function InboxPanel({ notify }: { notify(message: string): void }) {
  const [filter, setFilter] = useState<InboxFilter>({ list: 'offers', jobId: '', status: '' });
  const [open, setOpen] = useState<string | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  return (
    <div ref={panel}>
      <style nonce={styleNonceValue()}>{INBOX_CSS}</style>
      {open ? (
        <ApplicationView
          id={open}
          notify={notify}
          onBack={() => {
            setOpen(null);
            requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>('#bj-inbox-title')?.focus());
          }}
        />
      ) : (
        <InboxList
          filter={filter}
          setFilter={setFilter}
          notify={notify}
          onOpen={(id) => {
            notify('');
            setOpen(id);
          }}
        />
      )}
    </div>
  );
}
