// The mailboxes screen's heading, in one place for the two that draw it: the dashboard's page
// (src/areas/email/mailboxes-page.tsx) and the served page's first frame
// (server/pages/first-frame.ts), which draws it before the dashboard's code has arrived (ADR 020).
// No schema library, and nothing another area's first view imports: it goes into the email
// screen's own chunk, not a shared one of its own.

/** The mailboxes screen (/email). */
export const MAILBOXES_HEADING = {
  title: 'Email',
  description: 'Mailboxes, their quotas and send limits.',
} as const;
