import { failureCode, failureMessage } from '@baobab/client';
import type { Application } from '@baobab/core';
import { useEffect, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import type { useGuardedSubmit } from '../form-fields/use-guarded-submit';
import { type FormDraft, type QueuedSend, queueDraft } from './apply-draft-storage';
import { isNetworkFailure, retryUntilDone, sendKept } from './apply-outbox';

interface QueuedSendOptions {
  id: string;
  attemptKey: string;
  draft: FormDraft;
  /** A send kept queued on the device (the form opens waiting for the network). */
  initial: QueuedSend | null;
  submission: ReturnType<typeof useGuardedSubmit>;
  onSent(application: Application): void;
  onSessionExpired(): void;
}

/**
 * The apply form's send: kept on the device as queued before it goes, so that a tab closed or a
 * phone turned off meanwhile still sends it; without a connection it waits (`queued`) and goes
 * again when the network comes back and every little while, with the same attempt key and captcha
 * token. A refusal brings the form back with the server's message.
 */
export function useQueuedSend({
  id,
  attemptKey,
  draft,
  initial,
  submission,
  onSent,
  onSessionExpired,
}: QueuedSendOptions) {
  const { t } = useTranslation();
  const { client, emit } = useRuntime();
  const [queued, setQueued] = useState<QueuedSend | null>(initial);
  const [retrying, setRetrying] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The captcha solution expired while the send waited: a new one is solved out of sight, once.
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const renewedCaptcha = useRef(false);
  // A send restored from the device, or given a new captcha, goes at once; one that just met no
  // connection waits a little first.
  const goesAtOnce = useRef(initial !== null);
  const retryNow = useRef<() => Promise<boolean>>(() => Promise.resolve(false));

  /** One send: true once sent, false when it waits for the network; a refusal is thrown. */
  async function send(queuedSend: QueuedSend): Promise<boolean> {
    try {
      onSent(await sendKept(client, id, { draft, attemptKey, queued: queuedSend }));
      return true;
    } catch (failure) {
      if (isNetworkFailure(failure)) {
        setQueued(queuedSend);
        return false;
      }
      if ((failure as { code?: unknown }).code === 'SESSION_EXPIRED') onSessionExpired();
      throw failure;
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft does not change while it waits
  useEffect(() => {
    if (!queued) return;
    const retry = async () => {
      if (submission.isBusy()) return false;
      setRetrying(true);
      try {
        return await send(queued);
      } catch (failure) {
        if ((failure as { code?: unknown }).code === 'CAPTCHA_FAILED' && !renewedCaptcha.current) {
          renewedCaptcha.current = true;
          setNeedsCaptcha(true);
          return true;
        }
        // Refused after the wait: the form is back, with the server's message and a new captcha.
        setQueued(null);
        emit('baobab:error', { form: 'application', code: failureCode(failure, 'SUBMISSION_FAILED') });
        setRefusal(failureMessage(failure, t, 'SUBMISSION_FAILED'));
        submission.captcha.onChange(null);
        return true;
      } finally {
        setRetrying(false);
      }
    };
    retryNow.current = retry;
    const now = goesAtOnce.current;
    goesAtOnce.current = false;
    return retryUntilDone(retry, now);
  }, [queued]);

  return {
    queued,
    retrying,
    refusal,
    /** Set while a new captcha is to be solved for the waiting send (render SilentCaptcha). */
    renewCaptcha:
      queued && needsCaptcha
        ? async (token: string) => {
            const renewed = { ...queued, fields: { ...queued.fields, token } };
            await queueDraft(id, renewed);
            goesAtOnce.current = true;
            setNeedsCaptcha(false);
            setQueued(renewed);
          }
        : null,
    retryNow: () => void retryNow.current(),
    /** Sends a checked application (the submit button); failures show as `submission.serverError`. */
    submit(queuedSend: QueuedSend) {
      setRefusal(null);
      void submission.run(async () => {
        await queueDraft(id, queuedSend);
        await send(queuedSend);
      });
    },
  };
}
