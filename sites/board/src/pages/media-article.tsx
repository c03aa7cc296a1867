import { langAttribute, type Media } from '@baobab/core';
import { formatted, intl } from '@baobab/widgets';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale } from '../layout/site-context';
import { Seo } from '../seo/seo';

/** One media item, its text in the server HTML (a media page or a company's publication). */
export function MediaArticle({ media }: { media: Media }) {
  const locale = useLocale();
  const t = useSiteT(locale);
  const date = formatted(`date-utc ${locale} ${media.publishedAt}`, () =>
    intl(Intl.DateTimeFormat, locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(media.publishedAt)),
  );
  const lang = langAttribute(locale, media.lang);
  const article = {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: media.title,
    datePublished: media.publishedAt,
    author: { '@type': 'Person', name: media.author },
  };
  return (
    <article className="bj-site-section bj-prose">
      <Seo title={media.title} description={media.excerpt} image={media.cover} type="article" jsonLd={[article]} />
      <p className="bj-muted">{t(`medias.categories.${media.category}`)}</p>
      <h1 lang={lang}>{media.title}</h1>
      <p className="bj-muted">
        {t('medias.by', { author: media.author })} · <time dateTime={media.publishedAt}>{date}</time>
      </p>
      {media.body.split(/\n{2,}/).map((paragraph) => (
        <p key={paragraph} lang={lang}>
          {paragraph}
        </p>
      ))}
    </article>
  );
}
