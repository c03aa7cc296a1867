import { act, waitFor } from '@testing-library/react';

/**
 * Test support. happy-dom has neither Web Workers nor a secure context, so the real ALTCHA element
 * renders there but cannot run its proof of work: tests play its part by dispatching the
 * `statechange` it dispatches once solved. Production and e2e run the real solver.
 */
export async function solveCaptcha(within: ParentNode, payload = 'solved-captcha-payload'): Promise<void> {
  const widget = await waitFor(() => {
    const element = within.querySelector('altcha-widget');
    if (!element) throw new Error('no <altcha-widget> yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}
