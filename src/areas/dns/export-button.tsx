// Download the zone as a BIND file (the export operation's text, saved under the zone's name).
import { useState } from 'react';
import { dnsMeta as dnsOps } from '@/lib/ops-meta/dns';
import { Button } from '@/components/ui/button';
import { problemMessage } from '@/components/ui/problem-state';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/notices';

export function ExportButton({ domain }: { domain: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const text = (await apiRequest(dnsOps.exportDnsZone, { query: { input: domain } })) as string;
      const url = URL.createObjectURL(new Blob([text], { type: 'text/dns' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${domain}.zone`;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      notify('danger', 'The zone file could not be downloaded', problemMessage(error).detail);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" onClick={download} loading={busy}>
      Download zone file
    </Button>
  );
}
