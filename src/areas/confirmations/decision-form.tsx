// Approve (with a TOTP code, or a passkey, when the user has two-factor on) or reject, once.
// The code's format comes from the contract's approve body, so a code the
// server would refuse never leaves the page. A passkey signs a step-up challenge
// the server hands out (docs/decisions/029); its library is loaded only then.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { confirmationOps } from '@contract/confirmations';
import type { PendingAction } from '@contract/confirmations';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ProblemAlert } from '@/components/ui/problem-alert';
import { apiRequest } from '@/lib/api-client';
import { isProblem } from '@/lib/api-problem';
import { applyProblemToForm } from '@/lib/form-errors';
import { accountMeta } from '@/lib/ops-meta/account';
import { useDecision } from './mutations';

const ApproveBody = confirmationOps.approvePendingAction.body;
const ApproveWithCode = ApproveBody.pick({ totp: true }).required();

/** The browser's answer to a step-up challenge: one of the person's passkeys signs it (cancel: why, in words). */
async function signStepUp() {
  const { challengeId, options } = await apiRequest(accountMeta.startPasskeyStepUp);
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    // Made by @simplewebauthn/server; the contract types its descriptors' `type` and transports as plain text.
    const optionsJSON = options as Parameters<typeof startAuthentication>[0]['optionsJSON'];
    return { challengeId, response: await startAuthentication({ optionsJSON }) };
  } catch (error) {
    const name = error instanceof Error ? ((error as Error & { code?: string }).code ?? error.name) : '';
    throw new Error(
      name === 'NotAllowedError' || name === 'ERROR_CEREMONY_ABORTED'
        ? 'No passkey was used: the request was cancelled or timed out. Nothing was approved.'
        : `The browser could not use a passkey${error instanceof Error && error.message ? ` (${error.message})` : ''}.`,
    );
  }
}

interface DecisionFormProps {
  action: PendingAction;
  twoFactorEnabled: boolean;
  /** False for a guest on a hold only the account's owner may approve: Reject only. */
  canApprove: boolean;
  /** The server said the action is not this user's to decide (403). */
  onForbidden: () => void;
  /** The server said only the account's owner may approve it (403 owner_only). */
  onOwnerOnly: () => void;
}

export function DecisionForm({ action, twoFactorEnabled, canApprove, onForbidden, onOwnerOnly }: DecisionFormProps) {
  // The server may ask for a code even if our cached session said 2FA was off.
  const [needsCode, setNeedsCode] = useState(twoFactorEnabled);
  const { approve, reject, busy } = useDecision(action.id);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(needsCode ? ApproveWithCode : ApproveBody),
    defaultValues: needsCode ? { totp: '' } : {},
  });
  const { errors } = formState;
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyFailure, setPasskeyFailure] = useState<unknown>(null);

  const fail = (error: unknown) => {
    if (isProblem(error, 'owner_only')) return onOwnerOnly();
    if (isProblem(error) && error.status === 403) return onForbidden();
    if (isProblem(error, 'two_factor_required')) {
      if (!needsCode) return setNeedsCode(true);
      return setError('totp', { type: error.code, message: error.problem.detail }, { shouldFocus: true });
    }
    // 409s refetch the action (see queries.ts) and the page changes state.
    if (isProblem(error) && error.status === 409) return;
    applyProblemToForm(setError, error);
  };

  const onApprove = handleSubmit((values) => approve.mutateAsync(values.totp ? { totp: values.totp } : {}).catch(fail));
  const onApproveWithPasskey = async () => {
    setPasskeyBusy(true);
    setPasskeyFailure(null);
    try {
      await approve.mutateAsync({ passkey: await signStepUp() });
    } catch (error) {
      if (isProblem(error, 'owner_only') || (isProblem(error) && [403, 409].includes(error.status))) fail(error);
      else setPasskeyFailure(error);
    } finally {
      setPasskeyBusy(false);
    }
  };
  const onReject = () => reject.mutateAsync().catch(fail);

  return (
    <form onSubmit={onApprove} noValidate className="space-y-4" aria-label="Decide">
      <ProblemAlert errors={errors} />
      {needsCode && canApprove && (
        <Field
          label="Authentication code"
          hint="6 digits from your authenticator app, or a recovery code (xxxx-xxxx-xxxx)"
          error={errors.totp}
          required
        >
          {(p) => (
            <Input
              {...p}
              // A recovery code has letters: a numeric keypad could not type it.
              inputMode="text"
              autoComplete="one-time-code"
              className="max-w-56 font-mono tracking-widest"
              {...register('totp')}
            />
          )}
        </Field>
      )}
      <div className="flex flex-wrap gap-3">
        {canApprove && (
          <Button
            type="submit"
            variant={action.irreversible ? 'danger' : 'primary'}
            loading={approve.isPending && !passkeyBusy}
            disabled={busy || passkeyBusy}
          >
            Approve
          </Button>
        )}
        {needsCode && canApprove && (
          <Button onClick={() => void onApproveWithPasskey()} loading={passkeyBusy} disabled={busy}>
            Approve with a passkey
          </Button>
        )}
        <Button variant="secondary" onClick={onReject} loading={reject.isPending} disabled={busy}>
          Reject
        </Button>
      </div>
      {passkeyFailure != null && <ProblemAlert problem={passkeyFailure} lead="Not approved:" />}
    </form>
  );
}
