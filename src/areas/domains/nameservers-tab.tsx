// The domain's nameservers: which they are and whether they are ours, a form
// to change them (2 to 13 hostnames, checked with the contract's own schema),
// and a switch back to ours. Both changes can take the domain off the air, so
// both are holds: the next page is the confirmation.
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import type { z } from 'zod';
import { domainsOps, type RegistrarDomainDetail } from '@contract/domains';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { attemptKey, newAttemptBase } from '@/lib/attempt-key';
import { displayDomain } from '@/lib/display-domain';
import { useHoldRequest, useOpenConfirmation } from '@/lib/hold-request';
import { useChangeNameservers, useSwitchToProviderNameservers } from './mutations';

type Detail = z.infer<typeof RegistrarDomainDetail>;
const schema = domainsOps.changeDomainNameservers.body;
const MIN = 2;
const MAX = 13;

export function NameserversTab({ detail: d }: { detail: Detail }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card aria-labelledby="ns-current-title" className="space-y-3">
        <CardTitle>
          <span id="ns-current-title">Current nameservers</span>
        </CardTitle>
        <p>
          <Badge tone={d.usesProviderNameservers ? 'success' : 'neutral'}>
            {d.usesProviderNameservers ? 'Our nameservers' : 'Nameservers elsewhere'}
          </Badge>
        </p>
        {d.nameservers.length === 0 ? (
          <p className="text-sm">No nameservers are set, so the domain does not resolve.</p>
        ) : (
          <ul aria-label="Nameservers" className="space-y-1 font-mono text-sm">
            {d.nameservers.map((ns) => (
              <li key={ns}>{displayDomain(ns)}</li>
            ))}
          </ul>
        )}
        <p className="text-sm text-muted">
          {d.usesProviderNameservers ? (
            <>
              DNS records are served by us
              {d.hasDnsZone && (
                <>
                  {' '}
                  and edited in its{' '}
                  <Link
                    to="/dns/$domain"
                    params={{ domain: d.domain }}
                    search={{ tab: 'records' }}
                    className="underline"
                  >
                    DNS zone
                  </Link>
                </>
              )}
              .
            </>
          ) : (
            'DNS records are served, and changed, wherever these nameservers are run.'
          )}
        </p>
        {!d.usesProviderNameservers && <UseOurNameservers detail={d} />}
      </Card>
      <ChangeNameserversForm detail={d} />
    </div>
  );
}

function ChangeNameserversForm({ detail: d }: { detail: Detail }) {
  const change = useChangeNameservers(d.domain);
  const requestHold = useHoldRequest('nameservers', change.mutateAsync);
  const initial = d.nameservers.length >= MIN ? d.nameservers.map(displayDomain) : ['', ''];
  const [count, setCount] = useState(initial.length);
  const { register, handleSubmit, setError, getValues, setValue, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { nameservers: initial },
  });
  const { errors } = formState;
  const listError = errors.nameservers?.message ?? errors.nameservers?.root?.message;

  const remove = (i: number) => {
    const next = [...getValues('nameservers')];
    next.splice(i, 1);
    setValue('nameservers', next);
    setCount((c) => c - 1);
  };
  const add = () => {
    setValue(`nameservers.${count}`, '');
    setCount((c) => c + 1);
  };

  const onSubmit = handleSubmit(async ({ nameservers }) => {
    await requestHold({ nameservers: nameservers.slice(0, count) }, setError);
  });

  return (
    <Card aria-labelledby="ns-change-title">
      <CardTitle>
        <span id="ns-change-title">Change nameservers</span>
      </CardTitle>
      <form onSubmit={onSubmit} noValidate className="space-y-3" aria-labelledby="ns-change-title">
        <ProblemAlert errors={errors} />
        <p className="text-sm text-muted">
          From {MIN} to {MAX} hostnames, such as ns1.example.com. Wrong nameservers take the website and email off the
          air, so you confirm the change on the next page before it is sent to the registry.
        </p>
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <Field label={`Nameserver ${i + 1}`} error={errors.nameservers?.[i]} required={i < MIN}>
                {(p) => <Input {...p} autoComplete="off" spellCheck={false} {...register(`nameservers.${i}`)} />}
              </Field>
            </div>
            {count > MIN && (
              <Button variant="ghost" onClick={() => remove(i)} aria-label={`Remove nameserver ${i + 1}`}>
                Remove
              </Button>
            )}
          </div>
        ))}
        {listError && <ProblemAlert problem={listError} />}
        <div className="flex flex-wrap gap-2">
          {count < MAX && <Button onClick={add}>Add a nameserver</Button>}
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            Change nameservers — continue to confirm
          </Button>
        </div>
      </form>
    </Card>
  );
}

function UseOurNameservers({ detail: d }: { detail: Detail }) {
  const [open, setOpen] = useState(false);
  const hold = useSwitchToProviderNameservers(d.domain);
  const openConfirmation = useOpenConfirmation();
  const base = useMemo(() => newAttemptBase('ns-provider'), []);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Use our nameservers</Button>
      <ConfirmDialog
        open={open}
        title={`Use our nameservers for ${displayDomain(d.domain)}?`}
        confirmLabel="Use our nameservers — continue to confirm"
        busy={hold.isPending}
        error={hold.error}
        onConfirm={() =>
          hold.mutate({ attempt_key: attemptKey(base, { provider: true }) }, { onSuccess: openConfirmation })
        }
        onClose={() => setOpen(false)}
      >
        <p>
          Resolvers then read the domain&apos;s DNS records from us instead of from the nameservers it uses now.
          {d.hasDnsZone
            ? ' Check that its DNS zone here has the website and email records it needs.'
            : ' It has no DNS zone with us yet: its website and email records must exist here first.'}
        </p>
        <p className="text-muted">You confirm this on the next page before anything is sent to the registry.</p>
      </ConfirmDialog>
    </>
  );
}
