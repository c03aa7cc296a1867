import type { RouteName } from '@baobab/core';
import type { ComponentType } from 'react';
import { onChunkLoadError } from '../navigation/build-watch';

type PageModule = () => Promise<{ Component: ComponentType }>;

const staticPage: PageModule = () => import('../pages/static-page');
const job: PageModule = () => import('../pages/job');
const jobs: PageModule = () => import('../pages/jobs');
const medias: PageModule = () => import('../pages/medias');
const company: PageModule = () => import('../pages/company');
const recruiterSpace: PageModule = () => import('../pages/recruiter');

/**
 * Each route's page, a chunk of its own loaded on first visit (and preloaded when a reader points
 * at, touches or focuses a link to it: navigation/navigation-effects.tsx). page-modules.test.ts
 * fails when a page module of pages/ is missing here.
 */
export const PAGE_MODULES: Record<RouteName, PageModule> = {
  index: () => import('../pages/home'),
  about: staticPage,
  contact: () => import('../pages/contact'),
  'pages-cgu': staticPage,
  'pages-faq': () => import('../pages/faq'),
  'pages-concept': staticPage,
  'pages-mentions': staticPage,
  'pages-confidentialite': staticPage,
  accessibilite: () => import('../pages/accessibility-statement'),
  jobs,
  'jobs-slug': job,
  'emploi-location': () => import('../pages/location'),
  'emploi-location-slug': job,
  medias,
  'medias-category': medias,
  'medias-category-slug': () => import('../pages/media'),
  profil: () => import('../pages/profil'),
  recruteur: recruiterSpace,
  recruiter: recruiterSpace,
  entreprises: () => import('../pages/companies'),
  'entreprises-alias': company,
  'entreprises-alias-subMenu': company,
  'entreprises-alias-subMenu-slug': company,
  'carriere-alias': company,
  'carriere-alias-subMenu': company,
  'carriere-alias-subMenu-slug': company,
};

/** A route's `lazy`: its page chunk; a failed load may mean a new build replaced it (build-watch.ts). */
export const loadPage = (name: RouteName) => () =>
  PAGE_MODULES[name]().catch((error: unknown) => {
    onChunkLoadError();
    throw error;
  });
