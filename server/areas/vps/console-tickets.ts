// Console tickets: `POST /vps/console` mints a random ticket that lives
// TICKET_TTL_MS and opens one console connection. Only its SHA-256 is stored,
// so a database reader cannot open a console; redeeming marks it used in the
// same statement that checks it, so a reused or expired ticket is refused.
// An account holds at most MAX_LIVE_TICKETS unredeemed, unexpired tickets:
// the next request is a 429 until one is used or expires.
import { vpsOps } from '@contract/vps';
import { implement } from '@server/core/area';
import { randomString, sha256 } from '@server/core/crypto';
import type { Deps } from '@server/core/deps';
import { ApiError } from '@server/core/problem';
import { MAX_LIVE_TICKETS } from './console-limits';
import type { ConsoleMachine } from './console-session';
import { statusOf } from './vps-presenter';
import { liveTickets, lockAccount } from './console-ticket-limits';
import { templateById } from '@server/infra/hypervisor-catalogue';
import { claimTicket, insertTicket, pruneTickets, ticketByHash, vpsById } from './vps-repository';
import { ownedVps } from './vps-target';

export const TICKET_TTL_MS = 60_000;
/** The WebSocket path of the console (outside /api, so the API pipeline stays JSON). */
export const CONSOLE_WS_PATH = '/console/ws';
/** Used and expired tickets are kept this long (for the refusal's reason), then removed. */
const TICKET_KEEP_MS = 86_400_000;

export const consoleWebSocketUrl = (appUrl: string, ticket: string) => {
  const u = new URL(CONSOLE_WS_PATH, appUrl);
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  u.searchParams.set('ticket', ticket);
  return u.toString();
};

/** 429 while the account holds MAX_LIVE_TICKETS tickets; the wait is until the first of them expires. */
function tooManyTickets(firstExpiry: Date | null, now: Date) {
  const wait = Math.max(
    1,
    Math.ceil(((firstExpiry?.getTime() ?? now.getTime() + TICKET_TTL_MS) - now.getTime()) / 1000),
  );
  return new ApiError(
    'rate_limited',
    `${MAX_LIVE_TICKETS} console tickets of this account are waiting to be used; open a console with one of them, or try again in ${wait} seconds when one has expired.`,
    {
      retryAfter: wait,
      global: false,
      headers: {
        'Retry-After': String(wait),
        'X-RateLimit-Limit': String(MAX_LIVE_TICKETS),
        'X-RateLimit-Remaining': '0',
        'X-RateLimit-Reset': String(wait),
      },
    },
  );
}

export type Redeemed =
  | { ok: true; vpsId: number; accountId: number; machine: ConsoleMachine }
  | { ok: false; reason: 'unknown' | 'used' | 'expired' | 'unavailable'; message: string };

/** Redeem a ticket once; the machine description is what the console session shows. */
export async function redeemTicket(deps: Deps, ticket: string): Promise<Redeemed> {
  const now = deps.clock.now();
  const hash = sha256(ticket);
  const row = ticket ? await claimTicket(deps.db, hash, now) : undefined;
  if (!row) {
    const known = ticket ? await ticketByHash(deps.db, hash) : undefined;
    if (!known) return { ok: false, reason: 'unknown', message: 'Unknown console ticket; open the console again' };
    if (known.usedAt)
      return { ok: false, reason: 'used', message: 'Console ticket already used; open the console again' };
    return { ok: false, reason: 'expired', message: 'Console ticket expired; open the console again' };
  }
  const rec = await vpsById(deps.db, row.vpsId);
  if (!rec || rec.vps.accountId !== row.accountId)
    return { ok: false, reason: 'unavailable', message: 'The server of this ticket is gone' };
  const vps = await deps.infra.hypervisor.settle(deps.db, rec.vps, now);
  const template = vps.templateId ? await templateById(deps.db, vps.templateId) : undefined;
  return {
    ok: true,
    vpsId: vps.id,
    accountId: row.accountId,
    machine: {
      hostname: vps.hostname,
      banner: template?.banner ?? vps.os,
      kernel: template?.kernel ?? 'linux',
      arch: template?.arch ?? rec.node?.arch ?? 'x86_64',
      vcpus: vps.vcpus,
      memoryMb: vps.memoryMb,
      bootedAt: vps.bootedAt,
      rootPasswordHash: vps.rootPasswordHash,
    },
  };
}

export default implement(vpsOps, {
  handlers: {
    async openVpsConsole(ctx) {
      const { deps } = ctx;
      const owned = await ownedVps(ctx, ctx.body.input);
      const now = deps.clock.now();
      const vps = await deps.infra.hypervisor.settle(deps.db, owned.vps, now);
      const status = statusOf({ ...owned, vps });
      if (status === 'unknown')
        throw new ApiError(
          'conflict',
          `The hypervisor of ${vps.hostname} is not answering; the console cannot be reached now`,
        );
      if (status !== 'running' && status !== 'booting')
        throw new ApiError('conflict', `${vps.hostname} is ${status}; start it before opening its console`);
      const ticket = randomString(40);
      const expiresAt = new Date(now.getTime() + TICKET_TTL_MS);
      await deps.db.transaction(async (tx) => {
        // The account's row is locked so two requests at once cannot both take the last place.
        await lockAccount(tx, vps.accountId);
        const live = await liveTickets(tx, vps.accountId, now);
        if (live.count >= MAX_LIVE_TICKETS) throw tooManyTickets(live.firstExpiry, now);
        await pruneTickets(tx, new Date(now.getTime() - TICKET_KEEP_MS));
        await insertTicket(tx, {
          accountId: vps.accountId,
          vpsId: vps.id,
          tokenHash: sha256(ticket),
          expiresAt,
          createdAt: now,
        });
      });
      const page = new URL(`/vps/${owned.service.id}/console`, deps.config.appUrl);
      page.hash = `ticket=${ticket}`;
      return {
        target: owned.target,
        protocol: 'serial' as const,
        url: page.toString(),
        websocketUrl: consoleWebSocketUrl(deps.config.appUrl, ticket),
        expiresAt: expiresAt.toISOString(),
      };
    },
  },
});
