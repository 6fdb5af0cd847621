// A modal dialog: focus moves in, Tab cycles inside, Escape or the backdrop
// closes it, and focus returns to whatever opened it. Rendered in a portal so
// no parent's overflow or stacking context clips it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Hide the visible title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  children: ReactNode;
  wide?: boolean;
  /** No padding: the content (e.g. the palette's input) runs edge to edge. */
  bare?: boolean;
}

export function Dialog({ open, onClose, title, hideTitle, children, wide, bare }: DialogProps) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('[autofocus], ' + FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
      } else if (e.key === 'Tab') trapTab(e, panel.current);
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    // The backdrop scrolls, so a dialog taller than a phone screen can still be read to its end.
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/50 p-4 pt-[10vh]"
      onMouseDown={onClose}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onMouseDown={(e) => e.stopPropagation()}
        className={cn(
          'w-full rounded-card border border-line bg-surface shadow-xl',
          wide ? 'max-w-xl' : 'max-w-lg',
          !bare && 'p-4 sm:p-6',
        )}
      >
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'mb-4 text-lg font-semibold'}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

function trapTab(e: KeyboardEvent, root: HTMLElement | null) {
  if (!root) return;
  const items = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) {
    e.preventDefault();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  const active = document.activeElement;
  if (e.shiftKey && (active === first || !root.contains(active))) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || !root.contains(active))) {
    e.preventDefault();
    first.focus();
  }
}
