// A price as a customer reads it, on one VAT basis everywhere (ADR 033): VAT included, and said.
// What is charged (a quote, an order, an invoice's total) is already with VAT; a catalogue or
// subscription price the contract sends without VAT is put on the same basis with `grossOf`, by
// the rounding the server's invoices use, so the figure here is the one the invoice will carry.
import type { Money } from '@contract/common';
import { formatMoney } from '@/lib/format';

/** The words of the basis, the same beside every price. */
export const VAT_BASIS = 'incl. VAT';

/**
 * A price without VAT put on the dashboard's basis: whole cents, VAT rounded to the cent as an
 * invoice line's is (`server/core/money.ts`: tax = round(subtotal × rate)). `taxRatePercent` as the
 * contract gives it (25 for 25 %).
 */
export function grossOf(net: Money, taxRatePercent: number): Money {
  const cents = Math.round(net.amount * 100);
  return { amount: (cents + Math.round((cents * taxRatePercent) / 100)) / 100, currency: net.currency };
}

/** "a year", "a month", "every 3 months", "every 2 years"; nothing for a one-off price. */
export function perPeriod(months: number | undefined): string {
  if (months === undefined) return '';
  if (months === 1) return 'a month';
  if (months === 12) return 'a year';
  if (months % 12 === 0) return `every ${months / 12} years`;
  return `every ${months} months`;
}

/** The price in one line of text: "€15.00 a year incl. VAT", "€3.75 incl. VAT". */
export function priceText(money: Money, perMonths?: number): string {
  const per = perPeriod(perMonths);
  return `${formatMoney(money)}${per ? ` ${per}` : ''} ${VAT_BASIS}`;
}

export interface PriceProps {
  /** The amount with VAT included (use `grossOf` for one the contract gives without). */
  money: Money;
  /** The period it is charged for, in months (12: "a year"); none for a one-off amount. */
  perMonths?: number;
  /** Bold figure, for the amount a decision turns on. */
  strong?: boolean;
  /** A test id on the figure alone. */
  figureTestId?: string;
}

/** "€15.00 a year incl. VAT": the figure in tabular digits, its period and its basis. */
export function Price({ money, perMonths, strong = false, figureTestId }: PriceProps) {
  const per = perPeriod(perMonths);
  const Figure = strong ? 'strong' : 'span';
  return (
    <span>
      <Figure className="tabular" data-testid={figureTestId}>
        {formatMoney(money)}
      </Figure>
      {per && ` ${per}`} <span className="text-muted">{VAT_BASIS}</span>
    </span>
  );
}
