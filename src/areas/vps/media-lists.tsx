// The operating-system templates the server's hypervisor offers and the install
// media available to it (with the one mounted now). Shown for reference:
// installing from them is a reinstall, which is not done here. Both come in the
// catalogue's order (by id); their headers sort them on the server (ADR 035: the
// lists are paged), the order each table's own, as the page keeps nothing in its address.
import { useInfiniteQuery } from '@tanstack/react-query';
import { VPS_ISO_SORT_DEFAULT, VPS_TEMPLATE_SORT_DEFAULT } from '@contract/list-sorts';
import { usePanelSort } from '@/components/data-table/panel-sort';
import { ScrollBox } from '@/components/data-table/scroll-box';
import { SortTh } from '@/components/data-table/sort-header';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { formatGigabytes, formatMegabytes } from '@/lib/glossary';
import { vpsQueries, type IsoSort, type TemplateSort } from './queries';

const th = 'px-2 py-1 text-left font-medium text-muted';
const td = 'px-2 py-1 align-top';

export function MediaLists({ input }: { input: string }) {
  const templateOrder = usePanelSort<TemplateSort>(VPS_TEMPLATE_SORT_DEFAULT);
  const isoOrder = usePanelSort<IsoSort>(VPS_ISO_SORT_DEFAULT);
  const templates = useInfiniteQuery(vpsQueries.templates(input, templateOrder.param));
  const isos = useInfiniteQuery(vpsQueries.isos(input, isoOrder.param));
  const templateRows = templates.data?.pages.flatMap((p) => p.data) ?? [];
  const isoRows = isos.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    // grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a card may be narrower than its
    // table, which then scrolls in its own box instead of widening the page on a phone.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card aria-labelledby="vps-templates-title">
        <CardTitle>
          <span id="vps-templates-title">Operating-system templates</span>
        </CardTitle>
        {templates.isPending ? (
          <Skeleton lines={4} />
        ) : templates.isError ? (
          <ProblemState error={templates.error} onRetry={() => void templates.refetch()} />
        ) : templateRows.length === 0 ? (
          <p className="text-sm text-muted">This server's hypervisor offers no templates.</p>
        ) : (
          <ScrollBox label="Templates table">
            <table
              className="w-full text-sm"
              aria-labelledby="vps-templates-title"
              aria-busy={templates.isPlaceholderData || undefined}
            >
              <thead>
                <tr>
                  <SortTh sortKey="name" sort={templateOrder.table} className={th}>
                    Name
                  </SortTh>
                  <SortTh className={th}>Architecture</SortTh>
                  <SortTh sortKey="disk" first="desc" sort={templateOrder.table} className={th}>
                    Minimum disk
                  </SortTh>
                  <SortTh className={th}>End of life</SortTh>
                </tr>
              </thead>
              <tbody className={templates.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                {templateRows.map((t) => (
                  <tr key={t.id} className="border-t border-line">
                    <td className={td}>{t.name}</td>
                    <td className={td}>{t.arch}</td>
                    <td className={td}>{formatGigabytes(t.minDiskGb)}</td>
                    <td className={td}>{t.endOfLifeAt ? formatDate(t.endOfLifeAt) : 'Not announced'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
      </Card>
      <Card aria-labelledby="vps-isos-title">
        <CardTitle>
          <span id="vps-isos-title">Install media (ISO images)</span>
        </CardTitle>
        {isos.isPending ? (
          <Skeleton lines={4} />
        ) : isos.isError ? (
          <ProblemState error={isos.error} onRetry={() => void isos.refetch()} />
        ) : isoRows.length === 0 ? (
          <p className="text-sm text-muted">No install media are available to this server.</p>
        ) : (
          <ScrollBox label="Install media table">
            <table
              className="w-full text-sm"
              aria-labelledby="vps-isos-title"
              aria-busy={isos.isPlaceholderData || undefined}
            >
              <thead>
                <tr>
                  <SortTh sortKey="name" sort={isoOrder.table} className={th}>
                    Name
                  </SortTh>
                  <SortTh sortKey="os" sort={isoOrder.table} className={th}>
                    System
                  </SortTh>
                  <SortTh sortKey="size" first="desc" sort={isoOrder.table} className={th}>
                    Size
                  </SortTh>
                  <SortTh className={th}>Mounted</SortTh>
                </tr>
              </thead>
              <tbody className={isos.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                {isoRows.map((i) => (
                  <tr key={i.id} className="border-t border-line">
                    <td className={td}>{i.name}</td>
                    <td className={td}>{i.os}</td>
                    <td className={td}>{formatMegabytes(i.sizeMb)}</td>
                    <td className={td}>{i.mounted ? 'Mounted now' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
      </Card>
    </div>
  );
}
