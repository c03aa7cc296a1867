import { afterEach, describe, expect, it } from 'vitest';
import { pdfFile } from '../../test-support/job-detail-fixtures';
import { dropDraft, type FormDraft, keepDraft, restoreDraft } from './apply-draft-storage';
import type { ApplyTarget } from './apply-target';

const target: ApplyTarget = { kind: 'company', alias: 'sonatel', name: 'Sonatel' };
const draft: FormDraft = {
  cvSource: 'upload',
  cvDocumentId: '',
  cvFile: pdfFile(100, 'cv-awa.pdf'),
  coverLetter: pdfFile(100, 'lettre.pdf'),
  motivation: 'Bonjour',
  answers: { years: '3', licence: true },
  consents: { acceptTerms: true, acceptPrivacy: true, acceptConsentForm: false, acceptDataRetention: false },
};

describe('apply draft storage', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the values and the names of the files, not the files', () => {
    keepDraft(target, 'awa', draft);
    const { cvFile: _cv, coverLetter: _letter, ...values } = draft;
    expect(restoreDraft(target, 'awa')).toEqual({ draft: values, fileNames: ['cv-awa.pdf', 'lettre.pdf'] });
    expect(restoreDraft({ ...target, alias: 'orange' }, 'awa')).toBeNull();
    // Another candidate signing in in the same tab does not get it.
    expect(restoreDraft(target, 'fatou')).toBeNull();
  });

  it('drops the draft, and ignores one it cannot read', () => {
    keepDraft(target, 'awa', draft);
    dropDraft(target, 'awa');
    expect(restoreDraft(target, 'awa')).toBeNull();
    sessionStorage.setItem('baobab:apply-draft:awa:company:sonatel', '{"cvSource":42}');
    expect(restoreDraft(target, 'awa')).toBeNull();
  });
});
