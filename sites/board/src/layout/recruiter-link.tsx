import { RECRUITER_SPACE_PATHS } from '@baobab/core';
import { useSiteT } from '../i18n/site-i18n';
import { useLocale, useSite } from './site-context';

/**
 * Recruiter space: the board's own (/recruteur, /en/recruiter), or the external site
 * RECRUITER_SPACE_URL names, in a new tab.
 */
export function RecruiterLink({ className, label }: { className?: string; label: string }) {
  const { shell } = useSite();
  const locale = useLocale();
  const t = useSiteT(locale);
  const external = shell.config.recruiterSpaceUrl;
  if (!external)
    return (
      <a className={className} href={RECRUITER_SPACE_PATHS[locale]}>
        {label}
      </a>
    );
  return (
    <a className={className} href={external} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="bj-sr-only"> {t('site.nav.new_tab')}</span>
    </a>
  );
}
