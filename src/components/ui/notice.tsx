// An inline notice box. Use role "alert" only for things that just went wrong;
// static explanations stay silent (the page already reads them).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { NoticeTone } from '@/lib/notices';

const tones: Record<NoticeTone, string> = {
  info: 'border-accent/40 bg-accent/10',
  success: 'border-success/40 bg-success/10',
  warning: 'border-warning/40 bg-warning-bg',
  danger: 'border-danger/40 bg-danger/10',
};

interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  role?: 'alert' | 'status';
  action?: ReactNode;
}

export function Notice({ tone = 'info', title, children, role, action }: NoticeProps) {
  return (
    <div role={role} className={cn('rounded-md border px-4 py-3 text-sm', tones[tone])}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="space-y-1">
          {title && <p className="font-semibold">{title}</p>}
          {children && <div>{children}</div>}
        </div>
        {action}
      </div>
    </div>
  );
}
