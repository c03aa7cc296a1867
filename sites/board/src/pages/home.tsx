import type { JobListProps } from '@baobab/widgets';
import { useSiteT } from '../i18n/site-i18n';
import { Island } from '../islands/island';
import { JobListIsland } from '../islands/job-list-island';
import type { HomeHero as HeroData } from '../routes/home-data';
import { localePath } from '../routes/locale-path';
import { Seo } from '../seo/seo';
import { HomeHero } from './home-hero';
import { usePageData } from './use-page-data';

/** Home: the hero, then the search bar and the job list (docs/product.md §2). */
export function Component() {
  const { locale, jobs, hero } = usePageData<{ jobs: NonNullable<JobListProps['initial']>; hero: HeroData }>();
  const t = useSiteT(locale);
  return (
    <>
      <Seo title={t('site.meta.home_title')} description={t('site.meta.default_description')} />
      <HomeHero hero={hero} />
      <section className="bj-site-section bj-home-list" aria-labelledby="latest">
        <h2 id="latest" className="bj-sr-only">
          {t('site.home.latest')}
        </h2>
        <Island
          name="job-list"
          component={JobListIsland}
          props={{ initial: jobs, companiesHref: localePath(locale, 'entreprises') }}
        />
      </section>
    </>
  );
}
