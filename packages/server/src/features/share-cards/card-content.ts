import { type Company, countryByCode, type Job, type Locale, translate } from '@baobab/core';
import { type CardContent, factsFitOneRow } from './card-layout';

const amount = (locale: Locale, value: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);

/** The salary as the offer's page writes it (widgets' job-offer), or null when the offer keeps it private. */
function salaryText(job: Job, locale: Locale): string | null {
  if (!job.salary) return null;
  const { min, max, currency, period } = job.salary;
  return translate(locale, 'jobs.salary', {
    min: amount(locale, min),
    max: amount(locale, max),
    currency,
    period: translate(locale, `jobs.salary_period.${period}`),
  });
}

/** Place, contract and salary; the place without its country when all three would not fit one row. */
function jobFacts(job: Job, place: string, contract: string, salary: string | null): string[] {
  const facts = [place, contract, salary].filter((fact): fact is string => Boolean(fact));
  if (job.city && !factsFitOneRow(facts)) facts[0] = job.city;
  return facts;
}

/** An offer's card: its title under the company, then place, contract and salary when public. */
export function jobCardContent(job: Job, locale: Locale, logo: string | null): CardContent {
  const country = countryByCode(job.countryCode)?.name[locale];
  const contract = `${translate(locale, `jobs.contract_types.${job.contractType}`)} · ${translate(locale, `jobs.remote.${job.remote}`)}`;
  return {
    title: job.title,
    byline: job.companyDetails.name,
    companyName: job.companyDetails.name,
    facts: jobFacts(job, [job.city, country].filter(Boolean).join(', '), contract, salaryText(job, locale)),
    logo,
    footer: translate(locale, 'server.share_card.job'),
  };
}

/** A company's card: its name under its tagline, then where it works and in what. */
export function companyCardContent(company: Company, locale: Locale, logo: string | null): CardContent {
  const names = company.countries.map((code) => countryByCode(code)?.name[locale] ?? code);
  const domains = company.activityDomains.slice(0, 2).map((domain) => domain.label[locale]);
  // Every country when the row holds them, else the first and how many more.
  const countries =
    names.length > 1 && !factsFitOneRow([names.join(', '), ...domains])
      ? `${names[0]} +${names.length - 1}`
      : names.join(', ');
  return {
    title: company.name,
    byline: company.tagline,
    companyName: company.name,
    facts: [countries, ...domains].filter(Boolean),
    logo,
    footer: translate(locale, 'server.share_card.company'),
  };
}
