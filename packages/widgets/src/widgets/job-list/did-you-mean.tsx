import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';

/**
 * "Did you mean …" under a keyword that found nothing: the closest query with offers, as the
 * server reads it (its answer to the same search carries it). Loaded only then, off the list's
 * first load; the search is answered again from the server's cache.
 */
export default function DidYouMean({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [suggestion, setSuggestion] = useState<string>();
  useEffect(() => {
    let current = true;
    setSuggestion(undefined);
    void client.catalogue.jobs({ page: 1, limit: 1 }, keyword).then((answer) => {
      if (current) setSuggestion(answer.didYouMean);
    });
    return () => {
      current = false;
    };
  }, [client, keyword]);
  if (!suggestion) return null;
  return (
    <p className="bj-did-you-mean" role="status">
      {t('errors.did_you_mean')}{' '}
      <button type="button" className="bj-btn bj-btn--link" onClick={() => onSearch(suggestion)}>
        {suggestion}
      </button>
      {t('errors.did_you_mean_end')}
    </p>
  );
}
