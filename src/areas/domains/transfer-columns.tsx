// Columns of the transfers table: the domain, its status, how far along it is,
// and the next step in words (with the link that takes it, where one does). The domain, status and start
// sort the list (ADR 035).
import type { z } from 'zod';
import type { DomainTransfer } from '@contract/domains-transfers';
import { CellLink, linkColumn, statusColumn, timeColumn } from '@/components/data-table/cells';
import type { Column } from '@/components/data-table/columns';
import { displayDomain } from '@/lib/display-domain';
import { nextStepText, transferStatusLabel, transferStatusTone } from './transfer-format';
import { StageTrack } from './transfer-progress';

type Row = z.infer<typeof DomainTransfer>;

function NextStep({ t }: { t: Row }) {
  const params = { transferId: String(t.id) };
  if (t.status === 'awaiting_auth_code') {
    return (
      <CellLink to="/domains/transfers/$transferId" params={params}>
        Submit the auth code
        <span className="sr-only"> for {displayDomain(t.domain)}</span>
      </CellLink>
    );
  }
  return (
    <span className="line-clamp-3 whitespace-normal">
      {nextStepText(t)}
      {t.status === 'failed' && (
        <>
          {' — '}
          <CellLink to="/domains/transfers/$transferId" params={params}>
            Retry
            <span className="sr-only"> the transfer of {displayDomain(t.domain)}</span>
          </CellLink>
        </>
      )}
    </span>
  );
}

export const transferColumns: Column<Row>[] = [
  linkColumn('domain', 'Domain', { grow: 1.3, minWidth: 140, sort: 'domain' }, (t) => (
    <CellLink to="/domains/transfers/$transferId" params={{ transferId: String(t.id) }}>
      {displayDomain(t.domain)}
    </CellLink>
  )),
  statusColumn((t) => t.status, transferStatusLabel, transferStatusTone, {
    grow: 1.1,
    minWidth: 150,
    hideBelow: 'md',
    sort: 'status',
  }),
  { id: 'progress', header: 'Progress', grow: 1.3, minWidth: 150, hideBelow: 'sm', cell: (t) => <StageTrack t={t} /> },
  { id: 'next', header: 'Next step', grow: 2.6, minWidth: 180, cell: (t) => <NextStep t={t} /> },
  timeColumn('started', 'Started', (t) => t.initiatedAt, 'minute', {
    grow: 1,
    hideBelow: 'lg',
    sort: 'started',
    sortFirst: 'desc',
  }),
];
