import type { JobListProps } from '@baobab/widgets';
import { pageTexts } from '../i18n/page-texts';
import { useSiteT } from '../i18n/site-i18n';
import { Island } from '../islands/island';
import { JobListIsland } from '../islands/job-list-island';
import { localePath } from '../routes/locale-path';
import { Seo } from '../seo/seo';
import { usePageData } from './use-page-data';

const TEXTS = pageTexts({
  fr: {
    title: "Offres d'emploi",
    description: "Toutes les offres d'emploi publiées par nos entreprises partenaires, filtrées par domaine.",
  },
  en: {
    title: 'Job offers',
    description: 'Every job offer published by our partner companies, filtered by activity domain.',
  },
});

/** The job list: keyword, activity domains, 20 a page (docs/product.md §4). */
export function Component() {
  const { locale, jobs } = usePageData<{ jobs: NonNullable<JobListProps['initial']> }>();
  const t = useSiteT(locale);
  const text = TEXTS[locale];
  return (
    <section className="bj-site-section">
      <Seo title={text.title} description={text.description} />
      <h1>{text.title}</h1>
      {/* The cards are h3 (as on the home page): their section heading keeps the outline in order. */}
      <h2 className="bj-sr-only">{t('site.home.latest')}</h2>
      <Island
        name="job-list"
        component={JobListIsland}
        props={{ initial: jobs, companiesHref: localePath(locale, 'entreprises') }}
      />
    </section>
  );
}
