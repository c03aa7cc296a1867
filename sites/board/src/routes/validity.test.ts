import { describe, expect, it } from 'vitest';
import type { SiteConfig } from './app-context';
import { passesRules } from './validity';

const config = (onPremise: number): SiteConfig => ({
  theme: 'default',
  onPremise,
  recruiterSpaceUrl: 'https://r.example',
  publicUrl: 'https://baobab.test',
  buildId: 'b1',
});

describe('validity rules', () => {
  it('knows the six countries only', () => {
    expect(passesRules(['knownCountry'], { location: 'senegal' }, config(0))).toBe(true);
    expect(passesRules(['knownCountry'], { location: 'france' }, config(0))).toBe(false);
  });

  it('hides the medias when on premise', () => {
    expect(passesRules(['mediasEnabled', 'mediaCategory'], { category: 'articles' }, config(0))).toBe(true);
    expect(passesRules(['mediasEnabled'], {}, config(1))).toBe(false);
    expect(passesRules(['mediaCategory'], { category: 'podcasts' }, config(0))).toBe(false);
  });

  it('accepts the company tabs only as sub-menus', () => {
    expect(passesRules(['companySubMenu'], { subMenu: 'offres-d-emploi' }, config(0))).toBe(true);
    expect(passesRules(['companySubMenu'], { subMenu: 'equipe' }, config(0))).toBe(false);
  });
});
