import {
  type Company,
  type CompanyTab,
  type Job,
  type Media,
  type MediaList,
  organizationJsonLd,
  routeByName,
  type Section,
} from '@baobab/core';
import { useSiteT } from '../i18n/site-i18n';
import { CompanyPageIsland } from '../islands/company-page-island';
import { Island } from '../islands/island';
import { useSite } from '../layout/site-context';
import { WidgetRuntime } from '../layout/widget-runtime';
import { localePath, withLocale } from '../routes/locale-path';
import type { CompanyJobs, CompanyPublication, SimilarJob } from '../routes/page-data';
import { Seo } from '../seo/seo';
import { companyShareCard } from '../seo/share-image';
import { CompanyShowcase } from './company-showcase';
import { JobView } from './job-view';
import { MediaArticle } from './media-article';
import { usePageData } from './use-page-data';

interface CompanyData {
  company: Company;
  job?: Job;
  similar?: SimilarJob[];
  media?: Media;
  /** The jobs tab's pages, when it is the tab shown. */
  jobs?: CompanyJobs;
  /** The latest publications, when the presentation is the tab shown. */
  publications?: CompanyPublication[];
  /** Every publication, when the publications tab is the tab shown. */
  allPublications?: MediaList;
}

/**
 * A company on the board (`/entreprises/{alias}[/{subMenu}[/{slug}]]`) or on its own frameless
 * careers page (`/carriere/…`, which keeps its visitors inside it: its offers and publications open
 * under `/carriere/{alias}/…`). The tab is the URL's sub-menu.
 */
export function Component() {
  const { locale, route, params, company, job, similar, media, jobs, publications, allPublications } =
    usePageData<CompanyData>();
  const t = useSiteT(locale);
  const { shell, app } = useSite();
  const section: Section = route.startsWith('carriere') ? 'carriere' : 'entreprises';
  const base = localePath(locale, `${section}-alias`, { alias: company.alias });

  if (job) return <JobView job={job} company={company} similar={similar} companyHref={base} />;
  if (media) return <MediaArticle media={media} />;

  // On premise (no /medias section) a publication opens under its company, like on a careers page.
  const underCompany = section === 'carriere' || shell.config.onPremise !== 0;
  const mediaHref = underCompany
    ? `${base}/publications/{slug}`
    : withLocale(locale, routeByName('medias-category-slug').path);
  const publicationHref = ({ category, slug }: CompanyPublication) =>
    underCompany ? `${base}/publications/${slug}` : localePath(locale, 'medias-category-slug', { category, slug });
  const title =
    section === 'carriere'
      ? t('site.meta.career_title', { name: company.name })
      : t('site.meta.company_title', { name: company.name });
  const page = (
    <section className="bj-site-section">
      <Seo
        title={title}
        description={company.tagline}
        image={companyShareCard(company, locale, title)}
        photo={company.cover}
        jsonLd={[organizationJsonLd(company, shell.config.publicUrl, base)]}
      />
      <Island
        name="company-page"
        component={CompanyPageIsland}
        props={{
          company,
          section,
          tab: params.subMenu as CompanyTab | undefined,
          base,
          initialJobs: jobs,
          initialPublications: allPublications,
          mediaHref,
        }}
        when={app.session() ? 'idle' : 'interaction'}
      />
      {publications && (
        <CompanyShowcase company={company} base={base} publications={publications} publicationHref={publicationHref} />
      )}
    </section>
  );
  if (section === 'entreprises') return page;
  return (
    <WidgetRuntime colorMode="light" links={{ job: `${base}/offres-d-emploi/{slug}`, company: base }}>
      {page}
    </WidgetRuntime>
  );
}
