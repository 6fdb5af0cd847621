// The scopes of a new token as checkboxes grouped by area, each with what it
// allows (from contract/scopes.ts). Scopes are immutable once the token
// exists, so the descriptions matter more than brevity.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { scopeDescriptions, scopeNames, type ScopeName } from '@contract/scopes';
import { Button } from '@/components/ui/button';

const groups = scopeNames.reduce<Map<string, ScopeName[]>>((map, s) => {
  const area = s.split(':')[1]!;
  return map.set(area, [...(map.get(area) ?? []), s]);
}, new Map());

const acronyms = new Set(['dns', 'vps']);
const title = (area: string) =>
  acronyms.has(area) ? area.toUpperCase() : area.charAt(0).toUpperCase() + area.slice(1);

interface ScopePickerProps {
  field: UseFormRegisterReturn<'scopes'>;
  error?: string;
  onPick: (scopes: ScopeName[]) => void;
}

export function ScopePicker({ field, error, onPick }: ScopePickerProps) {
  const errorId = 'token-scopes-error';
  return (
    <fieldset
      className="space-y-3"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium">
        Scopes
        <span aria-hidden="true" className="text-danger">
          {' '}
          *
        </span>
      </legend>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() => onPick(scopeNames.filter((s) => !s.startsWith('write:') && s !== 'power:vps'))}
        >
          Select all read scopes
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onPick([])}>
          Clear scopes
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {[...groups].map(([area, scopes]) => (
          <div
            key={area}
            role="group"
            aria-labelledby={`scope-group-${area}`}
            className="rounded-md border border-line p-3"
          >
            <h3 id={`scope-group-${area}`} className="mb-2 text-sm font-semibold">
              {title(area)}
            </h3>
            <ul className="space-y-2">
              {scopes.map((s) => (
                <li key={s} className="flex items-start gap-2">
                  <input
                    id={`scope-${s}`}
                    type="checkbox"
                    value={s}
                    aria-describedby={`scope-${s}-hint`}
                    className="mt-1 size-4 shrink-0 accent-accent"
                    {...field}
                  />
                  <span>
                    <label htmlFor={`scope-${s}`} className="font-mono text-xs font-medium">
                      {s}
                    </label>
                    <span id={`scope-${s}-hint`} className="block text-xs text-muted">
                      {scopeDescriptions[s]}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
