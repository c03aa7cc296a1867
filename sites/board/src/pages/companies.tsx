import type { CompanyListProps } from '@baobab/widgets';
import { useSiteT } from '../i18n/site-i18n';
import { CompanyListIsland } from '../islands/company-list-island';
import { Island } from '../islands/island';
import { Seo } from '../seo/seo';
import { usePageData } from './use-page-data';

/** The partner companies, 19 a page (docs/product.md §4). */
export function Component() {
  const { locale, companies } = usePageData<{ companies: NonNullable<CompanyListProps['initial']> }>();
  const t = useSiteT(locale);
  return (
    <section className="bj-site-section">
      <Seo title={t('site.meta.companies_title')} description={t('site.meta.companies_description')} />
      <h1>{t('site.meta.companies_title')}</h1>
      <Island name="company-list" component={CompanyListIsland} props={{ initial: companies }} />
    </section>
  );
}
