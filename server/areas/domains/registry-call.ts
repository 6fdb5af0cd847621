// Talking to the registry from a handler: a registry that does not answer is
// 503 `registry_unavailable` (nothing was changed there), and a refusal is a
// 409 `conflict` that gives the registry's reason.
import { RegistryRefusal, RegistryUnavailable } from '@server/infra/registry';
import { ApiError } from '@server/core/problem';

/** How long a client should wait before asking an unreachable registry again. */
export const REGISTRY_RETRY_SECONDS = 300;

export function registryProblem(err: unknown): never {
  if (err instanceof RegistryUnavailable)
    throw new ApiError('registry_unavailable', `${err.message}; nothing was changed. Try again in a few minutes.`, {
      retryAfter: REGISTRY_RETRY_SECONDS,
      headers: { 'Retry-After': String(REGISTRY_RETRY_SECONDS) },
    });
  if (err instanceof RegistryRefusal) throw new ApiError('conflict', err.message);
  throw err;
}

/** Run a registry call, turning its failures into problems. */
export async function atRegistry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    return registryProblem(err);
  }
}
