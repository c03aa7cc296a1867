import 'fake-indexeddb/auto';
import { APPLY_DRAFTS_STORAGE } from '@baobab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { pdfFile } from '../../test-support/job-detail-fixtures';
import { draftId, draftState, hasQueued } from './apply-draft-note';
import { dropDraft, type FormDraft, keepDraft, loadDraft, queueDraft, queuedDraftIds } from './apply-draft-storage';
import type { ApplyTarget } from './apply-target';

const sonatel: ApplyTarget = { kind: 'company', alias: 'sonatel', name: 'Sonatel' };
const job: ApplyTarget = { kind: 'job', slug: 'chef-de-projet', companyAlias: 'sonatel', questions: [] };
const draft: FormDraft = {
  cvSource: 'upload',
  cvDocumentId: '',
  cvFile: pdfFile(100, 'cv-awa.pdf'),
  coverLetter: pdfFile(50, 'lettre.pdf'),
  motivation: 'Bonjour',
  answers: { years: '3', licence: true },
  consents: { acceptTerms: true, acceptPrivacy: true, acceptConsentForm: false, acceptDataRetention: false },
};
const KEY = '6f1c2b9e-3d4a-4e5f-8a7b-1c2d3e4f5a6b';
const send = { fields: { companyAlias: 'sonatel', token: 'solved' }, cvSource: 'upload' as const };

async function bytesOf(file: File | null | undefined) {
  return file ? [...new Uint8Array(await file.arrayBuffer())] : null;
}

describe('apply draft storage (IndexedDB)', () => {
  afterEach(async () => {
    for (const id of [draftId('awa', sonatel), draftId('awa', job), draftId('fatou', sonatel)]) await dropDraft(id);
    localStorage.clear();
  });

  it('keeps the values and the files themselves, per candidate and per offer or company', async () => {
    const id = draftId('awa', sonatel);
    await keepDraft(id, KEY, draft, ['cvFile', 'coverLetter']);
    const kept = await loadDraft(id);
    expect(kept).toMatchObject({ attemptKey: KEY, queued: null });
    const { cvFile, coverLetter, ...values } = kept?.draft ?? draft;
    const { cvFile: _cv, coverLetter: _letter, ...expected } = draft;
    expect(values).toEqual(expected);
    expect(cvFile).toMatchObject({ name: 'cv-awa.pdf', type: 'application/pdf', size: 100 });
    expect(await bytesOf(cvFile)).toEqual(await bytesOf(draft.cvFile));
    expect(coverLetter).toMatchObject({ name: 'lettre.pdf', size: 50 });
    expect(draftState(id)).toBe('draft');
    // Another offer, another candidate signing in on the same phone: nothing.
    expect(await loadDraft(draftId('awa', job))).toBeNull();
    expect(await loadDraft(draftId('fatou', sonatel))).toBeNull();
  });

  it('writes a file only when told it changed, and removes one taken away', async () => {
    const id = draftId('awa', job);
    await keepDraft(id, KEY, draft, ['cvFile', 'coverLetter']);
    // A keystroke: values only; the files stay as written.
    await keepDraft(id, KEY, { ...draft, motivation: 'Bonjour !', cvFile: null }, []);
    expect((await loadDraft(id))?.draft).toMatchObject({ motivation: 'Bonjour !', cvFile: { name: 'cv-awa.pdf' } });
    await keepDraft(id, KEY, { ...draft, coverLetter: null }, ['coverLetter']);
    expect((await loadDraft(id))?.draft.coverLetter).toBeNull();
  });

  it('lands the last of quick writes last', async () => {
    const id = draftId('awa', sonatel);
    const big = { ...draft, cvFile: pdfFile(2_000_000, 'gros.pdf') };
    await Promise.all([
      keepDraft(id, KEY, { ...big, motivation: 'B' }, ['cvFile']),
      keepDraft(id, KEY, { ...big, motivation: 'Bo' }),
      keepDraft(id, KEY, { ...big, motivation: 'Bon' }),
    ]);
    expect((await loadDraft(id))?.draft).toMatchObject({ motivation: 'Bon', cvFile: { size: 2_000_000 } });
  });

  it('queues a send, notes it for the next page, and forgets everything once dropped', async () => {
    const id = draftId('awa', sonatel);
    await keepDraft(id, KEY, draft, ['cvFile']);
    await queueDraft(id, send);
    expect(draftState(id)).toBe('queued');
    expect(hasQueued('awa')).toBe(true);
    expect(hasQueued('fatou')).toBe(false);
    expect(await queuedDraftIds('awa')).toEqual([id]);
    // A keystroke arriving late does not unqueue it.
    await keepDraft(id, KEY, draft);
    expect((await loadDraft(id))?.queued).toEqual(send);
    await queueDraft(id, null);
    expect(draftState(id)).toBe('draft');
    expect(await queuedDraftIds('awa')).toEqual([]);
    await dropDraft(id);
    expect(await loadDraft(id)).toBeNull();
    expect(draftState(id)).toBeUndefined();
  });

  it('lets a logout elsewhere delete the database it holds open, and starts anew after', async () => {
    const id = draftId('awa', sonatel);
    await keepDraft(id, KEY, draft, ['cvFile']);
    await new Promise<void>((resolve, reject) => {
      const deletion = indexedDB.deleteDatabase(APPLY_DRAFTS_STORAGE.database);
      deletion.onsuccess = () => resolve();
      deletion.onerror = () => reject(deletion.error);
    });
    expect(await loadDraft(id)).toBeNull();
    await keepDraft(id, KEY, draft);
    expect((await loadDraft(id))?.draft.motivation).toBe('Bonjour');
  });

  it('ignores a note it cannot read', () => {
    localStorage.setItem(APPLY_DRAFTS_STORAGE.note, '{oops');
    expect(draftState(draftId('awa', sonatel))).toBeUndefined();
    expect(hasQueued('awa')).toBe(false);
  });
});
