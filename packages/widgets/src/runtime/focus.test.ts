import { describe, expect, it } from 'vitest';
import { deepActiveElement, hasFocusWithin, isEventInside } from './focus';

function shadowButton() {
  const host = document.body.appendChild(document.createElement('div'));
  const root = host.attachShadow({ mode: 'open' });
  const panel = root.appendChild(document.createElement('div'));
  const button = panel.appendChild(document.createElement('button'));
  return { host, panel, button };
}

describe('focus and clicks across shadow roots', () => {
  it('sees a click inside a shadow root from a document listener', () => {
    const { panel, button } = shadowButton();
    let inside: boolean | undefined;
    const listener = (event: Event) => {
      inside = isEventInside(event, panel);
    };
    document.addEventListener('click', listener);
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    document.removeEventListener('click', listener);
    expect(inside).toBe(true);
    expect(isEventInside(new Event('x'), null)).toBe(false);
  });

  it('finds the focused element inside the shadow root', () => {
    const { host, panel, button } = shadowButton();
    button.focus();
    expect(document.activeElement).toBe(host);
    expect(deepActiveElement(document)).toBe(button);
    expect(hasFocusWithin(panel)).toBe(true);
  });
});
