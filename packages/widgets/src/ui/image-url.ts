import { IMAGE_BREAKPOINTS, IMAGE_DENSITIES, IMAGE_FORMAT } from '@baobab/core';

/** The image proxy's "no modifiers" segment, as the API sends image URLs: `/_ipx/_/covers/x.svg`. */
const UNMODIFIED = '/_ipx/_/';

/**
 * A resized variant of an API image: the `_` segment becomes ipx modifiers (`w_1024,f_webp`), and
 * a relative URL gets the API origin, since a widget may live on a partner's domain.
 * URLs that are not the proxy's are returned unchanged (prefixed when relative).
 */
export function imageVariant(url: string, width: number | null, apiBase = ''): string {
  const base = apiBase.replace(/\/$/, '');
  const resized =
    width !== null && url.includes(UNMODIFIED) ? url.replace(UNMODIFIED, `/_ipx/w_${width},f_${IMAGE_FORMAT}/`) : url;
  return resized.startsWith('/') && !resized.startsWith('//') ? `${base}${resized}` : resized;
}

/** `srcset` for an image shown at a fixed CSS width (logos): one variant per density. */
export function densitySrcSet(url: string, cssWidth: number, apiBase = ''): string | undefined {
  if (!url.includes(UNMODIFIED)) return undefined;
  return IMAGE_DENSITIES.map((d) => `${imageVariant(url, cssWidth * d, apiBase)} ${d}x`).join(', ');
}

/**
 * `srcset` for a fluid image: one variant per width, the browser picks by `sizes`. By default every
 * spec breakpoint (covers); a stored company image passes the widths it was stored at.
 */
export function widthSrcSet(
  url: string,
  apiBase = '',
  widths: readonly number[] = Object.values(IMAGE_BREAKPOINTS),
): string | undefined {
  if (!url.includes(UNMODIFIED)) return undefined;
  return widths.map((w) => `${imageVariant(url, w, apiBase)} ${w}w`).join(', ');
}
