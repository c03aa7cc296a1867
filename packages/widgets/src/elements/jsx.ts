import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { AttributeProps } from './attributes';
import type { ELEMENTS } from './registry';
import type { COMMON_ATTRIBUTES } from './widget-element';

/** Attributes every `<baobab-*>` element takes. */
export type BaobabElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  AttributeProps<typeof COMMON_ATTRIBUTES>;

/** The JSX props of one element: the common attributes and its own, as its definition declares them. */
type PropsOf<E extends { attributes: object }> = BaobabElementAttributes &
  AttributeProps<E['attributes'] & Record<never, never>>;

/** Every registered element's tag and props, read off the registry. */
type BaobabIntrinsicElements = { [E in (typeof ELEMENTS)[number] as E['tag']]: PropsOf<E> };

/** React 19 typings: `<baobab-job-list company="…" />` type-checks in TSX. */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends BaobabIntrinsicElements {}
  }
}
