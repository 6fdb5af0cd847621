// The frame of a page under one service (change plan, add an addon): the way
// back up to the service, the page's title and intro, then its content.
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';

interface ServiceSubpageProps {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

export function ServiceSubpage({ id, title, intro, children }: ServiceSubpageProps) {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        up={
          <Link to="/services/$serviceId" params={{ serviceId: id }}>
            Service #{id}
          </Link>
        }
        here={title}
        title={title}
      >
        {intro}
      </PageHeader>
      {children}
    </div>
  );
}
