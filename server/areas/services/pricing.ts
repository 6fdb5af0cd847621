// Billing cycles and proration for orders of the services area (VAT is core/money's).

const byName: Record<string, number> = {
  monthly: 1,
  quarterly: 3,
  semiannually: 6,
  yearly: 12,
  biennially: 24,
  triennially: 36,
};
export const cycleMonths = (cycle: string) => byName[cycle] ?? 12;
export const cycleName = (months: number) => Object.entries(byName).find(([, m]) => m === months)?.[0] ?? 'yearly';
export const cycleLabel = (months: number) => (months === 1 ? 'month' : months === 12 ? 'year' : `${months} months`);

const AVG_MONTH_MS = 30.436875 * 86_400_000;

/** Share of the current period still ahead (1 when the service has no end date). */
export function remainingShare(expiresAt: Date | null, months: number, now: Date): number {
  if (!expiresAt) return 1;
  const share = (expiresAt.getTime() - now.getTime()) / (months * AVG_MONTH_MS);
  return Math.min(1, Math.max(0, share));
}

export const prorate = (cents: number, share: number) => Math.max(0, Math.round(cents * share));

export function addMonths(d: Date, months: number): Date {
  const out = new Date(d);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
}

export const fmt = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency}`;
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The price for a cycle: exactly that cycle, else yearly, else monthly (an addon bills in its own cycle). */
export function priceForCycle(
  prices: Map<number, number> | undefined,
  months: number,
): { months: number; cents: number } | null {
  if (!prices) return null;
  for (const m of [months, 12, 1]) {
    const cents = prices.get(m);
    if (cents !== undefined) return { months: m, cents };
  }
  return null;
}
