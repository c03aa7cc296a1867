import { authModalElement } from './baobab-auth-modal/element';
import { companyListElement } from './baobab-company-list/element';
import { companyPageElement } from './baobab-company-page/element';
import { jobDetailElement } from './baobab-job-detail/element';
import { jobListElement } from './baobab-job-list/element';
import { newsletterElement } from './baobab-newsletter/element';
import { recruiterElement } from './baobab-recruiter/element';

/**
 * Every element definition (`baobab-<name>/element.ts`): the one list a new widget joins. The
 * elements' registration, their JSX typings (jsx.ts) and the styles map (styles/index.ts) follow
 * from it; each element loads its mount (`baobab-<name>/mount.tsx`) the first time it appears.
 */
export const ELEMENTS = [
  jobListElement,
  jobDetailElement,
  companyListElement,
  companyPageElement,
  authModalElement,
  newsletterElement,
  recruiterElement,
] as const;

type ElementOf = (typeof ELEMENTS)[number];

/** A widget's name: its tag without `baobab-` (`job-list`), as in `baobab:ready` and the styles map. */
export type WidgetName = ElementOf['tag'] extends `baobab-${infer Name}` ? Name : never;

/** Registers every `<baobab-*>` element; tags already defined (a second copy of the script) are left alone. */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const { tag, element } of ELEMENTS) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}
