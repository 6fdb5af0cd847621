// Renders a held operation's result generically: any key/value document as
// a definition list. Keys ending in "Url" become links (only http(s) or
// same-site paths), money and timestamps are formatted, nesting recurses.
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '@/lib/format';

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

export function humanizeKey(key: string): string {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isSafeHref(value: string) {
  return /^https?:\/\//i.test(value) || (value.startsWith('/') && !value.startsWith('//'));
}

function isMoney(v: unknown): v is { amount: number; currency: string } {
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof (v as { amount?: unknown }).amount === 'number' &&
    typeof (v as { currency?: unknown }).currency === 'string' &&
    Object.keys(v).length === 2
  );
}

function renderValue(key: string, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="text-muted">—</span>;
  if (typeof value === 'string') {
    if (/url$/i.test(key) && isSafeHref(value)) {
      return (
        <a href={value} target="_blank" rel="noopener noreferrer" className="break-all text-accent underline">
          {value}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      );
    }
    if (ISO_TIME.test(value)) return <time dateTime={value}>{formatDateTime(value)}</time>;
    return <span className="break-words">{value}</span>;
  }
  if (typeof value === 'number' || typeof value === 'boolean')
    return String(value === true ? 'yes' : value === false ? 'no' : value);
  if (isMoney(value)) return formatMoney(value);
  if (Array.isArray(value)) {
    return (
      <ul className="list-disc pl-5">
        {value.map((v, i) => (
          <li key={i}>{renderValue(key, v)}</li>
        ))}
      </ul>
    );
  }
  return <ResultValues value={value as Record<string, unknown>} nested />;
}

export function ResultValues({ value, nested }: { value: Record<string, unknown>; nested?: boolean }) {
  const entries = Object.entries(value);
  if (entries.length === 0) return <span className="text-muted">—</span>;
  return (
    <dl
      className={
        nested ? 'space-y-1 border-l border-line pl-3' : 'grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(8rem,auto)_1fr]'
      }
    >
      {entries.map(([k, v]) => (
        <div key={k} className={nested ? '' : 'contents'}>
          <dt className="text-sm text-muted">{humanizeKey(k)}</dt>
          <dd className="text-sm">{renderValue(k, v)}</dd>
        </div>
      ))}
    </dl>
  );
}
