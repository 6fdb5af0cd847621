// Categories and tags as tokens: type a name and press Enter or a comma to add
// it, each token has its own remove button, Backspace in the empty box removes
// the last one. Duplicates (ignoring case) are not added twice. The whole list
// is one form value; the contract's limits are checked by the form's resolver.
import { useId, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';

interface TokenInputProps {
  label: string;
  /** What one token is called, for the remove buttons ("Remove tag news"). */
  noun: string;
  value: string[];
  onChange: (tokens: string[]) => void;
  hint?: string;
  error?: string;
}

export function TokenInput({ label, noun, value, onChange, hint, error }: TokenInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const name = draft.trim();
    setDraft('');
    if (name === '' || value.some((t) => t.toLowerCase() === name.toLowerCase())) return;
    onChange([...value, name]);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      // Enter would submit the whole form; here it only adds the token.
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <ul aria-label={label} className="flex flex-wrap gap-1.5 empty:hidden">
        {value.map((t) => (
          <li key={t} className="inline-flex items-center gap-1 rounded-full bg-surface-2 py-0.5 pl-2.5 pr-1 text-sm">
            {t}
            <button
              type="button"
              aria-label={`Remove ${noun} ${t}`}
              className="rounded-full px-1.5 text-muted hover:bg-line hover:text-fg"
              onClick={() => onChange(value.filter((x) => x !== t))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <Input
        id={id}
        value={draft}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        autoComplete="off"
        placeholder={`Add a ${noun} and press Enter`}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
