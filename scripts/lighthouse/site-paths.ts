/** The host site's pages both measuring tools visit, with `{slug}` and `{alias}` read from the API. */
async function firstOf(base: string, list: string, field: 'slug' | 'alias'): Promise<string> {
  const res = await fetch(`${base}${list}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 1 }),
  });
  const { results } = (await res.json()) as { results: Record<string, string>[] };
  return results[0]?.[field] ?? field;
}

/** `path` with its `{slug}` (the newest offer) and `{alias}` (the first company) filled in on `base`. */
export async function resolvePath(base: string, path: string): Promise<string> {
  let out = path;
  if (out.includes('{slug}')) out = out.replace('{slug}', await firstOf(base, '/api/jobs/get-all-jobs', 'slug'));
  if (out.includes('{alias}')) out = out.replace('{alias}', await firstOf(base, '/api/companies/list', 'alias'));
  return out;
}
