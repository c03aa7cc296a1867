import type { Company } from '@baobab/core';
import { useState } from 'react';
import { useRuntime } from '../../../runtime/context';
import { styleNonceValue } from '../../../runtime/style-nonce';
import { useTranslation } from '../../../runtime/translation';
import { companyHref } from '../../../ui/links';
import { LoadStatus } from '../../../ui/load-status';
import { useLoad } from '../../../ui/use-load';
import { useRecruiterClient } from '../recruiter-context';
import { COMPANY_CSS } from './company.css';
import { ImagesSection } from './images-section';
import { PresentationForm } from './presentation-form';

/** The company's public page, edited by any member of its team: its words, then its images. */
export function CompanyPagePanel({ notify }: { notify(message: string): void }) {
  const { t } = useTranslation();
  const { links } = useRuntime();
  const recruiter = useRecruiterClient();
  const [loaded, retry] = useLoad('company-page', () => recruiter.call('recruiterCompanyPage', {}));
  const [company, setCompany] = useState<Company | null>(null);
  const shown = company ?? (loaded.status === 'done' ? loaded.data : null);

  return (
    <section aria-labelledby="bj-rc-title">
      <style nonce={styleNonceValue()}>{COMPANY_CSS}</style>
      <div className="bj-recruiter-section-head">
        <h2 id="bj-rc-title">{t('recruiter.company.title')}</h2>
        {shown && (
          <a className="bj-btn" href={companyHref(links, shown.alias)}>
            {t('recruiter.company.view_public')}
          </a>
        )}
      </div>
      {shown ? (
        <>
          <PresentationForm
            company={shown}
            onSaved={(next, message) => {
              setCompany(next);
              notify(message);
            }}
          />
          <ImagesSection company={shown} onChange={setCompany} notify={notify} />
        </>
      ) : (
        <LoadStatus state={loaded.status === 'done' ? { status: 'loading' } : loaded} retry={retry} />
      )}
    </section>
  );
}
