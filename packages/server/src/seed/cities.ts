import type { CountryCode } from '@baobab/core';

/** Where the demo jobs are; the first city of a country is its business capital. */
export const CITIES: Record<CountryCode, readonly string[]> = {
  SN: ['Dakar', 'Thiès', 'Saint-Louis', 'Ziguinchor', 'Mbour', 'Kaolack'],
  CI: ['Abidjan', 'Yamoussoukro', 'Bouaké', 'San-Pédro', 'Korhogo', 'Grand-Bassam'],
  CM: ['Douala', 'Yaoundé', 'Bafoussam', 'Garoua', 'Kribi', 'Limbé'],
  CG: ['Brazzaville', 'Pointe-Noire', 'Dolisie', 'Nkayi', 'Oyo'],
  BJ: ['Cotonou', 'Porto-Novo', 'Parakou', 'Abomey-Calavi', 'Ouidah'],
  MA: ['Casablanca', 'Rabat', 'Marrakech', 'Tanger', 'Fès', 'Agadir'],
};

/** The currency salaries are quoted in: CFA francs of each zone, dirham in Morocco. */
export const CURRENCIES: Record<CountryCode, 'XOF' | 'XAF' | 'MAD'> = {
  SN: 'XOF',
  CI: 'XOF',
  BJ: 'XOF',
  CM: 'XAF',
  CG: 'XAF',
  MA: 'MAD',
};
