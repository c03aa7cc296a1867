import 'fake-indexeddb/auto';
import { ApiRequestError, type BaobabClient } from '@baobab/client';
import type { Application } from '@baobab/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfFile } from '../../test-support/job-detail-fixtures';
import { draftId, draftState } from './apply-draft-note';
import { dropDraft, type FormDraft, keepDraft, loadDraft, queueDraft } from './apply-draft-storage';
import { flushQueued, retryUntilDone, sendKept } from './apply-outbox';

const KEY = '6f1c2b9e-3d4a-4e5f-8a7b-1c2d3e4f5a6b';
const id = draftId('awa', { kind: 'company', alias: 'sonatel', name: 'Sonatel' });
const draft: FormDraft = {
  cvSource: 'upload',
  cvDocumentId: '',
  cvFile: pdfFile(100, 'cv-awa.pdf'),
  coverLetter: null,
  motivation: '',
  answers: {},
  consents: { acceptTerms: true, acceptPrivacy: true, acceptConsentForm: true, acceptDataRetention: true },
};
const queued = { fields: { companyAlias: 'sonatel', token: 'solved' }, cvSource: 'upload' as const };
const application = { id: 'a1' } as Application;
const offline = () => new ApiRequestError('Une erreur est survenue.', 0, 'NETWORK');

/** A client whose apply call answers, in turn, each of `answers` (an error is thrown). */
function scriptedClient(...answers: Array<Application | Error>) {
  const calls: Array<{ form: FormData; key: string }> = [];
  const apply = async (form: FormData, key: string) => {
    calls.push({ form, key });
    const answer = answers.shift();
    if (!answer || answer instanceof Error) throw answer ?? offline();
    return answer;
  };
  return { client: { account: { apply } } as unknown as BaobabClient, calls };
}

async function queuedDraft() {
  await keepDraft(id, KEY, draft, ['cvFile']);
  await queueDraft(id, queued);
}

describe('apply outbox', () => {
  afterEach(async () => {
    vi.useRealTimers();
    await dropDraft(id);
  });

  it('keeps a send that met no connection, then sends it once with the same key and files', async () => {
    await queuedDraft();
    const { client, calls } = scriptedClient(offline(), application);
    const kept = { draft, attemptKey: KEY, queued };
    await expect(sendKept(client, id, kept)).rejects.toMatchObject({ code: 'NETWORK' });
    expect(draftState(id)).toBe('queued');
    expect((await loadDraft(id))?.queued).toEqual(queued);
    await expect(sendKept(client, id, kept)).resolves.toBe(application);
    expect(calls.map((call) => call.key)).toEqual([KEY, KEY]);
    const form = calls[1]?.form;
    expect(form?.get('token')).toBe('solved');
    expect(form?.get('companyAlias')).toBe('sonatel');
    expect(form?.get('cv')).toMatchObject({ name: 'cv-awa.pdf' });
    expect(await loadDraft(id)).toBeNull();
    expect(draftState(id)).toBeUndefined();
  });

  it('gives a refused send back to the draft', async () => {
    await queuedDraft();
    const { client } = scriptedClient(new ApiRequestError('Échec du challenge', 400, 'CAPTCHA_FAILED'));
    await expect(sendKept(client, id, { draft, attemptKey: KEY, queued })).rejects.toMatchObject({
      code: 'CAPTCHA_FAILED',
    });
    expect(draftState(id)).toBe('draft');
    expect(await loadDraft(id)).toMatchObject({ queued: null, attemptKey: KEY });
  });

  it('tries again when the network returns and after doubling waits, until done', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const answers = [false, false, false, true];
    const attempt = vi.fn(async () => answers.shift() ?? true);
    const stop = retryUntilDone(attempt);
    expect(attempt).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    // The next wait is twice as long.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(attempt).toHaveBeenCalledTimes(4);
    // Done: nothing more, whatever happens.
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(attempt).toHaveBeenCalledTimes(4);
    stop();
  });

  it("sends the candidate's queued drafts from another page, and only theirs", async () => {
    await queuedDraft();
    const { client, calls } = scriptedClient(application);
    const stop = flushQueued(client, 'fatou');
    await vi.waitFor(() => expect(draftState(id)).toBe('queued'));
    stop();
    expect(calls).toHaveLength(0);
    const stopAwa = flushQueued(client, 'awa');
    await vi.waitFor(() => expect(draftState(id)).toBeUndefined());
    stopAwa();
    expect(calls.map((call) => call.key)).toEqual([KEY]);
  });
});
