import { LOGO_CSS_WIDTHS } from '@baobab/core';
import { densitySrcSet, imageVariant } from './image-url';

/** Logos are laid out at most this wide (CSS px); docs/product.md §9 serves densities 1 and 2. */
const LOGO_WIDTH = LOGO_CSS_WIDTHS.card;

/**
 * A company logo, or its initial when it has none. Decorative: the company name is always
 * written next to it, so screen readers skip it.
 */
export function Logo({ url, name, apiBase }: { url: string | null; name: string; apiBase: string }) {
  if (!url) {
    return (
      <span className="bj-logo bj-logo--initial" aria-hidden="true">
        {name.trim().charAt(0).toUpperCase()}
      </span>
    );
  }
  return (
    <img
      className="bj-logo"
      src={imageVariant(url, LOGO_WIDTH, apiBase)}
      srcSet={densitySrcSet(url, LOGO_WIDTH, apiBase)}
      alt=""
      loading="lazy"
      decoding="async"
    />
  );
}
