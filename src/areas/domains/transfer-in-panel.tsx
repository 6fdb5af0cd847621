// "Transfer a domain in": the name and its auth code, then FIRST the precheck
// (every known reason a transfer fails, each with its fix, before any charge),
// and only when the domain can move, the quote and the held transfer-in order
// (the auth code goes with the order). Changing the name or code clears the
// result, so what is shown always belongs to what is typed.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { DomainName } from '@contract/domain-name-fields';
import type { TransferPrecheck } from '@contract/domains-transfers';
import { Button } from '@/components/ui/button';
import { DomainWarnings } from '@/components/ui/domain-warnings';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { displayDomain } from '@/lib/display-domain';
import { applyProblemToForm } from '@/lib/form-errors';
import { formatMoney } from '@/lib/format';
import { countOf } from '@/lib/glossary';
import { optionalAuthCode } from './auth-code-field';
import { useOrderHold } from './order-hold';
import { useTransferInDomain } from './order-mutations';
import { orderQueries } from './order-queries';
import { PrecheckList } from './precheck-list';
import { QuoteFacts } from './quote-facts';
import { OrderProblem } from './order-problem';
import { usePrecheckTransfer } from './transfer-mutations';

const CheckForm = z.object({ domain: DomainName, auth_code: optionalAuthCode });

export function TransferInPanel({ initialDomain }: { initialDomain?: string }) {
  const precheck = usePrecheckTransfer();
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(CheckForm),
    defaultValues: { domain: initialDomain ? displayDomain(initialDomain) : '', auth_code: '' },
  });
  const { errors, isSubmitting } = formState;
  const { reset } = precheck;
  useEffect(() => {
    const sub = watch(() => reset());
    return () => sub.unsubscribe();
  }, [watch, reset]);

  const onSubmit = handleSubmit(async (v) => {
    try {
      await precheck.mutateAsync({ domain: v.domain, auth_code: v.auth_code });
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });
  const result = precheck.data;
  const authCode = (watch('auth_code') ?? '').trim() || undefined;

  return (
    <div className="space-y-4">
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Transfer a domain in">
        <ProblemAlert errors={errors} />
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Domain to transfer" schema={DomainName} error={errors.domain} required>
            {(p) => (
              <Input
                {...p}
                {...register('domain')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="example.com"
              />
            )}
          </Field>
          <Field
            label="Auth code"
            hint="From the current registrar (also called EPP or transfer code)"
            schema={optionalAuthCode}
            error={errors.auth_code}
          >
            {(p) => <Input {...p} {...register('auth_code')} autoComplete="off" spellCheck={false} />}
          </Field>
        </div>
        <Button type="submit" variant="primary" loading={isSubmitting}>
          Check whether it can be transferred
        </Button>
      </form>
      <div aria-live="polite">{result && <PrecheckResult result={result} authCode={authCode} />}</div>
    </div>
  );
}

function PrecheckResult({ result, authCode }: { result: z.infer<typeof TransferPrecheck>; authCode?: string }) {
  const name = displayDomain(result.domain);
  const failures = result.checks.filter((c) => c.passed === false).length;
  return (
    <section aria-labelledby="precheck-title" className="space-y-3">
      <h3 id="precheck-title" className="font-semibold">
        {result.transferable
          ? `${name} can be transferred`
          : `${name} cannot be transferred yet${failures ? ` (${countOf(failures, 'check', 'checks')} failed)` : ''}`}
      </h3>
      {result.warnings.length > 0 && <DomainWarnings text={result.domain} />}
      {result.reason && <p className="text-sm">{result.reason}</p>}
      <PrecheckList checks={result.checks} />
      {result.transferable ? (
        <TransferInOrder domain={result.domain} authCode={authCode} />
      ) : (
        <p className="text-sm text-muted">Fix what failed, then check again. Nothing has been ordered.</p>
      )}
    </section>
  );
}

const OrderForm = z.object({ auto_renew: z.boolean() });

function TransferInOrder({ domain, authCode }: { domain: string; authCode?: string }) {
  const quote = useQuery(orderQueries.transferInQuote(domain));
  const order = useTransferInDomain(domain);
  const hold = useOrderHold('transfer-in', order.mutateAsync);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(OrderForm),
    defaultValues: { auto_renew: true },
  });
  const q = quote.data;
  const onSubmit = handleSubmit((v) => hold(domain, { auth_code: authCode, auto_renew: v.auto_renew }, setError));

  if (quote.isPending) return <Spinner label="Getting the transfer price…" />;
  if (quote.isError) return <OrderProblem error={quote.error} domain={domain} onRetry={() => void quote.refetch()} />;
  if (!q) return null;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-md border border-line p-3">
      <ProblemAlert errors={formState.errors} />
      <QuoteFacts
        quote={q}
        priceLabel="Transfer price (adds one year)"
        warnings={false}
        extra={[['Now at', q.currentRegistrar ?? '—']]}
      />
      {q.possible && q.authCodeRequired && !authCode && (
        <Notice tone="info">
          The auth code is not needed to order; you submit it once the order is paid, to start the transfer.
        </Notice>
      )}
      {q.possible && (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...register('auto_renew')} />
            Renew automatically before it expires
          </label>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            Order the transfer for {formatMoney(q.price)} — continue to confirm
          </Button>
          <p className="text-xs text-muted">
            Approving creates an order to pay; the transfer starts at the registry once it is paid.
          </p>
        </>
      )}
    </form>
  );
}
