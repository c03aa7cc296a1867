import { describe, expect, it } from 'vitest';
import { hoistDocumentRules } from './document-rules';
import { applyShadowStyles } from './shadow-styles';

const FONT = "@font-face { font-family: Marianne; src: url(m.woff2) format('woff2'); }";
const PROPERTY = '@property --bj-angle { syntax: "<angle>"; inherits: false; initial-value: 0deg; }';

describe('shadow styles', () => {
  it('hoists @font-face and @property to the document once, and keeps the rest', () => {
    const before = document.adoptedStyleSheets.length;
    const rest = hoistDocumentRules(`${FONT}\n.bj-a { color: red; }\n${PROPERTY}`, document);
    expect(rest.trim()).toBe('.bj-a { color: red; }');
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    hoistDocumentRules(FONT, document);
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
  });

  it('adopts one shared sheet per CSS text', () => {
    const [a, b] = [0, 1].map(() => document.createElement('div').attachShadow({ mode: 'open' }));
    applyShadowStyles(a!, ['.x{}', '.y{}']);
    applyShadowStyles(b!, ['.x{}', '.z{}']);
    expect(a!.adoptedStyleSheets[0]).toBe(b!.adoptedStyleSheets[0]);
    expect(a!.adoptedStyleSheets[1]).not.toBe(b!.adoptedStyleSheets[1]);
  });
});
