import type { CompanyListProps } from '@baobab/widgets';
import { pageTexts } from '../i18n/page-texts';
import { CompanyListIsland } from '../islands/company-list-island';
import { Island } from '../islands/island';
import { Seo } from '../seo/seo';
import { usePageData } from './use-page-data';

const TEXTS = pageTexts({
  fr: {
    title: 'Entreprises partenaires',
    description: 'Découvrez les entreprises qui recrutent sur Baobab Jobs et leurs offres.',
  },
  en: {
    title: 'Partner companies',
    description: 'Discover the companies hiring on Baobab Jobs and their offers.',
  },
});

/** The partner companies, 19 a page (docs/product.md §4). */
export function Component() {
  const { locale, companies } = usePageData<{ companies: NonNullable<CompanyListProps['initial']> }>();
  const text = TEXTS[locale];
  return (
    <section className="bj-site-section">
      <Seo title={text.title} description={text.description} />
      <h1>{text.title}</h1>
      <Island name="company-list" component={CompanyListIsland} props={{ initial: companies }} />
    </section>
  );
}
