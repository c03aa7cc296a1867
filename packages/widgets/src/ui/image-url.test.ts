import { describe, expect, it } from 'vitest';
import { densitySrcSet, imageVariant, widthSrcSet } from './image-url';

const cover = '/_ipx/_/covers/teranga.svg';

describe('image urls', () => {
  it('puts ipx modifiers in place of `_` and prefixes the API origin', () => {
    expect(imageVariant(cover, 1024, 'https://api.example/')).toBe(
      'https://api.example/_ipx/w_1024,f_webp/covers/teranga.svg',
    );
    expect(imageVariant(cover, null)).toBe(cover);
  });

  it('leaves foreign absolute URLs alone', () => {
    expect(imageVariant('https://cdn.example/x.png', 320, 'https://api.example')).toBe('https://cdn.example/x.png');
    expect(widthSrcSet('https://cdn.example/x.png')).toBeUndefined();
  });

  it('gives 1x/2x variants for fixed-size images and breakpoint widths for fluid ones', () => {
    expect(densitySrcSet('/_ipx/_/logos/a.svg', 64)).toBe(
      '/_ipx/w_64,f_webp/logos/a.svg 1x, /_ipx/w_128,f_webp/logos/a.svg 2x',
    );
    const widths = widthSrcSet(cover)?.split(', ') ?? [];
    expect(widths[0]).toBe('/_ipx/w_320,f_webp/covers/teranga.svg 320w');
    expect(widths.at(-1)).toBe('/_ipx/w_1536,f_webp/covers/teranga.svg 1536w');
  });

  it('lists only the widths a stored image has', () => {
    expect(widthSrcSet('/_ipx/_/company-images/a.webp', '', [320, 640])).toBe(
      '/_ipx/w_320,f_webp/company-images/a.webp 320w, /_ipx/w_640,f_webp/company-images/a.webp 640w',
    );
  });
});
