// The mailbox list: every mailbox of a domain or of the whole account, as
// the shared virtualized infinite table (10,000 mailboxes scroll smoothly),
// with search, a sort by usage, and a button to create one.
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MAILBOXES_HEADING } from '@contract/email-headings';
import { MAILBOX_SEARCH } from '@contract/search-text';
import { DataTable } from '@/components/data-table/data-table';
import { SearchField } from '@/components/data-table/search-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { PagePending } from '@/components/ui/spinner';
import { DomainPicker } from './domain-picker';
import { EmailTabs } from './email-tabs';
import { mailboxColumns } from './mailbox-columns';
import { accountWideInput, emailQueries, mailboxListFilters, type MailboxFilters } from './queries';

// The dialog and its form (react-hook-form, the contract's schemas) load when asked for, not
// with the list: the screen's first view does without them.
const loadCreateDialog = () => import('./create-mailbox-dialog');
const CreateMailboxDialog = lazy(() => loadCreateDialog().then((m) => ({ default: m.CreateMailboxDialog })));

export type MailboxSearch = { input?: string; q?: string; sort?: 'address' | 'usage' };

export function MailboxesPage({ search, onSearch }: { search: MailboxSearch; onSearch: (s: MailboxSearch) => void }) {
  const domains = useQuery(emailQueries.mailDomains());
  const input = search.input ?? accountWideInput(domains.data);
  const [creating, setCreating] = useState(false);

  const filters: MailboxFilters | null = input ? mailboxListFilters(input, search) : null;
  const createDomain =
    search.input && !/^\d+$/.test(search.input)
      ? search.input
      : domains.data?.find((d) => d.status === 'active')?.domain;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          {/* The served page draws this heading before the code arrives (server/pages/first-frame.ts). */}
          <h1 className="text-2xl font-semibold">{MAILBOXES_HEADING.title}</h1>
          <p className="text-sm text-muted">{MAILBOXES_HEADING.description}</p>
        </div>
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
      <EmailTabs />
      <form
        role="search"
        aria-label="Filter mailboxes"
        className="grid gap-3 sm:grid-cols-3"
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
        <Field label="Sort">
          {(p) => (
            <Select
              {...p}
              value={search.sort ?? 'address'}
              onChange={(e) => onSearch({ ...search, sort: e.target.value as 'address' | 'usage' })}
            >
              <option value="address">Address, A to Z</option>
              <option value="usage">Most space used first</option>
            </Select>
          )}
        </Field>
      </form>
      {filters ? (
        <DataTable
          query={emailQueries.mailboxes(filters)}
          columns={mailboxColumns}
          getRowId={(m) => m.address}
          label="Mailboxes"
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
