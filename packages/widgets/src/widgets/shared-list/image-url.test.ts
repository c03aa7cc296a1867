import { describe, expect, it } from 'vitest';
import { proxiedImage } from './image-url';

describe('proxiedImage', () => {
  it('resizes through the image proxy at 1x and 2x, as webp, on the API origin', () => {
    expect(proxiedImage('/_ipx/_/logos/acme.svg', 'https://api.baobab.jobs/')).toEqual({
      src: 'https://api.baobab.jobs/_ipx/w_96,f_webp/logos/acme.svg',
      srcSet:
        'https://api.baobab.jobs/_ipx/w_96,f_webp/logos/acme.svg 1x, https://api.baobab.jobs/_ipx/w_192,f_webp/logos/acme.svg 2x',
    });
  });

  it('keeps same-origin URLs relative and absolute URLs on their origin', () => {
    expect(proxiedImage('/_ipx/_/logos/acme.svg', '').src).toBe('/_ipx/w_96,f_webp/logos/acme.svg');
    expect(proxiedImage('https://cdn.example/_ipx/_/a.png', 'https://api.x').src).toBe(
      'https://cdn.example/_ipx/w_96,f_webp/a.png',
    );
  });

  it('leaves images outside the proxy alone', () => {
    expect(proxiedImage('https://cdn.example/logo.png', '')).toEqual({ src: 'https://cdn.example/logo.png' });
  });
});
