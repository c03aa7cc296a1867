import type { BaobabClient, Session, SessionStore } from '@baobab/client';
import type { AuthModalMode } from '@baobab/core';
import { createStore, type StoreApi } from 'zustand/vanilla';

/**
 * What all widgets of one page share: the session and the auth modal. `baobab-job-detail` opens
 * the modal here; `baobab-auth-modal` (or the detail's own fallback) renders it.
 */
export interface PageState {
  session: Session | null;
  authMode: AuthModalMode;
  /** The reset token of a mailed link, for mode `reset-password`. */
  resetToken: string | null;
  /** Set by a widget that renders the modal, so others know not to render their own. */
  modalHosts: number;
  /** Counts the chat threads read on this page: a host's unread count asks again when it moves. */
  threadsRead: number;
  openAuth(mode: Exclude<AuthModalMode, 'none'>, resetToken?: string): void;
  closeAuth(): void;
  registerModalHost(): () => void;
  threadRead(): void;
}

// Keyed by the session, which every language view of a page's client shares.
const stores = new WeakMap<SessionStore, StoreApi<PageState>>();

/** The page store of a client (one client per page, so one store per page). */
export function pageStoreFor(client: BaobabClient): StoreApi<PageState> {
  let store = stores.get(client.session);
  if (!store) {
    store = createStore<PageState>((set) => ({
      session: client.session.read(),
      authMode: 'none',
      resetToken: null,
      modalHosts: 0,
      threadsRead: 0,
      openAuth: (mode, resetToken) => set({ authMode: mode, resetToken: resetToken ?? null }),
      closeAuth: () => set({ authMode: 'none', resetToken: null }),
      registerModalHost() {
        set((s) => ({ modalHosts: s.modalHosts + 1 }));
        return () => set((s) => ({ modalHosts: s.modalHosts - 1 }));
      },
      threadRead: () => set((s) => ({ threadsRead: s.threadsRead + 1 })),
    }));
    const target = store;
    client.session.subscribe((session) => target.setState({ session }));
    stores.set(client.session, store);
  }
  return store;
}
