// The notification address form's rule: empty (no mail) or an address, by the contract's own
// schema. The form loads this module when it first validates, so the cron page loads no zod while
// it is drawn (notification-email-form.tsx).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Email } from '@contract/domain-name-fields';

const notificationEmailSchema = z.object({ email: z.union([z.literal(''), Email]) });
export type NotificationEmailValues = z.input<typeof notificationEmailSchema>;

export const notificationEmailResolver = zodResolver(notificationEmailSchema);
