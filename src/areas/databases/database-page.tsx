// One database: what it is (engine, host, size, character set), its users
// with their privileges matrix, access hosts and password, its separate
// backups, the admin-tool login, and dropping it through the confirmation page.
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { PageHeader, TrailLink } from '@/components/ui/page-header';
import { ProblemState } from '@/components/ui/problem-state';
import { PagePending, Skeleton } from '@/components/ui/spinner';
import { isProblem } from '@/lib/api-problem';
import { displayDomain } from '@/lib/display-domain';
import { formatDate } from '@/lib/format';
import { formatMegabytes } from '@/lib/glossary';
import { useAccountChoice } from './account-picker';
import { AddUserDialog } from './add-user-dialog';
import { AdminToolButton } from './admin-tool-button';
import { BackupsSection } from './backups-section';
import { accountPrefix } from './db-names';
import { DropDatabaseButton } from './hold-buttons';
import { databasesQueries } from './queries';
import { UserCard } from './user-card';

export function DatabasePage({ searchInput, database }: { searchInput: string | undefined; database: string }) {
  const { input, account, accounts } = useAccountChoice(searchInput);
  if (accounts.isError && !searchInput)
    return <ProblemState error={accounts.error} onRetry={() => void accounts.refetch()} />;
  if (!input) return <PagePending label="Loading the database…" />;
  return (
    <DatabaseDetail
      input={input}
      database={database}
      inactive={account && account.status !== 'active' ? account.status : null}
    />
  );
}

function DatabaseDetail({
  input,
  database,
  inactive,
}: {
  input: string;
  database: string;
  /** The account's status when it is not active: then nothing can be changed. */
  inactive: string | null;
}) {
  const suspended = inactive !== null;
  const detail = useQuery(databasesQueries.detail(input, database));
  const users = useQuery(databasesQueries.users(input, database));
  const [adding, setAdding] = useState(false);
  const up = (
    <TrailLink to="/databases" search={{ input }}>
      Databases
    </TrailLink>
  );

  if (detail.isPending) return <PagePending label="Loading the database…" />;
  if (detail.isError) {
    if (isProblem(detail.error, 'database_not_found'))
      return (
        <div className="space-y-4">
          <PageHeader up={up} here={database} title={database} />
          <EmptyState
            title="This database does not exist"
            action={
              <Link to="/databases" search={{ input }} className={buttonClass()}>
                Back to the databases
              </Link>
            }
          >
            {detail.error.problem.detail}
          </EmptyState>
        </div>
      );
    return <ProblemState error={detail.error} onRetry={() => void detail.refetch()} />;
  }

  const d = detail.data;
  const prefix = accountPrefix(d.target.daUsername);
  return (
    <div className="space-y-6">
      <PageHeader
        up={up}
        here={d.name}
        title={d.name}
        actions={
          <div className="flex flex-wrap items-start gap-3">
            <AdminToolButton input={input} database={d.name} disabled={suspended} />
            <DropDatabaseButton
              input={input}
              database={d.name}
              sizeMb={d.sizeMb}
              tables={d.tables}
              disabled={suspended}
            />
          </div>
        }
      >
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted" aria-label="About this database">
          <Fact term="Hosting account">{displayDomain(d.target.domain ?? input)}</Fact>
          <Fact term="Size">{formatMegabytes(d.sizeMb)}</Fact>
          <Fact term="Tables">{d.tables}</Fact>
          <Fact term="Server">
            {d.engine} {d.serverVersion}
          </Fact>
          {/* one host, the one the hosting account's connection details give; localhost only for its own sites */}
          <Fact term="Connect from outside">
            <code>
              {d.host}:{d.port}
            </code>
          </Fact>
          <Fact term="From this hosting account's websites">
            <code>localhost</code>
          </Fact>
          <Fact term="Character set">
            {d.charset} ({d.collation})
          </Fact>
          {d.createdAt && <Fact term="Created">{formatDate(d.createdAt)}</Fact>}
        </dl>
      </PageHeader>
      {suspended && (
        <Notice tone="warning" title={`The hosting account is ${inactive}`}>
          This database can be read but not changed until the account is active again.
        </Notice>
      )}

      <section aria-labelledby="db-users" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="db-users" className="text-lg font-semibold">
            Users
          </h2>
          <Button onClick={() => setAdding(true)} disabled={suspended}>
            Add a user
          </Button>
        </div>
        {users.isPending ? (
          <Skeleton lines={4} />
        ) : users.isError ? (
          <ProblemState error={users.error} onRetry={() => void users.refetch()} />
        ) : users.data.data.length === 0 ? (
          <EmptyState title="No users on this database">Add a user so an application can log in to it.</EmptyState>
        ) : (
          users.data.data.map((u) => (
            <UserCard key={u.username} input={input} database={d.name} user={u} disabled={suspended} />
          ))
        )}
      </section>

      <section aria-labelledby="db-backups" className="space-y-3">
        <h2 id="db-backups" className="text-lg font-semibold">
          Backups
        </h2>
        <BackupsSection input={input} database={d.name} />
      </section>

      {adding && <AddUserDialog input={input} database={d.name} prefix={prefix} onClose={() => setAdding(false)} />}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-1">
      <dt>{term}:</dt>
      <dd className="text-fg">{children}</dd>
    </div>
  );
}
