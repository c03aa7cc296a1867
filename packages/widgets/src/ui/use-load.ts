import { useCallback, useEffect, useRef, useState } from 'react';

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'done'; data: T };

/**
 * Runs `load` when `key` changes (and on `retry`). Each answer is tagged with the request it
 * answers, so a late answer for an older key is never shown: the state reads 'loading' until the
 * current request's answer arrives.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): [Loaded<T>, retry: () => void] {
  const [attempt, setAttempt] = useState(0);
  const ticket = `${attempt}:${key}`;
  const [answer, setAnswer] = useState<{ ticket: string; loaded: Loaded<T> } | null>(null);
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    let mounted = true;
    latestLoad.current().then(
      (data) => mounted && setAnswer({ ticket, loaded: { status: 'done', data } }),
      (error: unknown) => mounted && setAnswer({ ticket, loaded: { status: 'error', error } }),
    );
    return () => {
      mounted = false;
    };
  }, [ticket]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [answer?.ticket === ticket ? answer.loaded : { status: 'loading' }, retry];
}
