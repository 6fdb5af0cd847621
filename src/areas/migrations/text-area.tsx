// A multi-line input with the shared field look.
import type { TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export function TextArea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={cn(
        'block w-full rounded-md border border-line bg-surface px-3 py-2 text-fg placeholder:text-muted aria-[invalid=true]:border-danger',
        className,
      )}
      {...rest}
    />
  );
}
