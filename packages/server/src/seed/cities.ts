import { BOARD_CITIES, type CountryCode } from '@baobab/core';

/** Where the demo jobs are: the board's towns (core), the first of a country its business capital. */
export const CITIES = BOARD_CITIES;

/** The currency salaries are quoted in: CFA francs of each zone, dirham in Morocco. */
export const CURRENCIES: Record<CountryCode, 'XOF' | 'XAF' | 'MAD'> = {
  SN: 'XOF',
  CI: 'XOF',
  BJ: 'XOF',
  CM: 'XAF',
  CG: 'XAF',
  MA: 'MAD',
};
