// Below `lg` the header is one row, so what does not fit in it (who is logged in, the theme, log out)
// moves behind one "More" button: a disclosure, like the account switcher, closed by Escape or a
// click elsewhere. From `lg` up the header shows these itself and this button is not drawn.
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useDismiss } from './use-dismiss';

interface HeaderMenuProps {
  userName: string;
  /** The theme toggle: a button of its own, named by its state. */
  theme: ReactNode;
  onLogout: () => void;
  loggingOut: boolean;
}

export function HeaderMenu({ userName, theme, onLogout, loggingOut }: HeaderMenuProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(open, root, () => setOpen(false));
  return (
    <div ref={root} className="relative lg:hidden">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label="More: theme and log out"
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">⋯</span>
      </Button>
      {open && (
        <div
          id={panelId}
          className="absolute right-0 z-30 mt-1 w-60 max-w-[calc(100vw-1.5rem)] space-y-1 rounded-md border border-line bg-surface p-2 shadow-lg"
        >
          <p className="truncate px-1 text-sm text-muted" title={userName}>
            Logged in as <span className="font-medium text-fg">{userName}</span>
          </p>
          <div className="flex items-center justify-between gap-2 px-1 text-sm">
            <span aria-hidden="true">Theme</span>
            {theme}
          </div>
          <Button variant="secondary" size="sm" className="w-full" onClick={onLogout} loading={loggingOut}>
            Log out
          </Button>
        </div>
      )}
    </div>
  );
}
