import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeProps } from './attributes';
import type { authModalElement } from './baobab-auth-modal/element';
import type { companyListElement } from './baobab-company-list/element';
import type { companyPageElement } from './baobab-company-page/element';
import type { jobDetailElement } from './baobab-job-detail/element';
import type { jobListElement } from './baobab-job-list/element';
import type { newsletterElement } from './baobab-newsletter/element';
import type { COMMON_ATTRIBUTES } from './widget-element';

/** Attributes every `<baobab-*>` element takes. */
export type BaobabElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  AttributeProps<typeof COMMON_ATTRIBUTES>;

/** The JSX props of one element: the common attributes and its own, as its definition declares them. */
type PropsOf<E extends { attributes: object }> = BaobabElementAttributes &
  AttributeProps<E['attributes'] & Record<never, never>>;

/** React 19 typings: `<baobab-job-list company="…" />` type-checks in TSX. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'baobab-job-list': PropsOf<typeof jobListElement>;
      'baobab-job-detail': PropsOf<typeof jobDetailElement>;
      'baobab-company-list': PropsOf<typeof companyListElement>;
      'baobab-company-page': PropsOf<typeof companyPageElement>;
      'baobab-auth-modal': PropsOf<typeof authModalElement>;
      'baobab-newsletter': PropsOf<typeof newsletterElement>;
    }
  }
}
