import { SPONTANEOUS_JOB_TITLE } from '@baobab/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../ui/links';

/**
 * The spontaneous application, shown as a job titled 'Candidature spontanée' (docs/product.md §1). It only
 * leads to the apply flow, which belongs to the job-detail widget: we never build a form here.
 */
export function SpontaneousCard({ companyName, href }: { companyName: string; href: string }) {
  const { t } = useTranslation();
  return (
    <li className="bj-card bj-cp-item bj-cp-spontaneous">
      <h2 className="bj-cp-item-title">{SPONTANEOUS_JOB_TITLE}</h2>
      <p>{t('company_page.spontaneous_text', { name: companyName })}</p>
      <NavLink href={href} kind="job" className="bj-btn bj-btn--primary bj-cp-stretched">
        {t('company_page.spontaneous_cta')}
      </NavLink>
    </li>
  );
}
