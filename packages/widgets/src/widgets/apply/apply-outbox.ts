import type { BaobabClient } from '@baobab/client';
import { APPLY_UPLOAD_ID_FIELDS, type Application } from '@baobab/core';
import { withFinishedUploads } from '../upload/file-uploads';
import {
  dropDraft,
  type KeptDraft,
  loadDraft,
  type QueuedSend,
  queueDraft,
  queuedDraftIds,
} from './apply-draft-storage';
import { applyForm } from './apply-request';

/** The call got no answer at all: the connection, not the server, failed (client/http.ts). */
export const isNetworkFailure = (failure: unknown) => (failure as { code?: unknown } | null)?.code === 'NETWORK';

/**
 * Sends a draft's queued send: its fields (captcha token included) and the draft's files, with the
 * draft's attempt key, so a repeat of a send whose answer was lost gets the same application.
 * Sent, the draft is forgotten; refused by the server, it goes back to being a draft. A network
 * failure rejects and leaves the send queued.
 */
export async function sendKept(
  client: BaobabClient,
  id: string,
  { draft, attemptKey, queued }: Omit<KeptDraft, 'queued'> & { queued: QueuedSend },
): Promise<Application> {
  try {
    // Files chosen on this page went up as they were chosen: the call names their finished uploads.
    const form = await withFinishedUploads(
      applyForm(queued.fields, { ...draft, cvSource: queued.cvSource }),
      APPLY_UPLOAD_ID_FIELDS,
    );
    const application = await client.account.apply(form, attemptKey);
    await dropDraft(id);
    return application;
  } catch (failure) {
    if (!isNetworkFailure(failure)) await queueDraft(id, null);
    throw failure;
  }
}

/** Sends the queued draft of this id as kept on the device; nothing when none waits (sent meanwhile). */
async function sendQueued(client: BaobabClient, id: string) {
  const kept = await loadDraft(id);
  if (kept?.queued) await sendKept(client, id, { ...kept, queued: kept.queued });
}

const FIRST_RETRY_MS = 5_000;
const LONGEST_WAIT_MS = 5 * 60_000;

/**
 * Runs `attempt` (at once when `now`) when the connection comes back (the `online` event) and after
 * waits that double from 5 s to 5 min while the page is open, until it answers true. Answers the
 * stop function.
 */
export function retryUntilDone(attempt: () => Promise<boolean>, now = false): () => void {
  let wait = FIRST_RETRY_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    removeEventListener('online', run);
  };
  const later = () => {
    timer = setTimeout(() => {
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
      void run();
    }, wait);
  };
  async function run() {
    if (running || stopped) return;
    running = true;
    clearTimeout(timer);
    const done = await attempt().catch(() => false);
    running = false;
    if (done) stop();
    else if (!stopped) later();
  }
  addEventListener('online', run);
  if (now) void run();
  else later();
  return stop;
}

/**
 * Sends the candidate's queued drafts from any page showing an apply flow (the form may be
 * closed, e.g. on another offer's page): at once, then as `retryUntilDone` says.
 */
export function flushQueued(client: BaobabClient, userId: string): () => void {
  const attempt = async () => {
    let waiting = false;
    for (const id of await queuedDraftIds(userId)) {
      await sendQueued(client, id).catch((failure: unknown) => {
        waiting ||= isNetworkFailure(failure);
      });
    }
    return !waiting;
  };
  return retryUntilDone(attempt, true);
}
