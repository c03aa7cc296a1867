import type { QuestionDraft } from '@baobab/core';
import { describe, expect, it } from 'vitest';
import { kindOf, removeChoice, renameChoice, withKind } from './question-kinds';

const city: QuestionDraft = {
  id: 'city',
  type: 'inputRadio',
  label: 'Ville',
  required: true,
  options: ['Dakar', 'Lagos'],
  knockOut: { options: ['Lagos'] },
};

describe('question kinds of the offer form', () => {
  it('reads a yes/no as a box without choices and a multiple choice as boxes with some', () => {
    expect(kindOf({ id: 'a', type: 'inputCheckbox' })).toBe('yes_no');
    expect(kindOf({ id: 'a', type: 'inputCheckbox', options: [] })).toBe('multiple');
    expect(kindOf({ id: 'a', type: 'inputDate' })).toBe('other');
  });

  it('changes the kind keeping wording and choices, dropping the knock-out answers', () => {
    expect(withKind(city, 'multiple')).toEqual({ ...city, type: 'inputCheckbox', knockOut: undefined });
    expect(withKind(city, 'yes_no')).toEqual({ id: 'city', label: 'Ville', required: false, type: 'inputCheckbox' });
    expect(withKind({ id: 'n', type: 'inputNumber' }, 'single').options).toEqual(['', '']);
  });

  it('keeps a knock-out mark on its choice when the choice is renamed or another removed', () => {
    expect(renameChoice(city, 1, 'Lagos (Nigeria)').knockOut).toEqual({ options: ['Lagos (Nigeria)'] });
    expect(removeChoice(city, 0)).toMatchObject({ options: ['Lagos'], knockOut: { options: ['Lagos'] } });
    expect(removeChoice(city, 1)).toMatchObject({ options: ['Dakar'], knockOut: { options: [] } });
  });
});
