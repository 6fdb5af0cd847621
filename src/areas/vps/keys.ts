// Every cache key of the VPS area, shared by its query and mutation modules.
// A server is addressed by its service id (the `input` the API resolves).
import { areaKeys } from '@/lib/query-keys';

const k = areaKeys('vps');

export const vpsKeys = {
  ...k,
  list: () => k.list({ kind: 'servers' }),
  detail: (input: string) => k.detail({ kind: 'server', input }),
  /** In `sort` order when given (absent: the listing's own order, by id). */
  templates: (input: string, sort?: string) => k.list({ kind: 'templates', input, sort }),
  isos: (input: string, sort?: string) => k.list({ kind: 'isos', input, sort }),
};
