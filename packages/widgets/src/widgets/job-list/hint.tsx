import { useEffect, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import type { JobListState } from '../../stores/job-list-store';

/**
 * "Did you mean …" under a keyword that found nothing: the closest query with offers and the
 * sentence proposing it, as the server writes them in the page's language (its answer to the same
 * search carries them; asked again here, it comes from the server's cache). Loaded only then,
 * off the list's first load; choosing it searches it.
 */
export default function DidYouMean({ query, search }: JobListState) {
  const { client } = useRuntime();
  const keyword = query.keyword;
  const [suggestion, setSuggestion] = useState<{ keyword: string; message: string }>();
  useEffect(() => {
    let current = true;
    setSuggestion(undefined);
    if (!keyword) return;
    void client.catalogue.jobs({ page: 1, limit: 1 }, keyword).then((answer) => {
      if (current) setSuggestion(answer.didYouMean);
    });
    return () => {
      current = false;
    };
  }, [client, keyword]);
  return suggestion ? (
    <p role="status">
      <button type="button" className="bj-btn bj-btn--link" onClick={() => search(suggestion.keyword)}>
        {suggestion.message}
      </button>
    </p>
  ) : null;
}
