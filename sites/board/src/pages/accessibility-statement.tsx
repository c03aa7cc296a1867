import { ACCESSIBILITY_AUDIT, conformanceLevel } from '@baobab/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteT } from '../i18n/site-i18n';
import { localePath } from '../routes/locale-path';
import { Seo, useCanonicalUrl } from '../seo/seo';
import { usePageData } from './use-page-data';

type Recourse = { text: string; href: string };

/**
 * The accessibility statement (/accessibilite, /en/accessibility) on the French model statement's
 * plan: compliance status and rates, non-conforming content, derogations, exempt content, how the
 * audit was made, contact, recourse; then the text partners copy into their own statement.
 * Texts: core's accessibility catalogue, loaded by the page's data (routes/page-data.ts).
 */
export function Component() {
  const { locale } = usePageData();
  const t = useSiteT(locale);
  const statementUrl = useCanonicalUrl();
  const { rates, date } = ACCESSIBILITY_AUDIT;
  const level = (rate: number) => t(`accessibility.levels.${conformanceLevel(rate)}`);
  const auditDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(date));
  const list = (key: string) => t(key, { returnObjects: true }) as string[];
  const section = (id: string, title: string, children: ReactNode) => (
    <section id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
  const bullets = (key: string) => (
    <ul>
      {list(key).map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );

  return (
    <article className="bj-site-section bj-prose bj-statement">
      <Seo title={t('accessibility.title')} description={t('accessibility.description')} />
      <h1>{t('accessibility.title')}</h1>
      <p>{t('accessibility.commitment')}</p>
      <p>{t('accessibility.scope')}</p>
      {section(
        'etat',
        t('accessibility.state_title'),
        <>
          <p>{t('accessibility.state_board', { level: level(rates.board) })}</p>
          <p>{t('accessibility.state_widgets', { level: level(rates.widgets) })}</p>
          <h3>{t('accessibility.results_title')}</h3>
          <p>{t('accessibility.results_board', { rate: rates.board.toLocaleString(locale) })}</p>
          <p>{t('accessibility.results_widgets', { rate: rates.widgets.toLocaleString(locale) })}</p>
          <p>{t('accessibility.results_grid')}</p>
        </>,
      )}
      {section(
        'contenus',
        t('accessibility.inaccessible_title'),
        <>
          <h3>{t('accessibility.non_conforming_title')}</h3>
          <p>{t('accessibility.non_conforming_intro')}</p>
          {bullets('accessibility.non_conforming')}
          <h3>{t('accessibility.derogations_title')}</h3>
          <p>{t('accessibility.derogations')}</p>
          <h3>{t('accessibility.exempt_title')}</h3>
          {bullets('accessibility.exempt')}
        </>,
      )}
      {section(
        'etablissement',
        t('accessibility.method_title'),
        <>
          <p>{t('accessibility.method_date', { date: auditDate })}</p>
          <h3>{t('accessibility.tech_title')}</h3>
          {bullets('accessibility.tech')}
          <h3>{t('accessibility.env_title')}</h3>
          {bullets('accessibility.env')}
          <h3>{t('accessibility.tools_title')}</h3>
          {bullets('accessibility.tools')}
          <h3>{t('accessibility.pages_title')}</h3>
          {bullets('accessibility.pages')}
        </>,
      )}
      {section(
        'contact',
        t('accessibility.feedback_title'),
        <>
          <p>{t('accessibility.feedback')}</p>
          <p>
            <Link to={localePath(locale, 'contact')}>{t('accessibility.feedback_link')}</Link>
          </p>
        </>,
      )}
      {section(
        'recours',
        t('accessibility.recourse_title'),
        <>
          <p>{t('accessibility.recourse_intro')}</p>
          <ul>
            {(t('accessibility.recourse', { returnObjects: true }) as Recourse[]).map(({ text, href }) => (
              <li key={text}>{href ? <a href={href}>{text}</a> : text}</li>
            ))}
          </ul>
        </>,
      )}
      {section(
        'partenaires',
        t('accessibility.partners_title'),
        <>
          <p>{t('accessibility.partners_intro')}</p>
          <div className="bj-statement__copy">
            {list('accessibility.partners_text').map((template, index) => (
              // Each paragraph with the audit's figures and this page's address filled in.
              <p key={template}>
                {t(`accessibility.partners_text.${index}`, {
                  date: auditDate,
                  rate: rates.widgets.toLocaleString(locale),
                  level: level(rates.widgets),
                  url: statementUrl,
                })}
              </p>
            ))}
          </div>
        </>,
      )}
    </article>
  );
}
