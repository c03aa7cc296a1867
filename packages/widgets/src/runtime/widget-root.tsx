import type { ReactNode } from 'react';
import { useRuntime } from './context';

/** The root element of every widget: carries the theme and colour mode the tokens key on. */
export function WidgetRoot({ name, children }: { name: string; children: ReactNode }) {
  const { theme, colorMode, locale } = useRuntime();
  return (
    <div className={`bj-root bj-${name}`} data-theme={theme} data-color-mode={colorMode} lang={locale} part="root">
      {children}
    </div>
  );
}
