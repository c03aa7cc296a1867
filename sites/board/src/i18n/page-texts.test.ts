import { describe, expect, it } from 'vitest';
import { pageTexts } from './page-texts';

describe('a page’s own words', () => {
  it('are read by language', () => {
    const texts = pageTexts({ fr: { title: 'Offres' }, en: { title: 'Jobs' } });
    expect(texts.fr.title).toBe('Offres');
    expect(texts.en.title).toBe('Jobs');
  });

  it('fail the typecheck when a language lacks a key or adds one', () => {
    // @ts-expect-error English lacks `description`.
    pageTexts({ fr: { title: 'Offres', description: 'Toutes' }, en: { title: 'Jobs' } });
    // @ts-expect-error English adds `intro`.
    pageTexts({ fr: { title: 'Offres' }, en: { title: 'Jobs', intro: 'All' } });
    // @ts-expect-error A page declares both languages.
    pageTexts({ fr: { title: 'Offres' } });
  });
});
