import { useTranslation } from 'react-i18next';

/**
 * "Verified": the company proved it controls its careers site (server features/origin-proof).
 * Its full meaning is in the label read to screen readers and in the tooltip.
 */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="bj-verified" title={t('jobs.verified_title')}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
      </svg>
      {t('jobs.verified')}
      <span className="bj-sr-only">{` — ${t('jobs.verified_title')}`}</span>
    </span>
  );
}

/** The badge's CSS, in the styles of each widget that shows it (company cards, company page, job detail). */
export const VERIFIED_CSS = /* css */ `
.bj-verified {
  display: inline-flex; align-items: center; gap: 0.25em; padding: 0.1em 0.5em; vertical-align: middle;
  border: 1px solid currentColor; border-radius: 999px; font-size: 0.8rem; font-weight: 600; line-height: 1.5;
  color: var(--baobab-color-success); white-space: nowrap;
}
`;
