import type { Locale } from '@baobab/core';
import type { Http, PageEndpointName } from './http';
import { addRoutes } from './routes/routes';
import { suggestRoutes } from './routes/suggest-routes.generated';

/**
 * What the search box proposes for a keyword being typed (GET /api/jobs/suggestions), with the
 * domains in `lang`. Apart from the client's index (`@baobab/client/suggestions`): its route comes
 * with the code calling it, which the search box loads when it is first used, not with every
 * page; `signal` lets the next keystroke drop the call.
 */
export function keywordSuggestions(
  http: Http<PageEndpointName>,
  keyword: string,
  lang: Locale,
  signal?: AbortSignal,
): Promise<string[]> {
  addRoutes(suggestRoutes);
  return (http as Http)('keywordSuggestions', { query: { keyword, lang } }, { signal }).then(
    (answer) => answer.suggestions,
  );
}
