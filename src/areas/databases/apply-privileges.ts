// Runs the grant and revoke calls a privileges change comes to (privileges.ts
// plans them), one after the other, so the last answer is the user's state.
import { useGrantPrivileges, useRevokePrivileges } from './mutations';
import { planCalls, type PrivilegeName } from './privileges';

export function useApplyPrivileges(input: string) {
  const grant = useGrantPrivileges(input);
  const revoke = useRevokePrivileges(input);
  const apply = async (database: string, username: string, held: PrivilegeName[], wanted: Set<PrivilegeName>) => {
    for (const call of planCalls(held, wanted)) {
      if (call.kind === 'grant') await grant.mutateAsync({ database, username, privileges: call.privileges });
      else await revoke.mutateAsync({ database, username, privileges: call.privileges });
    }
  };
  return { apply, pending: grant.isPending || revoke.isPending };
}
