import type { ReactNode } from 'react';
import { BASE_CSS } from '../styles/base';
import { HOST_CSS } from '../styles/host';
import { SHADOW_TOKENS_CSS } from '../styles/tokens';
import type { BaobabWidgetElement } from './widget-element';

/** What a widget's `render` may read from its element. */
export interface MountContext {
  /** The element's own attribute (`company`, `slug`…), undefined when absent. */
  attribute(name: string): string | undefined;
  /** The API origin the widget talks to (attribute, page default or same origin). */
  apiBase: string;
  element: BaobabWidgetElement;
  /** The data the server rendered the widget with (`@baobab/widgets/server`), to start from the same. */
  initial?: unknown;
}

/** One widget as its element renders it. */
export interface WidgetMountDefinition {
  /** The widget's name, as in `<WidgetRoot name>` and `baobab:ready`'s detail. */
  name: string;
  styles: string;
  /** The part of the catalogue it shows: the whole one unless it is a job list's (`lists`). */
  catalogue?: 'lists';
  render(context: MountContext): ReactNode;
}

/** A widget that reads nothing of its element but attributes: `@baobab/widgets/server` renders it too. */
export interface ServableWidget extends Omit<WidgetMountDefinition, 'render'> {
  render(context: Omit<MountContext, 'element'>): ReactNode;
}

/** The CSS of a widget's shadow root: host rules, tokens, base, then the widget's own. */
export const shadowCss = (widget: { styles: string }) => [HOST_CSS, SHADOW_TOKENS_CSS, BASE_CSS, widget.styles];
