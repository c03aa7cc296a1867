import type { DetailedHTMLProps, HTMLAttributes } from 'react';

/** Attributes every `<baobab-*>` element takes. */
export interface BaobabElementAttributes extends DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> {
  'api-base'?: string;
  lang?: 'fr' | 'en';
  theme?: 'default' | 'gouv';
  'color-mode'?: 'system' | 'light' | 'dark';
  /** Where a job link leads on the host page, e.g. `/jobs/{slug}`. */
  'job-href'?: string;
  /** Where a company link leads on the host page, e.g. `/entreprises/{alias}`. */
  'company-href'?: string;
}

/** React 19 typings: `<baobab-job-list company="…" />` type-checks in TSX. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'baobab-job-list': BaobabElementAttributes & { company?: string; 'companies-href'?: string };
      'baobab-job-detail': BaobabElementAttributes & { slug: string };
      'baobab-company-list': BaobabElementAttributes;
      'baobab-company-page': BaobabElementAttributes & {
        alias: string;
        section?: 'entreprises' | 'carriere';
        tab?: string;
        'spontaneous-href'?: string;
        'media-href'?: string;
      };
      'baobab-auth-modal': BaobabElementAttributes;
      'baobab-newsletter': BaobabElementAttributes;
    }
  }
}
