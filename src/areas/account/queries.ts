// Query-options factories for the account area, keyed [area, 'list'|'detail', params].
import { queryOptions } from '@tanstack/react-query';
import { accountOps } from '../../../contract/account';
import type { QueryOf } from '../../../contract/operation';
import { apiRequest } from '../../lib/api-client';
import { cursorListOptions } from '../../lib/cursor-list';

type OverviewQuery = QueryOf<typeof accountOps.getOverview>;
export type AuditFilters = Omit<NonNullable<QueryOf<typeof accountOps.listAuditLog>>, 'cursor' | 'limit'>;

/** Page size for long lists: large enough to scroll far between requests. */
const PAGE = 100;

export const accountQueries = {
  overview: (query: OverviewQuery = {}) =>
    queryOptions({
      queryKey: ['account', 'detail', { view: 'overview', ...query }],
      queryFn: ({ signal }) => apiRequest(accountOps.getOverview, { query, signal }),
    }),
  auditLog: (filters: AuditFilters = {}) =>
    cursorListOptions(['account', 'list', { kind: 'audit-log', ...filters }], accountOps.listAuditLog, { ...filters, limit: PAGE }),
};
