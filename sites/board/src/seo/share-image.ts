import { type Company, type Job, type Locale, SHARE_CARD, type ShareCardKind, shareCardPath } from '@baobab/core';

/** An Open Graph image whose size and text alternative the page declares. */
export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** FNV-1a, base 36: a short version of what a card shows, with no crypto in the browser bundle. */
function versionOf(parts: readonly unknown[]): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(parts)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * A page's share card. Its URL carries a version of what it shows, so a preview service that
 * keeps images by URL (WhatsApp, LinkedIn) fetches the new card after an edit.
 */
const shareCard = (kind: ShareCardKind, slug: string, locale: Locale, alt: string, shown: readonly unknown[]) => ({
  url: `${shareCardPath(kind, slug, locale)}?v=${versionOf(shown)}`,
  width: SHARE_CARD.width,
  height: SHARE_CARD.height,
  alt,
});

export const jobShareCard = (job: Job, locale: Locale, alt: string): SocialImage =>
  shareCard('jobs', job.slug, locale, alt, [
    job.title,
    job.companyDetails,
    job.city,
    job.countryCode,
    job.contractType,
    job.remote,
    job.salary,
  ]);

export const companyShareCard = (company: Company, locale: Locale, alt: string): SocialImage =>
  shareCard('companies', company.alias, locale, alt, [
    company.name,
    company.logo,
    company.tagline,
    company.countries,
    company.activityDomains.slice(0, 2).map((domain) => domain.id),
  ]);
