// The four contacts of a domain at the registry, each with an edit button, and
// whether the owner (registrant) has confirmed their email address.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { DomainContact } from '@contract/domains-schemas';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/spinner';
import { displayAddress } from '@/lib/display-domain';
import { formatDateTime } from '@/lib/format';
import { glossary } from '@/lib/glossary';
import { ContactFormDialog, roleLabel } from './contact-form-dialog';
import { useResendVerification } from './mutations';
import { domainsQueries } from './queries';
import { RegistryProblem } from './registry-problem';
import { ResendOutcome } from './resend-outcome';

type Contact = z.infer<typeof DomainContact>;
const ROLES = ['registrant', 'admin', 'tech', 'billing'] as const;

export function ContactsTab({ domain }: { domain: string }) {
  const q = useQuery(domainsQueries.contacts(domain));
  const [editing, setEditing] = useState<Contact | null>(null);
  return (
    <div className="space-y-4">
      <Verification domain={domain} />
      {q.isPending ? (
        <Card>
          <span role="status" className="sr-only">
            Loading contacts…
          </span>
          <Skeleton lines={4} />
        </Card>
      ) : q.isError ? (
        <RegistryProblem domain={domain} error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {ROLES.map((role) => {
            const c = q.data.contacts.find((x) => x.role === role);
            return (
              <Card key={role} aria-labelledby={`contact-${role}`} className="space-y-2 text-sm">
                <CardTitle>
                  <span id={`contact-${role}`}>{roleLabel[role]}</span>
                </CardTitle>
                {c ? (
                  <>
                    <address className="not-italic">
                      <span className="block font-medium">{c.name}</span>
                      {c.organization && <span className="block">{c.organization}</span>}
                      <span className="block">{displayAddress(c.email)}</span>
                      <span className="block">{c.phone}</span>
                      <span className="block">
                        {c.line1}
                        {c.line2 && `, ${c.line2}`}, {c.postalCode} {c.city}, {c.country}
                      </span>
                    </address>
                    {role === 'registrant' && (
                      <p className="text-muted">
                        The owner&apos;s name changes only through an owner change (Overview tab).
                      </p>
                    )}
                    <Button
                      size="sm"
                      onClick={() => setEditing(c)}
                      aria-label={`Edit the ${roleLabel[role].toLowerCase()}`}
                    >
                      Edit
                    </Button>
                  </>
                ) : (
                  <p className="text-muted">The registry has no {roleLabel[role].toLowerCase()} for this domain.</p>
                )}
              </Card>
            );
          })}
        </div>
      )}
      {editing && <ContactFormDialog domain={domain} contact={editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function Verification({ domain }: { domain: string }) {
  const q = useQuery(domainsQueries.verification(domain));
  const resend = useResendVerification(domain);
  return (
    <Card aria-labelledby="verification-title" className="space-y-2 text-sm">
      <CardTitle>
        <span id="verification-title">Owner email verification</span>
      </CardTitle>
      {q.isPending ? (
        <Skeleton lines={2} />
      ) : q.isError ? (
        <RegistryProblem domain={domain} error={q.error} onRetry={() => void q.refetch()} />
      ) : (
        <>
          <p>
            <Badge tone={glossary.registrantVerification[q.data.status].tone}>
              {glossary.registrantVerification[q.data.status].label}
            </Badge>
          </p>
          {q.data.email && <p>Address: {displayAddress(q.data.email)}</p>}
          {q.data.lastSentAt && <p>Last sent: {formatDateTime(q.data.lastSentAt)}</p>}
          {q.data.status === 'pending' && q.data.deadlineAt && (
            <p>
              Must be confirmed by <strong>{formatDateTime(q.data.deadlineAt)}</strong>, or the registry suspends the
              domain until it is.
            </p>
          )}
          {q.data.verifiedAt && <p>Confirmed: {formatDateTime(q.data.verifiedAt)}</p>}
          {(q.data.status === 'pending' || q.data.status === 'failed') && (
            <div className="flex flex-wrap items-center gap-2">
              <Button size="sm" onClick={() => resend.mutate()} loading={resend.isPending}>
                Resend the confirmation email
              </Button>
              <ResendOutcome resend={resend} />
            </div>
          )}
        </>
      )}
    </Card>
  );
}
