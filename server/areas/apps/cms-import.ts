// Importing an existing CMS site into the installer, as a queued 'import' task
// run in stages (staged-task.ts) that the activity shows one by one:
//   connect        local: the account's directory, which must not hold an
//                  install already; remote: the server over FTP/FTPS/SFTP. The
//                  sandbox's remote servers are deterministic: a host under
//                  .invalid (RFC 6761: never resolves) or localhost fails to
//                  resolve, an address no hosting node can route to (private,
//                  loopback, reserved…) is unreachable; any other host answers
//                  and accepts the credentials, so the password is used for
//                  this check only and never kept in the task.
//   copy files     the site's files into the target directory (still free?);
//   copy database  the plan must have room for the site's database;
//   register       one transaction makes the install: its own database with the
//                  site's tables, the install row, plugins and themes, cache
//                  (cms-provision.ts), so a failed import leaves nothing behind.
// A local import registers the site where it is (source_path); a remote one at
// target_path on the input's domain.
import ipaddr from 'ipaddr.js';
import { eq } from 'drizzle-orm';
import type { Target } from '@contract/common';
import { accountOnApproval } from '@server/areas/hosting/public';
import { databaseSizes } from '@server/areas/databases/public';
import type { HostingAccountRef } from '@server/areas/hosting/public';
import { hashPassword, passwordCostOf, randomString } from '@server/core/crypto';
import type { Tx } from '@server/db/client';
import { appTasks } from '@server/db/schema/apps';
import { CMS_APP_ID, catalogueApp } from './catalogue';
import { assertLocationFree, provisionCmsInstall } from './cms-provision';
import { installDirectory } from './install-requirements';
import { installUrl } from './install-repository';
import { StageFailure, stagedRunner, type Stage } from './staged-task';
import { queueTask, type TaskRow } from './tasks';

export interface RemoteSource {
  protocol: 'ftp' | 'ftps' | 'sftp';
  host: string;
  port: number;
  username: string;
  path: string;
}

export interface ImportParams {
  target: Target;
  source: 'local' | 'remote';
  domain: string;
  /** Where the install will be: source_path for a local import, target_path for a remote one. */
  path: string;
  remote: RemoteSource | null;
}

export const DEFAULT_PORTS = { ftp: 21, ftps: 21, sftp: 22 } as const;

const paramsOf = (task: TaskRow) => task.params as unknown as ImportParams;
const account = (tx: Tx, task: TaskRow) => accountOnApproval(tx, task.accountId, paramsOf(task).target);

/** Why the remote host cannot be reached from the hosting node, or null when it answers. */
export function unreachable(r: RemoteSource): string | null {
  // the contract stored the host in ASCII form; a fully qualified name may end in a dot
  const host = r.host.toLowerCase().endsWith('.') ? r.host.toLowerCase().slice(0, -1) : r.host.toLowerCase();
  const where = `${r.host}:${r.port} over ${r.protocol.toUpperCase()}`;
  if (host === 'localhost' || host.endsWith('.localhost') || host === 'invalid' || host.endsWith('.invalid'))
    return `Could not connect to ${where}: the host name does not resolve`;
  const address = addressOf(host);
  if (address) {
    const range = address.range();
    if (range !== 'unicast')
      return `Could not connect to ${where}: ${address.toString()} is a ${range} address, which the hosting node cannot reach`;
  }
  return null;
}

/**
 * The IP address a host names, in the form a connection would use, or null for a name. The WHATWG URL
 * parser (what `new URL()` and browsers do) first turns the numeric IPv4 forms (`2130706433`, `0x7f.1`,
 * `127.1`, `0177.0.0.1`) into dotted quads and bare IPv6 into its bracketed form; the brackets are then
 * stripped and ipaddr.js's `process()` reads an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`) as the IPv4
 * address it reaches. A host typed as a whole URL (`http://2130706433/`) is read as that URL's host.
 */
