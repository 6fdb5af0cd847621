// Text inputs and selects with the shared look; `aria-invalid` turns the border red.
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const base =
  'block w-full rounded-md border border-line bg-surface px-3 text-fg placeholder:text-muted ' +
  'aria-[invalid=true]:border-danger disabled:opacity-60';

/** The control's height: a form's field, or `compact` for one in a toolbar or a row of controls. */
const height = (compact: boolean | undefined) => (compact ? 'min-h-8 py-1' : 'min-h-10 py-2');

interface Sized {
  compact?: boolean;
}

export function Input({ className, compact, ...rest }: InputHTMLAttributes<HTMLInputElement> & Sized) {
  return <input className={cn(base, height(compact), className)} {...rest} />;
}

export function Select({ className, compact, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & Sized) {
  return <select className={cn(base, height(compact), className)} {...rest} />;
}
