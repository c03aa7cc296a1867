import { authModalElement } from './baobab-auth-modal/element';
import { companyListElement } from './baobab-company-list/element';
import { companyPageElement } from './baobab-company-page/element';
import { jobDetailElement } from './baobab-job-detail/element';
import { jobListElement } from './baobab-job-list/element';
import { newsletterElement } from './baobab-newsletter/element';

/** Every widget element; each loads its widget's code the first time one appears on the page. */
export const ELEMENTS = [
  jobListElement,
  jobDetailElement,
  companyListElement,
  companyPageElement,
  authModalElement,
  newsletterElement,
] as const;

/** Registers every `<baobab-*>` element; tags already defined (a second copy of the script) are left alone. */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const { tag, element } of ELEMENTS) {
    if (!registry.get(tag)) registry.define(tag, element);
  }
}
