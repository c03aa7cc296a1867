import { type RefObject, useEffect } from 'react';

/**
 * Brings a form the candidate asked for into view, its title focused (keyboard and screen reader
 * users start there), once it mounts. On a phone the Apply bar that opened it (maybe through the
 * sign-up dialog) is gone and the form sits far below: without this, the page stays where it was.
 * A frame later, so the closing dialog has given back the scroll and the focus it held.
 */
export function useRevealOnOpen(formRef: RefObject<HTMLFormElement | null>, reveal: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only; the form does not move again by itself
  useEffect(() => {
    if (!reveal) return;
    const frame = requestAnimationFrame(() => {
      const form = formRef.current;
      form?.scrollIntoView({ block: 'start' });
      form?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}
