import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { LoadingBar } from '../navigation/loading-bar';
import { ColorModeProvider, useColorMode } from './color-mode';
import { ErrorPage } from './error-page';
import { forcedColorMode, useCurrentRoute, useLocale, useSite } from './site-context';
import { WidgetRuntime } from './widget-runtime';

function Body({ failed }: { failed: boolean }) {
  const { shell } = useSite();
  const { preference } = useColorMode();
  const colorMode = forcedColorMode(useCurrentRoute()) ?? preference;
  // Marks the page live (hydrated): tests and tools wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <div className="bj-root bj-site" data-theme={shell.config.theme} data-color-mode={colorMode}>
      <LoadingBar theme={shell.config.theme}>
        <WidgetRuntime colorMode={colorMode}>{failed ? <ErrorPage /> : <Outlet />}</WidgetRuntime>
      </LoadingBar>
    </div>
  );
}

/**
 * The whole HTML document, rendered by React on the server and hydrated in the browser. Pages add
 * their `<title>`, meta and links anywhere (React hoists them into <head>); the server adds the
 * stylesheet and scripts. `failed` is the root error boundary's rendering.
 */
export function Document({ failed = false }: { failed?: boolean }) {
  const { shell } = useSite();
  const locale = useLocale();
  return (
    <html lang={locale} data-theme={shell.config.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={shell.config.theme === 'gouv' ? '#00653a' : '#15803d'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body>
        <ColorModeProvider initial={shell.colorMode}>
          <Body failed={failed} />
        </ColorModeProvider>
      </body>
    </html>
  );
}
