// The two endings a form has. A page form: its submit button and, beside it, a
// live status ("Saved", "Unsaved changes") that a screen reader reads out when
// it changes. A dialog form: Cancel and the submit button, at the end.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button, type ButtonVariant } from './button';

interface SaveFooterProps {
  label: ReactNode;
  busy: boolean;
  disabled?: boolean;
  /** Empty until there is something to say; the region itself is always there, so the change is announced. */
  status: ReactNode;
  /** "success" for a fresh save, "muted" for a standing state. */
  tone?: 'success' | 'muted';
}

export function SaveFooter({ label, busy, disabled, status, tone = 'success' }: SaveFooterProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button type="submit" variant="primary" loading={busy} disabled={disabled}>
        {label}
      </Button>
      <span role="status" className={cn('text-sm', tone === 'success' ? 'text-success' : 'text-muted')}>
        {status}
      </span>
    </div>
  );
}

interface FormFooterProps {
  submitLabel: ReactNode;
  busy: boolean;
  onCancel: () => void;
  variant?: ButtonVariant;
}

export function FormFooter({ submitLabel, busy, onCancel, variant = 'primary' }: FormFooterProps) {
  return (
    <div className="flex flex-wrap justify-end gap-3">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" variant={variant} loading={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
