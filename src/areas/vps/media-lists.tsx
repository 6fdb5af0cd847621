// The operating-system templates the server's hypervisor offers and the install
// media available to it (with the one mounted now). Shown for reference:
// installing from them is a reinstall, which is not done here.
import { useQuery } from '@tanstack/react-query';
import { ScrollBox } from '@/components/data-table/scroll-box';
import { Card, CardTitle } from '@/components/ui/card';
import { ProblemState } from '@/components/ui/problem-state';
import { Skeleton } from '@/components/ui/spinner';
import { formatDate } from '@/lib/format';
import { formatGigabytes, formatMegabytes } from '@/lib/glossary';
import { vpsQueries } from './queries';

const th = 'px-2 py-1 text-left font-medium text-muted';
const td = 'px-2 py-1 align-top';

export function MediaLists({ input }: { input: string }) {
  const templates = useQuery(vpsQueries.templates(input));
  const isos = useQuery(vpsQueries.isos(input));
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
        ) : templates.data.data.length === 0 ? (
          <p className="text-sm text-muted">This server's hypervisor offers no templates.</p>
        ) : (
          <ScrollBox label="Templates table">
            <table className="w-full text-sm" aria-labelledby="vps-templates-title">
              <thead>
                <tr>
                  <th className={th}>Name</th>
                  <th className={th}>Architecture</th>
                  <th className={th}>Minimum disk</th>
                  <th className={th}>End of life</th>
                </tr>
              </thead>
              <tbody>
                {templates.data.data.map((t) => (
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
        ) : isos.data.data.length === 0 ? (
          <p className="text-sm text-muted">No install media are available to this server.</p>
        ) : (
          <ScrollBox label="Install media table">
            <table className="w-full text-sm" aria-labelledby="vps-isos-title">
              <thead>
                <tr>
                  <th className={th}>Name</th>
                  <th className={th}>System</th>
                  <th className={th}>Size</th>
                  <th className={th}>Mounted</th>
                </tr>
              </thead>
              <tbody>
                {isos.data.data.map((i) => (
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
