import { langAttribute, MEDIA_CATEGORIES, type MediaSummary, type Paged } from '@baobab/core';
import { Link, NavLink } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import { Seo } from '../seo/seo';
import { PageNav } from './page-nav';
import { usePageData } from './use-page-data';

/** `/medias` and `/medias/{category}`: articles, publications and interviews, paged by links. */
export function Component() {
  const { locale, params, medias } = usePageData<{ medias: Paged<MediaSummary> }>();
  const t = useSiteT(locale);
  const category = params.category;
  const title = category ? t(`medias.categories.${category}`) : t('site.meta.medias_title');
  return (
    <section className="bj-site-section">
      <Seo title={title} description={t('site.meta.medias_description')} />
      <h1>{title}</h1>
      <nav className="bj-media-tabs" aria-label={t('site.meta.medias_title')}>
        <NavLink to={localePath(locale, 'medias')} end>
          {t('site.meta.medias_title')}
        </NavLink>
        {MEDIA_CATEGORIES.map((c) => (
          <NavLink key={c} to={localePath(locale, 'medias-category', { category: c })}>
            {t(`medias.categories.${c}`)}
          </NavLink>
        ))}
      </nav>
      <ul className="bj-site-cards">
        {medias.results.map((media) => (
          <li key={media.id} className="bj-card bj-site-card">
            <p className="bj-muted">{t(`medias.categories.${media.category}`)}</p>
            <h2 lang={langAttribute(locale, media.lang)}>
              <Link to={localePath(locale, 'medias-category-slug', { category: media.category, slug: media.slug })}>
                {media.title}
              </Link>
            </h2>
            <p lang={langAttribute(locale, media.lang)}>{media.excerpt}</p>
          </li>
        ))}
      </ul>
      <PageNav page={medias.page} totalPages={medias.totalPages} />
    </section>
  );
}
