// The text search of a list. It waits for a pause in typing so each keystroke
// is not a new URL (and a new request), and it checks the text with the
// contract's own rule so the box refuses exactly what the server would: either
// the zod schema of the `q` param, or (on screens whose first view loads no zod)
// the zod-free rule the contract builds that schema from (contract/search-text.ts).
import { useEffect, useEffectEvent, useState } from 'react';
import type { z } from 'zod';
import { searchTextProblem, type SearchTextRule } from '@contract/search-text';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const DEBOUNCE_MS = 300;

/** How the text is checked: the contract schema of the `q` query param, or its zod-free rule. */
export type SearchCheck = { schema: z.ZodType; rule?: undefined } | { rule: SearchTextRule; schema?: undefined };

type SearchFieldProps = SearchCheck & {
  label: string;
  placeholder: string;
  /** Show the live "12 / 64" counter beside the label (default true). */
  counter?: boolean;
  /** The search now in the URL. */
  value: string | undefined;
  /** Called with the trimmed text (undefined when empty) once typing pauses and the text is valid. */
  onSearch: (q: string | undefined) => void;
};

/** Why the listing would refuse the text (`{}` when the schema gives no message), or undefined. */
function problemOf(
  { schema, rule }: { schema?: z.ZodType; rule?: SearchTextRule },
  text: string | undefined,
): { message?: string } | undefined {
  if (rule) {
    const message = searchTextProblem(rule, text);
    return message === undefined ? undefined : { message };
  }
  const parsed = schema?.safeParse(text);
  if (!parsed) return undefined;
  return parsed.success ? undefined : { message: parsed.error.issues[0]?.message };
}

export function SearchField({ label, placeholder, schema, rule, counter = true, value, onSearch }: SearchFieldProps) {
  const [q, setQ] = useState(value ?? '');
  // A new search in the URL (back, a link) replaces what was typed: set while rendering, not after.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setQ(value ?? '');
  }
  const error = problemOf({ schema, rule }, q.trim() || undefined);
  // An effect event, so a caller's new callback on each render does not restart the pause.
  const search = useEffectEvent((next: string | undefined) => onSearch(next));
  useEffect(() => {
    const next = q.trim() || undefined;
    if (next === value || problemOf({ schema, rule }, next)) return;
    const t = setTimeout(() => search(next), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [q, value, schema, rule]);

  return (
    <Field
      label={label}
      schema={schema}
      limits={rule && { maxLength: rule.maxLength }}
      length={counter ? q.length : undefined}
      error={error}
    >
      {(p) => <Input {...p} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={placeholder} />}
    </Field>
  );
}
