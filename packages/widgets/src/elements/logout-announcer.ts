import type { BaobabClient, SessionStore } from '@baobab/client';
import type { BaobabWidgetElement } from './widget-element';

// Keyed by the session, which every language view of a page's client shares.
const hostsBySession = new WeakMap<SessionStore, Set<BaobabWidgetElement>>();

/**
 * Says `baobab:logout` once per page when the shared session ends (logout, or a failed refresh),
 * from the first widget still on the page that uses this client. Answers the unregister function.
 */
export function announceLogouts(client: BaobabClient, host: BaobabWidgetElement): () => void {
  let hosts = hostsBySession.get(client.session);
  if (!hosts) {
    const registered = new Set<BaobabWidgetElement>();
    let signedIn = client.session.isAuthenticated();
    client.session.subscribe((session) => {
      const ended = signedIn && !session;
      signedIn = Boolean(session);
      if (ended) [...registered].find((element) => element.isConnected)?.emit('baobab:logout', {});
    });
    hostsBySession.set(client.session, registered);
    hosts = registered;
  }
  hosts.add(host);
  return () => hosts.delete(host);
}
