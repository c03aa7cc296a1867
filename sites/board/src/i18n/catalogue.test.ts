import { describe, expect, it } from 'vitest';
import { siteEn } from './en';
import { siteFr } from './fr';
import { loadSiteLanguage, siteI18n } from './site-i18n';

const keysOf = (node: unknown, prefix = ''): string[] =>
  node && typeof node === 'object' && !Array.isArray(node)
    ? Object.entries(node).flatMap(([key, value]) => keysOf(value, `${prefix}${key}.`))
    : [prefix.slice(0, -1)];

describe('site catalogues', () => {
  it('have the same keys in fr and en', () => {
    expect(keysOf(siteEn)).toEqual(keysOf(siteFr));
  });

  it('translate site and core keys in each language, once loaded', async () => {
    expect(siteI18n('en').t('nav.recruiter_space')).toBe('nav.recruiter_space');
    await Promise.all([loadSiteLanguage('fr'), loadSiteLanguage('en')]);
    expect(siteI18n('fr').t('site.nav.switch_to')).toBe('English');
    expect(siteI18n('en').t('nav.recruiter_space')).toBe('Recruiter space');
    expect(siteI18n('en').t('site.meta.location_title', { country: 'Benin' })).toBe('Jobs in Benin');
  });

  it('agree the unread count with its noun in each language', async () => {
    await Promise.all([loadSiteLanguage('fr'), loadSiteLanguage('en')]);
    expect(siteI18n('fr').t('site.nav.unread_messages', { count: 1 })).toBe('1 message non lu');
    expect(siteI18n('fr').t('site.nav.unread_messages', { count: 3 })).toBe('3 messages non lus');
    expect(siteI18n('en').t('site.nav.unread_messages', { count: 1 })).toBe('1 unread message');
    expect(siteI18n('en').t('site.nav.unread_messages', { count: 2 })).toBe('2 unread messages');
  });
});
