// What registrar work costs: the TLD's price (registry_tlds, before VAT) for
// the number of years, with VAT. A quote and the order placed at approval are
// both computed here, from the same row, so the price shown is the price billed.
import { money, withVat } from '@server/core/money';
import type { TldRow } from '@server/infra/registry';

export type PricedKind = 'register' | 'renew' | 'transfer_in' | 'restore' | 'owner_change' | 'snapback';

/** Catalogue prices are in EUR, the currency every account of the sandbox is billed in. */
export const CATALOGUE_CURRENCY = 'EUR';

export interface Price {
  netCents: number;
  totalCents: number;
  currency: string;
}

/**
 * Premium names cost a multiple of the standard price at registration and renewal (registries set it
 * per name; the sandbox uses one factor).
 */
export const PREMIUM_FACTOR = 8;

export function priceOf(tld: TldRow, kind: PricedKind, years = 1, premium = false): Price {
  const unit = {
    register: tld.registerCents,
    renew: tld.renewCents,
    // a transfer-in adds one year, billed at the transfer price
    transfer_in: tld.transferCents,
    // restore fee plus the one-year renewal the registry applies with it
    restore: tld.restoreCents + tld.renewCents,
    owner_change: tld.ownerChangeCents,
    snapback: tld.snapbackCents,
  }[kind];
  const perYear = kind === 'register' || kind === 'renew';
  const net = unit * (perYear ? years : 1) * (premium && perYear ? PREMIUM_FACTOR : 1);
  return { netCents: net, totalCents: withVat(net), currency: CATALOGUE_CURRENCY };
}

/** A price as the API shows it: major units, VAT included (what the invoice will total). */
export const priceMoney = (p: Price) => money(p.totalCents, p.currency);
