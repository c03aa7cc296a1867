import { describe, expect, it } from 'vitest';
import { companyHref, fillTemplate, jobHref } from './links';

describe('links', () => {
  it('fills templates with encoded values', () => {
    expect(fillTemplate('/jobs/{slug}?ref={ref}', { slug: 'dev-web', ref: 'a b' })).toBe('/jobs/dev-web?ref=a%20b');
  });

  it('use the host templates, else an in-page hash', () => {
    expect(jobHref({ job: '/emplois/{slug}' }, 'dev')).toBe('/emplois/dev');
    expect(jobHref({}, 'dev')).toBe('#job=dev');
    expect(companyHref({ company: '/entreprises/{alias}' }, 'acme')).toBe('/entreprises/acme');
    expect(companyHref({}, 'acme')).toBe('#company=acme');
  });
});
