import type { BaobabClient } from '@baobab/client';
import { useEffect, useState } from 'react';
import { useRuntime } from '../runtime/context';

/** Whether the widget runs on a partner's page: its API (the board's server) is another origin. */
function onPartnerPage(client: BaobabClient): boolean {
  return client.apiBase !== '' && new URL(client.apiBase, window.location.href).origin !== window.location.origin;
}

const asked = new WeakMap<BaobabClient['session'], Promise<string>>();

/** The board's public address (its `PUBLIC_URL`, from the API's config), asked once per page. */
function publicUrl(client: BaobabClient): Promise<string> {
  let answer = asked.get(client.session);
  if (!answer) {
    answer = client.catalogue.config().then((config) => config.publicUrl);
    asked.set(client.session, answer);
  }
  return answer;
}

/**
 * Where the board's own pages are, for links to them from a form: '' on the board itself, its
 * public address on a partner's page (`partner: true`, where the reader may not know that their
 * account is the board's). Null until a partner page knows it, or when the config call fails.
 * Read in the browser only (the forms using it are never rendered on the server).
 */
export function useBoardAddress(): { board: string; partner: boolean } | null {
  const { client } = useRuntime();
  const partner = onPartnerPage(client);
  const [board, setBoard] = useState<string | null>(null);
  useEffect(() => {
    if (!partner) return;
    let current = true;
    publicUrl(client).then(
      (address) => current && setBoard(address),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, partner]);
  if (!partner) return { board: '', partner };
  return board === null ? null : { board, partner };
}
