/// <reference types="vite/client" />
/**
 * `@baobab/widgets/styles`: every widget's CSS as strings, for a host that renders the React
 * components in its own document (inject TOKENS_CSS, BASE_CSS and the widgets' CSS once).
 */
import type { WidgetName } from '../elements/registry';

export { BASE_CSS } from './base';
export { HOST_CSS } from './host';
export { SCALE_CSS } from './scale';
export { TOKENS_CSS } from './tokens';

/**
 * Each widget's own CSS, by widget name: the `STYLES` of `widgets/<name>/styles.ts` (other folders'
 * styles, such as the apply form's, are parts of a widget's and export another name). A test holds
 * it equal to the registry's widgets.
 */
export const WIDGET_STYLES = Object.fromEntries(
  Object.entries(import.meta.glob<{ STYLES?: string }>('../widgets/*/styles.ts', { eager: true }))
    .filter(([, module]) => typeof module.STYLES === 'string')
    .map(([path, module]) => [path.split('/').at(-2), module.STYLES]),
) as Readonly<Record<WidgetName, string>>;
