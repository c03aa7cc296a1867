import { AUTH_MODAL_MODES, type AuthModalMode } from '@baobab/core';
import { pageStoreFor } from '@baobab/widgets';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useStore } from 'zustand';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale, useSite } from '../layout/site-context';

type OpenMode = Exclude<AuthModalMode, 'none'>;
const isOpenMode = (value: string | null): value is OpenMode =>
  value !== null && value !== 'none' && (AUTH_MODAL_MODES as readonly string[]).includes(value);

/**
 * Mailed and redirected links act on arrival: `?modal=login&next=/profil` (a page that needs a
 * session) opens the login modal and goes on to `next` once signed in; `?modal=reset-password&token=`
 * (the password mail) opens the reset form; `?unsubscribe=&signature=` (the newsletter's link)
 * unsubscribes and `?newsletter-confirm=&expires=&signature=` (the confirmation mail) subscribes,
 * each saying so.
 */
export function AuthQuery() {
  const { app } = useSite();
  const t = useSiteT(useLocale());
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const store = pageStoreFor(app.client);
  const session = useStore(store, (s) => s.session);
  const authMode = useStore(store, (s) => s.authMode);
  const [notice, setNotice] = useState<string | null>(null);
  const modal = search.get('modal');
  const next = search.get('next');

  useEffect(() => {
    if (isOpenMode(modal)) store.getState().openAuth(modal, search.get('token') ?? undefined);
  }, [modal, search, store]);

  useEffect(() => {
    // A reset that succeeded moves the dialog on to login: the spent token leaves the address bar
    // and the history entry, so neither a reload nor a shared link carries it.
    if (modal !== 'reset-password' || authMode !== 'login') return;
    const rest = new URLSearchParams(search);
    rest.delete('modal');
    rest.delete('token');
    setSearch(rest, { replace: true });
  }, [modal, authMode, search, setSearch]);

  useEffect(() => {
    // Only same-site paths: `next` comes from the address bar.
    if (session && next?.startsWith('/') && !next.startsWith('//')) void navigate(next, { replace: true });
  }, [session, next, navigate]);

  useEffect(() => {
    const email = search.get('unsubscribe');
    const signature = search.get('signature');
    if (!email || !signature) return;
    app.client.catalogue.unsubscribe({ email, signature }).then(
      () => setNotice(t('success.newsletter_unsubscribed')),
      (error: Error) => setNotice(error.message),
    );
    setSearch({}, { replace: true });
  }, [search, setSearch, app.client, t]);

  useEffect(() => {
    const email = search.get('newsletter-confirm');
    const expires = search.get('expires');
    const signature = search.get('signature');
    if (!email || !expires || !signature) return;
    app.client.catalogue.confirmSubscription({ email, expires, signature }).then(
      ({ message }) => setNotice(message),
      (error: Error) => setNotice(error.message),
    );
    setSearch({}, { replace: true });
  }, [search, setSearch, app.client]);

  return notice ? (
    <p className="bj-site-notice bj-alert bj-alert--success" role="status">
      {notice}
    </p>
  ) : null;
}
