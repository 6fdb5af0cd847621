// The privileges as a real table: one row per privilege of the contract's set,
// its name the label of its checkbox, `ALL PRIVILEGES` first as the master
// toggle (mixed when only some are ticked). With `current`, a column says what
// the user holds now and what ticking changed, in words, not colour alone.
import { useEffect, useId, useRef } from 'react';
import { cn } from '@/lib/cn';
import { ALL, SINGLE_PRIVILEGES, holdsAll, type PrivilegeName } from './privileges';

interface PrivilegeTableProps {
  caption: string;
  wanted: ReadonlySet<PrivilegeName>;
  onChange: (next: Set<PrivilegeName>) => void;
  /** What the user holds now (expanded); without it the table is a plain choice (the wizard). */
  current?: ReadonlySet<PrivilegeName>;
  disabled?: boolean;
}

export function PrivilegeTable({ caption, wanted, onChange, current, disabled }: PrivilegeTableProps) {
  const id = useId();
  const all = holdsAll(wanted);
  const master = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // "Mixed" is a DOM property only: screen readers then say "partially checked".
    if (master.current) master.current.indeterminate = !all && wanted.size > 0;
  }, [all, wanted.size]);

  const toggle = (p: PrivilegeName, on: boolean) => {
    const next = new Set(wanted);
    if (on) next.add(p);
    else next.delete(p);
    onChange(next);
  };

  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-left font-medium">{caption}</caption>
        <thead>
          <tr className="border-b border-line text-left text-xs uppercase text-muted">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Privilege
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Allowed
            </th>
            {current && (
              <th scope="col" className="py-2 pl-3 font-semibold">
                Now
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line bg-surface-2/60">
            <th scope="row" className="py-2 pr-3 text-left font-semibold">
              <label htmlFor={`${id}-all`}>{ALL}</label>
            </th>
            <td className="px-3 py-2">
              <input
                ref={master}
                id={`${id}-all`}
                type="checkbox"
                className="size-5"
                checked={all}
                disabled={disabled}
                onChange={(e) => onChange(new Set(e.target.checked ? SINGLE_PRIVILEGES : []))}
              />
            </td>
            {current && <td className="py-2 pl-3 text-muted">{holdsAll(current) ? 'Held' : 'Not held'}</td>}
          </tr>
          {SINGLE_PRIVILEGES.map((p) => {
            const on = wanted.has(p);
            const change = current ? (on && !current.has(p) ? 'grant' : !on && current.has(p) ? 'revoke' : null) : null;
            return (
              <tr key={p} className="border-b border-line last:border-b-0">
                <th scope="row" className="py-1.5 pr-3 text-left font-normal">
                  <label htmlFor={`${id}-${p}`}>{p}</label>
                </th>
                <td className="px-3 py-1.5">
                  <input
                    id={`${id}-${p}`}
                    type="checkbox"
                    className="size-5"
                    checked={on}
                    disabled={disabled}
                    onChange={(e) => toggle(p, e.target.checked)}
                  />
                </td>
                {current && (
                  <td
                    className={cn(
                      'py-1.5 pl-3',
                      change === 'grant' && 'font-medium text-success',
                      change === 'revoke' && 'font-medium text-danger',
                      !change && 'text-muted',
                    )}
                  >
                    {current.has(p) ? 'Held' : 'Not held'}
                    {change === 'grant' && ' → will grant'}
                    {change === 'revoke' && ' → will revoke'}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
