import { createBaobabClient, memoryCookieJar } from '@baobab/client';
import { sessionAnswer } from '@baobab/client/testing';
import { describe, expect, it } from 'vitest';
import { pageStoreFor } from './page-store';

describe('page store', () => {
  it('is one store per client, following its session', () => {
    const client = createBaobabClient({ cookies: memoryCookieJar() });
    const store = pageStoreFor(client);
    expect(pageStoreFor(client)).toBe(store);
    expect(store.getState().session).toBeNull();
    client.session.store(sessionAnswer);
    expect(store.getState().session?.user.firstName).toBe('Awa');
    client.session.clear();
    expect(store.getState().session).toBeNull();
  });

  it('opens and closes the shared auth modal, with a reset token when given', () => {
    const store = pageStoreFor(createBaobabClient({ cookies: memoryCookieJar() }));
    store.getState().openAuth('reset-password', 'tok');
    expect(store.getState()).toMatchObject({ authMode: 'reset-password', resetToken: 'tok' });
    store.getState().closeAuth();
    expect(store.getState()).toMatchObject({ authMode: 'none', resetToken: null });
  });

  it('counts the widgets that render the modal', () => {
    const store = pageStoreFor(createBaobabClient({ cookies: memoryCookieJar() }));
    const release = store.getState().registerModalHost();
    expect(store.getState().modalHosts).toBe(1);
    release();
    expect(store.getState().modalHosts).toBe(0);
  });
});
