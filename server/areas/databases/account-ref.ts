// The hosting account as the databases' own modules see it: only the parts they
// read. Hosting's HostingAccountRef fits it as it is. It is declared here, not
// taken from hosting's public.ts, because hosting reads the databases' sizes
// through databases/public.ts: a type import back closed a circle.
export interface DatabaseAccount {
  service: { id: number; accountId: number; daUsername: string | null };
  plan: { plan: string; databases: number | null };
}
