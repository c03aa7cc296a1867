import { type Company, countryByCode, LOGO_CSS_WIDTHS, langAttribute } from '@baobab/core';
import { useRuntime } from '../../runtime/context';
import { useTranslation } from '../../runtime/translation';
import { densitySrcSet, imageVariant, widthSrcSet } from '../../ui/image-url';
import { VerifiedBadge } from '../../ui/verified-badge';
import { ExternalLink } from './external-link';

/** Largest logo box in CSS px (88 on a phone); the 2x variant serves dense screens. */
const LOGO_SIZE = LOGO_CSS_WIDTHS.header;
const SOCIALS = ['linkedin', 'facebook', 'x', 'instagram'] as const;

/** The employer-branding header: cover photo, logo, name, tagline and the company's key facts. */
export function CompanyHeader({ company, apiBase }: { company: Company; apiBase: string }) {
  const { t } = useTranslation();
  const { locale } = useRuntime();
  const countries = company.countries.map((code) => countryByCode(code)?.name[locale] ?? code);
  const socials = SOCIALS.flatMap((network) => {
    const href = company.socials[network];
    return href ? [{ network, href }] : [];
  });

  return (
    <header className="bj-cp-header" part="header">
      <div className="bj-cp-cover">
        {company.cover && (
          <img
            src={imageVariant(company.cover, 1024, apiBase)}
            srcSet={widthSrcSet(company.cover, apiBase)}
            sizes="100vw"
            alt={t('company_page.cover_alt', { name: company.name })}
          />
        )}
      </div>
      <div className="bj-cp-identity">
        <div className="bj-cp-logo">
          {company.logo ? (
            // The name is the heading right beside it: a described logo would be read twice.
            <img
              src={imageVariant(company.logo, LOGO_SIZE, apiBase)}
              srcSet={densitySrcSet(company.logo, LOGO_SIZE, apiBase)}
              alt=""
              width={LOGO_SIZE}
              height={LOGO_SIZE}
            />
          ) : (
            <span aria-hidden="true">{company.name.slice(0, 1)}</span>
          )}
        </div>
        <div className="bj-cp-titles">
          <h1 className="bj-cp-name">{company.name}</h1>
          {company.verified && <VerifiedBadge />}
          {company.tagline && (
            <p className="bj-cp-tagline" lang={langAttribute(locale, company.lang)}>
              {company.tagline}
            </p>
          )}
        </div>
      </div>
      <dl className="bj-cp-facts">
        {countries.length > 0 && (
          <div>
            <dt>{t('company_page.countries')}</dt>
            <dd>{countries.join(', ')}</dd>
          </div>
        )}
        {company.activityDomains.length > 0 && (
          <div>
            <dt>{t('company_page.domains')}</dt>
            <dd className="bj-cp-tags">
              {company.activityDomains.map((domain) => (
                <span key={domain.id} className="bj-tag">
                  {domain.label[locale]}
                </span>
              ))}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('company_page.size')}</dt>
          <dd>{t('companies.size', { size: company.size })}</dd>
        </div>
        {(company.website || socials.length > 0) && (
          <div>
            <dt>{t('company_page.links')}</dt>
            <dd className="bj-cp-links">
              {company.website && (
                <ExternalLink href={company.website} className="bj-btn">
                  {t('companies.website')}
                </ExternalLink>
              )}
              {socials.map(({ network, href }) => (
                <ExternalLink key={network} href={href} className="bj-btn">
                  {t(`company_page.socials.${network}`)}
                </ExternalLink>
              ))}
            </dd>
          </div>
        )}
      </dl>
    </header>
  );
}
