import { useTranslation } from '../runtime/translation';

/**
 * "Verified": the company proved it controls its careers site (server features/origin-proof).
 * The tick is decoration; the sentence saying what was proven is the badge's description.
 */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <span className="bj-verified" title={t('jobs.verified_title')}>
      <span aria-hidden="true">✓ </span>
      {t('jobs.verified')}
    </span>
  );
}

/** The badge's CSS, in the styles of each widget that shows it (company cards, company page, job detail). */
export const VERIFIED_CSS = /* css */ `
.bj-verified {
  display: inline-block; padding: 0 0.5em; border: 1px solid; border-radius: 1em;
  font-size: 0.8rem; font-weight: 600; color: var(--baobab-color-success); white-space: nowrap;
}
`;
