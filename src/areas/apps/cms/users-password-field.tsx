// The first password of a new CMS user, with a generator. A generated password
// is shown once, in full, with a Copy button while the form is open: the CMS
// keeps only its hash. Typing over it hides it. Left empty, the CMS emails the
// user a link to set one.
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { generatePassword } from '@/lib/password-generator';

interface UserPasswordFieldProps {
  schema: z.ZodType;
  registration: UseFormRegisterReturn;
  value: string;
  error?: { message?: string };
  onGenerated: (password: string) => void;
}

export function UserPasswordField({ schema, registration, value, error, onGenerated }: UserPasswordFieldProps) {
  const [generated, setGenerated] = useState<string | null>(null);
  const showing = generated !== null && generated === value;
  const generate = () => {
    const password = generatePassword();
    setGenerated(password);
    onGenerated(password);
  };
  return (
    <div className="space-y-2">
      <Field
        label="Password"
        schema={schema}
        hint="Optional: leave it empty and the CMS emails them a link to set their own"
        error={error}
      >
        {(p) => (
          <div className="flex flex-wrap gap-2">
            <Input
              {...p}
              type="password"
              autoComplete="new-password"
              className="min-w-0 flex-1 basis-56"
              {...registration}
            />
            <Button onClick={generate}>Generate a password</Button>
          </div>
        )}
      </Field>
      {showing && (
        <div className="space-y-1 rounded-md border border-line bg-surface-2 p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            <span>Generated:</span>
            <code className="break-all font-mono" data-testid="generated-password">
              {generated}
            </code>
            <CopyButton value={generated} what="the generated password" />
          </p>
          <p className="text-muted">
            Shown only now: copy it and give it to the user. Once saved it cannot be read back.
          </p>
        </div>
      )}
    </div>
  );
}
