import { useSiteT } from '../i18n/site-i18n';
import { useLocale, useSite } from './site-context';

/** Recruiter space: the external site from configuration, in a new tab. */
export function RecruiterLink({ className, label }: { className?: string; label: string }) {
  const { shell } = useSite();
  const t = useSiteT(useLocale());
  return (
    <a className={className} href={shell.config.recruiterSpaceUrl} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="bj-sr-only"> {t('site.nav.new_tab')}</span>
    </a>
  );
}
