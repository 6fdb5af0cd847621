// /account/tokens: create API tokens (secret shown once), see what each can
// do and when it was last used, sort them (the column headers), and revoke them.
import { useMemo, useState } from 'react';
import { TOKEN_SORT_DEFAULT } from '@contract/list-sorts';
import { DataTable } from '@/components/data-table/data-table';
import { urlSort } from '@/components/data-table/list-page';
import { notify } from '@/lib/notices';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CreateTokenForm, type CreatedToken } from './create-token-form';
import type { TokenSort } from './keys';
import { useRevokeToken } from './mutations';
import { accountQueries } from './queries';
import { tokenColumns, type TokenRow } from './token-columns';
import { TokenSecretDialog } from './token-secret-dialog';

export type TokensSearch = { sort?: TokenSort };

export function TokensPage({ search, onSearch }: { search: TokensSearch; onSearch: (s: TokensSearch) => void }) {
  const [created, setCreated] = useState<CreatedToken | null>(null);
  const [revoking, setRevoking] = useState<TokenRow | null>(null);
  const revoke = useRevokeToken();
  // reset keeps its identity between renders (the mutation object does not), so the columns are made once.
  const { reset } = revoke;
  const columns = useMemo(
    () =>
      tokenColumns((t) => {
        reset();
        setRevoking(t);
      }),
    [reset],
  );

  const confirm = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (t) => {
        setRevoking(null);
        notify('success', `Revoked token ${t.name}`);
      },
    });
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">API tokens</h1>
        <p className="text-sm text-muted">
          Tokens let scripts and tools call the API for this account. Money-costing and irreversible calls made with a
          token still wait for your approval.
        </p>
      </div>
      <CreateTokenForm onCreated={setCreated} />
      <section aria-labelledby="token-list-title" className="space-y-3">
        <h2 id="token-list-title" className="text-lg font-semibold">
          Your tokens
        </h2>
        <DataTable
          query={accountQueries.tokens(search.sort)}
          columns={columns}
          getRowId={(t) => t.id}
          label="API tokens"
          sort={urlSort(search, onSearch, TOKEN_SORT_DEFAULT)}
          height="min(60dvh, 32rem)"
          empty={{ title: 'No tokens yet', body: 'Create one above to use the API from a script.' }}
        />
      </section>
      <TokenSecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Revoke token “${revoking.name}”?` : 'Revoke token'}
        confirmLabel="Revoke token"
        busy={revoke.isPending}
        error={revoke.error}
        onConfirm={confirm}
        onClose={() => setRevoking(null)}
      >
        <p>
          Anything using <strong>{revoking?.name}</strong> (starts with{' '}
          <code className="font-mono">{revoking?.prefix}</code>) is refused from its next request. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
