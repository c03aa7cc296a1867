import { type EndpointDef, endpoints } from '@baobab/core';

type Bundle = Exclude<EndpointDef['bundle'], 'none'>;

/** Where each bundle's table is committed, from packages/client/src/routes. */
export const ROUTE_FILES: Record<Bundle, string> = {
  page: 'page-routes.generated.ts',
  account: 'account-routes.generated.ts',
  suggest: 'suggest-routes.generated.ts',
  recruiter: 'recruiter-routes.generated.ts',
};

/**
 * The text of one bundle's route table, from the endpoints' `bundle` field: one string per call
 * ("GET /api/jobs/:slug", with " file" after it when it answers a file), the shortest text that
 * gives the client's http each call's method, path and kind of answer without the schemas.
 */
export function routesSource(bundle: Bundle): string {
  const defs: Record<string, EndpointDef> = endpoints;
  const lines = Object.entries(defs)
    .filter(([, def]) => def.bundle === bundle)
    .map(([name, def]) => `  ${name}: '${def.method} ${def.path}${def.response ? '' : ' file'}',`);
  return [
    "// Generated from the `bundle` field of @baobab/core's endpoints by scripts/endpoint-routes.ts:",
    '// do not edit; run `pnpm --filter @baobab/scripts exec tsx endpoint-routes.ts` after changing one.',
    `export const ${bundle}Routes: Record<string, string> = {`,
    ...lines,
    '};',
    '',
  ].join('\n');
}
