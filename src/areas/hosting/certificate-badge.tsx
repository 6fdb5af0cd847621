// How soon a certificate runs out, as a badge with words: valid, expiring
// within 14 days (as the server counts it; renewal normally happens 30 days
// ahead, so this needs a look), or expired (browsers warn visitors).
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/format';

const DAY = 86_400_000;
/** The server calls a certificate `expiring` from 14 days before its end. */
export const EXPIRING_DAYS = 14;

export function certificateState(expiresAt: string, now = Date.now()) {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return { tone: 'danger' as const, text: `Expired ${formatDate(expiresAt)}` };
  // whole days still to go, counted up: 8.9 days left is "in 9 days"
  const days = Math.ceil(left / DAY);
  if (days <= EXPIRING_DAYS)
    return { tone: 'warning' as const, text: days === 1 ? 'Expires within a day' : `Expires in ${days} days` };
  return { tone: 'success' as const, text: `Valid until ${formatDate(expiresAt)}` };
}

export function CertificateBadge({ expiresAt }: { expiresAt: string | null }) {
  if (!expiresAt) return <Badge tone="success">HTTPS</Badge>;
  const s = certificateState(expiresAt);
  return <Badge tone={s.tone}>{s.text}</Badge>;
}
