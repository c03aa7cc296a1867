import { documentCookieJar } from '@baobab/client';
import { collectFormatted, pageClient } from '@baobab/widgets';
import type { ReactNode } from 'react';
import { ColorModeProvider, useColorMode } from '../layout/color-mode';
import { forcedColorMode, SiteProvider, useCurrentRoute } from '../layout/site-context';
import { WidgetRuntime } from '../layout/widget-runtime';
import type { AppContext } from '../routes/app-context';
import { localeOfPath } from '../routes/locale-path';
import { readShell } from '../shell-data';
import { IslandRouter } from './island-router';

const shell = readShell(document);
// The server's dates and figures, shown as they are without building a formatter.
collectFormatted(shell.formatted);
const client = pageClient('', () => localeOfPath(window.location.pathname));
const cookies = documentCookieJar();
/** One context for every island of the page: they share the client, its session and page store. */
const app: AppContext = {
  client,
  config: shell.config,
  session: () => client.session.read(),
  cookie: (name) => cookies.get(name),
  preloadPage: () => Promise.resolve(),
};

function Runtime({ children }: { children: ReactNode }) {
  const { preference } = useColorMode();
  const colorMode = forcedColorMode(useCurrentRoute()) ?? preference;
  return <WidgetRuntime colorMode={colorMode}>{children}</WidgetRuntime>;
}

/** What every island is rendered in: the same providers as the server's page, without its DOM. */
export function IslandFrame({ children }: { children: ReactNode }) {
  return (
    <SiteProvider app={app} shell={shell}>
      <IslandRouter>
        <ColorModeProvider initial={shell.colorMode}>
          <Runtime>{children}</Runtime>
        </ColorModeProvider>
      </IslandRouter>
    </SiteProvider>
  );
}
