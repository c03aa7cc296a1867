import { afterEach, describe, expect, it } from 'vitest';
import { adoptStylesheet } from './adopt-stylesheet';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('adoptStylesheet', () => {
  it('styles a node of the document once, in <head>, with :host read as :root', () => {
    const node = document.body.appendChild(document.createElement('div'));
    adoptStylesheet(node, 'altcha', ':host { --altcha-color: red; }');
    adoptStylesheet(node, 'altcha', ':host { --altcha-color: red; }');
    const styles = document.head.querySelectorAll('style[data-baobab-style="altcha"]');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(':root { --altcha-color: red; }');
  });

  it('styles a node of a shadow root inside that root, not the document', () => {
    const host = document.body.appendChild(document.createElement('div'));
    const root = host.attachShadow({ mode: 'open' });
    const node = root.appendChild(document.createElement('div'));
    adoptStylesheet(node, 'altcha', ':host { color: red; }');
    expect(document.head.querySelector('style')).toBeNull();
    const inRoot = root.adoptedStyleSheets?.length ?? 0;
    expect(inRoot + root.querySelectorAll('style').length).toBe(1);
  });
});
