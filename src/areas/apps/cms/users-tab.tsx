// The users of a CMS install: who they are, their role (changed in place), when
// they registered and last logged in, and a form to add one. A refused change
// (the last administrator cannot be demoted) is said above the list, naming the
// user, and the row keeps the role the server still has. The list is paged, so
// its headers sort it on the server (ADR 035); the order is the tab's own state.
import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CMS_USER_SORT_DEFAULT } from '@contract/list-sorts';
import { usePanelSort } from '@/components/data-table/panel-sort';
import { SortTh } from '@/components/data-table/sort-header';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/format';
import { CreateUserForm } from './users-create-form';
import { useChangeCmsUserRole } from './users-mutations';
import { cmsUsersQuery, type CmsUserSort } from './users-queries';
import { UserRoleSelect } from './users-role-select';
import { ROLE_LABELS, type Role } from './users-roles';

interface TabProps {
  input: string;
  installId: string;
}

export function UsersTab({ input, installId }: TabProps) {
  // The default order is the server's own: the query asks for none.
  const order = usePanelSort<CmsUserSort>(CMS_USER_SORT_DEFAULT);
  const q = useInfiniteQuery(cmsUsersQuery(input, installId, order.param));
  const sort = order.table;
  const change = useChangeCmsUserRole(input, installId);
  const [adding, setAdding] = useState(false);
  const [said, setSaid] = useState('');
  const [refused, setRefused] = useState<{ login: string; error: unknown } | null>(null);
  const users = useMemo(() => q.data?.pages.flatMap((p) => p.data) ?? [], [q.data]);

  const changeRole = (id: number, login: string, role: Role) => {
    setRefused(null);
    setSaid('');
    change.mutate(
      { user_id: id, role },
      {
        onSuccess: (r) => setSaid(`Changed the role of ${r.user.login} to ${ROLE_LABELS[r.user.role]}.`),
        onError: (error) => setRefused({ login, error }),
      },
    );
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-success">
          {said}
        </p>
        {!adding && (
          <Button variant="primary" onClick={() => (setAdding(true), setSaid(''))}>
            Add a user
          </Button>
        )}
      </div>
      {adding && (
        <CreateUserForm
          input={input}
          installId={installId}
          onCancel={() => setAdding(false)}
          onCreated={(login) => {
            setAdding(false);
            setSaid(`Added ${login}.`);
          }}
        />
      )}
      {refused && <ProblemAlert title={`Could not change the role of ${refused.login}`} problem={refused.error} />}
      <Card>
        {q.isPending ? (
          <>
            <span role="status" className="sr-only">
              Loading users…
            </span>
            <Skeleton lines={4} />
          </>
        ) : q.isError && users.length === 0 ? (
          <ProblemState error={q.error} onRetry={() => void q.refetch()} />
        ) : users.length === 0 ? (
          <p className="text-sm text-muted">This site has no users yet.</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Users of this site</caption>
              <thead className="text-xs text-muted">
                <tr>
                  <SortTh sortKey="name" sort={sort} className="py-2 pr-3 font-medium">
                    User
                  </SortTh>
                  <SortTh sortKey="role" sort={sort} className="py-2 pr-3 font-medium">
                    Role
                  </SortTh>
                  <SortTh sortKey="registered" first="desc" sort={sort} className="py-2 pr-3 font-medium">
                    Registered
                  </SortTh>
                  <th scope="col" className="py-2 font-medium">
                    Last login
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {users.map((u) => (
                  <tr key={u.id}>
                    <th scope="row" className="py-2 pr-3 font-normal">
                      <span className="block font-medium">{u.displayName || u.login}</span>
                      <span className="block text-xs text-muted">
                        {u.login} · {u.email}
                      </span>
                    </th>
                    <td className="py-2 pr-3">
                      <UserRoleSelect
                        login={u.login}
                        // While a change runs the select shows the role asked for, then the server's.
                        role={change.isPending && change.variables?.user_id === u.id ? change.variables.role : u.role}
                        busy={change.isPending && change.variables?.user_id === u.id}
                        onChange={(role) => changeRole(u.id, u.login, role)}
                      />
                    </td>
                    <td className="py-2 pr-3 tabular">{formatDateTime(u.registeredAt)}</td>
                    <td className="py-2 tabular">{u.lastLoginAt ? formatDateTime(u.lastLoginAt) : 'Never'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {q.hasNextPage && (
          <Button size="sm" className="mt-3" onClick={() => void q.fetchNextPage()} loading={q.isFetchingNextPage}>
            Load more users
          </Button>
        )}
      </Card>
    </div>
  );
}
