// A multi-line input with the shared field look (zone files, TXT values).
import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export const TextArea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function TextArea(
  { className, ...rest },
  ref,
) {
  return (
    <textarea
      ref={ref}
      className={cn(
        'block w-full rounded-md border border-line bg-surface px-3 py-2 text-fg placeholder:text-muted aria-[invalid=true]:border-danger',
        className,
      )}
      {...rest}
    />
  );
});
