import { JobList, type JobListProps } from '@baobab/widgets';
import { useSiteT } from '../i18n/site-i18n';
import { keepListInUrl } from '../navigation/list-url';
import { localePath } from '../routes/locale-path';
import { Seo } from '../seo/seo';
import { usePageData } from './use-page-data';

/** Home: the search bar and the job list (docs/product.md §2). */
export function Component() {
  const { locale, jobs } = usePageData<{ jobs: NonNullable<JobListProps['initial']> }>();
  const t = useSiteT(locale);
  return (
    <>
      <Seo title={t('site.meta.home_title')} description={t('site.meta.default_description')} />
      <section className="bj-hero">
        <h1>{t('site.home.hero_title')}</h1>
        <p>{t('site.home.hero_text')}</p>
      </section>
      <section className="bj-site-section" aria-labelledby="latest">
        <h2 id="latest" className="bj-sr-only">
          {t('site.home.latest')}
        </h2>
        <JobList initial={jobs} companiesHref={localePath(locale, 'entreprises')} onListChange={keepListInUrl} />
      </section>
    </>
  );
}
