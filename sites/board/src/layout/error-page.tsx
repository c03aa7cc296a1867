import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { useSignalLoadError } from '../navigation/loading-bar';
import { localePath } from '../routes/locale-path';
import { isNotFoundData, notFoundMessageKey } from '../routes/route-errors';
import { Seo } from '../seo/seo';
import { useLocale, useSite } from './site-context';

/**
 * The error page of docs/product.md §2: 'Error' with the status code, the not-found title and message (the
 * 404's own 'Page not found: {path}' wording) and a link home. A crawler never sees the details of
 * an error that happened in its browser (docs/product.md §8): it gets the plain page.
 */
export function ErrorPage() {
  const error = useRouteError();
  const locale = useLocale();
  const t = useSiteT(locale);
  const { shell } = useSite();
  const signal = useSignalLoadError();
  useEffect(() => signal(), [signal]);

  const status = isRouteErrorResponse(error) ? error.status : 500;
  const notFound = isRouteErrorResponse(error) && isNotFoundData(error.data) ? error.data : null;
  const detail = notFound
    ? t(notFoundMessageKey(notFound.kind), { path: notFound.path })
    : status === 404
      ? t('error_page.not_found_message')
      : t('errors.generic');
  const showDetail = !(shell.crawler && typeof window !== 'undefined' && status >= 500);

  return (
    <section className="bj-site-error" aria-labelledby="error-title">
      <Seo title={t('site.meta.error_title')} description={t('error_page.not_found_message')} noindex />
      <p className="bj-site-error__status">{t('error_page.title', { status })}</p>
      <h1 id="error-title">{status === 404 ? t('error_page.not_found_title') : t('site.meta.error_title')}</h1>
      {showDetail && <p>{detail}</p>}
      {status === 404 && <p className="bj-muted">{t('error_page.not_found_message')}</p>}
      <Link className="bj-btn bj-btn--primary" to={localePath(locale, 'index')}>
        {t('error_page.back_home')}
      </Link>
    </section>
  );
}
