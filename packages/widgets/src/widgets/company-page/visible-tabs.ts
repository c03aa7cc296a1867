import { COMPANY_TABS, type CompanyTab, PROFILE_TABS } from '@baobab/core';

/** The tab a company page opens on when the host asks for none (or for one it cannot show). */
export const DEFAULT_TAB: CompanyTab = 'description';

const PRIVATE_TABS: readonly CompanyTab[] = PROFILE_TABS;

/**
 * The tabs of a company page in the spec's order; the candidate's own two only with a session, the
 * chat only where recruiters answer it (an unanswered chat would promise what nobody gives).
 */
export function visibleTabs(signedIn: boolean, chat: boolean): CompanyTab[] {
  return COMPANY_TABS.filter((tab) => (signedIn || !PRIVATE_TABS.includes(tab)) && (chat || tab !== 'chat'));
}

/** The requested tab when it can be shown, the default one otherwise. */
export function resolveTab(wanted: CompanyTab | undefined, visible: readonly CompanyTab[]): CompanyTab {
  return wanted && visible.includes(wanted) ? wanted : DEFAULT_TAB;
}
