// A card that is one form: the card's heading names both the section and the
// form (aria-labelledby), and the form-level problem sits at its top, where a
// failed submit announces it.
import { useId, type FormEventHandler, type ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Card, CardTitle } from './card';
import { ProblemAlert } from './problem-alert';

interface FormCardProps {
  title: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  errors: FieldErrors;
  children: ReactNode;
}

export function FormCard({ title, onSubmit, errors, children }: FormCardProps) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle>
        <span id={titleId}>{title}</span>
      </CardTitle>
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-labelledby={titleId}>
        <ProblemAlert errors={errors} />
        {children}
      </form>
    </Card>
  );
}
