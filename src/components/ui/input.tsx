// Text inputs and selects with the shared look; `aria-invalid` turns the border red.
import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

const base =
  'block w-full min-h-10 rounded-md border border-line bg-surface px-3 py-2 text-fg placeholder:text-muted ' +
  'aria-[invalid=true]:border-danger disabled:opacity-60';

export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cn(base, className)} {...rest} />;
}

export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select className={cn(base, className)} {...rest} />;
}
