import { writeFileSync } from 'node:fs';
import { ROUTE_FILES, routesSource } from '../packages/client/src/routes/generate';

/**
 * Writes the client's route tables (packages/client/src/routes/*.generated.ts) from core's endpoint
 * definitions; the client's test fails while a committed table differs from what core defines.
 */
for (const [bundle, file] of Object.entries(ROUTE_FILES) as [keyof typeof ROUTE_FILES, string][]) {
  writeFileSync(new URL(`../packages/client/src/routes/${file}`, import.meta.url), routesSource(bundle));
  console.log(`packages/client/src/routes/${file}`);
}
