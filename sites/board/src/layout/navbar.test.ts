import { describe, expect, it } from 'vitest';
import { currentMarks } from './navbar';

const ITEMS = [
  { to: '/', end: true },
  { to: '/medias', end: false },
  { to: '/jobs', end: false },
];

describe('currentMarks', () => {
  it.each([
    ['/', '100'],
    ['/jobs', '001'],
    ['/jobs/chef-de-produit-1i74sc4', '001'],
    ['/JOBS/', '001'],
    ['/jobsite', '000'],
    ['/medias/articles/un-article', '010'],
    ['/entreprises', '000'],
  ])('marks %s as NavLink does', (pathname, marks) => {
    expect(currentMarks(ITEMS, pathname)).toBe(marks);
  });
});
