// Columns of the token list. A token is active, expired or revoked; only an
// active one can be revoked. The prefix is what a user can match against the
// start of a secret they find in a config file.
import type { z } from 'zod';
import type { ApiToken } from '@contract/account-tokens';
import { actionsColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatDateTime } from '@/lib/format';

export type TokenRow = z.infer<typeof ApiToken>;

export function tokenState(t: TokenRow, now = Date.now()): 'active' | 'expired' | 'revoked' {
  if (t.revokedAt) return 'revoked';
  if (t.expiresAt && Date.parse(t.expiresAt) <= now) return 'expired';
  return 'active';
}

const stateBadge = {
  active: <Badge tone="success">Active</Badge>,
  expired: <Badge>Expired</Badge>,
  revoked: <Badge tone="danger">Revoked</Badge>,
};

export function tokenColumns(onRevoke: (t: TokenRow) => void): Column<TokenRow>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      grow: 1.4,
      minWidth: 120,
      sort: 'name',
      cell: (t) => <span title={t.name}>{t.name}</span>,
    },
    {
      id: 'prefix',
      header: 'Starts with',
      grow: 1,
      hideBelow: 'md',
      cell: (t) => <code className="font-mono text-xs">{t.prefix}…</code>,
    },
    {
      id: 'scopes',
      header: 'Scopes',
      grow: 1.6,
      hideBelow: 'sm',
      cell: (t) => (
        <span title={t.scopes.join(', ')} className="font-mono text-xs">
          {t.scopes.join(', ')}
        </span>
      ),
    },
    {
      id: 'created',
      header: 'Created',
      sort: 'created',
      sortFirst: 'desc',
      grow: 0.9,
      hideBelow: 'lg',
      cell: (t) => <time dateTime={t.createdAt}>{formatDate(t.createdAt)}</time>,
    },
    {
      id: 'expires',
      header: 'Expires',
      sort: 'expires',
      sortFirst: 'asc',
      grow: 0.9,
      hideBelow: 'lg',
      cell: (t) => (t.expiresAt ? <time dateTime={t.expiresAt}>{formatDateTime(t.expiresAt)}</time> : 'Never'),
    },
    {
      id: 'used',
      header: 'Last used',
      sort: 'used',
      sortFirst: 'desc',
      grow: 1.1,
      hideBelow: 'md',
      cell: (t) => (t.lastUsedAt ? <time dateTime={t.lastUsedAt}>{formatDateTime(t.lastUsedAt)}</time> : 'Never'),
    },
    {
      id: 'state',
      header: 'State',
      grow: 0.8,
      minWidth: 80,
      cell: (t) => (
        <span title={t.revokedAt ? `Revoked ${formatDateTime(t.revokedAt)}` : undefined}>
          {stateBadge[tokenState(t)]}
        </span>
      ),
    },
    actionsColumn({ grow: 0.8, minWidth: 90 }, (t) =>
      tokenState(t) === 'active' ? (
        <Button size="sm" variant="ghost-danger" onClick={() => onRevoke(t)}>
          Revoke<span className="sr-only"> token {t.name}</span>
        </Button>
      ) : null,
    ),
  ];
}
