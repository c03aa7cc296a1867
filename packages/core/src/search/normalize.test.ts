import { describe, expect, it } from 'vitest';
import { keywordTerms, normalizeText, searchDocument } from './normalize';
import { matchesKeyword } from './query';

const job = {
  title: 'Ingénieur Génie Civil',
  description: 'Chantiers routiers à Dakar',
  bestCandidateProfil: 'Cinq ans d’expérience, cœur de métier BTP',
  companyDetails: { alias: 'sonatel', name: 'Sonatel SA' },
};

describe('keyword normalisation', () => {
  it('drops accents, case and ligatures', () => {
    expect(normalizeText('Ingénieur ÉLECTRICITÉ Cœur')).toBe('ingenieur electricite coeur');
  });

  it('splits on any run of whitespace and ignores empty input', () => {
    expect(keywordTerms('  Génie   civil ')).toEqual(['genie', 'civil']);
    expect(keywordTerms('')).toEqual([]);
    expect(keywordTerms(undefined)).toEqual([]);
  });

  it('requires every term to match one of the five fields', () => {
    expect(matchesKeyword(job, 'ingenieur')).toBe(true);
    expect(matchesKeyword(job, 'INGÉNIEUR dakar')).toBe(true);
    expect(matchesKeyword(job, 'coeur sonatel')).toBe(true);
    expect(matchesKeyword(job, 'ingenieur lagos')).toBe(false);
  });

  it('never matches a term across two fields', () => {
    expect(searchDocument(job)).toContain('\n');
    expect(matchesKeyword(job, 'dakarcinq')).toBe(false);
  });
});
