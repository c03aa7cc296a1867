import type { Theme } from '@baobab/core';

/** What each theme shows or hides (docs/product.md §1: the theme changes the logo and some items). */
export interface ThemeFeatures {
  logoTitle: string;
  /** The ministry variant carries its own credit line under the logo. */
  ministryCredit: boolean;
  /** 'Post a job' (recruiters) in the mobile menu. */
  postJob: boolean;
  socialLinks: boolean;
}

export const THEME_FEATURES: Record<Theme, ThemeFeatures> = {
  default: { logoTitle: 'Baobab Jobs', ministryCredit: false, postJob: true, socialLinks: true },
  gouv: { logoTitle: 'Baobab Jobs', ministryCredit: true, postJob: false, socialLinks: false },
};

export const SOCIAL_LINKS = {
  linkedin: 'https://www.linkedin.com/company/baobab-jobs',
  facebook: 'https://www.facebook.com/baobabjobs',
  x: 'https://x.com/baobabjobs',
  instagram: 'https://www.instagram.com/baobabjobs',
} as const;
