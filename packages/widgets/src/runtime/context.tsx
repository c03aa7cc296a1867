import { createContext, type ReactNode, useContext } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from './i18n';
import type { BaobabRuntime } from './runtime';

const RuntimeContext = createContext<BaobabRuntime | null>(null);

/**
 * Gives a widget tree its runtime and its language (components translate with useTranslation).
 * Render it once `loadLanguage(runtime.locale)` has settled.
 */
export function BaobabProvider({ runtime, children }: { runtime: BaobabRuntime; children: ReactNode }) {
  return (
    <RuntimeContext.Provider value={runtime}>
      <I18nextProvider i18n={i18nFor(runtime.locale)}>{children}</I18nextProvider>
    </RuntimeContext.Provider>
  );
}

export function useRuntime(): BaobabRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error('Baobab widgets must be rendered inside <BaobabProvider>');
  return runtime;
}
