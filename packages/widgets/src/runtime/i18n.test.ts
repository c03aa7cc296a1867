import { loadCatalogue, loadListCatalogue, resources } from '@baobab/core';
import { describe, expect, it } from 'vitest';
import { languageInstances } from './i18n';

const en = resources.en.translation;

describe('languageInstances', () => {
  it('renders a job list from its part of the catalogue, then merges the whole one in', async () => {
    const languages = languageInstances(loadCatalogue);
    await languages.load('en', loadListCatalogue);
    const english = languages.instanceFor('en');
    expect(english.t('jobs.search')).toBe(en.jobs.search);
    expect(english.t('errors.no_match')).toBe(en.errors.no_match);
    // The list's part is not the catalogue: a form's message is not there yet.
    expect(english.t('apply.title')).toBe('apply.title');
    await languages.load('en');
    expect(english.t('apply.title')).toBe(en.apply.title);
    expect(english.t('jobs.search')).toBe(en.jobs.search);
  });
});
