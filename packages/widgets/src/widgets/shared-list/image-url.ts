import { IMAGE_DENSITIES, IMAGE_FORMAT } from '@baobab/core';

/** The modifiers segment the API puts in an untouched image URL: `/_ipx/_/logos/acme.svg`. */
const UNTOUCHED = '/_ipx/_/';

/** Logos are laid out at most this wide (CSS px); spec §9 serves densities 1 and 2. */
export const LOGO_WIDTH = 96;

const isAbsolute = (url: string) => /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(url);

/**
 * `src` and a density `srcset` for an image of the API's image proxy, resized to `width` CSS px
 * and converted to webp. Relative URLs are resolved against the API origin; URLs that do not go
 * through the proxy are used as they are.
 */
export function proxiedImage(url: string, apiBase: string, width = LOGO_WIDTH): { src: string; srcSet?: string } {
  const absolute = isAbsolute(url) ? url : `${apiBase.replace(/\/$/, '')}${url}`;
  if (!absolute.includes(UNTOUCHED)) return { src: absolute };
  const at = (density: number) => absolute.replace(UNTOUCHED, `/_ipx/w_${width * density},f_${IMAGE_FORMAT}/`);
  return {
    src: at(1),
    srcSet: IMAGE_DENSITIES.map((density) => `${at(density)} ${density}x`).join(', '),
  };
}
