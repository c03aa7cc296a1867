import { describe, expect, it } from 'vitest';
import { applicationFixture, jobFixture } from '../../test-support/job-detail-fixtures';
import { type ApplyTarget, findApplication, targetField, targetKey } from './apply-target';

const job = jobFixture();
const toJob: ApplyTarget = { kind: 'job', slug: job.slug, companyAlias: 'sonatel', questions: [] };
const toCompany: ApplyTarget = { kind: 'company', alias: 'sonatel', name: 'Sonatel' };
const spontaneous = { ...applicationFixture(job), id: 'spontaneous', spontaneous: true, job: null };

describe('apply target', () => {
  it('names the offer or the company in the apply call and in its draft key', () => {
    expect(targetField(toJob)).toEqual({ jobSlug: job.slug });
    expect(targetField(toCompany)).toEqual({ companyAlias: 'sonatel' });
    expect(targetKey(toJob)).not.toBe(targetKey(toCompany));
  });

  it('finds the application to the offer, and only the spontaneous one for the company', () => {
    const toOffer = applicationFixture(job);
    expect(findApplication([toOffer], toJob)).toBe(toOffer);
    expect(findApplication([toOffer], toCompany)).toBeUndefined();
    expect(findApplication([toOffer, spontaneous], toCompany)).toBe(spontaneous);
    expect(findApplication([spontaneous], toJob)).toBeUndefined();
  });
});
