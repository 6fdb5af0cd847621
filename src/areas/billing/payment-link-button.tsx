// A pay-this-invoice link to hand to someone else (it opens the payment
// provider's page); making it charges nothing.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { usePaymentLink } from './mutations';

export function PaymentLinkButton({ invoiceId }: { invoiceId: string }) {
  const link = usePaymentLink(invoiceId);
  const [copied, setCopied] = useState(false);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false); // clipboard refused (permissions): the link stays visible to copy by hand
    }
  };
  return (
    <section aria-labelledby="pay-link" className="space-y-2 text-sm">
      <h3 id="pay-link" className="font-semibold">
        Payment link
      </h3>
      {link.data ? (
        <div className="space-y-2">
          <label className="block text-muted" htmlFor="pay-link-url">
            Anyone with this link can pay the invoice; it works while the invoice is unpaid.
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="pay-link-url"
              readOnly
              value={link.data.url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-h-10 min-w-0 flex-1 rounded-md border border-line bg-surface-2 px-3 font-mono text-xs"
            />
            <Button size="sm" onClick={() => void copy(link.data.url)}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </div>
          <p role="status" className="sr-only">
            {copied ? 'Link copied' : ''}
          </p>
        </div>
      ) : (
        <Button size="sm" variant="ghost" loading={link.isPending} onClick={() => link.mutate()}>
          Get a payment link
        </Button>
      )}
      {link.error && <ProblemAlert problem={link.error} />}
    </section>
  );
}
