import { type ColorMode, routeByName } from '@baobab/core';
import { BaobabProvider, type BaobabRuntime, type LinkTemplates } from '@baobab/widgets';
import { type ReactNode, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { localePath, withLocale } from '../routes/locale-path';
import { useLocale, useSite } from './site-context';

/**
 * The widgets' runtime on the board: the page's client, its language and theme, links into the
 * route map (a page may replace some), and `baobab:navigate` taken over by the router (no full reload); other events are
 * dispatched on the document like a custom element's.
 */
export function WidgetRuntime({
  colorMode,
  links,
  children,
}: {
  colorMode: ColorMode;
  links?: LinkTemplates;
  children: ReactNode;
}) {
  const { app, shell } = useSite();
  const locale = useLocale();
  const navigate = useNavigate();
  const runtime = useMemo<BaobabRuntime>(
    () => ({
      client: app.client,
      locale,
      theme: shell.config.theme,
      colorMode,
      links: {
        job: withLocale(locale, routeByName('jobs-slug').path),
        company: withLocale(locale, routeByName('entreprises-alias').path),
        applications: `${localePath(locale, 'profil')}?tab=candidatures`,
        ...links,
      },
      emit(type, detail) {
        if (type === 'baobab:navigate') {
          void navigate((detail as { href: string }).href);
          return false;
        }
        document.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
        return true;
      },
    }),
    [app.client, locale, shell.config.theme, colorMode, links, navigate],
  );
  return <BaobabProvider runtime={runtime}>{children}</BaobabProvider>;
}
