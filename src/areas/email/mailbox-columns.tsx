// Columns of the mailbox list. Phones keep the address and the quota bar, the
// two headers that sort it.
import { Link } from '@tanstack/react-router';
import type { Mailbox } from '@contract/email-shared';
import type { Column } from '@/components/data-table/columns';
import { Badge } from '@/components/ui/badge';
import { QuotaBar } from './quota-bar';
import { displayAddress } from '@/lib/display-domain';
import { formatNumber } from '@/lib/format';
import { glossary, mailboxState } from '@/lib/glossary';

export const mailboxColumns: Column<Mailbox>[] = [
  {
    id: 'address',
    header: 'Address',
    sort: 'address',
    grow: 2,
    minWidth: 160,
    cell: (m) => (
      <Link to="/email/mailbox" search={{ address: m.address }} className="font-medium text-accent hover:underline">
        {displayAddress(m.address)}
      </Link>
    ),
  },
  {
    id: 'usage',
    header: 'Usage',
    // Megabytes used; a first click shows the most used first.
    sort: 'usage',
    sortFirst: 'desc',
    grow: 2,
    minWidth: 120,
    cell: (m) => <QuotaBar usedMb={m.usedMb} quotaMb={m.quotaMb} compact />,
  },
  {
    id: 'sent',
    header: 'Sent today',
    grow: 1,
    hideBelow: 'md',
    align: 'end',
    cell: (m) => `${formatNumber(m.sentToday)} / ${m.sendLimit ? formatNumber(m.sendLimit) : '∞'}`,
  },
  {
    id: 'status',
    header: 'Status',
    grow: 0.8,
    hideBelow: 'sm',
    cell: (m) => {
      const { label, tone } = glossary.mailbox[mailboxState(m.isSuspended)];
      return <Badge tone={tone}>{label}</Badge>;
    },
  },
];
