// The one way to write to the API. A mutation is declared beside the keys it
// makes stale: `defineMutation(op, { request, invalidates })` names the
// contract operation, maps the caller's variables onto its params/query/body,
// and lists what to refetch after success (keys from the area's keys.ts).
// `useOperationMutation(def)` turns that into a TanStack mutation.
import {
  useMutation,
  useQueryClient,
  type InvalidateQueryFilters,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { Operation, ResponseOf } from '@contract/operation';
import { apiRequest, type NoKeys, type RequestOptions } from './api-client';

/** What a mutation sends: the operation's params, query and body. */
export type RequestOf<O> = Omit<RequestOptions<O>, 'signal' | 'on401'>;
/** A key (prefix match) or, where a key cannot say it, a filter. */
export type Invalidation = QueryKey | InvalidateQueryFilters;

interface Effects<O, V> {
  /** Queries made stale by a success; each is refetched if shown. */
  invalidates?: (vars: V, data: ResponseOf<O>) => Invalidation[];
  /**
   * Whether the mutation stays pending until the invalidated queries have
   * refetched (the default), so what follows a success sees fresh data.
   * `false` refreshes in the background.
   */
  awaitInvalidation?: boolean;
  /** Cache writes from the answer itself (setQueryData, patches), before invalidating; a promise is awaited. */
  update?: (qc: QueryClient, data: ResponseOf<O>, vars: V) => unknown;
  /** Cache repair after a failure (e.g. a 409 shows the real state); a promise is awaited. */
  onError?: (qc: QueryClient, error: Error, vars: V) => unknown;
}

export interface MutationDef<O extends Operation, V> extends Effects<O, V> {
  op: O;
  request: (vars: V) => RequestOf<O>;
}

/** With variables: `request` maps them onto the operation's input. */
export function defineMutation<O extends Operation, V = void>(
  op: O,
  config: Effects<O, V> & { request: (vars: V) => RequestOf<O> },
): MutationDef<O, V>;
/** Without variables: for operations that need no input (`mutate()`). */
export function defineMutation<O extends Operation>(
  op: O & (NoKeys extends RequestOf<O> ? unknown : never),
  config?: Effects<O, void>,
): MutationDef<O, void>;
export function defineMutation(op: Operation, config: object = {}): never {
  return { request: () => ({}), ...config, op } as never;
}

const isFilters = (i: Invalidation): i is InvalidateQueryFilters => !Array.isArray(i);

export function useOperationMutation<O extends Operation, V>(def: MutationDef<O, V>) {
  const qc = useQueryClient();
  return useMutation<ResponseOf<O>, Error, V>({
    // Generic over every operation, so the per-op argument typing is asserted here once.
    mutationFn: (vars) => apiRequest(def.op, def.request(vars) as never),
    onSuccess: async (data, vars) => {
      await def.update?.(qc, data, vars);
      const refetched = Promise.all(
        (def.invalidates?.(vars, data) ?? []).map((i) => qc.invalidateQueries(isFilters(i) ? i : { queryKey: i })),
      );
      if (def.awaitInvalidation !== false) await refetched;
    },
    onError: (error, vars) => def.onError?.(qc, error, vars),
  });
}
