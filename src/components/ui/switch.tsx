// An on/off switch that saves at once (a site's PHP, CGI or SSL; a plugin's or
// theme's auto-update). A native button with role="switch": Space and Enter
// toggle it, a screen reader hears its name and "on" or "off"; the visible word
// says the state too.
import { cn } from '@/lib/cn';

interface SwitchProps {
  /** Accessible name, e.g. "PHP for example.com" or "Auto-update Akismet". */
  label: string;
  /** Visible name beside the switch, e.g. "PHP"; without one only the state shows. */
  text?: string;
  on: boolean;
  busy?: boolean;
  disabled?: boolean;
  onChange: (next: boolean) => void;
}

export function Switch({ label, text, on, busy, disabled, onChange }: SwitchProps) {
  return (
    <span className="inline-flex items-center gap-2 text-sm">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={label}
        aria-busy={busy || undefined}
        disabled={disabled || busy}
        onClick={() => onChange(!on)}
        className={cn(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-line transition-colors disabled:cursor-not-allowed disabled:opacity-60',
          on ? 'bg-accent' : 'bg-surface-2',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition-transform',
            on ? 'translate-x-5' : 'translate-x-0.5',
          )}
        />
      </button>
      {text ? (
        <span aria-hidden="true">
          {text} <span className="text-muted">{on ? 'on' : 'off'}</span>
        </span>
      ) : (
        <span aria-hidden="true" className="text-muted">
          {on ? 'On' : 'Off'}
        </span>
      )}
    </span>
  );
}
