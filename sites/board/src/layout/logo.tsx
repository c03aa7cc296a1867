import type { Theme } from '@baobab/core';
import { THEME_FEATURES } from './theme-features';

/** The site logo: a baobab mark and the name; the gouv theme adds the ministry's colours and credit. */
export function SiteLogo({ theme, credit }: { theme: Theme; credit: string }) {
  const features = THEME_FEATURES[theme];
  return (
    <span className="bj-site-logo">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        {theme === 'gouv' ? (
          <>
            <rect width="11" height="32" fill="#00853F" />
            <rect x="11" width="10" height="32" fill="#FDEF42" />
            <rect x="21" width="11" height="32" fill="#E31B23" />
            <circle cx="16" cy="13" r="7" fill="#00653a" />
            <rect x="14" y="17" width="4" height="11" fill="#00653a" />
          </>
        ) : (
          <>
            <circle cx="16" cy="12" r="10" fill="var(--baobab-color-primary)" />
            <rect x="13" y="16" width="6" height="14" rx="2" fill="var(--baobab-color-primary-hover)" />
          </>
        )}
      </svg>
      <span className="bj-site-logo__text">
        <span className="bj-site-logo__name">{features.logoTitle}</span>
        {features.ministryCredit && <span className="bj-site-logo__credit">{credit}</span>}
      </span>
    </span>
  );
}
