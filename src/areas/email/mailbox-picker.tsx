// Choose a mailbox by typing its address; suggestions come from the mailbox
// listing (search across every domain of the account), so it scales to 10,000.
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { emailQueries } from './queries';

const looksLikeAddress = (v: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v);

export function MailboxPicker({
  value,
  onChange,
  label = 'Mailbox',
}: {
  value: string | undefined;
  onChange: (address: string) => void;
  label?: string;
}) {
  const [text, setText] = useState(value ?? '');
  // A new mailbox from outside (the URL) replaces what was typed: set while rendering, not after.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value ?? '');
  }
  const listId = useId();
  const domains = useQuery(emailQueries.mailDomains());
  const all = domains.data?.[0] ? String(domains.data[0].serviceId) : undefined;
  const typed = text.trim().toLowerCase();
  const suggestions = useQuery(emailQueries.mailboxSuggestions(all, typed));
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!looksLikeAddress(typed)) return setError('Enter a mailbox address such as info@example.com');
    setError(undefined);
    onChange(typed);
  };
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      aria-label="Choose a mailbox"
    >
      <div className="min-w-64 flex-1 sm:max-w-md">
        <Field
          label={label}
          error={error ? { message: error } : undefined}
          hint="Type to search the account's mailboxes"
        >
          {(p) => (
            <Input
              {...p}
              type="email"
              list={listId}
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <datalist id={listId}>
          {suggestions.data?.data.map((m) => (
            <option key={m.address} value={m.address} />
          ))}
        </datalist>
      </div>
      <Button type="submit">Open</Button>
    </form>
  );
}
