import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { translatorOf, useTranslation } from './translation';

afterEach(cleanup);

function instance(lng: string, texts: object) {
  const one = i18next.createInstance();
  void one.init({ lng, resources: { [lng]: { translation: texts } }, initAsync: false, returnObjects: true });
  return one;
}

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p lang={i18n.language}>
      {t('hello')} {t('jobs', { count: 2 })}
    </p>
  );
}

describe('translatorOf', () => {
  it('is made once per instance and translates as the instance does', () => {
    const fr = instance('fr', { hello: 'Bonjour', jobs_one: '{{count}} offre', jobs_other: '{{count}} offres' });
    const en = instance('en', { hello: 'Hello' });
    const t = translatorOf(fr);
    expect(translatorOf(fr)).toBe(t);
    expect(translatorOf(en)).not.toBe(t);
    expect(t('hello')).toBe('Bonjour');
    expect(t('hello')).toBe('Bonjour');
    expect(t('jobs', { count: 1 })).toBe('1 offre');
    expect(t('jobs', { count: 3 })).toBe('3 offres');
    expect(translatorOf(en)('hello')).toBe('Hello');
  });

  it('reads texts added later (a part loaded on demand) instead of the key it answered before', () => {
    const fr = instance('fr', { hello: 'Bonjour' });
    const t = translatorOf(fr);
    expect(t('phone.title')).toBe('phone.title');
    fr.addResourceBundle('fr', 'translation', { phone: { title: 'Téléphone' } }, true, true);
    expect(t('phone.title')).toBe('Téléphone');
    expect(t('hello')).toBe('Bonjour');
  });

  it('keeps a text with plain options apart from the same key with other values, and forgets it with the texts', () => {
    vi.stubEnv('SSR', true);
    const fr = instance('fr', { title: '{{title}} chez {{company}}', n: 'n={{n}}' });
    const asked = vi.spyOn(fr, 't');
    const t = translatorOf(fr);
    expect(t('title', { title: 'Comptable', company: 'Acme' })).toBe('Comptable chez Acme');
    expect(t('title', { title: 'Comptable', company: 'Acme' })).toBe('Comptable chez Acme');
    expect(asked).toHaveBeenCalledTimes(1);
    expect(t('title', { title: 'Chef', company: 'Acme' })).toBe('Chef chez Acme');
    expect(t('n', { n: 1 })).toBe('n=1');
    expect(t('n', { n: '1 ' })).toBe('n=1 ');
    // Not plain: translated every time, as i18next does.
    expect(t('title', { title: 'A', company: { toString: () => 'B' } })).toBe('A chez B');
    fr.addResourceBundle('fr', 'translation', { title: '{{title}} — {{company}}' }, true, true);
    expect(t('title', { title: 'Comptable', company: 'Acme' })).toBe('Comptable — Acme');
    vi.unstubAllEnvs();
  });

  it('gives a fresh object for each call of an object key', () => {
    const t = translatorOf(instance('fr', { steps: { one: 'Un', two: 'Deux' } }));
    const first = t('steps') as unknown as Record<string, string>;
    expect(first).toEqual({ one: 'Un', two: 'Deux' });
    first.one = 'changed';
    expect(t('steps')).toEqual({ one: 'Un', two: 'Deux' });
  });
});

describe('useTranslation', () => {
  it("renders in the provider's language, on the server", () => {
    const fr = instance('fr', { hello: 'Bonjour', jobs_other: '{{count}} offres' });
    const html = renderToString(
      <I18nextProvider i18n={fr}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(html).toBe('<p lang="fr">Bonjour<!-- --> <!-- -->2 offres</p>');
  });

  it('follows the provider to another language in the browser', () => {
    const fr = instance('fr', { hello: 'Bonjour', jobs_other: '{{count}} offres' });
    const en = instance('en', { hello: 'Hello', jobs_other: '{{count}} jobs' });
    const inLanguage = (language: typeof fr) => (
      <I18nextProvider i18n={language}>
        <Greeting />
      </I18nextProvider>
    );
    const { rerender } = render(inLanguage(fr));
    expect(screen.getByText('Bonjour 2 offres').lang).toBe('fr');
    rerender(inLanguage(en));
    expect(screen.getByText('Hello 2 jobs').lang).toBe('en');
  });

  it('refuses to render outside a provider', () => {
    expect(() => renderToString(<Greeting />)).toThrow('inside <BaobabProvider>');
  });
});
