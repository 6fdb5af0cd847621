// attempt_key for hold requests. The same request sent twice (a double click,
// a retry after a dropped connection) must reuse its key so the server returns
// the same hold; a different request must not, or the server answers 422. So
// the key is one random part per form plus a hash of what is being asked.
export function newAttemptBase(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8)); // randomUUID needs a secure context; this does not
  return `${prefix}-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function attemptKey(base: string, params: unknown): string {
  // FNV-1a: short, stable, and enough to tell two requests of one form apart.
  let h = 0x811c9dc5;
  for (const ch of JSON.stringify(params)) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${base}-${h.toString(16)}`;
}
