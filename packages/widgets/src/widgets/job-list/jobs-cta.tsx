import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../ui/links';

/** docs/product.md §4's call-to-action: spontaneous applications to the partner companies. */
export function JobsCta({ companiesHref }: { companiesHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="bj-card bj-jobs-cta" part="cta">
      <h3 className="bj-jobs-cta__title">{t('jobs.cta_title')}</h3>
      <p className="bj-muted">{t('jobs.cta_text')}</p>
      <a className="bj-btn bj-btn--primary" href={companiesHref} onClick={navigate('companies', companiesHref)}>
        {t('jobs.cta_button')}
      </a>
    </div>
  );
}
