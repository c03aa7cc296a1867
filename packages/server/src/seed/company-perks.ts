import type { CompanyPerk, Locale } from '@baobab/core';
import type { DomainSlug, SeedDomain } from './domains';

/** A perk in both languages: [title, text]. A company's perks are written in its own language. */
type Perk = Record<Locale, readonly [title: string, text: string]>;

/** What an employer of a trade typically offers: the first two perks a company shows. */
const TRADE_PERKS: Record<DomainSlug, readonly [Perk, Perk]> = {
  'informatique-telecoms': [
    {
      fr: ['Télétravail deux jours par semaine', 'Les équipes choisissent leurs jours sur place.'],
      en: ['Remote work two days a week', 'Teams choose their office days.'],
    },
    {
      fr: ['Certifications prises en charge', 'Cloud, réseaux, sécurité : examens et préparation payés.'],
      en: ['Certifications paid for', 'Cloud, networks, security: exams and preparation covered.'],
    },
  ],
  'banque-finance': [
    {
      fr: ['Prêt immobilier à taux préférentiel', 'Pour les salariés après un an d’ancienneté.'],
      en: ['Preferential mortgage rate', 'For employees after one year.'],
    },
    {
      fr: ['Treizième mois', 'Versé en décembre, en plus de la prime annuelle.'],
      en: ['Thirteenth-month salary', 'Paid in December, on top of the yearly bonus.'],
    },
  ],
  'btp-genie-civil': [
    {
      fr: ['Prime de chantier', 'Pour chaque mission hors de la ville de rattachement.'],
      en: ['Site allowance', 'For every assignment away from your home city.'],
    },
    {
      fr: ['Équipements de sécurité fournis', 'Chaussures, casque et tenue renouvelés chaque année.'],
      en: ['Safety gear provided', 'Boots, helmet and workwear renewed every year.'],
    },
  ],
  'commercial-vente': [
    {
      fr: ['Commissions sans plafond', 'Versées chaque mois sur le chiffre d’affaires signé.'],
      en: ['Uncapped commission', 'Paid monthly on signed revenue.'],
    },
    {
      fr: ['Véhicule de fonction', 'Pour les commerciaux terrain, carburant compris.'],
      en: ['Company car', 'For field sales staff, fuel included.'],
    },
  ],
  'marketing-communication': [
    {
      fr: ['Horaires flexibles', 'Arrivée entre 7 h 30 et 10 h.'],
      en: ['Flexible hours', 'Start between 7.30 and 10 am.'],
    },
    {
      fr: ['Budget conférences', 'Deux événements du métier par an, en Afrique ou en ligne.'],
      en: ['Conference budget', 'Two industry events a year, in Africa or online.'],
    },
  ],
  'comptabilite-audit': [
    {
      fr: ['Préparation au DEC financée', 'Cours et congés d’examen pris en charge.'],
      en: ['Chartered accountancy paid for', 'Courses and exam leave covered.'],
    },
    {
      fr: ['Récupération après les clôtures', 'Jours rendus après chaque période de bilan.'],
      en: ['Time off after closings', 'Days given back after each year-end period.'],
    },
  ],
  'ressources-humaines': [
    {
      fr: ['Parcours d’intégration', 'Un parrain et un programme sur trois mois.'],
      en: ['Onboarding programme', 'A mentor and a three-month programme.'],
    },
    {
      fr: ['Mobilité interne', 'Les postes ouverts sont proposés d’abord en interne.'],
      en: ['Internal mobility', 'Open roles are offered inside first.'],
    },
  ],
  sante: [
    {
      fr: ['Soins gratuits pour la famille', 'Consultations et examens dans nos établissements.'],
      en: ['Free care for your family', 'Consultations and tests in our facilities.'],
    },
    {
      fr: ['Formation médicale continue', 'Congrès et diplômes universitaires financés.'],
      en: ['Continuing medical education', 'Congresses and university diplomas funded.'],
    },
  ],
  'agriculture-agroalimentaire': [
    {
      fr: ['Logement sur site', 'Pour les équipes des plantations et des usines.'],
      en: ['Housing on site', 'For plantation and factory teams.'],
    },
    {
      fr: ['Panier de produits', 'Une part de la récolte chaque mois.'],
      en: ['Produce basket', 'A share of the harvest every month.'],
    },
  ],
  'energie-mines': [
    {
      fr: ['Rotation 4 semaines / 2 semaines', 'Transport vers le site et retour pris en charge.'],
      en: ['Four weeks on, two weeks off', 'Travel to and from site covered.'],
    },
    {
      fr: ['Prime d’éloignement', 'Pour chaque affectation sur un site isolé.'],
      en: ['Remote-site allowance', 'For every posting to an isolated site.'],
    },
  ],
  'logistique-transport': [
    {
      fr: ['Permis poids lourd financé', 'Pour les chauffeurs et caristes qui veulent évoluer.'],
      en: ['Truck licence paid for', 'For drivers and forklift operators who want to grow.'],
    },
    {
      fr: ['Prime de nuit', 'Majorée pour les équipes d’entrepôt de nuit.'],
      en: ['Night-shift premium', 'Higher pay for night warehouse teams.'],
    },
  ],
  'education-formation': [
    {
      fr: ['Scolarité offerte aux enfants', 'Dans nos établissements, de la maternelle au lycée.'],
      en: ['Free schooling for your children', 'In our schools, from nursery to secondary.'],
    },
    {
      fr: ['Vacances scolaires', 'Le calendrier des élèves, congés compris.'],
      en: ['School holidays', 'The pupils’ calendar, holidays included.'],
    },
  ],
  'hotellerie-tourisme': [
    {
      fr: ['Repas pris sur place', 'Un repas par service, préparé par nos cuisines.'],
      en: ['Meals on site', 'One meal per shift, cooked by our kitchens.'],
    },
    {
      fr: ['Nuits offertes dans le groupe', 'Tarif salarié dans tous nos hôtels.'],
      en: ['Free nights in the group', 'Staff rate in all our hotels.'],
    },
  ],
  juridique: [
    {
      fr: ['Inscription au barreau prise en charge', 'Cotisations et formation obligatoire payées.'],
      en: ['Bar fees paid', 'Dues and mandatory training covered.'],
    },
    {
      fr: ['Bibliothèque juridique en ligne', 'Accès aux bases OHADA et de jurisprudence.'],
      en: ['Online law library', 'Access to OHADA and case-law databases.'],
    },
  ],
};

