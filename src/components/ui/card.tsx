import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section className={cn('rounded-card border border-line bg-surface p-4 sm:p-6', className)} {...rest} />;
}

export function CardTitle({ children, as: Tag = 'h2' }: { children: ReactNode; as?: 'h2' | 'h3' }) {
  return <Tag className="mb-3 text-base font-semibold">{children}</Tag>;
}
