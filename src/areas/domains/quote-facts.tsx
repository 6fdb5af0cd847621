// A quote as a person reads it before ordering: what it costs now (VAT
// included, as the invoice will total), what it will cost to renew, whether the
// name is premium, and any look-alike warning; or, when it cannot be ordered,
// why. `extra` adds lines of the flow's own (the new expiry, the registrar).
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Quote } from '@contract/domains-schemas';
import { DomainWarnings } from '@/components/ui/domain-warnings';
import { Notice } from '@/components/ui/notice';
import { Price } from '@/components/price';
import { countOf } from '@/lib/glossary';

type Q = z.infer<typeof Quote>;

const yearsText = (n: number) => countOf(n, 'year', 'years');

export function QuoteFacts({
  quote,
  priceLabel = `Price for ${yearsText(quote.years)}`,
  extra = [],
  warnings = true,
}: {
  quote: Q;
  priceLabel?: string;
  extra?: [string, ReactNode][];
  /** false where the screen already shows the name's warnings (the transfer precheck). */
  warnings?: boolean;
}) {
  return (
    <div className="space-y-3">
      {/* The quote's look-alike warning, in the shared words (the server checks the name the same way). */}
      {warnings && quote.warnings.length > 0 && <DomainWarnings text={quote.domain} />}
      {!quote.possible && (
        <Notice tone="warning" role="status" title="This cannot be ordered now">
          {quote.reason ?? 'The registry does not allow it at the moment.'}
        </Notice>
      )}
      <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted">{priceLabel}</dt>
        <dd>
          <Price money={quote.price} strong figureTestId="quoted-price" />
          {quote.premium && <span className="ml-2 font-medium text-warning">Premium name</span>}
        </dd>
        <dt className="text-muted">Then renews at</dt>
        <dd>
          <Price money={quote.renewalPrice} perMonths={12} />
        </dd>
        {extra.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted">{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export { yearsText };
