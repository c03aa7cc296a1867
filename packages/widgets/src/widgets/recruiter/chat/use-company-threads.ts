import type { ThreadSummary } from '@baobab/core';
import { useEffect, useRef } from 'react';
import { type Loaded, useLoad } from '../../../ui/use-load';
import { useRecruiterClient } from '../recruiter-context';

/**
 * How often the open space asks for new messages. This chat is not instant messaging: a minute
 * keeps the unread count honest at one small request a minute per open tab, and coming back to
 * the tab (focus, or the page shown again) asks at once.
 */
const THREADS_POLL_MS = 60_000;

/**
 * The company's threads, asked again every minute while the page is shown and whenever it comes
 * back to the front; `refresh` asks now (a thread read or answered). The Messages tab's unread
 * count and its list both read this one answer.
 */
export function useCompanyThreads(): { threads: Loaded<ThreadSummary[]>; refresh(): void } {
  const recruiter = useRecruiterClient();
  const [loaded, refresh] = useLoad('recruiter-threads', () => recruiter.call('recruiterThreads', {}));
  // The last list stays shown while the next is on its way (or failed): no flash of "loading" each minute.
  const last = useRef<ThreadSummary[] | null>(null);
  if (loaded.status === 'done') last.current = loaded.data;
  useEffect(() => {
    const askIfShown = () => document.visibilityState === 'visible' && refresh();
    const timer = setInterval(askIfShown, THREADS_POLL_MS);
    window.addEventListener('focus', askIfShown);
    document.addEventListener('visibilitychange', askIfShown);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', askIfShown);
      document.removeEventListener('visibilitychange', askIfShown);
    };
  }, [refresh]);
  const threads: Loaded<ThreadSummary[]> =
    loaded.status !== 'done' && last.current ? { status: 'done', data: last.current } : loaded;
  return { threads, refresh };
}

/** The candidates' messages the company has not read, over all its threads. */
export const unreadCount = (threads: Loaded<ThreadSummary[]>) =>
  threads.status === 'done' ? threads.data.reduce((sum, thread) => sum + thread.unread, 0) : 0;
