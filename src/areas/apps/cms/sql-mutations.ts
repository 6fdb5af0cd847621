// Running a statement in the SQL console. It is a write-tier call (it spends
// the write budget) but changes nothing: the server runs one read-only
// statement, so no cached query becomes stale.
import { cmsToolOps } from '@contract/apps-cms-tools';
import { defineMutation, useOperationMutation } from '@/lib/mutation';

export function useRunSql(input: string, installId: string) {
  return useOperationMutation(
    defineMutation(cmsToolOps.queryCmsDatabase, {
      request: (query: string) => ({ body: { input, install_id: installId, query } }),
    }),
  );
}
