import type { Company } from '@baobab/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/context';
import { companyHref, useNavigate } from '../../ui/links';

/** docs/product.md §4's call-to-action: spontaneous applications to the partner companies. */
export function JobsCta({ companiesHref }: { companiesHref: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="bj-card bj-jobs-cta" part="cta">
      <h3 className="bj-jobs-cta__title">{t('jobs.cta_title')}</h3>
      <p className="bj-muted">{t('jobs.cta_text')}</p>
      <a className="bj-btn bj-btn--primary" href={companiesHref} onClick={navigate('companies', companiesHref)}>
        {t('jobs.cta_button')}
      </a>
    </div>
  );
}

/**
 * A company's list keeps its candidates with that company: its call-to-action is the company's
 * spontaneous application, on the host's company page (`company-href`), when it accepts them;
 * without that page there is nowhere on the host's site to send them, so nothing is shown.
 */
export function SpontaneousCta({ alias, shown }: { alias: string; shown: boolean }) {
  const { t } = useTranslation();
  const { client, links } = useRuntime();
  const navigate = useNavigate();
  const [company, setCompany] = useState<Company>();
  useEffect(() => {
    if (!links.company) return;
    let current = true;
    client.catalogue.company(alias).then(
      (answer) => current && setCompany(answer),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [client, alias, links.company]);
  if (!shown || company?.alias !== alias || !company.spontaneousApplications) return null;
  const href = companyHref(links, alias);
  return (
    <div className="bj-card bj-jobs-cta" part="cta">
      <p className="bj-muted">{t('spontaneous.text', { name: company.name })}</p>
      <a className="bj-btn bj-btn--primary" href={href} onClick={navigate('company', href)}>
        {t('spontaneous.cta')}
      </a>
    </div>
  );
}
