import { BaobabProvider, JobList } from '@baobab/widgets';
import type { BaobabEventMap } from '@baobab/widgets/elements';
import { BASE_CSS, TOKENS_CSS, WIDGET_STYLES } from '@baobab/widgets/styles';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { API_BASE, COMPANY } from './api-base';
import { createRuntime } from './runtime';

/** The components render in this document: their CSS is added once, beside the app's own. */
const WIDGET_CSS = [TOKENS_CSS, BASE_CSS, WIDGET_STYLES['job-list']].join('\n');

const slugFromUrl = () => new URLSearchParams(location.search).get('job');

/**
 * Two ways of using @baobab/widgets in React: the `JobList` component (rendered by this React, in
 * this document), and the `<baobab-job-detail>` / `<baobab-auth-modal>` custom elements (typed
 * JSX, shadow DOM), whose `baobab:*` events the app listens to.
 */
export function App() {
  const [slug, setSlug] = useState(slugFromUrl);
  const [applied, setApplied] = useState<BaobabEventMap['baobab:apply'] | null>(null);

  const runtime = useMemo(
    () =>
      createRuntime(({ kind, href }) => {
        if (kind !== 'job') return true;
        history.pushState(null, '', href);
        setSlug(slugFromUrl());
        setApplied(null);
        return false;
      }),
    [],
  );

  useEffect(() => {
    const onPop = () => setSlug(slugFromUrl());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  // A callback ref with a cleanup (React 19): the listener follows the element as it comes and goes.
  const listenForApply = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const onApply = (event: Event) => setApplied((event as CustomEvent<BaobabEventMap['baobab:apply']>).detail);
    element.addEventListener('baobab:apply', onApply);
    return () => element.removeEventListener('baobab:apply', onApply);
  }, []);

  return (
    <>
      <style>{WIDGET_CSS}</style>
      <header className="app-header">
        <strong>Teranga Digital careers</strong> <span>React + @baobab/widgets</span>
      </header>
      <main className="app-main">
        <section className="app-list" aria-label="Offres">
          <BaobabProvider runtime={runtime}>
            <JobList company={COMPANY} apiBase={API_BASE} />
          </BaobabProvider>
        </section>
        <section className="app-detail" aria-label="Offre">
          {applied && (
            <p className="app-applied" role="status">
              Candidature envoyée pour {applied.jobSlug} (n° {applied.applicationId})
            </p>
          )}
          {slug ? (
            <baobab-job-detail ref={listenForApply} slug={slug} />
          ) : (
            <p className="app-hint">Choisissez une offre dans la liste.</p>
          )}
          <baobab-auth-modal />
        </section>
      </main>
    </>
  );
}
