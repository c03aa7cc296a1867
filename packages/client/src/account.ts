import {
  APPLY_DRAFTS_STORAGE,
  IDEMPOTENCY_KEY_HEADER,
  type Locale,
  REFRESH_TOKEN_HEADER,
  SESSION_EXPIRED_ERROR,
} from '@baobab/core';
import { ApiRequestError, catalogueMessage } from './errors';
import type { CallInput, Http, RequestExtras } from './http';
import { REFRESH_MARGIN_SECONDS, singleFlight } from './refresh';
import { accountRoutes } from './routes/account-routes.generated';
import { addRoutes } from './routes/routes';
import type { Session, SessionStore } from './session/session-store';

/**
 * Deletes what this device keeps of the candidate's applications in progress (drafts, their
 * files, the ones waiting for the network). Only at logout: an expired session keeps them for the
 * next login. The database goes once no tab holds it open (the widgets close it when asked).
 */
function forgetApplyDrafts() {
  try {
    globalThis.localStorage?.removeItem(APPLY_DRAFTS_STORAGE.note);
    globalThis.indexedDB?.deleteDatabase(APPLY_DRAFTS_STORAGE.database);
  } catch {
    // Storage off (private modes, sandboxed frames): nothing was kept.
  }
}

/** Serialises refreshes across the tabs that share the cookies (Web Locks where available). */
function acrossTabs(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('baobab-session-refresh', task).then(() => undefined) : task();
}

/**
 * Auth calls and the calls that need a session. Login and register store the session; logout
 * calls the server and then clears everything even when the call fails; a failed refresh logs out
 * and rejects with SESSION_EXPIRED, so that a form can keep what the candidate typed.
 */
