// attempt_key for billing holds: one random part per screen visit plus a hash
// of what is asked, so a double click or a retry gets the same hold and a
// different choice (another card, another invoice) gets a new one.
export function newAttemptBase(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return `${prefix}-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function attemptKey(base: string, params: unknown): string {
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(params)) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${base}-${h.toString(16)}`;
}
