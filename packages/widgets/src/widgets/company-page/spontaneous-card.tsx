import { type Company, SPONTANEOUS_JOB_TITLE } from '@baobab/core';
import { useTranslation } from '../../runtime/translation';
import { ApplyFlow } from '../apply/apply-flow';

/**
 * The spontaneous application, shown as a job titled 'Candidature spontanée' (docs/product.md §1).
 * It opens the same apply flow as an offer, in place, so it works on partners' pages too.
 */
export function SpontaneousCard({ company }: { company: Pick<Company, 'alias' | 'name'> }) {
  const { t } = useTranslation();
  return (
    <li className="bj-card bj-cp-item bj-cp-spontaneous">
      <h2 className="bj-cp-item-title">{SPONTANEOUS_JOB_TITLE}</h2>
      <p>{t('spontaneous.text', { name: company.name })}</p>
      <ApplyFlow
        target={{ kind: 'company', alias: company.alias, name: company.name }}
        actionLabel={t('spontaneous.cta')}
      />
    </li>
  );
}
