// @vitest-environment node
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeElements } from './analyze-elements';
import type { CustomElementsManifest } from './custom-elements-types';
import { EMBEDDING_DOC, renderReference, withReference } from './embedding-doc';

describe('docs/embedding.md', () => {
  let manifest: CustomElementsManifest;
  beforeAll(() => {
    manifest = analyzeElements();
  }, 30_000);

  it('holds the reference rendered from the current custom-elements.json (else: pnpm --filter @baobab/widgets embedding-doc)', () => {
    const doc = readFileSync(EMBEDDING_DOC, 'utf8');
    expect(withReference(doc, renderReference(manifest)) === doc, 'docs/embedding.md is stale').toBe(true);
  });

  it('documents every element, attribute, event, CSS property and part of the manifest', () => {
    const reference = renderReference(manifest);
    for (const module of manifest.modules)
      for (const element of module.declarations) {
        expect(reference).toContain(`### \`<${element.tagName}>\``);
        for (const item of [...element.attributes, ...element.events, ...element.cssProperties, ...element.cssParts])
          expect(reference, `${element.tagName} ${item.name}`).toContain(`\`${item.name}\``);
      }
  });

  it('refuses a document without its markers instead of losing text', () => {
    expect(() => withReference('# Embedding\n', 'x')).toThrow('lost its reference markers');
  });
});
