import type { Tag } from '@baobab/core';

/** The activity domains of the demo data set; ids 1..N in this order. */
const DOMAINS = [
  ['informatique-telecoms', 'Informatique et télécoms', 'IT & Telecoms'],
  ['banque-finance', 'Banque et finance', 'Banking & Finance'],
  ['btp-genie-civil', 'BTP et génie civil', 'Construction & Civil Engineering'],
  ['commercial-vente', 'Commercial et vente', 'Sales'],
  ['marketing-communication', 'Marketing et communication', 'Marketing & Communication'],
  ['comptabilite-audit', 'Comptabilité et audit', 'Accounting & Audit'],
  ['ressources-humaines', 'Ressources humaines', 'Human Resources'],
  ['sante', 'Santé', 'Healthcare'],
  ['agriculture-agroalimentaire', 'Agriculture et agroalimentaire', 'Agriculture & Agrifood'],
  ['energie-mines', 'Énergie et mines', 'Energy & Mining'],
  ['logistique-transport', 'Logistique et transport', 'Logistics & Transport'],
  ['education-formation', 'Éducation et formation', 'Education & Training'],
  ['hotellerie-tourisme', 'Hôtellerie et tourisme', 'Hospitality & Tourism'],
  ['juridique', 'Juridique', 'Legal'],
] as const;

export type DomainSlug = (typeof DOMAINS)[number][0];

export type SeedDomain = Tag & { slug: DomainSlug };

export const ACTIVITY_DOMAINS: SeedDomain[] = DOMAINS.map(([slug, fr, en], index) => ({
  id: index + 1,
  slug,
  label: { fr, en },
}));
