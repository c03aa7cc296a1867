/**
 * `@baobab/widgets/elements`: importing it registers the `<baobab-*>` custom elements.
 * `configure()` sets page-wide defaults (API origin, language, theme, colour mode).
 */
import { defineElements } from './registry';

defineElements();

export type { BaobabEventMap } from '../runtime/events';
export type { BaobabElementAttributes } from './jsx';
export { configure, type PageDefaults } from './page-defaults';
export { ELEMENTS } from './registry';
export type { BaobabWidgetElement } from './widget-element';
