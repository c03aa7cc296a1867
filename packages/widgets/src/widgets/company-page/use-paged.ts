import type { Paged } from '@baobab/core';
import { useCallback, useEffect, useRef, useState } from 'react';

type Status = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done' };

export interface PagedList<T> {
  items: T[];
  total: number;
  hasMore: boolean;
  status: Status;
  loadMore: () => void;
  /** Asks again for the page that failed. */
  retry: () => void;
}

/**
 * A list read page by page ("load more" appends). Starts over at page 1 when `key` changes; an
 * answer for an older key or after unmount is dropped.
 */
export function usePaged<T>(key: string, loadPage: (page: number) => Promise<Paged<T>>): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [meta, setMeta] = useState({ page: 0, totalPages: 0, total: 0 });
  const [status, setStatus] = useState<Status>({ status: 'loading' });
  const latestLoad = useRef(loadPage);
  latestLoad.current = loadPage;
  /** The list being shown: answers for another one (an older key, or after unmount) are dropped. */
  const activeList = useRef<object | null>(null);

  const fetchPage = useCallback((page: number) => {
    const list = activeList.current;
    setStatus({ status: 'loading' });
    latestLoad.current(page).then(
      (answer) => {
        if (list !== activeList.current) return;
        setItems((previous) => (page === 1 ? answer.results : [...previous, ...answer.results]));
        setMeta({ page, totalPages: answer.totalPages, total: answer.total });
        setStatus({ status: 'done' });
      },
      (error: unknown) => list === activeList.current && setStatus({ status: 'error', error }),
    );
  }, []);

  useEffect(() => {
    activeList.current = { key };
    setItems([]);
    fetchPage(1);
    return () => {
      activeList.current = null;
    };
  }, [key, fetchPage]);

  return {
    items,
    total: meta.total,
    hasMore: meta.page < meta.totalPages,
    status,
    loadMore: () => fetchPage(meta.page + 1),
    retry: () => fetchPage(meta.page + 1),
  };
}
