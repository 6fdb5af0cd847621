// A multi-line input with the same look as Input; `aria-invalid` turns the border red.
// React 19 passes `ref` as a prop, so register() and callers' refs reach the textarea.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function TextArea({ className, ...rest }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'block w-full rounded-md border border-line bg-surface px-3 py-2 text-fg placeholder:text-muted',
        'aria-[invalid=true]:border-danger disabled:opacity-60',
        className,
      )}
      {...rest}
    />
  );
}
