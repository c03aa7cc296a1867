import { COUNTRIES, type CountryCode } from '../countries';
import { normalizeText } from './normalize';

/** The board's towns by country; the first is the business capital. The demo offers are there too. */
export const BOARD_CITIES: Record<CountryCode, readonly string[]> = {
  SN: ['Dakar', 'Thiès', 'Saint-Louis', 'Ziguinchor', 'Mbour', 'Kaolack'],
  CI: ['Abidjan', 'Yamoussoukro', 'Bouaké', 'San-Pédro', 'Korhogo', 'Grand-Bassam'],
  CM: ['Douala', 'Yaoundé', 'Bafoussam', 'Garoua', 'Kribi', 'Limbé'],
  CG: ['Brazzaville', 'Pointe-Noire', 'Dolisie', 'Nkayi', 'Oyo'],
  BJ: ['Cotonou', 'Porto-Novo', 'Parakou', 'Abomey-Calavi', 'Ouidah'],
  MA: ['Casablanca', 'Rabat', 'Marrakech', 'Tanger', 'Fès', 'Agadir'],
};

/** Other names people type for a country. */
const COUNTRY_ALIASES: Partial<Record<CountryCode, readonly string[]>> = {
  CI: ['ivory coast', 'rci', 'cote divoire'],
  CG: ['congo brazzaville'],
  MA: ['morocco', 'marruecos'],
  CM: ['cameroon'],
};

/** Where a place word points: a country, or a town (as the offers spell it). */
export type Place = { countryCode: CountryCode } | { city: string };

/** Place names as typed: normalised, hyphens and apostrophes read as spaces. */
export const placeKey = (name: string) => normalizeText(name).replace(/[-'’]/g, ' ').replace(/\s+/g, ' ').trim();

const PLACES = new Map<string, Place>();
for (const country of COUNTRIES) {
  for (const name of [country.name.fr, country.name.en, ...(COUNTRY_ALIASES[country.code] ?? [])])
    PLACES.set(placeKey(name), { countryCode: country.code });
  for (const city of BOARD_CITIES[country.code]) PLACES.set(placeKey(city), { city });
}

/** The place `words` name (joined by spaces, as placeKey writes them), if any. */
export function placeNamed(words: string): Place | undefined {
  return PLACES.get(words);
}

/** The longest place name, in words. */
export const LONGEST_PLACE = Math.max(...[...PLACES.keys()].map((key) => key.split(' ').length));
