import { readFileSync } from 'node:fs';
import { type EndpointDef, endpoints } from '@baobab/core';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from './account-routes.generated';
import { ROUTE_FILES, routesSource } from './generate';
import { pageRoutes } from './page-routes.generated';
import { recruiterRoutes } from './recruiter-routes.generated';
import { suggestRoutes } from './suggest-routes.generated';

const defs: Record<string, EndpointDef> = endpoints;

describe('the committed route tables', () => {
  it.each(Object.entries(ROUTE_FILES))(
    '%s: the file is what core defines (regenerate: scripts/endpoint-routes.ts)',
    (bundle, file) => {
      const committed = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(committed).toBe(routesSource(bundle as keyof typeof ROUTE_FILES));
    },
  );

  it("carry each browser call in the bundle its definition names, with its method, path and answer's kind", () => {
    for (const [name, def] of Object.entries(defs)) {
      const route = `${def.method} ${def.path}${def.response ? '' : ' file'}`;
      expect(pageRoutes[name], name).toBe(def.bundle === 'page' ? route : undefined);
      expect(accountRoutes[name], name).toBe(def.bundle === 'account' ? route : undefined);
      expect(suggestRoutes[name], name).toBe(def.bundle === 'suggest' ? route : undefined);
      expect(recruiterRoutes[name], name).toBe(def.bundle === 'recruiter' ? route : undefined);
    }
  });
});
