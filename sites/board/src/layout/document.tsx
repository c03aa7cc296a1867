import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { isIslandsPage } from '../islands/island-pages';
import { LoadingBar } from '../navigation/loading-bar';
import { ColorModeProvider, useColorMode } from './color-mode';
import { ErrorPage } from './error-page';
import { forcedColorMode, useCurrentRoute, useLocale, useSite } from './site-context';
import { WidgetRuntime } from './widget-runtime';

function Body({ failed }: { failed: boolean }) {
  const { shell } = useSite();
  const { preference } = useColorMode();
  const colorMode = forcedColorMode(useCurrentRoute()) ?? preference;
  const locale = useLocale();
  // Marks the page live (hydrated): tests and tools wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // The browser renders the body only: <html lang> follows a change of language by hand.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <div className="bj-root bj-site" data-theme={shell.config.theme} data-color-mode={colorMode}>
      <LoadingBar theme={shell.config.theme}>
        <WidgetRuntime colorMode={colorMode}>{failed ? <ErrorPage /> : <Outlet />}</WidgetRuntime>
      </LoadingBar>
    </div>
  );
}

/**
 * The element the browser renders into. Preact removes the nodes of its container that it does not
 * render itself, so neither <head> (the server's stylesheets, scripts and widget CSS) nor <body>
 * (the data blocks, and the overlays that portal into it).
 */
export const APP_ELEMENT_ID = 'bj-app';

/** What the browser renders, inside the APP_ELEMENT_ID element. */
export function SiteBody({ failed = false }: { failed?: boolean }) {
  const { shell } = useSite();
  return (
    <ColorModeProvider initial={shell.colorMode}>
      <Body failed={failed} />
    </ColorModeProvider>
  );
}

/**
 * The whole HTML document, rendered on the server. Pages add their head through `<Seo>`; the
 * server adds the stylesheet and scripts. `failed` is the root error boundary's rendering.
 */
export function Document({ failed = false }: { failed?: boolean }) {
  const { shell } = useSite();
  const locale = useLocale();
  const islands = isIslandsPage(shell.route) ? 'true' : undefined;
  return (
    <html lang={locale} data-theme={shell.config.theme} data-islands={islands}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={shell.config.theme === 'gouv' ? '#00653a' : '#15803d'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <div id={APP_ELEMENT_ID}>
          <SiteBody failed={failed} />
        </div>
      </body>
    </html>
  );
}