export function createAccount(
  http: Http,
  session: SessionStore,
  locale: () => Locale,
  now: () => number = Date.now,
  refreshOnce = singleFlight(),
) {
  // This module's calls (their `bundle` is `account`) come with it: pages that only read lack them.
  addRoutes(accountRoutes);
  /** Asks the server to end the session of these tokens. */
  const serverLogout = (current: Session | null) =>
    http(
      'logout',
      {},
      {
        accessToken: current?.accessToken,
        headers: current?.refreshToken ? { [REFRESH_TOKEN_HEADER]: current.refreshToken } : {},
      },
    );

  /** `startedWith`: the refresh token the caller saw when it asked (another tab may rotate it meanwhile). */
  async function refresh(startedWith = session.read()?.refreshToken): Promise<void> {
    return refreshOnce(() =>
      acrossTabs(async () => {
        const current = session.read();
        // Another tab refreshed while this one waited for the lock: the cookies already hold its
        // tokens. Sending the old refresh token now would look like reuse and end the session.
        if (current?.refreshToken && current.refreshToken !== startedWith) return;
        try {
          if (!current?.refreshToken) throw new ApiRequestError('', 401, 'UNAUTHORIZED');
          session.store(await http('refreshToken', { body: { refreshToken: current.refreshToken } }), now());
        } catch (error) {
          // No answer (no connection): the session may well be alive; a send waiting for the
          // network must not sign the candidate out. The next call tries the refresh again.
          if (error instanceof ApiRequestError && error.code === 'NETWORK') throw error;
          // The server may still hold a live access token of this session: end it there too.
          await serverLogout(current).catch(() => undefined);
          session.clear();
          throw new ApiRequestError(await catalogueMessage(locale(), SESSION_EXPIRED_ERROR), 401, 'SESSION_EXPIRED');
        }
      }),
    );
  }

  /** Runs an authenticated call with a fresh token; on a 401, refreshes once and retries. */
  async function authorized<T>(run: (extras: RequestExtras) => Promise<T>): Promise<T> {
    const current = session.read();
    if (!current) throw new ApiRequestError('', 401, 'UNAUTHORIZED');
    if (current.expireAt - REFRESH_MARGIN_SECONDS <= Math.floor(now() / 1000)) await refresh();
    try {
      return await run({ accessToken: session.read()?.accessToken });
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
      await refresh();
      return run({ accessToken: session.read()?.accessToken });
    }
  }

  return {
    refresh,
    async login(body: CallInput<'login'>['body']) {
      const answer = await http('login', { body });
      session.store(answer, now());
      return answer.user;
    },
    async register(body: CallInput<'register'>['body']) {
      const answer = await http('register', { body });
      session.store(answer, now());
      return answer.user;
    },
    forgotPassword: (body: CallInput<'forgotPassword'>['body']) => http('forgotPassword', { body }),
    resetPassword: (body: CallInput<'resetPassword'>['body']) => http('resetPassword', { body }),
    /** Resolves when the server confirmed; rejects with 'Erreur lors de la déconnexion.' otherwise. Cleared either way. */
    async logout(): Promise<void> {
      try {
        await serverLogout(session.read());
      } catch (error) {
        throw error instanceof ApiRequestError
          ? new ApiRequestError(error.message, error.status, 'LOGOUT_FAILED')
          : error;
      } finally {
        session.clear();
        forgetApplyDrafts();
      }
    },
    /** Changes the password (the current one given); the server signs out every other session, this one stays. */
    changePassword: (body: CallInput<'changePassword'>['body']) =>
      authorized((x) => http('changePassword', { body }, x)),
    /** Ends every session of the account on the server, this one included, then here. */
    async logoutEverywhere() {
      const answer = await authorized((x) => http('logoutEverywhere', {}, x));
      session.clear();
      forgetApplyDrafts();
      return answer;
    },
    /** A live access token (refreshed when near its end), for calls made outside the table (tus uploads). */
    accessToken: () => authorized(async (x) => x.accessToken ?? ''),
    /** One attempt of an application: repeats with the same `idempotencyKey` make no second one. */
    apply: (form: FormData, idempotencyKey: string) =>
      authorized((x) => http('apply', { form, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }, x)),
    applications: () => authorized((x) => http('myApplications', {}, x)),
    documents: () => authorized((x) => http('myDocuments', {}, x)),
    uploadDocument: (form: FormData) => authorized((x) => http('uploadDocument', { form }, x)),
    deleteDocument: (id: string) => authorized((x) => http('deleteDocument', { params: { id } }, x)),
    downloadDocument: (id: string) => authorized((x) => http('downloadDocument', { params: { id } }, x)),
    /** "Créer mon CV": `cv` (the content as JSON) and an optional `photo`. */
    createCv: (form: FormData) => authorized((x) => http('createCv', { form }, x)),
    madeCv: (id: string) => authorized((x) => http('madeCv', { params: { id } }, x)),
    /** Answers the document that replaces `id`. */
    updateCv: (id: string, form: FormData) => authorized((x) => http('updateCv', { params: { id }, form }, x)),
    /** "Photographier mon CV": one to four `photos`. */
    photographCv: (form: FormData) => authorized((x) => http('photographCv', { form }, x)),
    profile: () => authorized((x) => http('myProfile', {}, x)),
    updateProfile: (body: CallInput<'updateProfile'>['body']) => authorized((x) => http('updateProfile', { body }, x)),
    /** The verified phone, a number waiting for its code, and the channels per kind of message. */
    phone: () => authorized((x) => http('myPhone', {}, x)),
    startPhoneVerification: (body: CallInput<'startPhoneVerification'>['body']) =>
      authorized((x) => http('startPhoneVerification', { body }, x)),
    confirmPhone: (code: string) => authorized((x) => http('confirmPhone', { body: { code } }, x)),
    removePhone: () => authorized((x) => http('removePhone', {}, x)),
    setMessageChannels: (body: CallInput<'setMessageChannels'>['body']) =>
      authorized((x) => http('setMessageChannels', { body }, x)),
    threads: () => authorized((x) => http('myThreads', {}, x)),
    companyThread: (alias: string) => authorized((x) => http('companyThread', { params: { alias } }, x)),
    writeToCompany: (alias: string, text: string) =>
      authorized((x) => http('writeToCompany', { params: { alias }, body: { body: text } }, x)),
    /** The zip archive of all the candidate's data (a Response: save its blob). */
    exportData: () => authorized((x) => http('exportMyData', {}, x)),
    /** Deletes the account on the server, then ends the session here. */
    async deleteAccount() {
      const answer = await authorized((x) => http('deleteMyAccount', {}, x));
      session.clear();
      return answer;
    },
    alerts: () => authorized((x) => http('myAlerts', {}, x)),
    createAlert: (body: CallInput<'createAlert'>['body']) => authorized((x) => http('createAlert', { body }, x)),
    deleteAlert: (id: string) => authorized((x) => http('deleteAlert', { params: { id } }, x)),
    /** The one-click link of a digest: no session needed. */
    unsubscribeAlert: (body: CallInput<'alertUnsubscribe'>['body']) => http('alertUnsubscribe', { body }),
  };
}
