import { init } from './001-init';
import { catalogueVersion } from './003-catalogue-version';

/** Ordered migrations; a version is applied once, in one transaction. */
export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  { version: 1, name: 'init', sql: init },
  { version: 3, name: 'catalogue-version', sql: catalogueVersion },
];
