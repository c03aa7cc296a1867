import type { EndpointName, Endpoints, RecruiterAuthAnswer } from '@baobab/core';
import { ApiRequestError } from './errors';
import type { CallInput, CallOutput, Http } from './http';
import type { BaobabClient } from './index';
import { singleFlight } from './refresh';
import { recruiterRoutes } from './routes/recruiter-routes.generated';
import { addRoutes } from './routes/routes';

/** The calls of the recruiter space (their `bundle` is `recruiter`): only its widget loads them. */
export type RecruiterEndpointName = {
  [N in EndpointName]: Endpoints[N] extends { bundle: 'recruiter' } ? N : never;
}[EndpointName];

/** A recruiter's session: who, for which company, and its tokens. */
export type RecruiterSession = Omit<RecruiterAuthAnswer, 'tokenization'> & {
  accessToken: string;
  refreshToken: string;
};

/**
 * Kept apart from the candidate's cookies (another key, another store): a person signed in as
 * both keeps two sessions, and neither's token is sent with the other's calls.
 */
export const RECRUITER_SESSION_KEY = 'baobab.recruiter-session';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function memoryStore(): KeyValueStore {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/**
 * The recruiter space's client: its routes join the page's client when this module loads, its
 * calls carry the recruiter's token, and a 401 renews the session once (refresh-token rotation)
 * before giving up and signing out.
 */
export function createRecruiterClient(
  client: BaobabClient,
  store: KeyValueStore = globalThis.localStorage ?? memoryStore(),
) {
  addRoutes(recruiterRoutes);
  const http = client.http as unknown as Http;
  const listeners = new Set<(session: RecruiterSession | null) => void>();
  const refreshOnce = singleFlight();

  const read = (): RecruiterSession | null => {
    try {
      return JSON.parse(store.getItem(RECRUITER_SESSION_KEY) ?? 'null') as RecruiterSession | null;
    } catch {
      return null;
    }
  };
  let session = read();

  const set = (next: RecruiterSession | null) => {
    session = next;
    if (next) store.setItem(RECRUITER_SESSION_KEY, JSON.stringify(next));
    else store.removeItem(RECRUITER_SESSION_KEY);
    for (const listener of listeners) listener(next);
  };
  const signedIn = ({ tokenization, ...who }: RecruiterAuthAnswer) =>
    set({ ...who, accessToken: tokenization.accessToken, refreshToken: tokenization.refreshToken });

  const refresh = () =>
    refreshOnce(async () => {
      const refreshToken = session?.refreshToken;
      if (!refreshToken) return;
      try {
        signedIn(await http('recruiterRefresh', { body: { refreshToken } }));
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 401) set(null);
        throw error;
      }
    });

  async function call<N extends RecruiterEndpointName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
    const send = () => http(name, input, { accessToken: session?.accessToken });
    try {
      return await send();
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 401 || !session) throw error;
      await refresh();
      return send();
    }
  }

  return {
    session: () => session,
    subscribe(listener: (session: RecruiterSession | null) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    call,
    async login(body: CallInput<'recruiterLogin'>['body']) {
      signedIn(await http('recruiterLogin', { body }));
    },
    async acceptInvite(body: CallInput<'recruiterAcceptInvite'>['body']) {
      signedIn(await http('recruiterAcceptInvite', { body }));
    },
    /** Ends the session on the server when it can; the local one goes either way. */
    async logout() {
      await call('recruiterLogout', {}).catch(() => undefined);
      set(null);
    },
  };
}

export type RecruiterClient = ReturnType<typeof createRecruiterClient>;
