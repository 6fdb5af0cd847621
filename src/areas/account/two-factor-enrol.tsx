// Step two of turning two-factor on: scan the QR code (or type the key), then
// prove the authenticator works with a live code. Nothing is switched on
// until that code is accepted, so a bad scan cannot lock anyone out.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { accountOps } from '@contract/account';
import type { ResponseOf } from '@contract/operation';
import { Button } from '@/components/ui/button';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { applyProblemToForm } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useConfirmTwoFactor } from './mutations';
import { TotpCodeField } from './totp-code-field';
import { QrCode } from './qr-code';

export type Enrolment = ResponseOf<typeof accountOps.enableTwoFactor>;
const Body = accountOps.confirmTwoFactor.body;

/** Groups of four, as authenticator apps print keys; spaces are ignored when typed in. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export function TwoFactorEnrol({
  enrolment,
  onDone,
  onCancel,
}: {
  enrolment: Enrolment;
  /** With the ten recovery codes the confirmation answered, to show once. */
  onDone: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const [copied, setCopied] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(Body),
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (body) => {
    try {
      const on = await confirm.mutateAsync(body);
      onDone(on.recoveryCodes);
    } catch (error) {
      applyProblemToForm(setError, error);
    }
  });

  const copy = async () => {
    await navigator.clipboard?.writeText(enrolment.secret);
    setCopied(true);
  };

  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-4 pl-5 text-sm">
        <li className="space-y-2">
          <p>Scan this QR code with your authenticator app (e.g. Aegis, Google Authenticator, 1Password).</p>
          <QrCode value={enrolment.otpauthUri} label="QR code for your authenticator app" />
        </li>
        <li className="space-y-2">
          <p>Can't scan it? Add an account in the app and type this key (time-based):</p>
          <div className="flex flex-wrap items-center gap-2">
            <code
              data-testid="totp-secret"
              aria-label="Setup key"
              className="break-all rounded-md bg-surface-2 px-2 py-1 font-mono text-sm"
            >
              {grouped(enrolment.secret)}
            </code>
            <Button size="sm" onClick={() => void copy()}>
              Copy key
            </Button>
            <span role="status" className="text-xs text-muted">
              {copied ? 'Key copied' : ''}
            </span>
          </div>
        </li>
        <li>
          <p className="mb-2">Enter the 6-digit code the app shows now.</p>
          <form onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Confirm two-factor">
            <ProblemAlert errors={errors} />
            <TotpCodeField registration={register('code')} error={errors.code} />
            <div className="flex flex-wrap gap-3">
              <Button type="submit" variant="primary" loading={isSubmitting}>
                Confirm code
              </Button>
              <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
      <p className="text-xs text-muted">
        This setup is valid until {formatDateTime(enrolment.expiresAt)}; after that, start again.
      </p>
    </div>
  );
}
