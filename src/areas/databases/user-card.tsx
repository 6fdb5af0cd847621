// One database user on the database page: what it may do here (the
// privileges matrix), where it may connect from, its password, and deleting
// it. Grants it holds on the account's other databases are named, not edited.
import { useId, useState } from 'react';
import type { z } from 'zod';
import type { DatabaseUser } from '@contract/databases-shared';
import { Card } from '@/components/ui/card';
import { TabList } from '@/components/ui/tab-list';
import { AccessHostsPanel } from './access-hosts-panel';
import { DeleteUserButton } from './hold-buttons';
import { PasswordForm } from './password-form';
import { PrivilegesMatrix } from './privileges-matrix';
import { describeHeld } from './privileges';

type User = z.infer<typeof DatabaseUser>;

const TABS = ['privileges', 'hosts', 'password'] as const;
type Tab = (typeof TABS)[number];
const tabLabels: Record<Tab, string> = { privileges: 'Privileges', hosts: 'Access hosts', password: 'Password' };

export function UserCard({
  input,
  database,
  user,
  disabled,
}: {
  input: string;
  database: string;
  user: User;
  disabled?: boolean;
}) {
  const [tab, setTab] = useState<Tab>('privileges');
  const id = useId();
  const headingId = `${id}-name`;
  const here = user.grants.find((g) => g.database === database)?.privileges ?? [];
  const elsewhere = user.grants.filter((g) => g.database !== database && g.privileges.length > 0);

  return (
    <Card aria-labelledby={headingId} className="space-y-4" data-testid={`user-${user.username}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-base font-semibold">
            <span className="sr-only">User </span>
            {user.username}
          </h3>
          <p className="text-sm text-muted">
            Here: {describeHeld(here)} · connects from {user.hosts.length ? user.hosts.join(', ') : 'nowhere yet'}
          </p>
          {elsewhere.length > 0 && (
            <p className="text-sm text-muted">
              Also on{' '}
              {elsewhere.map((g, i) => (
                <span key={g.database}>
                  {i > 0 && '; '}
                  {g.database} ({describeHeld(g.privileges)})
                </span>
              ))}
            </p>
          )}
        </div>
        <DeleteUserButton
          input={input}
          username={user.username}
          databases={user.grants.map((g) => g.database)}
          disabled={disabled}
        />
      </div>
      <TabList
        label={`Settings of ${user.username}`}
        tabs={TABS}
        labels={tabLabels}
        current={tab}
        onSelect={setTab}
        idPrefix={`${id}-tab-`}
        panelId={`${id}-panel`}
        className="flex-wrap"
      />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'privileges' && (
          <PrivilegesMatrix
            input={input}
            database={database}
            username={user.username}
            held={here}
            disabled={disabled}
          />
        )}
        {tab === 'hosts' && (
          <AccessHostsPanel input={input} database={database} user={user.username} disabled={disabled} />
        )}
        {tab === 'password' && <PasswordForm input={input} username={user.username} disabled={disabled} />}
      </div>
    </Card>
  );
}
