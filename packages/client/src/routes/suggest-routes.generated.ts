// Generated from the `bundle` field of @baobab/core's endpoints by scripts/endpoint-routes.ts:
// do not edit; run `pnpm --filter @baobab/scripts exec tsx endpoint-routes.ts` after changing one.
export const suggestRoutes: Record<string, string> = {
  keywordSuggestions: 'GET /api/jobs/suggestions',
};
