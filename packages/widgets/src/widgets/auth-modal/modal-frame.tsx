import {
  FloatingFocusManager,
  FloatingOverlay,
  FloatingPortal,
  useDismiss,
  useFloatingRootContext,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { type ReactNode, useState } from 'react';
import { usePortalRoot } from '../../runtime/portal';
import { useTranslation } from '../../runtime/translation';
import { WidgetRoot } from '../../runtime/widget-root';

interface ModalFrameProps {
  /** The widget root's name, for its theme tokens and CSS scope. */
  widget: string;
  titleId: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * A modal dialog in the widget's portal node, which is inside its shadow root: the widget CSS
 * applies and the form stays in the same root as its fields (ALTCHA included). Focus is trapped,
 * Escape and a press outside close it, focus returns to the element focused before it opened.
 */
export function ModalFrame({ widget, titleId, onClose, children }: ModalFrameProps) {
  const { t } = useTranslation();
  const portalRoot = usePortalRoot();
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  // A root context, not useFloating: a centred modal needs no positioning code (≈ 4 KB gzip less).
  const context = useFloatingRootContext({
    open: true,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
    elements: { reference: null, floating: dialog },
  });
  const dismiss = useDismiss(context, {
    // The event is read at the document: inside a shadow root its target is the host element, only
    // the composed path tells whether the press happened in the dialog.
    outsidePress: (event) => !dialog || !event.composedPath().includes(dialog),
  });
  const role = useRole(context, { role: 'dialog' });
  const { getFloatingProps } = useInteractions([dismiss, role]);

  // No portal node while server rendering: a modal only ever opens in the browser.
  if (!portalRoot) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <WidgetRoot name={widget}>
        <FloatingOverlay className="bj-modal-overlay" lockScroll>
          {/* Index 1: the first field, after the close button. */}
          <FloatingFocusManager context={context} modal initialFocus={1}>
            <div
              ref={setDialog}
              className="bj-modal"
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              part="dialog"
              {...getFloatingProps()}
            >
              <button type="button" className="bj-btn bj-modal-close" aria-label={t('common.close')} onClick={onClose}>
                <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
              {children}
            </div>
          </FloatingFocusManager>
        </FloatingOverlay>
      </WidgetRoot>
    </FloatingPortal>
  );
}
