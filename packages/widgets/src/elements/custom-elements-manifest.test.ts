// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Named {
  name: string;
}
interface ElementDeclaration {
  tagName: string;
  customElement?: boolean;
  attributes: (Named & { type?: { text: string }; description?: string })[];
  events: Named[];
  cssProperties: Named[];
  cssParts: Named[];
}
interface Manifest {
  modules: { path: string; declarations: ElementDeclaration[] }[];
}

const root = fileURLToPath(new URL('../..', import.meta.url));
const names = (list: Named[]) => list.map((item) => item.name);

// Runs the real analyzer (`cem analyze` with our config and plugin) into a temp dir: ~1.5 s.
describe('custom-elements.json', () => {
  let outdir: string;
  let elements: ElementDeclaration[];

  beforeAll(() => {
    outdir = mkdtempSync(join(tmpdir(), 'baobab-cem-'));
    // The analyzer joins outdir to its cwd: give it a relative path.
    execFileSync(
      join(root, 'node_modules/.bin/cem'),
      ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--outdir', relative(root, outdir), '--quiet'],
      { cwd: root, stdio: 'pipe' },
    );
    const manifest = JSON.parse(readFileSync(join(outdir, 'custom-elements.json'), 'utf8')) as Manifest;
    elements = manifest.modules.flatMap((module) => module.declarations).filter((d) => d.customElement);
  }, 30_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('lists the six elements', () => {
    expect(elements.map((element) => element.tagName).sort()).toEqual([
      'baobab-auth-modal',
      'baobab-company-list',
      'baobab-company-page',
      'baobab-job-detail',
      'baobab-job-list',
      'baobab-newsletter',
    ]);
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
