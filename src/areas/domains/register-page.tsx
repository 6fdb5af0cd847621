// Registering a domain: search a name, choose the years, see the quote
// (available or why not, the price with VAT, what it renews at, premium), pick
// nameservers and auto-renewal, and hold the registration for the confirmation
// page. Approval creates a proforma order; the registry registers once it is paid.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { Spinner } from '@/components/ui/spinner';
import { TextArea } from '@/components/ui/text-area';
import { displayDomain } from '@/lib/display-domain';
import { formatMoney } from '@/lib/format';
import { DomainSearchForm } from './domain-search-form';
import { useOrderHold } from './order-hold';
import { useRegisterDomain } from './order-mutations';
import { orderQueries } from './order-queries';
import { QuoteFacts } from './quote-facts';
import { RegisterForm, registerDefaults, toRegisterBody } from './register-form-schema';
import { OrderProblem } from './order-problem';
import { YearsSelect } from './years-select';

export function RegisterPage({ domain, onDomain }: { domain?: string; onDomain: (ascii: string) => void }) {
  return (
    <div className="space-y-4">
      <PageTitle title="Register a domain">
        Search a name to see whether it is free and what it costs. Nothing is ordered until you confirm.
      </PageTitle>
      <Card>
        <DomainSearchForm label="Domain name" submitLabel="Check availability" initial={domain} onDomain={onDomain} />
      </Card>
      {/* Keyed by name, so a new search starts from a fresh form. */}
      {domain && <RegisterOrder key={domain} domain={domain} />}
    </div>
  );
}

function RegisterOrder({ domain }: { domain: string }) {
  const { register, handleSubmit, setError, watch, formState } = useForm({
    resolver: zodResolver(RegisterForm),
    defaultValues: registerDefaults,
  });
  const years = Number(watch('years')) || 1;
  const ownNs = watch('own_nameservers');
  const quote = useQuery(orderQueries.registerQuote(domain, years));
  const order = useRegisterDomain(domain);
  const hold = useOrderHold('register', order.mutateAsync);
  const { errors, isSubmitting } = formState;
  const q = quote.data;
  const current = q && !quote.isPlaceholderData ? q : undefined;
  const name = displayDomain(domain);

  const onSubmit = handleSubmit((v) => hold(domain, toRegisterBody(v), setError));

  return (
    <Card aria-labelledby="register-title" className="space-y-4">
      <h2 id="register-title" className="text-lg font-semibold">
        {name}
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <ProblemAlert errors={errors} />
        <YearsSelect label="Register for" registration={register('years', { valueAsNumber: true })} />
        <div aria-live="polite" aria-busy={quote.isFetching}>
          {quote.isPending ? (
            <Spinner label="Checking availability and price…" />
          ) : quote.isError && !q ? (
            <OrderProblem error={quote.error} domain={domain} onRetry={() => void quote.refetch()} />
          ) : q ? (
            <div className="space-y-2">
              {q.possible && (
                <p className="font-medium text-success" role="status">
                  {name} is available.
                </p>
              )}
              <QuoteFacts quote={q} />
              {!q.possible && (
                <p className="text-sm">
                  Already yours at another registrar?{' '}
                  <Link to="/domains/transfers" search={{ transfer: domain }} className="text-accent underline">
                    Transfer it in
                  </Link>
                  .
                </p>
              )}
            </div>
          ) : null}
        </div>
        {q?.possible && (
          <>
            <fieldset className="space-y-3">
              <legend className="mb-1 text-sm font-medium">Nameservers</legend>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" {...register('own_nameservers')} />
                Use my own nameservers (otherwise ours, with a DNS zone you can edit here)
              </label>
              {ownNs && (
                <Field
                  label="Your nameservers"
                  hint="One per line, 2 to 13, e.g. ns1.example.net"
                  error={errors.nameservers}
                  required
                >
                  {(p) => <TextArea {...p} rows={3} spellCheck={false} {...register('nameservers')} />}
                </Field>
              )}
            </fieldset>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" {...register('auto_renew')} />
              Renew automatically before it expires
            </label>
            <Button type="submit" variant="primary" loading={isSubmitting} disabled={!current}>
              {current
                ? `Register for ${formatMoney(current.price)} — continue to confirm`
                : 'Register — continue to confirm'}
            </Button>
          </>
        )}
      </form>
    </Card>
  );
}
