import { type RefObject, useEffect, useRef } from 'react';
import { isEventInside } from './focus';

/**
 * Calls `onOutside` on a pointer press outside `ref`'s element. Listens on the document (events
 * from inside a shadow root reach it retargeted) and decides with `composedPath()`.
 */
export function useOutsideClick(
  ref: RefObject<Element | null>,
  onOutside: (event: PointerEvent) => void,
  enabled = true,
): void {
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: PointerEvent) => {
      if (!isEventInside(event, ref.current)) latest.current(event);
    };
    document.addEventListener('pointerdown', listener, true);
    return () => document.removeEventListener('pointerdown', listener, true);
  }, [ref, enabled]);
}
