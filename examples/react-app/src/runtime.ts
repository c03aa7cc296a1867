import type { BaobabEventMap, BaobabRuntime } from '@baobab/widgets';
import { pageClient } from '@baobab/widgets';
import { configure } from '@baobab/widgets/elements';
import { API_BASE } from './api-base';

// The custom elements of this page talk to the same API (and share the session) as the components.
configure({ apiBase: API_BASE, lang: 'fr' });

/**
 * The runtime the React components receive: the page's one client (shared with the elements),
 * and `emit`, which the app routes itself: a job link selects the job instead of leaving the page.
 */
export function createRuntime(onNavigate: (detail: BaobabEventMap['baobab:navigate']) => boolean): BaobabRuntime {
  return {
    client: pageClient(API_BASE, () => 'fr'),
    locale: 'fr',
    theme: 'default',
    colorMode: 'light',
    links: { job: '?job={slug}' },
    emit: (type, detail) =>
      type === 'baobab:navigate' ? onNavigate(detail as BaobabEventMap['baobab:navigate']) : true,
  };
}
