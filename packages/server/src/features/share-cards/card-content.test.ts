import type { Company, Job } from '@baobab/core';
import { describe, expect, it } from 'vitest';
import { companyCardContent, jobCardContent } from './card-content';
import { factsFitOneRow } from './card-layout';

// The fields an offer's card reads; the rest of an offer does not reach it.
const job = {
  title: 'Responsable conformité',
  companyDetails: { name: 'Banque du Littoral' },
  city: 'Garoua',
  countryCode: 'CM',
  contractType: 'CDD',
  remote: 'onsite',
  salary: { min: 1_125_000, max: 1_725_000, currency: 'XAF', period: 'month' },
} as unknown as Job;

describe("an offer's card facts", () => {
  it('keep the country beside the town when the row holds all three facts (French)', () => {
    const { facts } = jobCardContent(job, 'fr', null);
    expect(facts[0]).toBe('Garoua, Cameroun');
    expect(factsFitOneRow(facts)).toBe(true);
  });

  it('give up the country, not half a word, when the English salary is longer', () => {
    const { facts } = jobCardContent(job, 'en', null);
    expect(facts[0]).toBe('Garoua');
    expect(facts[2]).toMatch(/^1,125,000 – 1,725,000 XAF/);
    expect(factsFitOneRow(facts)).toBe(true);
    expect(factsFitOneRow(['Garoua, Cameroon', ...facts.slice(1)])).toBe(false);
  });
});

describe("a company's card facts", () => {
  const company = (countries: string[]) =>
    ({
      name: 'Abidjan Fintech Lab',
      tagline: 'Fintech',
      countries,
      activityDomains: [
        { label: { fr: 'Informatique et télécoms', en: 'IT and telecoms' } },
        { label: { fr: 'Banque et finance', en: 'Banking and finance' } },
      ],
    }) as unknown as Company;

  it('name every country when they fit, else the first and how many more', () => {
    expect(companyCardContent(company(['CI']), 'fr', null).facts[0]).toBe("Côte d'Ivoire");
    const many = companyCardContent(company(['CI', 'CM', 'SN']), 'fr', null).facts;
    expect(many[0]).toBe("Côte d'Ivoire +2");
    expect(factsFitOneRow(many)).toBe(true);
  });
});