export function addressOf(host: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const typed = host.trim();
  const bare = typed.includes(':') && !typed.startsWith('[') && !typed.includes('/') ? `[${typed}]` : typed;
  let hostname: string;
  try {
    hostname = new URL(/^[a-z][a-z\d+.-]*:\/\//i.test(bare) ? bare : `http://${bare}`).hostname;
  } catch {
    return null;
  }
  const unbracketed = hostname.replace(/^\[(.*)\]$/, '$1');
  return ipaddr.isValid(unbracketed) ? ipaddr.process(unbracketed) : null;
}

/** The release an imported site is found at: the one before the catalogue's latest, so it can be updated. */
export function importedVersion(): string {
  const versions = catalogueApp(CMS_APP_ID).versions;
  return versions.at(-2) ?? versions.at(-1)!;
}

const stages: Stage[] = [
  {
    name: 'connect',
    async run(tx, task) {
      const p = paramsOf(task);
      const a = await account(tx, task);
      if (p.remote) {
        const why = unreachable(p.remote);
        if (why) throw new StageFailure(why);
        return {
          detail: `Connected to ${p.remote.host}:${p.remote.port} over ${p.remote.protocol.toUpperCase()} as ${p.remote.username}`,
        };
      }
      await assertLocationFree(tx, p.domain, p.path);
      return { detail: `Opened ${await installDirectory(tx, a, p.domain, p.path)}` };
    },
  },
  {
    name: 'copy files',
    async run(tx, task) {
      const p = paramsOf(task);
      const a = await account(tx, task);
      await assertLocationFree(tx, p.domain, p.path);
      const dir = await installDirectory(tx, a, p.domain, p.path);
      if (!p.remote) return { detail: `The site's files stay where they are, in ${dir}`, skipped: true };
      return { detail: `Copied ${p.remote.path} from ${p.remote.host} into ${dir}` };
    },
  },
  {
    name: 'copy database',
    async run(tx, task, deps) {
      const a = await account(tx, task);
      const held = (await databaseSizes(tx, a.service.id, deps.infra.databaseNode)).length;
      const limit = a.plan.databases;
      if (limit !== null && held >= limit)
        throw new StageFailure(
          `The ${a.plan.plan} plan allows ${limit} databases and ${a.service.daUsername} has ${held}; drop one or upgrade the plan, then import again`,
        );
      return { detail: `The site's tables are read; they go into a database of their own when the site is registered` };
    },
  },
  {
    name: 'register',
    async run(tx, task, deps) {
      const p = paramsOf(task);
      const a = await account(tx, task);
      const now = deps.clock.now();
      const admin = p.remote?.username.slice(0, 60) ?? a.service.daUsername ?? 'admin';
      const row = await provisionCmsInstall(tx, deps, a, {
        domain: p.domain,
        path: p.path,
        siteTitle: p.remote ? p.remote.host : installUrl({ domain: p.domain, path: p.path }),
        adminUsername: admin,
        adminEmail: `${a.service.daUsername ?? 'admin'}@${p.domain}`,
        adminPasswordHash: await hashPassword(randomString(24), passwordCostOf(deps.config)),
        language: 'en_US',
        autoUpdate: 'minor',
        version: importedVersion(),
        now,
      });
      await tx.update(appTasks).set({ installId: row.id }).where(eq(appTasks.id, task.id));
      return { detail: `Installed at ${installUrl(row)}, database ${row.databaseName}` };
    },
  },
];

export const importRunner = stagedRunner({
  stages,
  // Only 'register' writes, in its own savepoint: a failure leaves nothing to put back.
  cleanUp: async () => {},
  async succeeded(tx, task) {
    const [row] = await tx.select().from(appTasks).where(eq(appTasks.id, task.id));
    const p = paramsOf(task);
    return `Imported ${installUrl({ domain: p.domain, path: p.path })} as install ${row?.installId ?? ''}`.trim();
  },
});

/** Queue the import; its first stage runs when the job runner picks it up. */
export async function queueImport(tx: Tx, a: HostingAccountRef, p: ImportParams, now: Date): Promise<TaskRow> {
  const from = p.remote ? `${p.remote.protocol}://${p.remote.host}${p.remote.path}` : `the directory ${p.path || '/'}`;
  return queueTask(tx, {
    accountId: a.service.accountId,
    serviceId: a.service.id,
    installId: null,
    appId: CMS_APP_ID,
    kind: 'import',
    params: p as unknown as Record<string, unknown>,
    message: `Importing a site from ${from} to ${installUrl({ domain: p.domain, path: p.path })}`,
    now,
  });
}