/** What most employers of the board offer; a company adds one to three of these to its trade's. */
const COMMON_PERKS: readonly Perk[] = [
  {
    fr: ['Assurance santé famille', 'Conjoint et enfants couverts à 80 %.'],
    en: ['Family health insurance', 'Spouse and children covered at 80%.'],
  },
  {
    fr: ['Formation continue', 'Un budget formation pour chaque salarié, chaque année.'],
    en: ['Ongoing training', 'A training budget for every employee, every year.'],
  },
  {
    fr: ['Transport pris en charge', 'Navette ou indemnité mensuelle.'],
    en: ['Transport covered', 'Shuttle or monthly allowance.'],
  },
  {
    fr: ['Retraite complémentaire', 'L’entreprise abonde vos cotisations.'],
    en: ['Supplementary pension', 'The company tops up your contributions.'],
  },
  {
    fr: ['Congé parental allongé', 'Quatre semaines de plus que le minimum légal.'],
    en: ['Extended parental leave', 'Four weeks more than the legal minimum.'],
  },
  {
    fr: ['Cantine subventionnée', 'Un déjeuner complet à petit prix.'],
    en: ['Subsidised canteen', 'A full lunch at a small price.'],
  },
];

/**
 * A company's 3 to 5 perks, chosen by its place in the catalogue (no draw from the seed's random
 * sequence, so adding perks left the rest of the demo data as it was): its trades' first, then
 * common ones in turn.
 */
export function companyPerks(index: number, domains: readonly SeedDomain[], lang: Locale): CompanyPerk[] {
  const count = 3 + (index % 3);
  const [first, ...others] = domains.map((d) => TRADE_PERKS[d.slug]);
  const trade = [...(first ?? []), ...others.map((perks) => perks[index % 2] as Perk)];
  const common = COMMON_PERKS.map((_, i) => COMMON_PERKS[(index + i) % COMMON_PERKS.length] as Perk);
  return [...trade, ...common].slice(0, count).map((perk) => ({ title: perk[lang][0], text: perk[lang][1] }));
}
