import type { ThreadSummary } from '@baobab/core';
import { describe, expect, it } from 'vitest';
import { askOnce, loadUnread, unreadOf } from './unread-messages';

const thread = (alias: string, unread: number): ThreadSummary => ({
  id: `00000000-0000-4000-8000-00000000000${unread}`,
  company: { alias, name: alias, logo: null },
  candidate: { firstName: 'Awa', lastName: 'Diop' },
  unread,
  lastMessageAt: '2026-11-25T04:00:00.000Z',
  lastMessage: null,
  offer: null,
});

describe('unread recruiter messages', () => {
  it('add up over the threads and point to the first thread holding some', () => {
    expect(unreadOf([thread('acme', 0), thread('sonatel', 2), thread('orange', 3)])).toEqual({
      count: 5,
      alias: 'sonatel',
    });
  });

  it('are nothing when every thread is read, or there is none', () => {
    expect(unreadOf([thread('acme', 0)])).toBeNull();
    expect(unreadOf([])).toBeNull();
  });

  it('are not asked for a signed-out reader, and are nothing when the call fails', async () => {
    let asked = 0;
    const threads = async () => {
      asked++;
      return [thread('acme', 1)];
    };
    expect(await loadUnread(false, threads)).toBeNull();
    expect(asked).toBe(0);
    expect(await loadUnread(true, threads)).toEqual({ count: 1, alias: 'acme' });
    expect(await loadUnread(true, () => Promise.reject(new Error('offline')))).toBeNull();
  });

  it('are asked once per navigation, however many badges show them', async () => {
    const client = {};
    let asked = 0;
    const ask = async () => {
      asked++;
      return { count: asked, alias: 'acme' };
    };
    const [navbar, profile] = await Promise.all([askOnce(client, 'u|a', ask), askOnce(client, 'u|a', ask)]);
    expect(navbar).toEqual(profile);
    expect(asked).toBe(1);
    expect(await askOnce(client, 'u|b', ask)).toEqual({ count: 2, alias: 'acme' });
    expect(await askOnce({}, 'u|b', ask)).toEqual({ count: 3, alias: 'acme' });
  });
});
