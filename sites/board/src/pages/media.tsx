import type { Media } from '@baobab/core';
import { MediaArticle } from './media-article';
import { usePageData } from './use-page-data';

/** `/medias/{category}/{slug}`. */
export function Component() {
  const { media } = usePageData<{ media: Media }>();
  return <MediaArticle media={media} />;
}
