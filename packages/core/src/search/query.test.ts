import { describe, expect, it } from 'vitest';
import { genderForms } from './gender';
import { placeNamed } from './places';
import { type Alternative, parseQuery, withKnownForms, withTypos } from './query';
import { synonymsOf } from './synonyms';
import { isTypoOf, typosAmong } from './typos';

const phrases = (alternatives: Alternative[]) => alternatives.map((alt) => alt.terms.join(' '));

describe('gendered job titles', () => {
  it.each([
    ['developpeuse', 'developpeur'],
    ['directrice', 'directeur'],
    ['infirmiere', 'infirmier'],
    ['technicienne', 'technicien'],
    ['active', 'actif'],
    ['conseillere', 'conseiller'],
    ['ingenieure', 'ingenieur'],
    ['chargee', 'charge'],
    ['cheffe', 'chef'],
    ['doctoresse', 'docteur'],
  ])('ties %s to %s, both ways', (feminine, masculine) => {
    expect(genderForms(feminine)).toContain(masculine);
    if (!feminine.startsWith(masculine)) expect(genderForms(masculine)).toContain(feminine);
  });

  it('never cuts a short word to nothing', () => {
    expect(genderForms('ive')).toEqual([]);
  });
});

describe('synonyms and abbreviations', () => {
  it('go both ways, across the two languages', () => {
    expect(synonymsOf('rh')).toContain('ressources humaines');
    expect(synonymsOf('ressources humaines')).toContain('rh');
    expect(synonymsOf('driver')).toContain('chauffeur');
    expect(synonymsOf('chauffeur')).toContain('driver');
    expect(synonymsOf('accountant')).toContain('comptable');
    expect(synonymsOf('dev')).toContain('developpeur');
    expect(synonymsOf('btp')).toContain('construction');
  });
});

describe('typos', () => {
  it.each([
    ['ingenier', 'ingenieur'],
    ['comptabel', 'comptable'],
    ['logisitque', 'logistique'],
    ['developeur', 'developpeur'],
    ['gestionaire', 'gestionnaire'],
  ])('reads %s as %s', (typed, word) => expect(isTypoOf(typed, word)).toBe(true));

  it.each([
    ['data', 'date'],
    ['chef', 'chez'],
    ['juriste', 'jurassique'],
    ['comptable', 'comptable'],
  ])('does not read %s as %s', (typed, word) => expect(isTypoOf(typed, word)).toBe(false));

  it('are found among a catalogue exactly as isTypoOf finds them, word by word', () => {
    // A catalogue dense with near misses: words, and words one to three edits from them (letters
    // beyond a–z included, which share bits of the letter sets with others).
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const letters = 'abcdeéèfghijklmnopqrstuvwxyz0129-';
    const edit = (word: string) => {
      const at = random(word.length);
      const letter = letters[random(letters.length)] as string;
      const kind = random(4);
      if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
      if (kind === 1) return word.slice(0, at) + letter + word.slice(at);
      if (kind === 2) return word.slice(0, at) + letter + word.slice(at + 1);
      return word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
    };
    const base = ['ingenieur', 'comptable', 'logistique', 'developpeur', 'gestionnaire', 'chauffeur', 'infirmier'];
    const catalogue = [...base, 'data', 'date', 'chef', 'chez', 'juriste', 'assistant', 'commercial', 'agronome'];
    for (const word of base)
      for (let i = 0; i < 300; i++) {
        let near = word;
        for (let edits = 1 + random(3); edits > 0; edits--) near = edit(near);
        catalogue.push(near);
      }
    const typos = typosAmong(catalogue);
    const typed = [...catalogue.slice(0, 40), ...catalogue.filter((_, i) => i % 17 === 0), 'ingenier', 'comptabel'];
    let found = 0;
    for (const word of typed) {
      const expected = catalogue.filter((other) => isTypoOf(word, other));
      expect(typos(word)).toEqual(expected);
      found += expected.length;
    }
    expect(found).toBeGreaterThan(typed.length);
  });
});

describe('query units', () => {
  it('keeps every typed word a unit, with its forms and synonyms', () => {
    const [unit] = parseQuery('Infirmière');
    expect(unit?.typed).toBe('infirmiere');
    expect(phrases(unit?.alternatives ?? [])).toEqual(expect.arrayContaining(['infirmier', 'nurse']));
  });

  it('reads a known phrase as one unit, and a short abbreviation as a whole word', () => {
    const units = parseQuery('ressources humaines dakar');
    expect(units.map((u) => u.typed)).toEqual(['ressources humaines', 'dakar']);
    const hr = units[0]?.alternatives.find((alt) => alt.terms.join(' ') === 'hr');
    expect(hr?.wholeWord).toBe(true);
    expect(units[1]?.place).toEqual({ city: 'Dakar' });
  });

  it('reads country names in either language, with or without accents and hyphens', () => {
    expect(parseQuery('comptable cote d ivoire')[1]?.place).toEqual({ countryCode: 'CI' });
    expect(placeNamed('ivory coast')).toEqual({ countryCode: 'CI' });
    expect(parseQuery('saint-louis')[0]?.place).toEqual({ city: 'Saint-Louis' });
    expect(parseQuery('yaounde')[0]?.place).toEqual({ city: 'Yaoundé' });
  });

  it('keeps what the person typed as a substring, however short', () => {
    const [unit] = parseQuery('rh');
    expect(unit?.alternatives.find((alt) => alt.terms[0] === 'rh')?.wholeWord).toBe(false);
  });

  it('drops the forms another alternative already covers', () => {
    const [unit] = parseQuery('infirmier');
    // "infirmiere" holds "infirmier": matching it too would add nothing.
    expect(phrases(unit?.alternatives ?? [])).not.toContain('infirmiere');
  });

  it('adds the catalogue words a typo stands for, as fuzzy matches', () => {
    const [unit] = parseQuery('ingenier');
    expect(unit?.correctable).toBe(true);
    const corrected = withTypos(unit as NonNullable<typeof unit>, ['ingenieur', 'ingenierie', 'indigene']);
    const fuzzy = corrected.alternatives.filter((alt) => alt.kind === 'fuzzy');
    expect(phrases(fuzzy)).toEqual(expect.arrayContaining(['ingenieur', 'engineer']));
    expect(phrases(fuzzy)).not.toContain('indigene');
  });
});

describe('forms the catalogue cannot hold', () => {
  it('are dropped, what was typed is kept', () => {
    const [unit] = parseQuery('ingenieur');
    const known = new Set(['ingenieur', 'engineer']);
    const kept = withKnownForms(unit as NonNullable<typeof unit>, (term) => known.has(term));
    expect(phrases(kept.alternatives).sort()).toEqual(['engineer', 'ingenieur']);
    const [typo] = parseQuery('zzzzz');
    expect(phrases(withKnownForms(typo as NonNullable<typeof typo>, () => false).alternatives)).toEqual(['zzzzz']);
  });
});
