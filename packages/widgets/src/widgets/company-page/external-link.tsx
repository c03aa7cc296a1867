import type { ReactNode } from 'react';
import { useTranslation } from '../../runtime/translation';

/** A link that leaves for another site in a new tab, saying so to screen-reader users. */
export function ExternalLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="bj-sr-only"> {t('company_page.new_tab')}</span>
    </a>
  );
}
