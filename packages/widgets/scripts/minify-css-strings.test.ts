import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { minifyCssTemplates, minifyCssText } from './minify-css-strings';

describe('minifyCssText', () => {
  it('drops comments and the whitespace no token needs', () => {
    expect(
      minifyCssText(`
.bj-card {
  /* own surface */
  color: red;
  margin: 0 auto;
}
.a, .b > .c { gap: 1px }
`),
    ).toBe('.bj-card{color:red;margin:0 auto}.a,.b > .c{gap:1px}');
  });

  it('keeps the space of a descendant selector before a pseudo-class and of media features', () => {
    expect(minifyCssText('.bj-root :where(a) { x: y; }\n@media screen and (max-width: 600px) { }')).toBe(
      '.bj-root :where(a){x:y}@media screen and (max-width:600px){}',
    );
  });

  it('copies quoted strings untouched, comment-like text and spaces included', () => {
    expect(minifyCssText(`a::before { content: ' /* · */ '; font-family: "Segoe UI", x; }`)).toBe(
      `a::before{content:' /* · */ ';font-family:"Segoe UI",x}`,
    );
  });

  it('keeps one space where an interpolation may need it', () => {
    expect(minifyCssText('  .a  ', false, false)).toBe(' .a ');
    expect(minifyCssText(' { x: 1; } ', false, false)).toBe('{x:1}');
  });

  it('refuses an unterminated comment rather than swallowing rules', () => {
    expect(() => minifyCssText('.a { x: 1 } /* oops')).toThrow(/unterminated CSS comment/);
  });
});

describe('minifyCssTemplates', () => {
  it('minifies marked templates only, leaving their expressions as written', () => {
    // The module's source text, interpolations included.
    const source = [
      'const other = `a  {  b: c  }`;',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text
      'export const CSS = /* css */ `${BASE}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text
      '.x :hover { color: ${color( { a: 1 } )}; }',
      '`;',
    ].join('\n');
    expect(minifyCssTemplates(source)).toBe(
      [
        'const other = `a  {  b: c  }`;',
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text
        'export const CSS = /* css */ `${BASE} .x :hover{color:${color( { a: 1 } )}}`;',
      ].join('\n'),
    );
  });

  it('gives a real widget stylesheet the same rules in fewer bytes', () => {
    // Tests run from the package's folder.
    const source = readFileSync('src/widgets/list-parts/list-styles.ts', 'utf8');
    const minified = minifyCssTemplates(source);
    const css = (code: string) => (code.match(/\/\* css \*\/ `([^`]*)`/) as RegExpMatchArray)[1] as string;
    expect(css(minified).length).toBeLessThan(css(source).length * 0.9);
    // Same selectors, in the same order.
    const selectors = (text: string) => [...minifyCssText(text).matchAll(/(?:^|})([^{}]+)\{/g)].map((m) => m[1]);
    expect(selectors(css(minified))).toEqual(selectors(css(source)));
    expect(minifyCssText(css(minified))).toBe(css(minified));
  });
});
