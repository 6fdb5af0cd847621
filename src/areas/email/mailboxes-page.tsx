// The mailbox list: every mailbox of a domain or of the whole account, as
// the shared virtualized infinite table (10,000 mailboxes scroll smoothly),
// with search, the order by address or usage (the column headers), the CSV
// export, and a button to create one.
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAILBOX_SORT_DEFAULT, type MAILBOX_SORTS, type SortValue } from '@contract/list-sorts';
import { MAILBOX_SEARCH } from '@contract/search-text';
import { ScreenTitle } from '@/components/layout/page-title';
import { DataTable } from '@/components/data-table/data-table';
import { ExportLink } from '@/components/data-table/export-link';
import { urlSort } from '@/components/data-table/list-page';
import { SearchField } from '@/components/data-table/search-field';
import { Button } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { PagePending } from '@/components/ui/spinner';
import { emailMeta as emailOps } from '@/lib/ops-meta/email';
import { DomainPicker } from './domain-picker';
import { EmailTabs } from './email-tabs';
import { mailboxColumns } from './mailbox-columns';
import { accountWideInput, emailQueries, mailboxListFilters, type MailboxFilters } from './queries';

// The dialog and its form (react-hook-form, the contract's schemas) load when asked for, not
// with the list: the screen's first view does without them.
const loadCreateDialog = () => import('./create-mailbox-dialog');
const CreateMailboxDialog = lazy(() => loadCreateDialog().then((m) => ({ default: m.CreateMailboxDialog })));

export type MailboxSearch = {
  input?: string;
  q?: string;
  sort?: SortValue<(typeof MAILBOX_SORTS)[number]>;
  /** Open the Create mailbox dialog on arrival; dropped from the address once it is open. */
  create?: boolean;
};

export function MailboxesPage({ search, onSearch }: { search: MailboxSearch; onSearch: (s: MailboxSearch) => void }) {
  const domains = useQuery(emailQueries.mailDomains());
  const input = search.input ?? accountWideInput(domains.data);
  const [creating, setCreating] = useState(false);

  const filters: MailboxFilters | null = input ? mailboxListFilters(input, search) : null;
  const createDomain =
    search.input && !/^\d+$/.test(search.input)
      ? search.input
      : domains.data?.find((d) => d.status === 'active')?.domain;
  // Asked for by the address: open once a domain to create it on is known (state set while rendering,
  // React's way to follow a prop), and take the word out of the address so a reload or Back does not
  // open it again.
  const asked = Boolean(search.create && createDomain);
  if (asked && !creating) setCreating(true);
  const shown = useEffectEvent(() => onSearch({ ...search, create: undefined }));
  useEffect(() => {
    if (asked) shown();
  }, [asked]);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <ScreenTitle screen="/email" />
        <div className="flex flex-wrap items-center gap-2">
          <ExportLink op={emailOps.exportMailboxes} query={filters} what="these mailboxes" />
          <Button
            variant="primary"
            onClick={() => setCreating(true)}
            onPointerEnter={() => void loadCreateDialog()}
            onFocus={() => void loadCreateDialog()}
            disabled={!createDomain}
          >
            Create mailbox
          </Button>
        </div>
      </div>
      <EmailTabs />
      <form
        role="search"
        aria-label="Filter mailboxes"
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <DomainPicker allowAll value={input} onChange={(v) => onSearch({ ...search, input: v })} />
        <SearchField
          label="Search"
          placeholder="Part of an address"
          rule={MAILBOX_SEARCH}
          value={search.q}
          onSearch={(q) => onSearch({ ...search, q })}
        />
      </form>
      {filters ? (
        <DataTable
          query={emailQueries.mailboxes(filters)}
          columns={mailboxColumns}
          getRowId={(m) => m.address}
          label="Mailboxes"
          sort={urlSort(search, onSearch, MAILBOX_SORT_DEFAULT)}
          empty={{
            title: search.q ? 'No mailbox matches this search' : 'No mailboxes yet',
            body: search.q ? 'Try another part of the address.' : 'Create a mailbox to start receiving mail.',
          }}
        />
      ) : domains.isError ? (
        <ProblemAlert problem="The hosted domains could not be loaded, so there is nothing to list." />
      ) : domains.data && domains.data.length === 0 ? (
        <p className="text-muted">This account has no hosting, so it has no mailboxes.</p>
      ) : (
        <PagePending label="Loading mailboxes…" />
      )}
      {creating && createDomain && (
        <Suspense fallback={null}>
          <CreateMailboxDialog domain={createDomain} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
