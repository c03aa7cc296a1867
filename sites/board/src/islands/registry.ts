import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

// biome-ignore lint/suspicious/noExplicitAny: each island has its own props, read back from JSON
type IslandModule = () => Promise<ComponentType<any>>;

/** Each island's component, a chunk of its own (the browser loads it when the island wakes). */
export const ISLANDS: Record<IslandName, IslandModule> = {
  'job-detail': () => import('./job-detail-island').then((m) => m.JobDetail),
  'header-tools': () => import('../layout/header-tools').then((m) => m.HeaderTools),
  footer: () => import('../layout/footer').then((m) => m.Footer),
  'job-list': () => import('./job-list-island').then((m) => m.JobListIsland),
  'company-page': () => import('./company-page-island').then((m) => m.CompanyPageIsland),
  'company-list': () => import('./company-list-island').then((m) => m.CompanyListIsland),
  'company-gallery': () => import('../pages/company-gallery').then((m) => m.CompanyGallery),
  'page-chrome': () => import('../layout/page-chrome').then((m) => m.PageChrome),
  'logout-failure-notice': () => import('../layout/logout-failure-notice').then((m) => m.LogoutFailureNotice),
};
