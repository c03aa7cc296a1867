import { countryBySlug, type JobList, langAttribute } from '@baobab/core';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import { Seo } from '../seo/seo';
import { PageNav } from './page-nav';
import { usePageData } from './use-page-data';

/** `/emploi-{location}`: the public offers of one of the six countries, paged by links. */
export function Component() {
  const { locale, params, list } = usePageData<{ list: JobList }>();
  const t = useSiteT(locale);
  const location = params.location ?? '';
  const country = countryBySlug(location)?.name[locale] ?? location;
  return (
    <section className="bj-site-section">
      <Seo
        title={t('site.meta.location_title', { country })}
        description={t('site.meta.location_description', { country })}
      />
      <h1>{t('site.meta.location_title', { country })}</h1>
      <p className="bj-muted">{t('jobs.count', { count: list.total })}</p>
      {list.results.length === 0 ? (
        <p>{t('site.lists.no_jobs_location')}</p>
      ) : (
        <ul className="bj-site-cards">
          {list.results.map((job) => (
            <li key={job.id} className="bj-card bj-site-card">
              <h2 lang={langAttribute(locale, job.lang)}>
                <Link to={localePath(locale, 'emploi-location-slug', { location, slug: job.slug })}>{job.title}</Link>
              </h2>
              <p>{job.companyDetails.name}</p>
              <p className="bj-muted">
                {job.city} · {t(`jobs.contract_types.${job.contractType}`)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <PageNav page={list.page} totalPages={list.totalPages} />
    </section>
  );
}
