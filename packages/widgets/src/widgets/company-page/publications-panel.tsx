import { langAttribute, type MediaList, type MediaSummary } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { formatDate } from '../../ui/format';
import { imageVariant, widthSrcSet } from '../../ui/image-url';
import { fillTemplate } from '../../ui/links';
import { LoadStatus } from '../../ui/load-status';
import { useLoad } from '../../ui/use-load';

/** Cards are one column on a phone, about a third of the page from a tablet on. */
const CARD_SIZES = '(min-width: 768px) 33vw, 100vw';

function PublicationCard({ media, href, apiBase }: { media: MediaSummary; href: string; apiBase: string }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  return (
    <li className="bj-card bj-cp-item bj-cp-media">
      <div className="bj-cp-media-cover">
        {media.cover && (
          // Decorative: the title below says what the article is about.
          <img
            src={imageVariant(media.cover, 640, apiBase)}
            srcSet={widthSrcSet(media.cover, apiBase)}
            sizes={CARD_SIZES}
            alt=""
            loading="lazy"
          />
        )}
      </div>
      <p className="bj-cp-media-category">{t(`medias.categories.${media.category}`)}</p>
      <h2 className="bj-cp-item-title">
        {/* No `baobab:navigate` kind exists for media yet: a plain link the host can template. */}
        <a href={href} className="bj-cp-stretched" lang={langAttribute(locale, media.lang)}>
          {media.title}
        </a>
      </h2>
      <p lang={langAttribute(locale, media.lang)}>{media.excerpt}</p>
      <p className="bj-muted">
        <time dateTime={media.publishedAt}>
          {t('company_page.published_on', { date: formatDate(media.publishedAt, locale) })}
        </time>
      </p>
    </li>
  );
}

/** The company's articles, publications and interviews, newest first. */
export function PublicationsPanel({
  alias,
  mediaHref,
  apiBase,
  initial,
}: {
  alias: string;
  mediaHref: string;
  apiBase: string;
  /** The list already fetched by a server-rendering host: in the first HTML, not asked again. */
  initial?: MediaList;
}) {
  const { t } = useTranslation();
  const { client } = useRuntime();
  const [state, retry] = useLoad(alias, () => client.catalogue.companyPublications(alias), initial);
  if (state.status !== 'done') return <LoadStatus state={state} retry={retry} />;
  const medias = state.data.results;
  if (medias.length === 0) return <p className="bj-cp-empty">{t('company_page.no_publications')}</p>;
  return (
    <ul className="bj-cp-list bj-cp-grid">
      {medias.map((media) => (
        <PublicationCard
          key={media.id}
          media={media}
          href={fillTemplate(mediaHref, { category: media.category, slug: media.slug })}
          apiBase={apiBase}
        />
      ))}
    </ul>
  );
}
