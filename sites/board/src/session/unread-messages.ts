import type { ThreadSummary } from '@baobab/core';
import { pageStoreFor } from '@baobab/widgets';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useStore } from 'zustand';
import { useSite } from '../layout/site-context';
import { useSession } from './use-session';

/** The candidate's unread recruiter messages: their total, and the first thread holding some. */
export interface Unread {
  count: number;
  alias: string;
}

/** Threads come latest first, so the linked thread is the one answered most recently. */
export function unreadOf(threads: ThreadSummary[]): Unread | null {
  const first = threads.find((thread) => thread.unread > 0);
  if (!first) return null;
  return { count: threads.reduce((sum, thread) => sum + thread.unread, 0), alias: first.company.alias };
}

/** Nothing for a signed-out reader, and nothing when the call fails: the badge is a hint, never an error. */
export async function loadUnread(signedIn: boolean, threads: () => Promise<ThreadSummary[]>): Promise<Unread | null> {
  if (!signedIn) return null;
  try {
    return unreadOf(await threads());
  } catch {
    return null;
  }
}

/** The last question per client: the navbar's badge and the profile's share one request per navigation. */
const lastAsked = new WeakMap<object, { key: string; answer: Promise<Unread | null> }>();

export function askOnce(client: object, key: string, ask: () => Promise<Unread | null>) {
  const last = lastAsked.get(client);
  if (last?.key === key) return last.answer;
  const answer = ask();
  lastAsked.set(client, { key, answer });
  return answer;
}

/**
 * Asked in the browser only (an effect never runs on the server), so cached anonymous pages never
 * carry a count; asked again on each navigation, and once a chat thread has been read on the page
 * (the company page's chat tab marks it read as it loads it), so reading clears it at once.
 */
export function useUnreadMessages(): Unread | null {
  const { app } = useSite();
  const userId = useSession()?.user.id;
  const { key } = useLocation();
  const threadsRead = useStore(pageStoreFor(app.client), (state) => state.threadsRead);
  const [unread, setUnread] = useState<Unread | null>(null);
  useEffect(() => {
    let current = true;
    const ask = () => loadUnread(userId !== undefined, () => app.client.account.threads());
    askOnce(app.client, `${userId}|${key}|${threadsRead}`, ask).then((found) => {
      if (current) setUnread(found);
    });
    return () => {
      current = false;
    };
  }, [app, userId, key, threadsRead]);
  return unread;
}
