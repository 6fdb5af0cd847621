// Where to go after logging in. Its own module: the login route checks it before any
// lazy chunk loads, and the session module (with its contract) is not needed for that.

/** Only same-app paths are followed after login, never another origin. */
export function safeRedirect(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return '/';
  if (target.startsWith('/login')) return '/';
  return target;
}
