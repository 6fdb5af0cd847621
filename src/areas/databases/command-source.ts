// Palette source "Databases": a database by name opens its page. It reads each hosting
// account's database list under the same keys as the Databases screen, so a visited list answers.
import type { CommandSource } from '@/components/layout/command-sources';
import { fuzzyFilter } from '@/components/layout/fuzzy-filter';
import { displayDomain } from '@/lib/display-domain';
import { hostingAccountsQuery } from '@/lib/hosting-accounts';
import { databasesQueries } from './queries';

const LIMIT = 8;

export const databasesCommandSource: CommandSource = {
  id: 'databases',
  label: 'Databases',
  minLength: 2,
  async search(query, _signal, queryClient) {
    const accounts = await queryClient.ensureQueryData(hostingAccountsQuery());
    const lists = await Promise.all(
      accounts.map(async (a) => {
        const list = await queryClient.ensureInfiniteQueryData(databasesQueries.list(a.domain));
        return list.pages.flatMap((p) => p.data).map((db) => ({ db, account: a.domain }));
      }),
    );
    const found = await fuzzyFilter(lists.flat(), [{ name: 'name', get: (r) => r.db.name }], query);
    return found.slice(0, LIMIT).map(({ db, account }) => ({
      id: `database:${account}:${db.name}`,
      label: db.name,
      hint: `Database · ${displayDomain(account)}`,
      link: { to: '/databases/$database', params: { database: db.name }, search: { input: account } },
    }));
  },
};
