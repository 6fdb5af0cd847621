// Owner change (change of holder). The quote hands off to a sign-in link that
// works once, for 15 minutes; there the new holder identifies themselves (for
// .se and .nu with an e-ID such as BankID, as the Swedish registry requires;
// simulated by server/pages/sandbox-eid.ts). Signing in creates the proforma
// at the quoted price; once it is paid, the job records the new holder at the registry.
import type { z } from 'zod';
import type { OwnerChangeQuote } from '@contract/domains-orders';
import type { Db, Tx } from '@server/db/client';
import type { RegistrantIdentity } from '@server/db/schema/domains';
import type { Deps } from '@server/core/deps';
import { findOneTimeLink, issueOneTimeLink, useUpOneTimeLink, type OneTimeLinkRow } from '@server/core/one-time-links';
import { ApiError } from '@server/core/problem';
import { OUR_REGISTRAR, RegistryUnavailable, tldOf, type RegistryView } from '@server/infra/registry';
import { domainTarget, ownedRegistrarDomain, type OwnedDomain } from './domain-repository';
import { openOrder, openOrderReason, placeDomainOrder } from './order-repository';
import { maskIdentityNumber } from './personal-identity-number';
import { priceMoney, priceOf, type Price } from './pricing';
import { fmtPrice } from './quote';

/** Registries whose holder change needs the new holder's e-ID (Internetstiftelsen: .se and .nu). */
const EID_TLDS = new Set(['se', 'nu']);
export const requiresEid = (name: string) => EID_TLDS.has(tldOf(name));
const SIGN_IN_TTL_MS = 15 * 60_000;
/** onelinks.purpose of a sign-in link: this prefix and the domain. */
const PURPOSE = 'domain_owner_change:';

type Out = z.input<typeof OwnerChangeQuote>;

async function registryView(deps: Deps, q: Db | Tx, name: string): Promise<RegistryView | null | 'down'> {
  try {
    return await deps.infra.registry.info(q, name, deps.clock.now());
  } catch (err) {
    if (err instanceof RegistryUnavailable) return 'down';
    throw err;
  }
}

/** Why the holder cannot be changed now, or null. */
function notChangeable(v: RegistryView | null | 'down', name: string): string | null {
  if (v === 'down') return null; // the change waits for the registry after payment, like every order
  if (!v || v.row.registrar !== OUR_REGISTRAR)
    return `${name} is not at this registrar, so its holder cannot change here`;
  if (v.phase !== 'active' && v.phase !== 'grace')
    return `${name} is in ${v.phase.replace('_', ' ')}; the registry accepts no holder change until it is restored`;
  return null;
}

export async function ownerChangeQuote(deps: Deps, owned: OwnedDomain, input: string): Promise<Out> {
  const name = owned.domain.name;
  const now = deps.clock.now();
  const tld = (await deps.infra.registry.tld(deps.db, tldOf(name)))!;
  const price = priceOf(tld, 'owner_change');
  const eid = requiresEid(name);
  const v = await registryView(deps, deps.db, name);
  const open = await openOrder(deps.db, owned.domain.accountId, name, ['owner_change'], now);
  const blocked = notChangeable(v, name) ?? (open ? openOrderReason(open) : null);
  const link = blocked ? null : await issueSignIn(deps, owned.domain.accountId, name, now);
  const identity = v !== 'down' && v ? v.row.registrant : null;
  return {
    target: domainTarget(input, owned),
    domain: name,
    price: priceMoney(price),
    // null while the registry does not answer: the holder it records cannot be read
    currentRegistrant: identity && {
      name: identity.name,
      organization: identity.organization,
      orgNumberMasked: identity.orgNumber ? maskIdentityNumber(identity.orgNumber) : null,
    },
    requiresEid: eid,
    eidSignInUrl: link?.url ?? null,
    expiresAt: link?.expiresAt.toISOString() ?? null,
    steps: blocked ? [`Not possible now: ${blocked}.`] : steps(name, price, link!.expiresAt, eid, v === 'down'),
  };
}

