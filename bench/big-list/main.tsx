// Renders the dashboard's real DataTable with 100,000 loaded rows (pages put
// straight into the query cache), so the benchmark measures rendering and
// virtualized scrolling, not the network.
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider, infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { DataTable } from '@/components/data-table/data-table';
import type { CursorPage } from '@/lib/cursor-list';
import '@/styles.css';

interface Row {
  id: string;
  address: string;
  usedMb: number;
  quotaMb: number | null;
  status: string;
}
const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
const PAGE = 1000;

const pages: CursorPage<Row>[] = [];
for (let p = 0; p * PAGE < ROWS; p++) {
  const data: Row[] = [];
  for (let i = p * PAGE; i < Math.min(ROWS, (p + 1) * PAGE); i++) {
    data.push({
      id: String(i),
      address: `user${i}@nordlight-studio.com`,
      usedMb: (i * 37) % 2000,
      quotaMb: i % 4 ? 2048 : null,
      status: i % 97 ? 'active' : 'suspended',
    });
  }
  const more = (p + 1) * PAGE < ROWS;
  pages.push({ data, hasMore: more, nextCursor: more ? String(p + 1) : null, total: ROWS });
}
const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
const query = infiniteQueryOptions<
  CursorPage<Row>,
  Error,
  InfiniteData<CursorPage<Row>, string | undefined>,
  string[],
  string | undefined
>({
  queryKey: ['bench', 'list'],
  queryFn: ({ pageParam }) => pages[Number(pageParam ?? 0)]!,
  initialPageParam: undefined,
  getNextPageParam: (p: CursorPage<Row>) => p.nextCursor ?? undefined,
});
qc.setQueryData(query.queryKey, { pages, pageParams: pages.map((_, i) => (i ? String(i) : undefined)) });

const t0 = performance.now();
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={qc}>
    <main style={{ padding: 16 }}>
      <DataTable<Row, string[]>
        query={query}
        label="Mailboxes"
        getRowId={(r) => r.id}
        height="600px"
        columns={[
          { id: 'address', header: 'Address', cell: (r) => r.address, grow: 3 },
          { id: 'used', header: 'Used', cell: (r) => `${r.usedMb} MB`, align: 'end' },
          { id: 'quota', header: 'Quota', cell: (r) => (r.quotaMb ? `${r.quotaMb} MB` : 'Unlimited'), align: 'end' },
          { id: 'status', header: 'Status', cell: (r) => r.status },
        ]}
      />
    </main>
  </QueryClientProvider>,
);
requestAnimationFrame(() =>
  requestAnimationFrame(() => {
    (window as unknown as { __bench: object }).__bench = { renderMs: performance.now() - t0, rows: ROWS };
  }),
);
