// The outcome of an approved action, written for the customer: each family of
// held operation has its own component (outcome-*.tsx), which reads the result
// it knows and offers the next step. Nothing is shown as a raw member or id.
import type { PendingAction } from '@contract/confirmations';
import { BillingOutcome } from './outcome-billing';
import { ChangeOutcome } from './outcome-change';
import { DomainOrderOutcome } from './outcome-domain-order';
import { BackupRestoreOutcome, CmsRestoreOutcome } from './outcome-restore';
import type { Result } from './outcome-values';

type OutcomeView = (props: { action: PendingAction; result: Result }) => React.ReactNode;

const BY_OPERATION: Record<string, OutcomeView> = {
  registerDomain: DomainOrderOutcome,
  renewDomain: DomainOrderOutcome,
  restoreDomain: DomainOrderOutcome,
  transferInDomain: DomainOrderOutcome,
  requestBackupRestore: BackupRestoreOutcome,
  restoreCms: CmsRestoreOutcome,
  addFunds: BillingOutcome,
  payInvoiceWithCard: BillingOutcome,
  payInvoiceWithDirectDebit: BillingOutcome,
  requestServiceUpgrade: BillingOutcome,
  requestServiceAddon: BillingOutcome,
};

export function Outcome({ action }: { action: PendingAction }) {
  const View = BY_OPERATION[action.operation] ?? ChangeOutcome;
  return <View action={action} result={action.result ?? {}} />;
}
