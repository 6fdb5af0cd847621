// A fuzzed request as the fuzz runner and the hostile corpus send it, and the credential it carries:
// the shape request-arbitrary.ts builds, kept here so the builders and the senders share it without a cycle.

export type CredKind =
  | 'token'
  | 'session'
  | 'session-no-csrf'
  | 'none'
  | 'unknown-token'
  | 'malformed-auth'
  | 'expired-token'
  | 'revoked-token';

export interface FuzzRequest {
  opId: string;
  method: string;
  /** Path and query string as sent, below the origin (`/api/v1/...`). */
  url: string;
  /** Raw body text; `huge` names a generator in hugeBodies instead, built only when sent. */
  body?: string;
  huge?: number;
  contentType?: string;
  cred: CredKind;
  /** Which seeded account's credential (index into the runner's accounts). */
  account: number;
  mutation: string;
  /** Whether the operation's own schemas accept params, query and body (computed before sending). */
  schemaValid: boolean;
}

/** For reports: a request's body, cut short. */
export const shortBody = (r: FuzzRequest) =>
  r.huge !== undefined
    ? `<hugeBodies[${r.huge}]>`
    : r.body === undefined
      ? undefined
      : r.body.length > 300
        ? `${r.body.slice(0, 300)}… (${r.body.length} chars)`
        : r.body;
