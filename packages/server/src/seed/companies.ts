import {
  COMPANY_SIZES,
  COUNTRY_CODES,
  type CompanyPerk,
  type CountryCode,
  countryByCode,
  type Locale,
} from '@baobab/core';
import { CITIES } from './cities';
import { COMPANY_CATALOGUE } from './company-catalogue';
import { companyPerks } from './company-perks';
import { ACTIVITY_DOMAINS, type DomainSlug, type SeedDomain } from './domains';
import type { Random } from './random';
import { slugify } from './text';
import { VOCABULARIES } from './vocabularies';
import { sentenceList } from './vocabulary';

/** Brand colours the logos and covers are drawn in. */
const PALETTE = ['#0F766E', '#15803D', '#B45309', '#1D4ED8', '#7C3AED', '#BE123C', '#0E7490', '#4D7C0F', '#C2410C'];

export interface SeedCompany {
  id: string;
  alias: string;
  name: string;
  /** Brand colours its logo, cover and gallery are drawn in (seed/brand-art.ts). */
  colours: readonly [string, string];
  tagline: string;
  description: string;
  size: (typeof COMPANY_SIZES)[number];
  countries: CountryCode[];
  website: string;
  socials: { linkedin: string; facebook?: string };
  spontaneousApplications: boolean;
  lang: Locale;
  domains: SeedDomain[];
  /** What it offers its people, in its own language (seed/company-perks.ts). */
  perks: CompanyPerk[];
}

function domainBySlug(slug: DomainSlug): SeedDomain {
  const domain = ACTIVITY_DOMAINS.find((d) => d.slug === slug);
  if (!domain) throw new Error(`unknown activity domain ${slug}`);
  return domain;
}

/** The demo companies, one per catalogue entry; every sixth accepts spontaneous applications. */
export function generateCompanies(rng: Random): SeedCompany[] {
  return COMPANY_CATALOGUE.map(([name, headquarters, domainSlugs, lang], index) => {
    const alias = slugify(name);
    // Pan-African (English-language) groups work in three countries, a few local ones in two or three.
    const others = rng.sample(
      COUNTRY_CODES.filter((code) => code !== headquarters),
      lang === 'en' ? 2 : rng.chance(0.3) ? rng.int(1, 2) : 0,
    );
    const countries = [headquarters, ...others];
    const domains = domainSlugs.map(domainBySlug);
    const vocabulary = VOCABULARIES[lang];
    const country = countryByCode(headquarters)?.name[lang] ?? headquarters;
    const cities = countries.map((code) => CITIES[code][0] ?? code);
    const fields = domains.map((d) => vocabulary.domains[d.slug].field);
    return {
      id: rng.uuid(),
      alias,
      name,
      colours: [rng.pick(PALETTE), rng.pick(PALETTE)] as const,
      tagline: vocabulary.companyTagline(fields[0] ?? '', country),
      description: vocabulary.companyDescription(
        name,
        fields,
        sentenceList(cities, lang === 'fr' ? 'et' : 'and'),
        rng.int(1985, 2021),
      ),
      size: rng.pick(COMPANY_SIZES),
      countries,
      website: `https://www.${alias}.example`,
      socials: {
        linkedin: `https://www.linkedin.com/company/${alias}`,
        ...(rng.chance(0.5) && { facebook: `https://www.facebook.com/${alias}` }),
      },
      spontaneousApplications: index % 6 === 0,
      lang,
      domains,
      perks: companyPerks(index, domains, lang),
    };
  });
}
