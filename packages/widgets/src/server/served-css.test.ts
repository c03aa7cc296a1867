// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SHADOW_TOKENS_CSS } from '../styles/tokens';
import { servedCss } from './served-css';

const MARKUP =
  '<div class="bj-root"><article class="bj-card  bj-list-card"><a class="bj-btn">Postuler</a></article></div>';
const DEFAULT_SYSTEM = { 'data-baobab-theme': 'default', 'data-baobab-color-mode': 'system' };

describe('servedCss', () => {
  it('keeps the rules whose classes the markup holds, and drops the others', () => {
    const css = `/* cards */
.bj-card { padding: 1px; }
.bj-alert { color: red; }
.bj-btn:hover, .bj-btn--primary { color: blue; }
.bj-root .bj-list-card .bj-btn[aria-disabled='true'] { opacity: .5; }
.bj-root .bj-skeleton { opacity: .5; }`;
    expect(servedCss(css, MARKUP, DEFAULT_SYSTEM)).toBe(
      ".bj-card{padding: 1px;}.bj-btn:hover{color: blue;}.bj-root .bj-list-card .bj-btn[aria-disabled='true']{opacity: .5;}",
    );
  });

  it('never requires what :where(), :is() or :not() hold, nor what an attribute selector says', () => {
    const css =
      '.bj-root :where(.bj-x, ul){margin:0}.bj-card:not(.bj-open){a:b}.bj-root:is(.bj-y .bj-z){c:d}[href$=".pdf"]{e:f}';
    expect(servedCss(css, MARKUP, DEFAULT_SYSTEM)).toBe(css);
  });

  it('prunes inside @media and @supports, drops them when empty, and keeps keyframes and block-less rules whole', () => {
    const css =
      '@layer base;@media (max-width:40em){.bj-card{a:b}.bj-tabs{c:d}}@supports (display:grid){.bj-grid{e:f}}@keyframes bj-pulse{50%{opacity:.5}}';
    expect(servedCss(css, MARKUP, DEFAULT_SYSTEM)).toBe(
      '@layer base;@media (max-width:40em){.bj-card{a:b}}@keyframes bj-pulse{50%{opacity:.5}}',
    );
  });

  it("keeps the token rules of the host's theme and colour mode alone", () => {
    const tokens = (host: Record<string, string>) => servedCss(SHADOW_TOKENS_CSS, MARKUP, host);
    const defaultSystem = tokens(DEFAULT_SYSTEM);
    expect(defaultSystem).toContain(':host{--baobab-font:');
    expect(defaultSystem).toContain('@media (prefers-color-scheme:dark){:host([data-baobab-color-mode=system]){');
    expect(defaultSystem).not.toContain('gouv');
    expect(defaultSystem).not.toContain('=dark]');

    const gouvDark = tokens({ 'data-baobab-theme': 'gouv', 'data-baobab-color-mode': 'dark' });
    expect(gouvDark).toContain(':host([data-baobab-theme=gouv]){--baobab-font:Marianne');
    expect(gouvDark).toContain(':host([data-baobab-theme=gouv][data-baobab-color-mode=dark]){');
    expect(gouvDark).toContain(':host([data-baobab-color-mode=dark]){');
    expect(gouvDark).not.toContain('=system]');
    expect(gouvDark).not.toContain('prefers-color-scheme');
    // Attributes it was not told of may be there: kept.
    expect(servedCss(':host([hidden]){display:none}:host([dir=rtl]){x:y}', '', DEFAULT_SYSTEM)).toBe(
      ':host([hidden]){display:none}:host([dir=rtl]){x:y}',
    );
  });

  it('takes no brace inside a comment or a string for a block', () => {
    const css = '.bj-card::before{content:"{"}/* } .bj-alert { */.bj-btn{a:b}';
    expect(servedCss(css, MARKUP, DEFAULT_SYSTEM)).toBe('.bj-card::before{content:"{"}.bj-btn{a:b}');
  });
});
