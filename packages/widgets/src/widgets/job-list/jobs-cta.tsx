import type { Company } from '@baobab/core';
import { useEffect, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { companyHref, useNavigate } from '../../ui/links';

interface CtaProps {
  title?: string;
  text: string;
  link: string;
  href: string;
  kind: 'companies' | 'company';
}

/** The card under a list that sends the candidate on: a text and one link, announced to the host. */
function CtaCard({ title, text, link, href, kind }: CtaProps) {
  const navigate = useNavigate();
  return (
    <div className="bj-card bj-jobs-cta" part="cta">
      {title && <h3 className="bj-jobs-cta__title">{title}</h3>}
      <p className="bj-muted">{text}</p>
      <a className="bj-btn bj-btn--primary" href={href} onClick={navigate(kind, href)}>
        {link}
      </a>
    </div>
  );
}

/** docs/product.md §4's call-to-action: spontaneous applications to the partner companies. */
export function JobsCta({ companiesHref }: { companiesHref: string }) {
  const { t } = useTranslation();
  return (
    <CtaCard
      title={t('jobs.cta_title')}
      text={t('jobs.cta_text')}
      link={t('jobs.cta_button')}
      href={companiesHref}
      kind="companies"
    />
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
  return (
    <CtaCard
      text={t('spontaneous.text', { name: company.name })}
      link={t('spontaneous.cta')}
      href={companyHref(links, alias)}
      kind="company"
    />
  );
}