function steps(name: string, price: Price, expiresAt: Date, eid: boolean, down: boolean) {
  const tld = tldOf(name);
  return [
    `Give the sign-in link to the new holder; it works once, until ${expiresAt.toISOString().slice(11, 16)} UTC.`,
    eid
      ? `The new holder signs in with their e-ID (such as BankID): the .${tld} registry needs the new holder's verified identity. In this sandbox the sign-in is simulated.`
      : `The .${tld} registry needs no e-ID: the new holder confirms their name on the sign-in page.`,
    price.totalCents > 0
      ? `Signing in creates an invoice of ${fmtPrice(price)} (VAT included); nothing changes until it is paid.`
      : `An owner change of a .${tld} name costs nothing; the change is sent to the registry as soon as the new holder signs in.`,
    `Once paid, the registry records the new holder of ${name}. Nameservers, DNS and the expiry date stay as they are.`,
    ...(down
      ? [`The .${tld} registry is not answering right now; the change is sent as soon as it answers again.`]
      : []),
  ];
}

const issueSignIn = (deps: Deps, accountId: number, name: string, now: Date) =>
  issueOneTimeLink(deps, { accountId, purpose: PURPOSE + name, page: '/sandbox/eid', ttlMs: SIGN_IN_TTL_MS, now });

export type SignInState =
  | { ok: true; link: OneTimeLinkRow; domain: string; eid: boolean; price: Price }
  | { ok: false; status: 404 | 409 | 410; title: string; message: string };

type Refused = Extract<SignInState, { ok: false }>;

const INVALID: Refused = {
  ok: false,
  status: 404,
  title: 'Sign-in link not valid',
  message: 'This sign-in link is not valid. Ask for the owner change again to get a new link.',
};

/** The sign-in link `token` names: unknown, used (409) or expired (410) links are refused, each saying so. */
export async function signInState(deps: Deps, q: Db | Tx, token: string, lock = false): Promise<SignInState> {
  const link = await findOneTimeLink(q, token, PURPOSE, lock);
  if (!link) return INVALID;
  if (link.usedAt)
    return {
      ok: false,
      status: 409,
      title: 'Sign-in link already used',
      message: `This sign-in link was used at ${link.usedAt.toISOString()} and works only once. Ask for the owner change again to get a new link.`,
    };
  if (link.expiresAt <= deps.clock.now())
    return {
      ok: false,
      status: 410,
      title: 'Sign-in link expired',
      message: `This sign-in link expired at ${link.expiresAt.toISOString()}. Ask for the owner change again to get a new link.`,
    };
  const domain = link.purpose.slice(PURPOSE.length);
  const tld = (await deps.infra.registry.tld(q, tldOf(domain)))!;
  return { ok: true, link, domain, eid: requiresEid(domain), price: priceOf(tld, 'owner_change') };
}

/** The identity an owner-change order records (order params.new_holder); country null keeps the current one. */
export type NewHolderIdentity = Omit<RegistrantIdentity, 'country'> & { country: string | null };

export interface NewHolder {
  name: string;
  organization: string | null;
  /** Personal identity number, twelve-digit form (e-ID registries). */
  identityNumber: string | null;
}

/**
 * The new holder signed in: use up the link and place the order (its proforma at the quoted price), in
 * one transaction. Refusals come back as the page's state; nothing is written then.
 */
export async function signInAndOrder(deps: Deps, token: string, holder: NewHolder) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const state = await signInState(deps, tx, token, true);
    if (!state.ok) return state;
    const { link, domain, price } = state;
    const refusal = (message: string): Refused => ({
      ok: false,
      status: 409,
      title: 'Owner change not possible',
      message,
    });
    try {
      await ownedRegistrarDomain(tx, link.accountId, domain, true);
    } catch (err) {
      if (err instanceof ApiError) return refusal(`${domain} is no longer a domain of the account that asked for this`);
      throw err;
    }
    const blocked = notChangeable(await registryView(deps, tx, domain), domain);
    if (blocked) return refusal(blocked);
    const open = await openOrder(tx, link.accountId, domain, ['owner_change'], now);
    if (open) return refusal(openOrderReason(open));
    const identity: NewHolderIdentity = {
      name: holder.name,
      organization: holder.organization,
      orgNumber: holder.identityNumber,
      // a Swedish e-ID identifies a person in Sweden; elsewhere the holder's country stays as the registry has it
      country: state.eid ? 'SE' : null,
    };
    await useUpOneTimeLink(tx, link.id, now);
    const placed = await placeDomainOrder(
      tx,
      deps.paidHooks,
      {
        accountId: link.accountId,
        kind: 'owner_change',
        domain,
        years: 0,
        price,
        description: `Owner change of ${domain} to ${holder.organization ?? holder.name}`,
        pendingActionId: link.id,
        holdId: null,
        billingAddressId: null,
        params: { new_holder: identity, eid: state.eid },
      },
      now,
    );
    return { ok: true as const, domain, ...placed };
  });
}
