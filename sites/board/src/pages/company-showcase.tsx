import { type Company, langAttribute } from '@baobab/core';
import { formatted, intl } from '@baobab/widgets';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { Island } from '../islands/island';
import { useLocale } from '../layout/site-context';
import type { CompanyPublication } from '../routes/page-data';
import { CompanyGallery } from './company-gallery';
import { CompanyPerks } from './company-perks';

interface CompanyShowcaseProps {
  company: Company;
  /** The company's page (`/entreprises/{alias}` or `/carriere/{alias}`): its tabs are below it. */
  base: string;
  publications: CompanyPublication[];
  publicationHref(publication: CompanyPublication): string;
}

/**
 * Under the company's presentation: what it offers its people, life there in pictures, what it offers now (its open offers,
 * its spontaneous application) and what it published last — the next step for a reader the
 * presentation convinced.
 */
export function CompanyShowcase({ company, base, publications, publicationHref }: CompanyShowcaseProps) {
  const locale = useLocale();
  const t = useSiteT(locale);
  const date = (iso: string) =>
    formatted(`date-medium ${locale} ${iso}`, () =>
      intl(Intl.DateTimeFormat, locale, { dateStyle: 'medium' }).format(new Date(iso)),
    );
  const jobsTab = `${base}/offres-d-emploi`;
  return (
    <div className="bj-showcase">
      {company.perks.length > 0 && <CompanyPerks perks={company.perks} lang={langAttribute(locale, company.lang)} />}
      {company.images.gallery.length > 0 && (
        // An island woken as it scrolls into view: its photos are asked for only then.
        <Island
          name="company-gallery"
          component={CompanyGallery}
          props={{ name: company.name, images: company.images.gallery, lang: langAttribute(locale, company.lang) }}
          when="visible"
        />
      )}
      <section className="bj-card bj-showcase__hiring" aria-labelledby="bj-showcase-hiring">
        <p className="bj-eyebrow">{t('site.job.open_jobs')}</p>
        <h2 id="bj-showcase-hiring" className="bj-showcase__figure">
          {t('companies.jobs_count', { count: company.jobCount })}
        </h2>
        {company.jobCount > 0 && (
          <Link className="bj-btn bj-btn--primary" to={jobsTab} preventScrollReset>
            {t('site.company.see_jobs')}
          </Link>
        )}
        {company.spontaneousApplications && (
          <>
            <p>{t('spontaneous.text', { name: company.name })}</p>
            <Link className="bj-btn" to={jobsTab} preventScrollReset>
              {t('spontaneous.cta')}
            </Link>
          </>
        )}
      </section>
      {publications.length > 0 && (
        <section aria-labelledby="bj-showcase-news">
          <h2 id="bj-showcase-news">{t('site.company.latest_publications')}</h2>
          <ul className="bj-site-cards bj-showcase__news">
            {publications.map((publication) => (
              <li key={publication.slug} className="bj-card bj-site-card">
                <p className="bj-eyebrow">{t(`medias.categories.${publication.category}`)}</p>
                <h3 lang={langAttribute(locale, publication.lang)}>
                  <Link to={publicationHref(publication)}>{publication.title}</Link>
                </h3>
                <p className="bj-muted">
                  <time dateTime={publication.publishedAt}>{date(publication.publishedAt)}</time>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
