import { failureCode, failureMessage } from '@baobab/client';
import type { ErrorCode } from '@baobab/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import type { SentForm } from '../../runtime/events';
import { useTranslation } from '../../runtime/translation';

/**
 * The submission state every captcha-protected form shares: the captcha token, the pending call
 * and the server's message. A submit while a call is pending is ignored. Each captcha solution is
 * accepted once, so a failed call drops the token and remounts the captcha (`captcha.key`). A
 * failure the server did not explain shows the form's `whenServerFails` message. A `form` named
 * tells the host page: `baobab:submitted` as the call goes (before its answer), `baobab:error` when it fails.
 */
export function useGuardedSubmit(whenServerFails: ErrorCode = 'GENERIC', form?: SentForm) {
  const { t } = useTranslation();
  const { emit } = useRuntime();
  const [token, setToken] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function run(call: (captchaToken: string) => Promise<void>) {
    if (inFlight.current || !token) return;
    inFlight.current = true;
    setPending(true);
    setServerError(null);
    try {
      if (form) emit('baobab:submitted', { form });
      await call(token);
    } catch (failure) {
      if (form) emit('baobab:error', { form, code: failureCode(failure, whenServerFails) });
      setServerError(failureMessage(failure, t, whenServerFails));
      setToken(null);
      setCaptchaRound((round) => round + 1);
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }

  return {
    token,
    pending,
    serverError,
    /** Whether a call is on its way (read synchronously, before React re-renders). */
    isBusy: () => inFlight.current,
    run,
    captcha: { key: captchaRound, onChange: setToken },
  };
}

/**
 * After each check (a new `checkResult` object), moves focus to the first invalid control, where
 * keyboard and screen-reader users fix it.
 */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>, checkResult: object): void {
  useEffect(() => {
    if (!checkResult) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, checkResult]);
}
