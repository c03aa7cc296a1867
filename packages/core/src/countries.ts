/** The six footer countries of docs/product.md §2; `slug` is the {location} of /emploi-{location}. */
export const COUNTRIES = [
  { code: 'SN', slug: 'senegal', name: { fr: 'Sénégal', en: 'Senegal' } },
  { code: 'CI', slug: 'cote-d-ivoire', name: { fr: "Côte d'Ivoire", en: "Côte d'Ivoire" } },
  { code: 'CM', slug: 'cameroun', name: { fr: 'Cameroun', en: 'Cameroon' } },
  { code: 'CG', slug: 'congo', name: { fr: 'Congo', en: 'Congo' } },
  { code: 'BJ', slug: 'benin', name: { fr: 'Bénin', en: 'Benin' } },
  { code: 'MA', slug: 'maroc', name: { fr: 'Maroc', en: 'Morocco' } },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const COUNTRY_CODES = COUNTRIES.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export function countryBySlug(slug: string) {
  return COUNTRIES.find((c) => c.slug === slug);
}
export function countryByCode(code: string) {
  return COUNTRIES.find((c) => c.code === code);
}
