// The text search of a list. It waits for a pause in typing so each keystroke
// is not a new URL (and a new request), and it checks the text with the
// contract's own schema so the box refuses exactly what the server would.
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

const DEBOUNCE_MS = 300;

interface SearchFieldProps {
  label: string;
  placeholder: string;
  /** The contract schema of the `q` query param. */
  schema: z.ZodType;
  /** Show the live "12 / 64" counter beside the label (default true). */
  counter?: boolean;
  /** The search now in the URL. */
  value: string | undefined;
  /** Called with the trimmed text (undefined when empty) once typing pauses and the text is valid. */
  onSearch: (q: string | undefined) => void;
}

export function SearchField({ label, placeholder, schema, counter = true, value, onSearch }: SearchFieldProps) {
  const [q, setQ] = useState(value ?? '');
  useEffect(() => setQ(value ?? ''), [value]);
  const check = schema.safeParse(q.trim() || undefined);
  // A ref, so a caller's new callback on each render does not restart the pause.
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => {
    const next = q.trim() || undefined;
    if (next === value || !schema.safeParse(next).success) return;
    const t = setTimeout(() => onSearchRef.current(next), DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [q, value, schema]);

  return (
    <Field
      label={label}
      schema={schema}
      length={counter ? q.length : undefined}
      error={check.success ? undefined : { message: check.error.issues[0]?.message }}
    >
      {(p) => <Input {...p} type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={placeholder} />}
    </Field>
  );
}
