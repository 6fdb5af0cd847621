// One editor of the names that lead to the account's sites (subdomains,
// pointers, redirects): a headed section with the account-wide list on one side
// and the form that adds an entry, for a site picked in it, on the other.
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { PagedList, type PagedListProps } from './paged-list';

/** What every such section is given: the account, its sites (primary first) and whether it can change now. */
export interface SiteSectionProps {
  input: string;
  sites: string[];
  changeable: boolean;
}

interface SiteListSectionProps<T> extends Omit<PagedListProps<T>, 'label'> {
  /** The heading is `${id}-title`. */
  id: string;
  /** The heading, and the list's accessible name. */
  title: string;
  form: ReactNode;
}

export function SiteListSection<T>({ id, title, form, ...list }: SiteListSectionProps<T>) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card>
          <PagedList label={title} {...list} />
        </Card>
        {form}
      </div>
    </section>
  );
}
