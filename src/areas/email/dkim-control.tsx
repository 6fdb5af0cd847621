// Switch DKIM signing on for a domain: the key is made and published in the
// zone at once when the zone is hosted here (else the record to publish is shown).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { useEmailWrite } from './mutations';
import { emailQueries } from './queries';

export function DkimControl({ domain }: { domain: string }) {
  const state = useQuery(emailQueries.dkim(domain));
  const enable = useEmailWrite('enableDkim');
  const [bits, setBits] = useState<1024 | 2048>(2048);
  if (!state.data) return null;
  const s = state.data;
  return (
    <div className="mt-3 space-y-2 border-t border-line pt-3 text-sm">
      {s.enabled ? (
        <p>
          Signing is on with a {s.keyBits}-bit key (selector <code>{s.selector}</code>)
          {s.publishedInDns ? ', published in the zone.' : '; the key is not in the zone yet.'}
        </p>
      ) : (
        <p>Signing is off.</p>
      )}
      {(!s.enabled || !s.publishedInDns) && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="dkim-bits" className="text-sm">
            Key size
          </label>
          <Select
            id="dkim-bits"
            value={bits}
            onChange={(e) => setBits(Number(e.target.value) as 1024 | 2048)}
            compact
            className="max-w-32"
          >
            <option value={2048}>2048 bits</option>
            <option value={1024}>1024 bits</option>
          </Select>
          <Button
            size="sm"
            variant="primary"
            loading={enable.isPending}
            onClick={() => enable.mutate({ input: domain, key_bits: bits })}
          >
            {s.enabled ? 'Publish the key' : 'Enable DKIM'}
          </Button>
        </div>
      )}
      {enable.data?.note && (
        <p role="status" className="text-warning">
          {enable.data.note}
        </p>
      )}
      {enable.error != null && <ProblemAlert problem={enable.error} />}
    </div>
  );
}
