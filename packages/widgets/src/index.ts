/** `@baobab/widgets`: the React components of every widget, their provider and runtime helpers. */
export { BaobabProvider, useRuntime } from './runtime/context';
export type { BaobabEventMap } from './runtime/events';
export { deepActiveElement, hasFocusWithin, isEventInside } from './runtime/focus';
export { loadLanguage } from './runtime/i18n';
export { pageClient } from './runtime/page-client';
export { PortalRootProvider, usePortalRoot } from './runtime/portal';
export type { BaobabRuntime, LinkTemplates } from './runtime/runtime';
export { useOutsideClick } from './runtime/use-outside-click';
export { WidgetRoot } from './runtime/widget-root';
export { type PageState, pageStoreFor } from './stores/page-store';
export { BASE_CSS } from './styles/base';
export { TOKENS_CSS } from './styles/tokens';
export { AuthModal } from './widgets/auth-modal';
export { CompanyList, type CompanyListProps } from './widgets/company-list';
export { CompanyPage, type CompanyPageProps } from './widgets/company-page';
export { JobDetail, type JobDetailProps } from './widgets/job-detail';
export { JobList, type JobListProps } from './widgets/job-list';
export { Newsletter } from './widgets/newsletter';
