// Moving the domain away: the transfer lock (shown, not set: the API does not
// offer that) and the auth code the new registrar asks for.
import type { z } from 'zod';
import type { RegistrarDomainDetail } from '@contract/domains';
import { Badge } from '@/components/ui/badge';
import { Card, CardTitle } from '@/components/ui/card';
import { displayDomain } from '@/lib/display-domain';
import { AuthCodeReveal } from './auth-code-reveal';

type Detail = z.infer<typeof RegistrarDomainDetail>;

export function DomainTransferTab({ detail: d }: { detail: Detail }) {
  const lock = d.transferLock;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card aria-labelledby="lock-title" className="space-y-3 text-sm">
        <CardTitle>
          <span id="lock-title">Transfer lock</span>
        </CardTitle>
        <p>
          <Badge tone={lock === null ? 'neutral' : lock ? 'success' : 'warning'}>
            {lock === null ? 'No transfer lock at this registry' : lock ? 'Transfer lock on' : 'Transfer lock off'}
          </Badge>
        </p>
        <p>
          {lock === null
            ? `The .${d.tld} registry has no transfer lock; a transfer away needs the auth code below.`
            : lock
              ? 'Other registrars cannot take the domain over while the lock is on.'
              : 'With the auth code, another registrar can start a transfer of the domain away from us.'}
        </p>
        {lock !== null && (
          <p className="text-muted">
            The lock cannot be set or cleared in this dashboard or through the API (the API answers “not available”). To
            lock or unlock {displayDomain(d.domain)}, contact support: they change it at the registry for you.
          </p>
        )}
      </Card>
      <Card aria-labelledby="transfer-code-title">
        <CardTitle>
          <span id="transfer-code-title">Auth code</span>
        </CardTitle>
        <AuthCodeReveal detail={d} />
      </Card>
    </div>
  );
}
