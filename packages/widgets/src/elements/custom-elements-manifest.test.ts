// @vitest-environment node
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeElements } from '../../scripts/analyze-elements';
import { customElementsOf, type Described, type ElementDeclaration } from '../../scripts/custom-elements-types';

const names = (list: Described[]) => list.map((item) => item.name);

describe('custom-elements.json', () => {
  let elements: ElementDeclaration[];

  beforeAll(() => {
    elements = customElementsOf(analyzeElements());
  }, 30_000);

  it('lists every element folder', () => {
    const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('baobab-'))
      .map((entry) => entry.name);
    expect(elements.map((element) => element.tagName).sort()).toEqual(folders.sort());
    expect(elements.length).toBeGreaterThanOrEqual(6);
  });

  it('gives every element the common attributes, typed and described', () => {
    for (const element of elements) {
      expect(names(element.attributes)).toEqual(expect.arrayContaining(['api-base', 'lang', 'theme', 'color-mode']));
      for (const attribute of element.attributes) {
        expect(attribute.type?.text, `${element.tagName} ${attribute.name}`).toBeTruthy();
        expect(attribute.description, `${element.tagName} ${attribute.name}`).toBeTruthy();
      }
    }
    const lang = elements[0]?.attributes.find((attribute) => attribute.name === 'lang');
    expect(lang?.type?.text).toBe("'fr' | 'en'");
  });

  it('lists each element’s own attributes', () => {
    const attributesOf = (tag: string) => names(elements.find((element) => element.tagName === tag)?.attributes ?? []);
    expect(attributesOf('baobab-job-detail')).toContain('slug');
    expect(attributesOf('baobab-job-list')).toEqual(expect.arrayContaining(['company', 'companies-href']));
    expect(attributesOf('baobab-company-page')).toEqual(expect.arrayContaining(['alias', 'section', 'tab']));
  });

  it('lists the events, CSS custom properties and parts', () => {
    for (const element of elements) {
      expect(names(element.events)).toContain('baobab:ready');
      expect(names(element.cssProperties)).toContain('--baobab-color-primary');
      expect(names(element.cssParts)).toContain('root');
    }
    const events = new Set(elements.flatMap((element) => names(element.events)));
    expect([...events]).toEqual(expect.arrayContaining(['baobab:ready', 'baobab:navigate', 'baobab:apply']));
    const jobList = elements.find((element) => element.tagName === 'baobab-job-list');
    expect(names(jobList?.cssParts ?? [])).toEqual(expect.arrayContaining(['card', 'list', 'search', 'load-more']));
  });
});
