import { Link, useLocation } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale } from '../layout/site-context';

/** Previous/next links of a crawlable paged list (`?page=N`): real links, so it works without script. */
export function PageNav({ page, totalPages }: { page: number; totalPages: number }) {
  const t = useSiteT(useLocale());
  const { pathname } = useLocation();
  if (totalPages <= 1) return null;
  const href = (n: number) => (n === 1 ? pathname : `${pathname}?page=${n}`);
  return (
    <nav className="bj-page-nav" aria-label={t('site.lists.page', { page, pages: totalPages })}>
      {page > 1 && (
        <Link className="bj-btn" to={href(page - 1)} rel="prev">
          {t('site.lists.previous')}
        </Link>
      )}
      <span>{t('site.lists.page', { page, pages: totalPages })}</span>
      {page < totalPages && (
        <Link className="bj-btn" to={href(page + 1)} rel="next">
          {t('site.lists.next')}
        </Link>
      )}
    </nav>
  );
}
