import {
  CONTRACT_TYPES,
  type CountryCode,
  countryByCode,
  defaultValidThrough,
  JOB_DEFAULT_VALIDITY_DAYS,
  type Locale,
  type Question,
  REMOTE_MODES,
  type SALARY_PERIODS,
} from '@baobab/core';
import { CITIES, CURRENCIES } from './cities';
import type { SeedCompany } from './companies';
import { ACTIVITY_DOMAINS, type DomainSlug } from './domains';
import { questionSet } from './questions';
import type { Random } from './random';
import { excerptOf, slugify, uniqueSuffix } from './text';
import { VOCABULARIES } from './vocabularies';

const DAY_MS = 24 * 3600 * 1000;
/**
 * Jobs are published over the default validity before the data set's reference date, so an offer
 * left on the default validity is still open on the seeding day, as on a board kept current.
 */
const PUBLICATION_WINDOW_DAYS = JOB_DEFAULT_VALIDITY_DAYS;
const EXCERPT_LENGTH = 180;

export interface SeedJob {
  id: string;
  slug: string;
  company: SeedCompany;
  title: string;
  excerpt: string;
  description: string;
  bestCandidateProfil: string;
  countryCode: CountryCode;
  city: string;
  contractType: (typeof CONTRACT_TYPES)[number];
  remote: (typeof REMOTE_MODES)[number];
  salary: { min: number; max: number; currency: string; period: (typeof SALARY_PERIODS)[number] } | null;
  publicationDate: Date;
  validThrough: Date;
  closed: boolean;
  private: boolean;
  externalApplyUrl: string | null;
  questions: Question[];
  lang: Locale;
  domainIds: number[];
}

/** Trades every company hires for whatever it does (an accountant at a hotel, not a chef at a telecom operator). */
const SUPPORT_SLUGS: readonly DomainSlug[] = [
  'commercial-vente',
  'marketing-communication',
  'comptabilite-audit',
  'ressources-humaines',
  'juridique',
];
const SUPPORT_DOMAINS = ACTIVITY_DOMAINS.filter((d) => SUPPORT_SLUGS.includes(d.slug));

/** Picks one value by weight; weights need not add up to 1. */
function weighted<T>(rng: Random, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

const CONTRACT_WEIGHTS = CONTRACT_TYPES.map((type, i) => [type, [50, 20, 10, 8, 6, 6][i] ?? 1] as const);
const REMOTE_WEIGHTS = REMOTE_MODES.map((mode, i) => [mode, [65, 25, 10][i] ?? 1] as const);

/** A monthly range in the country's currency, rounded the way offers quote it; a tenth are yearly. */
function salary(rng: Random, country: CountryCode): SeedJob['salary'] {
  const currency = CURRENCIES[country];
  const [low, high, step] = currency === 'MAD' ? [5_000, 30_000, 500] : [250_000, 1_500_000, 25_000];
  const min = Math.round(rng.int(low, high) / step) * step;
  const max = Math.round((min * (1.2 + rng.next() * 0.4)) / step) * step;
  const yearly = rng.chance(0.1);
  return { min: yearly ? min * 12 : min, max: yearly ? max * 12 : max, currency, period: yearly ? 'year' : 'month' };
}

/**
 * The demo jobs, one at a time so that 100 000 of them never sit in memory together.
 * Shares: 30% in English, 5% closed, 3% private, 5% on an external platform, 10% with questions.
 */
export function* generateJobs(
  rng: Random,
  companies: readonly SeedCompany[],
  count: number,
  referenceDate: Date,
): Generator<SeedJob> {
  let questionSets = 0;
  for (let n = 0; n < count; n++) {
    const company = rng.pick(companies);
    // Most offers are in the company's own trades, the others in a support function.
    const domain = rng.chance(0.9) ? rng.pick(company.domains) : rng.pick(SUPPORT_DOMAINS);
    const lang: Locale = rng.chance(0.3) ? 'en' : 'fr';
    const vocabulary = VOCABULARIES[lang];
    const words = vocabulary.domains[domain.slug];
    const baseTitle = rng.pick(words.titles);
    const level = rng.next();
    const title =
      level < 0.15 ? vocabulary.seniorTitle(baseTitle) : level < 0.25 ? vocabulary.juniorTitle(baseTitle) : baseTitle;
    const countryCode = rng.pick(company.countries);
    const context = {
      title,
      company: company.name,
      city: rng.pick(CITIES[countryCode]),
      country: countryByCode(countryCode)?.name[lang] ?? countryCode,
      contractType: weighted(rng, CONTRACT_WEIGHTS),
      remote: weighted(rng, REMOTE_WEIGHTS),
      years: level < 0.15 ? rng.int(5, 10) : level < 0.25 ? 1 : rng.int(2, 6),
      missions: rng.sample(words.missions, 3),
      benefits: rng.sample(vocabulary.benefits, 3),
      studies: words.studies,
      skills: rng.sample(words.skills, 3),
    };
    const description = vocabulary.description(context);
    const slug = `${slugify(title)}-${uniqueSuffix(n)}`;
    const publicationDate = new Date(
      referenceDate.getTime() - Math.floor(rng.next() * PUBLICATION_WINDOW_DAYS * 24 * 60) * 60_000,
    );
    const external = rng.chance(0.05);
    const otherDomain = rng.chance(0.25) ? rng.pick(company.domains).id : domain.id;
    yield {
      id: rng.uuid(),
      slug,
      company,
      title,
      excerpt: excerptOf(description, EXCERPT_LENGTH),
      description,
      bestCandidateProfil: vocabulary.profile(context),
      countryCode,
      city: context.city,
      contractType: context.contractType,
      remote: context.remote,
      salary: rng.chance(0.6) ? salary(rng, countryCode) : null,
      publicationDate,
      // Most offers stay open a while after the seeding day, whatever their age (~2% have lapsed);
      // the others carry the default validity.
      validThrough: rng.chance(0.85)
        ? new Date(referenceDate.getTime() + (rng.chance(0.02) ? -1 : rng.int(14, 120)) * DAY_MS)
        : defaultValidThrough(publicationDate),
      closed: rng.chance(0.05),
      private: rng.chance(0.03),
      externalApplyUrl: external ? `https://careers.${company.alias}.example/offres/${slug}` : null,
      questions: !external && rng.chance(0.1) ? questionSet(questionSets++, lang) : [],
      lang,
      domainIds: [...new Set([domain.id, otherDomain])],
    };
  }
}
