// The notification switches of the preferences form, one checkbox each with
// what it means, grouped under one legend for screen readers.
import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import type { Preferences, PreferencesPatch } from '@contract/account-profile';

type Kind = keyof z.infer<typeof Preferences>['notifications'];

const choices: Array<{ key: Kind; label: string; hint: string }> = [
  { key: 'invoices', label: 'Invoices', hint: 'New invoices, payment receipts and reminders' },
  { key: 'expiry', label: 'Expiry reminders', hint: 'Domains and services about to expire' },
  { key: 'monitoring', label: 'Monitoring alerts', hint: 'A monitored site or server goes down or recovers' },
  { key: 'newsletter', label: 'Newsletter', hint: 'Product news, at most once a month' },
];

export function NotificationChoices({ register }: { register: UseFormRegister<z.input<typeof PreferencesPatch>> }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">Email notifications</legend>
      {choices.map((c) => (
        <label key={c.key} className="flex items-start gap-3 rounded-md py-1">
          <input
            type="checkbox"
            className="mt-1 size-4 shrink-0 accent-accent"
            {...register(`notifications.${c.key}`)}
          />
          <span>
            <span className="block text-sm font-medium">{c.label}</span>
            <span className="block text-xs text-muted">{c.hint}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
