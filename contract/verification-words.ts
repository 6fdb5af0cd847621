// The words of the registrant-verification banner (src/areas/domains/verification-banner.tsx), which
// the served page also draws in its first frame (server/pages/verification-frame.ts): said once, so
// the frame and the dashboard's first render read alike and take the same room.

/** Shown one by one; a longer list would bury the deadline that matters. */
export const VERIFICATION_SHOWN = 3;

/** The banner's list, by its accessible name. */
export const VERIFICATION_LIST_LABEL = 'Domains awaiting email verification';

/** The banner's title for `count` domains waiting. */
export const verificationTitle = (count: number): string =>
  count === 1
    ? 'The owner of a domain must confirm their email address'
    : `The owners of ${count} domains must confirm their email addresses`;

/** Before the address the link went to. */
export const VERIFICATION_SENT_TO = 'we sent a confirmation link to';

/** For a domain after the first, whose address and deadline are not read here. */
export const VERIFICATION_ON_ITS_PAGE =
  'its page says where the confirmation link went and by when it must be clicked.';

/** Around the deadline: "If it is not clicked by <deadline>, the registry suspends …". */
export const VERIFICATION_DEADLINE = {
  before: 'If it is not clicked by',
  after: ', the registry suspends the domain: its website and email stop working until the address is confirmed.',
};

/** The first domain's line while its address and deadline load. */
export const VERIFICATION_LOADING = 'loading the address and deadline…';

/** The Resend button's name for a domain, as people read it. */
export const resendLabel = (displayName: string): string => `Resend the confirmation email for ${displayName}`;

/**
 * The domains whose registrant has not yet confirmed their address, most urgent first: what the
 * banner shows, from "Needs attention"'s items (contract/account-attention.ts). Here, not there, as
 * that file's schemas would bring zod into the overview's first load (ADR 020).
 */
export const pendingVerifications = (items: readonly { kind: string; subject: string }[] | undefined): string[] =>
  items?.filter((item) => item.kind === 'domain.unverified').map((item) => item.subject) ?? [];
