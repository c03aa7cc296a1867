import { countryByCode } from '../countries';
import type { Company } from '../schemas/company';
import type { Job } from '../schemas/job';

/**
 * Structured data (schema.org JSON-LD) of the board's pages and of partner pages rendered with
 * `@baobab/widgets/server`: one home, so both say the same thing about an offer.
 */

/** Schema.org employment types of our contract types. */
const EMPLOYMENT_TYPES: Record<Job['contractType'], string> = {
  CDI: 'FULL_TIME',
  CDD: 'TEMPORARY',
  STAGE: 'INTERN',
  FREELANCE: 'CONTRACTOR',
  INTERIM: 'TEMPORARY',
  ALTERNANCE: 'INTERN',
};

const absolute = (origin: string, url: string | null) =>
  url ? (/^https?:/.test(url) ? url : `${origin}${url}`) : undefined;

/** Whether an offer gets JobPosting markup: public and open only (never lists, private or closed offers). */
export const hasJobPosting = (job: Job) => !job.private && !job.closed;

/**
 * Google for Jobs' JobPosting of one offer. The description keeps its paragraphs as HTML, which is
 * what the format asks for; `directApply` is true when the candidate applies on this page.
 */
export function jobPostingJsonLd(job: Job, origin: string, companyUrl: string) {
  const country = countryByCode(job.countryCode);
  const paragraphs = [job.description, job.bestCandidateProfil]
    .flatMap((text) => text.split(/\n{2,}/))
    .map((p) => `<p>${p.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/\n/g, '<br>')}</p>`)
    .join('');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: paragraphs,
    datePosted: job.publicationDate,
    validThrough: job.validThrough,
    employmentType: EMPLOYMENT_TYPES[job.contractType],
    identifier: { '@type': 'PropertyValue', name: job.companyDetails.name, value: job.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyDetails.name,
      sameAs: `${origin}${companyUrl}`,
      ...(job.companyDetails.logo && { logo: absolute(origin, job.companyDetails.logo) }),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: job.city,
        addressCountry: country?.code ?? job.countryCode,
      },
    },
    ...(job.remote === 'remote' && {
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: country?.name.en ?? job.countryCode },
    }),
    ...(job.salary && {
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: job.salary.currency,
        value: {
          '@type': 'QuantitativeValue',
          minValue: job.salary.min,
          maxValue: job.salary.max,
          unitText: job.salary.period === 'month' ? 'MONTH' : 'YEAR',
        },
      },
    }),
    directApply: !job.external,
  };
}

/** Organization markup of a company page. */
export function organizationJsonLd(company: Company, origin: string, pageUrl: string) {
  const sameAs = [company.website, ...Object.values(company.socials)].filter((u): u is string => Boolean(u));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    url: `${origin}${pageUrl}`,
    description: company.tagline,
    ...(company.logo && { logo: absolute(origin, company.logo) }),
    ...(sameAs.length > 0 && { sameAs }),
    address: company.countries.map((code) => ({ '@type': 'PostalAddress', addressCountry: code })),
  };
}

/** JSON for a `<script type="application/ld+json">`: no `</script>` (nor any `<`) can end it early. */
export const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');
