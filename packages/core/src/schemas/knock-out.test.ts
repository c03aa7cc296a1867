import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogues } from '../i18n/catalogues';
import { ERROR_CODES } from '../i18n/error-codes';
import {
  knockOutHits,
  publicQuestions,
  QUESTION_PROBLEMS,
  type ScreeningQuestion,
  screeningQuestionSchema,
} from './knock-out';
import { answersSchemaFor } from './questions';
import { offerProblems } from './recruiter';

const licence: ScreeningQuestion = {
  id: 'licence',
  type: 'inputCheckbox',
  label: 'Driving licence?',
  required: false,
  knockOut: { value: false },
};
const city: ScreeningQuestion = {
  id: 'city',
  type: 'inputRadio',
  label: 'City',
  required: true,
  options: ['Dakar', 'Thiès', 'Lagos'],
  knockOut: { options: ['Lagos'] },
};
const langs: ScreeningQuestion = {
  id: 'langs',
  type: 'inputCheckbox',
  label: 'Languages',
  required: false,
  options: ['fr', 'en', 'wo'],
  knockOut: { options: ['en'] },
};
const years: ScreeningQuestion = {
  id: 'years',
  type: 'inputNumber',
  label: 'Years',
  required: true,
  knockOut: { below: 2, above: 40 },
};
const nick: ScreeningQuestion = { id: 'nick', type: 'inputText', label: 'Nick', required: false };
const questions = [licence, city, langs, years, nick];

/** The refusal's message, as the catalogue key the API and the form turn into words. */
const problemOf = (question: unknown) => {
  const parsed = z.safeParse(screeningQuestionSchema, question);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('screeningQuestionSchema', () => {
  it('accepts each type with its own knock-out shape', () => {
    for (const question of questions) expect(problemOf(question)).toBeUndefined();
  });

  it('refuses knock-out answers that do not fit the question, naming the catalogue message', () => {
    expect(problemOf({ ...city, knockOut: { options: ['Paris'] } })).toBe('knock_out_option');
    expect(problemOf({ ...city, knockOut: { options: ['Dakar', 'Thiès', 'Lagos'] } })).toBe('knock_out_all');
    expect(problemOf({ ...years, knockOut: { below: 10, above: 5 } })).toBe('knock_out_all');
    expect(problemOf({ ...nick, knockOut: { options: ['x'] } })).toBe('knock_out_type');
    expect(problemOf({ ...years, knockOut: { value: true } })).toBe('knock_out_type');
    expect(problemOf({ ...city, knockOut: { below: 1 } })).toBe('knock_out_type');
    expect(problemOf({ ...licence, required: true })).toBe('knock_out_required');
    expect(problemOf({ ...city, options: [] })).toBe('question_options');
  });

  it('has a message in both languages and an API code for every refusal', () => {
    for (const key of QUESTION_PROBLEMS) {
      expect(ERROR_CODES[key.toUpperCase() as keyof typeof ERROR_CODES]).toBe(`errors.${key}`);
      expect(catalogues.fr.errors[key]).toMatch(/\w/);
      expect(catalogues.en.errors[key]).toMatch(/\w/);
      expect(catalogues.fr.errors[key]).not.toBe(catalogues.en.errors[key]);
    }
  });
});

describe('knockOutHits', () => {
  const answersOf = (answers: Record<string, unknown>) =>
    answersSchemaFor(publicQuestions(questions)).parse({ city: 'Dakar', years: '5', ...answers });

  it('names no question for acceptable answers', () => {
    expect(knockOutHits(questions, answersOf({ licence: true, langs: ['fr', 'wo'] }))).toEqual([]);
  });

  it('names each question whose answer disqualifies, in order', () => {
    expect(knockOutHits(questions, answersOf({ licence: true, city: 'Lagos' }))).toEqual(['city']);
    expect(knockOutHits(questions, answersOf({ licence: true, langs: ['fr', 'en'] }))).toEqual(['langs']);
    expect(knockOutHits(questions, answersOf({ licence: true, years: '1' }))).toEqual(['years']);
    expect(knockOutHits(questions, answersOf({ licence: true, years: '41' }))).toEqual(['years']);
    // An unticked box answers no, also when the candidate left it alone.
    expect(knockOutHits(questions, answersOf({ city: 'Lagos' }))).toEqual(['licence', 'city']);
  });
});

describe('publicQuestions', () => {
  it('drops the knock-out answers and keeps the rest', () => {
    const shown = publicQuestions(questions);
    expect(shown.some((q) => 'knockOut' in q)).toBe(false);
    expect(shown[1]).toEqual({ id: 'city', type: 'inputRadio', label: 'City', required: true, options: city.options });
  });
});

describe('offerProblems with questions', () => {
  it('names the question field at fault and the knock-out refusal by its catalogue key', () => {
    const { fields } = offerProblems({
      questions: [
        { id: 'q1', type: 'inputText', label: '' },
        {
          id: 'q2',
          type: 'inputRadio',
          label: 'City',
          options: ['A', 'B'],
          required: true,
          knockOut: { options: ['A', 'B'] },
        },
      ],
    });
    expect(fields['questions.0.label']).toBe('too_small');
    expect(fields['questions.1.knockOut']).toBe('knock_out_all');
  });
});
