// Closing a header popover (the account switcher, the phone's header menu) the way people expect.
import { useEffect, useEffectEvent } from 'react';

/** Close a popover on Escape (focus goes back to its disclosure button) or on a click outside it. */
export function useDismiss(open: boolean, root: React.RefObject<HTMLElement | null>, close: () => void) {
  // The caller's latest close, without adding the listeners again when it changes.
  const dismiss = useEffectEvent(() => close());
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) dismiss();
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        dismiss();
        root.current?.querySelector<HTMLElement>('button[aria-expanded]')?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root]);
}
