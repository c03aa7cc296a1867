import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../runtime/translation';

/** The keyword search; follows the store's keyword so that clearing the filters empties it. */
export function JobSearchForm({ keyword, onSearch }: { keyword: string; onSearch(keyword: string): void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const [value, setValue] = useState(keyword);
  useEffect(() => setValue(keyword), [keyword]);
  // The typing suggestions load when the box is first used, off the list's first load.
  const [suggesting, setSuggesting] = useState(false);
  const search = (chosen: string) => {
    setValue(chosen);
    onSearch(chosen);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    search(value);
  };

  return (
    // role=search rather than <search>: the element is too recent for the phones we target.
    // biome-ignore lint/a11y/useSemanticElements: see above.
    <form className="bj-job-search" role="search" onSubmit={submit} part="search">
      <label className="bj-label" htmlFor={inputId}>
        {t('jobs.search_label')}
      </label>
      <div className="bj-job-search__row">
        <input
          onFocus={() => setSuggesting(true)}
          id={inputId}
          className="bj-input"
          type="search"
          name="keyword"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t('jobs.search_placeholder')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
        <button type="submit" className="bj-btn bj-btn--primary">
          {t('jobs.search')}
        </button>
      </div>
      {suggesting && (
        <Suspense>
          <KeywordSuggestions keyword={keyword} onPick={search} />
        </Suspense>
      )}
    </form>
  );
}

const KeywordSuggestions = lazy(() => import('./keyword-suggestions'));
