import { describe, expect, it } from 'vitest';
import type { Company } from '../schemas/company';
import type { Job } from '../schemas/job';
import { hasJobPosting, jobPostingJsonLd, jsonForScript, organizationJsonLd } from './json-ld';

const job: Job = {
  id: '6f1c2f3e-1d2b-4c5d-8e9f-0a1b2c3d4e5f',
  slug: 'ingenieur-genie-civil',
  title: 'Ingénieur génie civil',
  excerpt: 'Chantiers routiers',
  description: 'Vous pilotez des chantiers.\n\nAvec <une> équipe & des sous-traitants.',
  bestCandidateProfil: 'Bac+5 en génie civil.',
  publicationDate: '2026-11-20T09:00:00.000Z',
  validThrough: '2026-12-20T09:00:00.000Z',
  companyDetails: { alias: 'sahel-btp', name: 'Sahel BTP', logo: '/_ipx/_/logos/sahel-btp.svg' },
  countryCode: 'SN',
  city: 'Dakar',
  contractType: 'CDI',
  remote: 'onsite',
  salary: { min: 900000, max: 1200000, currency: 'XOF', period: 'month' },
  activityDomains: [],
  closed: false,
  external: false,
  lang: 'fr',
  private: false,
  externalApplyUrl: null,
  questions: [],
  underReview: false,
};

describe('JobPosting', () => {
  it('carries the fields Google for Jobs asks for', () => {
    const ld = jobPostingJsonLd(job, 'https://baobab.test', '/entreprises/sahel-btp');
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Ingénieur génie civil',
      datePosted: '2026-11-20T09:00:00.000Z',
      validThrough: '2026-12-20T09:00:00.000Z',
      employmentType: 'FULL_TIME',
      identifier: { value: job.id },
      hiringOrganization: {
        name: 'Sahel BTP',
        sameAs: 'https://baobab.test/entreprises/sahel-btp',
        logo: 'https://baobab.test/_ipx/_/logos/sahel-btp.svg',
      },
      jobLocation: { address: { addressLocality: 'Dakar', addressCountry: 'SN' } },
      baseSalary: { currency: 'XOF', value: { minValue: 900000, maxValue: 1200000, unitText: 'MONTH' } },
      directApply: true,
    });
    expect(ld.description).toBe(
      '<p>Vous pilotez des chantiers.</p><p>Avec &lt;une> équipe &amp; des sous-traitants.</p><p>Bac+5 en génie civil.</p>',
    );
  });

  it('is only for public open offers; an external platform is not a direct apply', () => {
    expect(hasJobPosting(job)).toBe(true);
    expect(hasJobPosting({ ...job, closed: true })).toBe(false);
    expect(hasJobPosting({ ...job, private: true })).toBe(false);
    expect(jobPostingJsonLd({ ...job, external: true }, 'https://x', '/e').directApply).toBe(false);
  });
});

describe('Organization', () => {
  it('names the company with its page, logo and links', () => {
    const company = {
      name: 'Sahel BTP',
      tagline: 'Routes et ponts',
      logo: null,
      website: 'https://sahel-btp.example',
      socials: { linkedin: 'https://linkedin.example/sahel' },
      countries: ['SN'],
    } as unknown as Company;
    expect(organizationJsonLd(company, 'https://baobab.test', '/entreprises/sahel-btp')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Sahel BTP',
      url: 'https://baobab.test/entreprises/sahel-btp',
      description: 'Routes et ponts',
      sameAs: ['https://sahel-btp.example', 'https://linkedin.example/sahel'],
      address: [{ '@type': 'PostalAddress', addressCountry: 'SN' }],
    });
  });
});

describe('jsonForScript', () => {
  it('leaves no `<` that could close the script element', () => {
    const text = jsonForScript({ title: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>' });
  });
});
