// The invoice PDF: download it (through the API client, so a failure shows
// its problem here), or open it in the browser's own PDF reader.
import { useState } from 'react';
import { billingOps } from '@contract/billing';
import { Button, buttonClass } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { problemMessage } from '@/components/ui/problem-state';
import { apiRequest } from '@/lib/api-client';
import { apiUrl } from '@/lib/api-url';

export function PdfButtons({ invoiceId, number }: { invoiceId: string; number: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      // getInvoicePdf produces application/pdf: the client hands back the body as a Blob.
      const blob = (await apiRequest(billingOps.getInvoicePdf, { params: { invoice: invoiceId } })) as unknown as Blob;
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = `${number}.pdf`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (e) {
      setError(problemMessage(e).detail);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col items-end gap-1">
      <div className="flex flex-wrap gap-2">
        <Button onClick={download} loading={busy}>
          Download PDF
        </Button>
        <a
          href={apiUrl(billingOps.getInvoicePdf, { params: { invoice: invoiceId } })}
          target="_blank"
          rel="noopener"
          className={buttonClass('ghost')}
        >
          Open PDF<span className="sr-only"> of {number} in a new tab</span>
        </a>
      </div>
      {error && <ProblemAlert problem={error} />}
    </div>
  );
}
