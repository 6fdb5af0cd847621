// GET /me: the credential, the acting account and the request budget. The
// header reads it to seed the live budget before any rate header arrives.
import { queryOptions } from '@tanstack/react-query';
import { accountOps } from '@contract/account';
import { apiRequest } from './api-client';
import { setBudget } from './budget';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async ({ signal }) => {
    const me = await apiRequest(accountOps.getMe, { signal });
    setBudget(me.limit, me.remaining, me.resetInSeconds);
    return me;
  },
  staleTime: 60_000,
});
