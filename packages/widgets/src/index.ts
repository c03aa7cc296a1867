export { BaobabProvider, useRuntime } from './runtime/context';
export type { BaobabEventMap } from './runtime/events';
export { pageClient } from './runtime/page-client';
export type { BaobabRuntime, LinkTemplates } from './runtime/runtime';
export { WidgetRoot } from './runtime/widget-root';
export { type PageState, pageStoreFor } from './stores/page-store';
export { BASE_CSS } from './styles/base';
export { TOKENS_CSS } from './styles/tokens';
