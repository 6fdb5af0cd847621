// A modal dialog on the native <dialog> opened with showModal(): the browser
// puts it in the top layer and makes everything else inert (no clicks, no
// focus, hidden from assistive technology), and the page behind stops
// scrolling (styles.css locks the root while a modal dialog is open). On top
// of that: focus moves in, Tab cycles inside, Escape or the backdrop closes
// it, and focus returns to whatever opened it. Rendered in a portal so no
// parent's markup (a form, a table row) contains it.
import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
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

// Modal dialogs open now (one may open another).
let openModals = 0;

export function Dialog({ open, ...rest }: DialogProps) {
  // Mounted only while open, so a reopened dialog starts from fresh state.
  return open ? <ModalDialog {...rest} /> : null;
}

function ModalDialog({ onClose, title, hideTitle, children, wide, bare }: Omit<DialogProps, 'open'>) {
  const dialog = useRef<HTMLDialogElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The owner's latest onClose, without opening the dialog again when it changes.
  const close = useEffectEvent(() => onClose());
  // Read while rendering: a child's autoFocus moves focus before any effect of ours runs.
  const [opener] = useState(() => document.activeElement as HTMLElement | null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (openModals++ === 0) {
      // The locked page loses its scrollbar: styles.css pads the root by its width,
      // so the page behind does not shift sideways (0 where scrollbars overlay).
      const root = document.documentElement;
      const scrollbar = root.clientWidth > 0 ? Math.max(0, window.innerWidth - root.clientWidth) : 0;
      root.style.setProperty('--scrollbar-width', `${scrollbar}px`);
    }
    if (!d.open) d.showModal();
    const first = panel.current?.querySelector<HTMLElement>('[autofocus], ' + FOCUSABLE);
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        // Handled here rather than by the browser's own close, so the owner decides
        // (a busy confirmation stays open) and the open state stays the owner's.
        e.preventDefault();
        e.stopPropagation();
        close();
      } else if (e.key === 'Tab') trapTab(e, panel.current);
    };
    // Another close request (e.g. a phone's back gesture) asks the owner too.
    const onCancel = (e: Event) => {
      e.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKey, true);
    d.addEventListener('cancel', onCancel);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      d.removeEventListener('cancel', onCancel);
      if (d.open) d.close();
      openModals--;
      opener?.focus?.();
    };
  }, [opener]);

  return createPortal(
    // The dialog fills the viewport and scrolls, so one taller than a phone
    // screen can still be read to its end; a press outside the panel closes it.
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onMouseDown={(e) => {
        if (!panel.current?.contains(e.target as Node)) onClose();
      }}
      className="fixed inset-0 m-0 h-full max-h-none w-full max-w-none overflow-y-auto overscroll-contain border-0 bg-transparent p-0 text-fg backdrop:bg-black/50"
    >
      <div className="flex min-h-full items-start justify-center p-4 pt-[10vh]">
        <div
          ref={panel}
          tabIndex={-1}
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
      </div>
    </dialog>,
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
