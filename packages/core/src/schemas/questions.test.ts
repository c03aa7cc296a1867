import { describe, expect, it } from 'vitest';
import { answersSchemaFor, FIELD_TYPES, type Question } from './questions';

const questions: Question[] = [
  { id: 'experience', type: 'inputNumber', label: 'Years', required: true, min: 0, max: 50 },
  { id: 'city', type: 'select', label: 'City', required: true, options: ['Dakar', 'Thiès'] },
  { id: 'langs', type: 'inputCheckbox', label: 'Languages', required: false, options: ['fr', 'en', 'wo'] },
  { id: 'start', type: 'inputDate', label: 'Start', required: false },
  { id: 'why', type: 'inputTextarea', label: 'Why', required: true },
  { id: 'permit', type: 'inputCheckbox', label: 'Licence', required: true },
  { id: 'portfolio', type: 'inputFile', label: 'Portfolio', required: false },
  { id: 'mode', type: 'inputRadio', label: 'Mode', required: true, options: ['a', 'b'] },
  { id: 'level', type: 'inputSelect', label: 'Level', required: false, options: ['x'] },
  { id: 'nick', type: 'inputText', label: 'Nick', required: false },
];

describe('answersSchemaFor', () => {
  const schema = answersSchemaFor(questions);
  const valid = { experience: '4', city: 'Thiès', why: 'Because', permit: true, mode: 'a' };

  it('covers the nine field types', () => {
    expect(new Set(questions.map((q) => q.type))).toEqual(new Set(FIELD_TYPES));
  });

  it('accepts a complete answer set and coerces numbers', () => {
    const parsed = schema.parse({ ...valid, langs: ['fr', 'wo'], start: '2026-12-01', nick: '' });
    expect(parsed).toMatchObject({ experience: 4, langs: ['fr', 'wo'], start: '2026-12-01' });
    expect(parsed.nick).toBeUndefined();
  });

  it('rejects missing required answers, bad options, out-of-range numbers and unknown keys', () => {
    expect(schema.safeParse({ ...valid, why: '' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, city: 'Lagos' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, experience: 99 }).success).toBe(false);
    expect(schema.safeParse({ ...valid, permit: false }).success).toBe(false);
    expect(schema.safeParse({ ...valid, start: '01/12/2026' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, portfolio: 'not-a-uuid' }).success).toBe(false);
    expect(schema.safeParse({ ...valid, extra: 1 }).success).toBe(false);
  });
});
