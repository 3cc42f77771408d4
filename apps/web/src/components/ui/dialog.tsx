/**
 * A modal dialog. It renders into <body> beside the app and makes the app `inert` while open, which
 * keeps clicks and screen readers inside the dialog, and Tab wraps around its controls. Toasts are also
 * rendered beside the app (see app/provider.tsx), so they stay visible and usable above the dialog;
 * the native <dialog> element's top layer would have covered them.
 */
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useIntl } from 'react-intl';

interface DialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The id of the element that names the dialog (its heading). */
  readonly labelledBy: string;
  readonly describedBy?: string;
  /** Where focus goes when the dialog opens; otherwise the dialog itself. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** False while something must not be interrupted, e.g. a request in flight. */
  readonly dismissible?: boolean;
  readonly children: ReactNode;
}

const APP_ROOT_ID = 'root';
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

export function Dialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  initialFocus,
  dismissible = true,
  children,
}: DialogProps) {
  const intl = useIntl();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const app = document.getElementById(APP_ROOT_ID);
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const bodyOverflow = document.body.style.overflow;
    app?.setAttribute('inert', '');
    document.body.style.overflow = 'hidden';
    (initialFocus?.current ?? panelRef.current)?.focus();
    return () => {
      app?.removeAttribute('inert');
      document.body.style.overflow = bodyOverflow;
      opener?.focus();
    };
  }, [open, initialFocus]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && dismissible) onClose();
      if (event.key === 'Tab' && panelRef.current) keepTabInside(panelRef.current, event);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, dismissible, onClose]);

  // With the on-screen keyboard open, browsers that do not resize the page (Safari) shrink only the
  // visual viewport: the overlay follows it, so the dialog fits the space above the keyboard.
  const overlayRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const viewport = window.visualViewport;
    const overlay = overlayRef.current;
    if (!open || !viewport || !overlay) return;
    const follow = () => {
      overlay.style.top = `${viewport.offsetTop}px`;
      overlay.style.height = `${viewport.height}px`;
    };
    // The keyboard opens after the field is focused: once the space shrinks, bring the field being
    // typed in back into what is left of it.
    const resized = () => {
      follow();
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && overlay.contains(focused)) focused.scrollIntoView({ block: 'nearest' });
    };
    follow();
    viewport.addEventListener('resize', resized);
    viewport.addEventListener('scroll', follow);
    return () => {
      viewport.removeEventListener('resize', resized);
      viewport.removeEventListener('scroll', follow);
    };
  }, [open]);

  if (!open) return null;

  return createPortal(
    <div
      ref={overlayRef}
      className="dialog-overlay"
      // A press on the overlay itself (not on the panel) is a press outside the dialog.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && dismissible) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
        <button
          type="button"
          className="dialog-close"
          aria-label={intl.formatMessage({ id: 'dialog.close', defaultMessage: 'Close' })}
          onClick={onClose}
          disabled={!dismissible}
        >
          <X aria-hidden="true" size={20} />
        </button>
      </div>
    </div>,
    document.body,
  );
}

/** Tab from the last control wraps to the first, Shift+Tab from the first to the last. */
function keepTabInside(panel: HTMLElement, event: KeyboardEvent): void {
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !panel.contains(active);
  if (event.shiftKey && (active === first || active === panel || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
