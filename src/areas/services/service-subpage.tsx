// The frame of a page under one service (change plan, add an addon): the way
// back up to the service, the page's title and intro, then its content.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { displayDomain } from '@/lib/display-domain';
import { servicesQueries } from './queries';

interface ServiceSubpageProps {
  id: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}

export function ServiceSubpage({ id, title, intro, children }: ServiceSubpageProps) {
  // The service's name for the trail (its id is no name): usually cached from the service's page, and
  // the trail waits for it rather than show a number.
  const service = useQuery(servicesQueries.detail(id));
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader
        up={[
          <TrailLink key="services" to="/services">
            Services
          </TrailLink>,
          service.data && (
            <TrailLink key="service" to="/services/$serviceId" params={{ serviceId: id }}>
              {displayDomain(service.data.displayName)}
            </TrailLink>
          ),
        ].filter(Boolean)}
        here={title}
        title={title}
      >
        {intro}
      </PageHeader>
      {children}
    </div>
  );
}
