import { COMPANY_TAB_PATH, type CompanyTab, JOB_PAGE_PATH } from '@baobab/core';
import type { MouseEvent, ReactNode } from 'react';
import { useRuntime } from '../runtime/context';
import type { BaobabEventMap } from '../runtime/events';
import type { LinkTemplates } from '../runtime/runtime';

/** Fills `{name}` placeholders of a host link template, e.g. `/jobs/{slug}`. */
export function fillTemplate(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : encodeURIComponent(params[name]),
  );
}

/**
 * Where a job card leads: the host's template, else a `#job=<slug>` hash that an in-page
 * job-detail widget (or the host) can pick up.
 */
export const jobHref = (links: LinkTemplates, slug: string) =>
  links.job ? fillTemplate(links.job, { slug }) : `#job=${encodeURIComponent(slug)}`;

/** The hash of an offer's link that opens it with its Apply started (a list card's Apply). */
export const APPLY_HASH = 'apply';

/** Where a list card's Apply leads: the offer on the host's page, Apply started; the offer itself otherwise. */
export const applyHref = (links: LinkTemplates, slug: string) =>
  links.job ? `${jobHref(links, slug)}#${APPLY_HASH}` : jobHref(links, slug);

/**
 * An offer on the board with its Apply started: where a page whose origin is not registered sends
 * its candidates (the browser stops sign-in and Apply there), in a new tab.
 */
export const boardApplyHref = (board: string, slug: string) =>
  `${fillTemplate(board + JOB_PAGE_PATH, { slug })}#${APPLY_HASH}`;

/** A tab of a company's page on the board, for the same pages (a spontaneous application, the chat). */
export const boardCompanyHref = (board: string, alias: string, subMenu: CompanyTab) =>
  fillTemplate(board + COMPANY_TAB_PATH, { alias, subMenu });

export const companyHref = (links: LinkTemplates, alias: string) =>
  links.company ? fillTemplate(links.company, { alias }) : `#company=${encodeURIComponent(alias)}`;

type NavigateKind = BaobabEventMap['baobab:navigate']['kind'];

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Click handler of a widget link: announces `baobab:navigate` (cancelable) so a host that routes
 * itself can take over; when nobody cancels, the browser follows the href. Clicks that open a new
 * tab or window are left to the browser.
 */
export function useNavigate() {
  const { emit } = useRuntime();
  return (kind: NavigateKind, href: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || opensElsewhere(event)) return;
    if (!emit('baobab:navigate', { href, kind })) event.preventDefault();
  };
}

/** A real link (works without the host, opens in a new tab on ctrl-click) announced through `baobab:navigate`. */
export function NavLink({
  href,
  kind,
  className,
  children,
}: {
  href: string;
  kind: NavigateKind;
  className?: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <a href={href} className={className} onClick={navigate(kind, href)}>
      {children}
    </a>
  );
}
