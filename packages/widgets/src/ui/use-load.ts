import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; data: T };

/**
 * Runs `load` when `key` changes (and on `retry`). Each answer is tagged with the request it
 * answers, so a late answer for an older key is never shown: the state reads 'loading' until the
 * current request's answer arrives. `initial` is the first key's data already fetched (server
 * rendering): it is shown at once and not asked again.
 */
export function useLoad<T>(key: string, load: () => Promise<T>, initial?: T): [Loaded<T>, retry: () => void] {
  const [attempt, setAttempt] = useState(0);
  const ticket = `${attempt}:${key}`;
  const [answer, setAnswer] = useState<{ ticket: string; loaded: Loaded<T> } | null>(() =>
    initial === undefined ? null : { ticket, loaded: { status: 'done', data: initial } },
  );
  const answered = answer?.ticket === ticket;
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    if (answered) return;
    let mounted = true;
    latestLoad.current().then(
      (data) => mounted && setAnswer({ ticket, loaded: { status: 'done', data } }),
      (error: unknown) => mounted && setAnswer({ ticket, loaded: { status: 'error', error } }),
    );
    return () => {
      mounted = false;
    };
  }, [ticket, answered]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [answer?.ticket === ticket ? answer.loaded : { status: 'loading' }, retry];
}
