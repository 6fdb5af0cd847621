// Pick one of a few offers shown as cards (a plan, an addon). Native radios
// inside a fieldset, so arrow keys move between cards and a screen reader
// hears the legend, the card's name and "n of m"; the whole card is the label.
import type { ReactNode } from 'react';
import { ProblemAlert } from './problem-alert';

export interface Choice<V extends string | number> {
  value: V;
  title: ReactNode;
  /** Shown opposite the title, e.g. the price. */
  aside?: ReactNode;
  /** Lines under the title: description, what is due, limits. */
  details?: ReactNode;
}

interface ChoiceCardsProps<V extends string | number> {
  legend: string;
  name: string;
  choices: Choice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  disabled?: boolean;
  error?: { message?: string };
}

export function ChoiceCards<V extends string | number>({
  legend,
  name,
  choices,
  value,
  onChange,
  disabled,
  error,
}: ChoiceCardsProps<V>) {
  return (
    <>
      <fieldset className="space-y-3" disabled={disabled}>
        <legend className="mb-2 font-medium">{legend}</legend>
        {choices.map((c) => (
          <label
            key={c.value}
            className="block cursor-pointer rounded-card border border-line bg-surface p-4 has-[:checked]:border-accent has-[:checked]:ring-2 has-[:checked]:ring-accent/30"
          >
            <span className="flex items-start gap-3">
              <input
                type="radio"
                name={name}
                value={c.value}
                checked={value === c.value}
                onChange={() => onChange(c.value)}
                className="mt-1"
              />
              <span className="flex-1 space-y-1">
                <span className="flex flex-wrap justify-between gap-2">
                  <strong>{c.title}</strong>
                  {c.aside !== undefined && <span className="tabular">{c.aside}</span>}
                </span>
                {c.details}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {error?.message && <ProblemAlert problem={error.message} />}
    </>
  );
}
