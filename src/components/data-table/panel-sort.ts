// The order of a list that is one panel of a page (a tab of Forwarding & rules, the mail log, the
// queue, a database's backups, the account backup runs): local state, as the panel's own filters are,
// since the page's URL keeps only which resource and tab. Absent from the query in the listing's
// default order (ADR 035), so the sorted and the first call (a route's prefetch) share one cache entry.
import { useState } from 'react';
import type { TableSort } from './columns';

export function usePanelSort<S extends string>(dflt: S): { table: TableSort; param: S | undefined } {
  const [value, setValue] = useState<S>(dflt);
  return {
    // The table's headers offer only the listing's own sort values (its columns' `sort`).
    table: { value, onChange: (next) => setValue(next as S) },
    param: value === dflt ? undefined : value,
  };
}
