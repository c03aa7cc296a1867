import type { User } from '@baobab/core';

/** Every event a widget dispatches; the one typed map hosts listen with. */
export interface BaobabEventMap {
  'baobab:ready': { widget: string };
  'baobab:login': { user: User };
  'baobab:logout': Record<string, never>;
  'baobab:apply': { jobSlug: string | null; companyAlias: string; applicationId: string };
  /** Cancelable: a host that routes itself calls preventDefault() and navigates to `href`. */
  'baobab:navigate': { href: string; kind: 'job' | 'company' | 'jobs' | 'companies' };
  'baobab:submitted': { form: 'application' | 'signup' | 'newsletter' };
  'baobab:error': { form: 'application' | 'signup' | 'newsletter'; code: string };
}

/** The forms that announce `baobab:submitted` and `baobab:error`. */
export type SentForm = BaobabEventMap['baobab:submitted']['form'];

export const CANCELABLE_EVENTS: ReadonlySet<keyof BaobabEventMap> = new Set(['baobab:navigate']);
