// An action's problem, shown where the action was taken: beside its button, in its dialog, above a
// form's buttons. role="alert" so a screen reader says it the moment it appears. A read that failed,
// leaving a screen (or a panel) nothing to show, is ProblemState's; docs/adding-an-operation.md says
// which to use when.
import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Notice } from './notice';
import { problemMessage } from './problem-state';

interface ActionProblemProps {
  /** A failed request (its problem's detail is shown), or a sentence already written for the person. */
  problem: unknown;
  /** What failed, said before the reason on the same line: "Not sent:". */
  lead?: string;
  /** What failed, as a heading above the reason: a notice box, with room for `action`. */
  title?: string;
  /** Beside the title: the retry. */
  action?: ReactNode;
  /** A box: a form's or a dialog's own message. Otherwise a line of text beside the control. */
  boxed?: boolean;
  /** A span, for a line inside a row of controls or a sentence (a paragraph may not sit there). */
  inline?: boolean;
  /** In the small print of its place (a list's footer) rather than the body's size. */
  small?: boolean;
  className?: string;
  /** What follows the reason: the lines it names, what happens next, a retry button. */
  children?: ReactNode;
  errors?: undefined;
}

interface FormProblemProps {
  /**
   * A form's errors: the problem no single field owns, which applyProblemToForm
   * (src/lib/form-errors.ts) puts on the form's root, as a box above its buttons; nothing without one.
   */
  errors: FieldErrors;
  problem?: undefined;
}

export function ProblemAlert(props: ActionProblemProps | FormProblemProps) {
  if (props.errors) {
    const message = props.errors.root?.server?.message;
    return message ? <ActionProblem problem={message} boxed /> : null;
  }
  return <ActionProblem {...props} />;
}

function ActionProblem({
  problem,
  lead,
  title,
  action,
  boxed,
  inline,
  small,
  className,
  children,
}: ActionProblemProps) {
  const detail = typeof problem === 'string' ? problem : problemMessage(problem).detail;
  const text = lead ? `${lead} ${detail}` : detail;
  if (title)
    return (
      <Notice tone="danger" role="alert" title={title} action={action}>
        <p>{text}</p>
        {children}
      </Notice>
    );
  // A box may hold a list (a paragraph may not); a line is a paragraph, or a span inside a row.
  const Tag = boxed ? 'div' : inline ? 'span' : 'p';
  return (
    <Tag
      role="alert"
      className={cn(
        'text-danger',
        small ? 'text-xs' : 'text-sm',
        boxed && 'rounded-md border border-danger/40 bg-danger/10 px-3 py-2',
        className,
      )}
    >
      {text}
      {children && <> {children}</>}
    </Tag>
  );
}
